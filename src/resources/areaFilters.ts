import { z } from 'zod';

/**
 * Building blocks for list filters of the content areas. Query strings carry text, so every
 * filter coerces; an empty value means "no filter"; every refusal has a Chinese message that
 * names the filter (the server answers it as a 400).
 */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The free-text search of a list, at most 100 characters. */
export const keywordFilter = () =>
  z.preprocess(emptyToUndefined, z.string({ error: '检索词不正确' }).trim().max(100, '检索词不能超过100个字').optional());

/** An optional whole number, within bounds. */
export const intFilter = (msg: string, min = 1, max = 2_147_483_647) =>
  z.preprocess(emptyToUndefined, z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg).optional());

/** An optional province by its GB/T 2260 code (6 digits): the 地区 filter of directories and areas. */
export const provinceFilter = () => intFilter('地区代码不正确', 100000, 999999);

/** An optional code out of a fixed set (law status, degree, news range …). */
export const codeFilter = <T extends number>(values: readonly T[], msg: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: msg })
      .refine((v): v is T => (values as readonly number[]).includes(v), msg)
      .optional(),
  );

/** An optional text out of a fixed set (standard status, ancient-book category …). */
export const textChoiceFilter = <T extends string>(values: readonly [T, ...T[]], msg: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: msg }).optional());

/** An optional short text compared for equality (school name, legislation level …). */
export const textFilter = (msg: string, max = 100) =>
  z.preprocess(emptyToUndefined, z.string({ error: msg }).trim().min(1, msg).max(max, msg).optional());

/** A year: 1000–2100 (old local histories go back to the Ming). */
export const yearFilter = (label: string) => intFilter(`${label}应为1000到2100之间的年份`, 1000, 2100);

/** `true`/`false`/`1`/`0`: z.coerce.boolean would read "false" as true. */
export const boolFilter = (msg: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .union([z.enum(['true', 'false', '1', '0']), z.boolean()], { error: msg })
      .transform((v) => v === true || v === 'true' || v === '1')
      .optional(),
  );

/** A calendar date `YYYY-MM-DD`. */
export const dateFilter = (msg: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: msg })
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), msg)
      .optional(),
  );

/** The filters of a list searched by keyword alone. */
export const keywordOnlyFilters = z.object({ keyword: keywordFilter() });
