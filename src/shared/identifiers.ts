import { hyphenate, parse as parseIsbn } from 'isbn3';
import { z } from 'zod';

/**
 * Book and serial numbers checked the same way in the admin form and on the server (the zod
 * pieces below are part of the resources' `input`). Texts decided in docs/decisions/admin-forms.md.
 */
export const IDENTIFIER_MSG = {
  isbnFormat: 'ISBN格式不正确，应为10位或13位数字（13位以978或979开头）',
  isbnCheck: 'ISBN校验位不正确，请核对最后一位',
  issnFormat: 'ISSN格式不正确，应为8位，如 1000-0135',
  issnCheck: 'ISSN校验位不正确，请核对最后一位',
} as const;

const ISBN_SHAPE = /^(?:97[89]\d{10}|\d{9}[\dX])$/;

/** ISBN-13: weights 1,3,1,3… to a multiple of 10; ISBN-10: weights 10…1 to a multiple of 11 (X = 10). */
function isbnCheckDigitOk(digits: string): boolean {
  const values = [...digits].map((c) => (c === 'X' ? 10 : Number(c)));
  if (digits.length === 13) return values.reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;
  return values.reduce((s, d, i) => s + d * (10 - i), 0) % 11 === 0;
}

/**
 * What is wrong with an ISBN (10 or 13 digits, hyphens and spaces ignored), or undefined. isbn3
 * knows the registration groups and publisher ranges; a number in a range it does not know yet
 * (ranges are still being assigned) is accepted when its check digit is right.
 */
export function isbnProblem(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '').toUpperCase();
  if (!ISBN_SHAPE.test(digits)) return IDENTIFIER_MSG.isbnFormat;
  if (parseIsbn(digits)) return undefined;
  return isbnCheckDigitOk(digits) ? undefined : IDENTIFIER_MSG.isbnCheck;
}

/** An ISBN as stored: hyphenated by its ranges when isbn3 knows them (978-7-02-000220-7), else as typed. */
export const isbnStored = (value: string) => {
  const digits = value.replace(/[\s-]/g, '').toUpperCase();
  return parseIsbn(digits) ? hyphenate(digits) : value.trim();
};

/** What is wrong with an ISSN (NNNN-NNNC; C the mod-11 check over weights 8…2, X = 10), or undefined. */
export function issnProblem(value: string): string | undefined {
  const m = /^(\d{4})-?(\d{3})([\dX])$/.exec(value.trim().toUpperCase());
  if (!m) return IDENTIFIER_MSG.issnFormat;
  const sum = [...(m[1] + m[2])].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return (check === 10 ? 'X' : String(check)) === m[3] ? undefined : IDENTIFIER_MSG.issnCheck;
}

/** An ISSN as stored: 1000-0135, an x made X. */
export const issnStored = (value: string) => {
  const v = value.trim().toUpperCase().replace(/-/g, '');
  return `${v.slice(0, 4)}-${v.slice(4)}`;
};

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional ISBN field: blank clears it; else checked (check digit included) and stored hyphenated. */
export const optIsbn = z.preprocess(
  blankToNull,
  z
    .string({ error: IDENTIFIER_MSG.isbnFormat })
    .superRefine((v, ctx) => {
      const problem = isbnProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(isbnStored)
    .nullable()
    .optional(),
);

/** An optional ISSN field: blank clears it; else checked (mod-11 check digit) and stored as NNNN-NNNC. */
export const optIssn = z.preprocess(
  blankToNull,
  z
    .string({ error: IDENTIFIER_MSG.issnFormat })
    .superRefine((v, ctx) => {
      const problem = issnProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(issnStored)
    .nullable()
    .optional(),
);
