import { z } from 'zod';

/** Blank or null → absent; else a whole number in [0, max] (counts, prices in fen, codes). */
export const optInt = (msg: string, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: msg }).int(msg).min(0, msg).max(max, msg).optional());

/** A calendar date `YYYY-MM-DD`; blank clears it. */
export const optDate = (msg: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.string({ error: msg }).regex(/^\d{4}-\d{2}-\d{2}$/, msg).nullable().optional());

/** A text of a NOT NULL column: blank is '' (never null), absent stays absent. */
export const notNullText = (max: number, msg: string) =>
  z.preprocess((v) => (v === null ? '' : v), z.string({ error: msg }).trim().max(max, msg).optional());

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A required number code out of a label table (`{1: '一年级', …}`); blank is "not chosen". */
export const numberCode = (labels: Readonly<Record<string, string>>, msg: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: msg }).refine((v) => Object.hasOwn(labels, String(v)), msg));

/** A required text code out of a label table (`{A: '古典诗词', …}`); blank is "not chosen". */
export const textCode = (labels: Readonly<Record<string, string>>, msg: string) =>
  z.preprocess(blankToUndefined, z.string({ error: msg }).refine((v) => Object.hasOwn(labels, v), msg));
