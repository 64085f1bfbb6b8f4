import { ORG_BASE } from './organizations';

/**
 * Catalogue records for libraries (issue 33): MARC records of books and ancient books, KBART title
 * lists and the OpenURL resolver. The per-item and batch calls are declared here so the admin's
 * export buttons and the server name the same paths.
 */
export const MARC_FORMAT_LABELS = { marc21: 'MARC 21（ISO 2709）', marcxml: 'MARCXML', cnmarc: 'CNMARC（ISO 2709）' } as const;
export type MarcFormatKey = keyof typeof MARC_FORMAT_LABELS;

export const CATALOGUE_AREA_LABELS = { book: '图书', ancient: '古籍' } as const;
export type CatalogueAreaKey = keyof typeof CATALOGUE_AREA_LABELS;

export const CATALOGUE_CALLS = {
  /** `?format=` → one book's record */
  bookMarc: { method: 'get', path: '/common/book/{id}/marc' },
  /** `?format=` → one ancient book's record */
  ancientMarc: { method: 'get', path: '/w_abm/wkapi/v1/ancientBook/{id}/marc' },
  /** `?area=book|ancient&format=&afterId=` → the records of what the institution subscribes to (5,000 a file) */
  orgMarc: { method: 'get', path: `${ORG_BASE}/marc` },
} as const;

/** KBART title lists (`all.txt`, `{package id}.txt`) and their index; not under the spec's call rule. */
export const KBART_BASE = '/api/kbart';
export const OPENURL_PATH = '/openurl';
