import { Marc, Record as MarcRecord, type MarcField } from 'marcjs';

/**
 * Catalogue records for libraries (issue 33): a book or an ancient book as MARC 21 (MARCXML or
 * ISO 2709) and as CNMARC (ISO 2709), the formats Chinese OPACs load. The record is built from one
 * neutral description (CatalogueItem) by two mappers; marcjs writes the bytes (directory, lengths,
 * base address) so the framing is a well-kept library's, not ours.
 */

export const MARC_FORMATS = ['marcxml', 'marc21', 'cnmarc'] as const;
export type MarcFormat = (typeof MARC_FORMATS)[number];

/** What the cataloguer needs of an item, whatever its table. */
export interface CatalogueItem {
  kind: 'book' | 'ancient';
  id: number;
  title: string;
  /** Personal names in order (Chinese names are written in direct order: first indicator 0). */
  authors: string[];
  /** 著, 编, 撰 … as the item states it; `著` when unknown. */
  role: string;
  /** An ancient author's dynasty, shown as `（唐）`. */
  dynasty?: string | null;
  publisher?: string | null;
  year?: number | null;
  isbn?: string | null;
  pages?: number | null;
  /** An ancient book's extent (e.g. `二十卷`), in place of pages. */
  extent?: string | null;
  edition?: string | null;
  summary?: string | null;
  /** Uncontrolled index terms (an ancient book's 部类, a book's class). */
  terms: string[];
  priceFen: number;
  /** The item's page on this site. */
  url: string;
  created: Date;
  updated: Date;
}

/** The agency code in 003 / 040 / 801. */
export const AGENCY = 'WENKU';
const UNKNOWN_PLACE = '[出版地不详]';
const SUMMARY_MAX = 2000;

/** Beijing time parts of an instant (the catalogue's dates are the operator's local dates). */
function beijing(at: Date) {
  const iso = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return { ymd: iso.slice(0, 10).replace(/-/g, ''), hms: iso.slice(11, 19).replace(/:/g, '') };
}

/** 005: yyyymmddhhmmss.f. */
const latestTransaction = (at: Date) => `${beijing(at).ymd}${beijing(at).hms}.0`;

const isbnDigits = (isbn: string | null | undefined) => (isbn ?? '').replace(/[^0-9Xx]/g, '').toUpperCase() || null;
const year4 = (year: number | null | undefined) => (year && year > 0 && year < 10_000 ? String(year).padStart(4, '0') : null);
const summaryText = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, SUMMARY_MAX) || null;
const controlNumber = (item: CatalogueItem) => `wenku-${item.kind}-${item.id}`;
const dynastyPrefix = (item: CatalogueItem) => (item.dynasty ? `（${item.dynasty}）` : '');

/** `（唐）李白著`, `张三，李四著`: the statement of responsibility as a title page would print it. */
function responsibility(item: CatalogueItem): string | null {
  if (item.authors.length === 0) return null;
  return `${dynastyPrefix(item)}${item.authors.join('，')}${item.role}`;
}

/** Appends a data field with only the subfields that have a value. */
function dataField(tag: string, indicators: string, ...pairs: Array<[string, string | null | undefined]>): MarcField | null {
  const subfields = pairs.flatMap(([code, value]) => (value ? [code, value] : []));
  return subfields.length > 0 ? [tag, indicators, ...subfields] : null;
}

function record(leader: string, fields: Array<MarcField | null>): MarcRecord {
  const r = new MarcRecord();
  r.leader = leader;
  r.fields = fields.filter((f): f is MarcField => f !== null);
  return r;
}

