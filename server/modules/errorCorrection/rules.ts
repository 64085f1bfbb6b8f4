import { z } from 'zod';
import { READER_ITEM_TYPE_VALUES } from '../../../src/shared/readerItems';

/** The 纠错 dialog's fixed list of error kinds (the portal offers exactly these). */
export const ERROR_TYPES = ['错别字', '内容错误', '图片错误', '链接失效', '其他'] as const;
export const CORRECTION_CONTENT_MAX = 1000;
export const CORRECTION_CONTACT_MAX = 100;

export const MSG = {
  typeMissing: '请指定纠错的内容类型',
  typeInvalid: '纠错的内容类型不正确',
  itemIdInvalid: '纠错的内容编号不正确',
  errorTypeInvalid: `请选择错误类型：${ERROR_TYPES.join('、')}`,
  contentMissing: '请填写纠错内容',
  contentTooLong: `纠错内容不能超过${CORRECTION_CONTENT_MAX}个字`,
  contactInvalid: '联系方式格式不正确',
  contactTooLong: `联系方式不能超过${CORRECTION_CONTACT_MAX}个字`,
  itemMissing: '纠错的内容不存在或已下线，请刷新页面后重试',
  thanks: '感谢您的纠错，我们会尽快核实处理',
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => {
  const t = trimmed(v);
  return t === '' || t === null ? undefined : t;
};
/** A JSON number or a string of digits (form posts send strings); anything else stays as is and fails. */
const wholeNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v);

/** Body of `POST /w_bc/wkapi/v1/errorCorrection`; every message is the one the reader sees. */
export const errorCorrectionBody = z.object({
  type: z.preprocess(
    (v) => wholeNumber(blankToUndefined(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? MSG.typeMissing : MSG.typeInvalid) })
      .refine((n) => READER_ITEM_TYPE_VALUES.includes(n), MSG.typeInvalid),
  ),
  itemId: z.preprocess(
    (v) => wholeNumber(blankToUndefined(v)),
    z.number({ error: MSG.itemIdInvalid }).int(MSG.itemIdInvalid).min(1, MSG.itemIdInvalid).max(2_147_483_647, MSG.itemIdInvalid),
  ),
  errorType: z.preprocess(trimmed, z.enum(ERROR_TYPES, { error: MSG.errorTypeInvalid })),
  content: z.preprocess(
    blankToUndefined,
    z.string({ error: MSG.contentMissing }).min(1, MSG.contentMissing).max(CORRECTION_CONTENT_MAX, MSG.contentTooLong),
  ),
  contact: z.preprocess(blankToUndefined, z.string({ error: MSG.contactInvalid }).max(CORRECTION_CONTACT_MAX, MSG.contactTooLong).optional()),
});

export type ErrorCorrectionBody = z.infer<typeof errorCorrectionBody>;
