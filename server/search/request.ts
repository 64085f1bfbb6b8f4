import { z } from 'zod';
import {
  SEARCH_DOC_TYPES,
  SEARCH_FIELDS,
  SEARCH_KEYWORD_MAX,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchField,
  type SearchSort,
} from '../../src/shared/search';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

function intIn(message: string, min: number, max: number) {
  return z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());
}

/** The body of `POST /es/list`. Every message is the one the reader sees. */
export const searchRequest = z.object({
  keyword: z.preprocess(
    trimmed,
    z
      .string({ error: '请输入检索词' })
      .min(1, '请输入检索词')
      .max(SEARCH_KEYWORD_MAX, `检索词不能超过${SEARCH_KEYWORD_MAX}个字`),
  ),
  field: z.preprocess(blank, z.enum(SEARCH_FIELDS.map((f) => f.value) as [SearchField, ...SearchField[]], { error: '检索字段不正确' }).default('all')),
  type: z.preprocess(blank, z.enum(SEARCH_DOC_TYPES, { error: '资源类型不正确' }).optional()),
  year: intIn('年份不正确', 1, 9999),
  subject: intIn('学科分类不正确', 1, 999),
  journal: z.preprocess((v) => blank(trimmed(v)), z.string({ error: '来源不正确' }).max(300, '来源不正确').optional()),
  secondKeyword: z.preprocess(
    (v) => blank(trimmed(v)),
    z.string({ error: '结果中检索的检索词不正确' }).max(SEARCH_KEYWORD_MAX, `检索词不能超过${SEARCH_KEYWORD_MAX}个字`).optional(),
  ),
  sort: z.preprocess(blank, z.enum(SEARCH_SORTS.map((s) => s.value) as [SearchSort, ...SearchSort[]], { error: '排序方式不正确' }).default('relevance')),
  pageNum: z.preprocess(blank, z.coerce.number({ error: '页码必须是正整数' }).int('页码必须是正整数').min(1, '页码必须是正整数').default(1)),
  pageSize: z.preprocess(
    blank,
    z.coerce
      .number({ error: '每页条数必须是正整数' })
      .int('每页条数必须是正整数')
      .min(1, '每页条数必须是正整数')
      .max(SEARCH_MAX_PAGE_SIZE, `每页条数不能超过${SEARCH_MAX_PAGE_SIZE}条`)
      .default(SEARCH_PAGE_SIZE),
  ),
});
export type SearchRequest = z.infer<typeof searchRequest>;

/** The query of `GET /es/suggest`: what the reader has typed so far. */
export const suggestRequest = z.object({
  q: z.preprocess(
    trimmed,
    z.string({ error: '请输入检索词' }).min(1, '请输入检索词').max(SEARCH_KEYWORD_MAX, `检索词不能超过${SEARCH_KEYWORD_MAX}个字`),
  ),
});