/** MARC 21 bibliographic: a language-material monograph, online, in Unicode. */
export function marc21Record(item: CatalogueItem): MarcRecord {
  const year = year4(item.year);
  const entered = beijing(item.created).ymd.slice(2);
  // 008, 40 positions: entered, date type and date 1, place (cc = China), form of item o (online),
  // not a conference/festschrift/index, non-fiction, language chi, cataloguing source d (other).
  const fixed = `${entered}${year ? `s${year}` : 'nuuuu'}    cc      o     000 0 chi d`;
  const [first, ...others] = item.authors;
  return record('00000nam a2200000 i 4500', [
    ['001', controlNumber(item)],
    ['003', AGENCY],
    ['005', latestTransaction(item.updated)],
    ['008', fixed],
    dataField('020', '  ', ['a', isbnDigits(item.isbn)]),
    ['040', '  ', 'a', AGENCY, 'b', 'chi', 'c', AGENCY],
    first ? dataField('100', '0 ', ['a', first], ['c', item.dynasty ? `（${item.dynasty}）` : null], ['e', item.role]) : null,
    dataField('245', first ? '10' : '00', ['a', item.title], ['c', responsibility(item)]),
    dataField('250', '  ', ['a', item.edition]),
    item.publisher || year ? dataField('264', ' 1', ['a', UNKNOWN_PLACE], ['b', item.publisher], ['c', year]) : null,
    dataField('300', '  ', ['a', item.pages ? `${item.pages}页` : item.extent]),
    ['336', '  ', 'a', 'text', 'b', 'txt', '2', 'rdacontent'],
    ['337', '  ', 'a', 'computer', 'b', 'c', '2', 'rdamedia'],
    ['338', '  ', 'a', 'online resource', 'b', 'cr', '2', 'rdacarrier'],
    dataField('520', '  ', ['a', summaryText(item.summary)]),
    ...item.terms.map((term) => dataField('653', '  ', ['a', term])),
    ...others.map((name) => dataField('700', '0 ', ['a', name], ['e', item.role])),
    ['856', '40', 'u', item.url, 'z', '文库在线阅读'],
  ]);
}

/** CNMARC (UNIMARC as the National Library of China profiles it). */
export function cnmarcRecord(item: CatalogueItem): MarcRecord {
  const year = year4(item.year);
  const today = beijing(item.created).ymd;
  // 100 $a, 36 positions: entered, d + date 1 (monograph), audience em, not government, not
  // modified, cataloguing language chi, transliteration y, character set 50 (ISO 10646), script ea.
  const general = `${today}${year ? `d${year}` : 'u    '}    em y0chiy50      ea`;
  const [first, ...others] = item.authors;
  const price = item.priceFen > 0 ? `CNY${(item.priceFen / 100).toFixed(2)}` : null;
  return record('00000nam0 2200000   450 ', [
    ['001', controlNumber(item)],
    ['005', latestTransaction(item.updated)],
    dataField('010', '  ', ['a', isbnDigits(item.isbn)], ['d', price]),
    ['100', '  ', 'a', general],
    ['101', '0 ', 'a', 'chi'],
    ['102', '  ', 'a', 'CN'],
    dataField('200', '1 ', ['a', item.title], ['f', responsibility(item)]),
    dataField('205', '  ', ['a', item.edition]),
    item.publisher || year ? dataField('210', '  ', ['a', UNKNOWN_PLACE], ['c', item.publisher], ['d', year]) : null,
    dataField('215', '  ', ['a', item.pages ? `${item.pages}页` : item.extent]),
    dataField('330', '  ', ['a', summaryText(item.summary)]),
    ...item.terms.map((term) => dataField('610', '0 ', ['a', term])),
    first ? dataField('701', ' 0', ['c', item.dynasty ? `（${item.dynasty}）` : null], ['a', first], ['4', item.role]) : null,
    ...others.map((name) => dataField('701', ' 0', ['a', name], ['4', item.role])),
    ['801', ' 0', 'a', 'CN', 'b', AGENCY, 'c', beijing(item.updated).ymd],
    ['856', '4 ', 'u', item.url],
  ]);
}

const MARCXML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n';

/** The records in one file of the format: a MARCXML collection, or ISO 2709 records end to end. */
export function serialize(items: CatalogueItem[], format: MarcFormat): string {
  if (format === 'marcxml') return `${MARCXML_HEAD}${items.map((i) => Marc.format(marc21Record(i), 'marcxml')).join('')}</collection>\n`;
  const build = format === 'cnmarc' ? cnmarcRecord : marc21Record;
  return items.map((i) => Marc.format(build(i), 'iso2709')).join('');
}

/** Content type and file extension of each format. */
export const MARC_MEDIA: Record<MarcFormat, { type: string; extension: string }> = {
  marcxml: { type: 'application/marcxml+xml; charset=utf-8', extension: 'xml' },
  marc21: { type: 'application/marc', extension: 'mrc' },
  cnmarc: { type: 'application/marc', extension: 'iso' },
};
