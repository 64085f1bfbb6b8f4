import { z } from 'zod';
import { optText, reqText } from './organizations';
import { PROVINCE_LABELS } from './journals';
import { isMediaUrl, MEDIA_MSG, type MediaKind } from '../shared/mediaUpload';

/** Blank or null → absent; else a whole number in [0, max] (counts, prices in fen, codes). */
export const optInt = (msg: string, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: msg }).int(msg).min(0, msg).max(max, msg).optional());

/**
 * An audio or video field's URL (docs/decisions/media-uploads.md): a file uploaded through
 * MEDIA_UPLOAD or one of the demo library's committed clips; blank clears it. The server reads the
 * duration from the file.
 */
export const mediaUrlInput = (kind: MediaKind) => {
  const msg = kind === 'video' ? MEDIA_MSG.badVideoUrl : MEDIA_MSG.badAudioUrl;
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: msg }).trim().max(500, msg).refine((url) => isMediaUrl(kind, url), msg).nullable().optional(),
  );
};

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

/** The number codes of a label table (`{1: '小学', …}` → `[1, …]`): what its filter accepts. */
export const codesOf = (labels: object) => Object.keys(labels).map(Number);

/**
 * An optional province by its GB/T 2260 code (6 digits), one of the provincial-level divisions the
 * forms offer (a city's or county's code, or a made-up one, would show no name anywhere); blank clears it.
 */
export const optProvinceId = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .coerce.number({ error: '省份代码应为6位数字' })
    .int('省份代码应为6位数字')
    .min(100000, '省份代码应为6位数字')
    .max(999999, '省份代码应为6位数字')
    .refine((v) => Object.hasOwn(PROVINCE_LABELS, String(v)), '没有这个省份，请从列表中选择')
    .nullable()
    .optional(),
);

/** A yes / no choice: a switch's boolean or a form's 'true' / 'false'; absent stays absent. */
export const optYesNo = (msg: string) => z.union([z.boolean(), z.enum(['true', 'false'])], { error: msg }).transform((v) => v === true || v === 'true').optional();

/** The input side of the 标题, 摘要 and 正文 presets (src/resources/fieldPresets.ts): the same limits wherever they recur. */
export const titleInput = reqText(300, '请输入标题', '标题不能超过300个字');
export const summaryInput = optText(2000, '摘要不能超过2000个字');
export const contentInput = optText(50_000, '正文不能超过50000个字');
