import { z } from 'zod';
import { defineResource, viewsField, managedRecordFields, newestBy, orderBy, viewedRecordFields } from './define';
import { intFilter, optDate, optInt, NEEDS_A_JOURNAL } from './journals';
import { optRef, optText, reqText, zId, zSort } from './organizations';
import { downloadsField, summaryField } from './fieldPresets';
import { REFERENCE_MAX_CHARS, REFERENCE_MAX_ENTRIES, REFERENCE_MSG, referenceLines, type ParsedReference } from '../shared/references';
import { htmlPreview, looksLikeHtml } from '../shared/richText';

export const articleFilters = z.object({
  keyword: z.string().trim().max(100, '检索词不能超过100个字').optional(),
  journalId: intFilter('期刊编号不正确'),
  periodId: intFilter('期次编号不正确'),
  columnId: intFilter('栏目编号不正确'),
  year: intFilter('年份不正确', 1000, 9999),
});

/** Spec §4: only reviewed articles (status 2) are ever shown to readers. */
export const ARTICLE_PUBLIC_STATUS = 2;

/** Unless an article is free, its detail sends at most this many leading characters of the full text… */
export const FULL_TEXT_PREVIEW_CHARS = 1000;

/**
 * …and never more than a third of it, so a short priced article is not given away whole. The cut
 * moves on to the end of the sentence when one is near.
 */
export function fullTextPreview(text: string): string {
  const limit = Math.min(FULL_TEXT_PREVIEW_CHARS, Math.ceil(text.length / 3));
  if (text.length <= limit) return text;
  // Rich text is cut between whole paragraphs, never inside a tag.
  if (looksLikeHtml(text)) return htmlPreview(text, limit);
  const end = text.slice(limit - 1, limit + 80).search(/[。！？!?\n]/);
  return text.slice(0, end >= 0 ? limit + end : limit).trimEnd();
}

export const articleResource = defineResource({
  name: 'articles',
  subject: 'Article',
  contentType: 'article',
  label: '文章',
  fields: {
    title: { label: '题名', kind: 'text', list: true },
    authors: { label: '作者', kind: 'text', format: 'authors', list: true, width: 200 },
    journalName: { label: '来源期刊', kind: 'text', list: true, width: 180 },
    year: { label: '年', kind: 'number' },
    issue: { label: '期', kind: 'number' },
    articleStatus: { label: '审核状态', kind: 'dict', dict: 'article_status', list: true, width: 100 },
    publishDate: { label: '发表日期', kind: 'date', list: true, width: 120 },
    priceFen: { label: '价格', kind: 'money' },
    downloads: downloadsField,
    ...viewedRecordFields,
  },
  calls: {
    list: { method: 'POST', path: '/es/getArticlesList' },
    one: { method: 'GET', path: '/exhibition/journal/article/{id}' },
  },
  sortable: ['publishDate', 'downloads', 'views', 'sort', 'createTime'],
  defaultSort: newestBy('publishDate'),
  pageSize: 10,
  filters: articleFilters,
});

/** Spec §7 "home lists": the most read articles; spec §9 hot lists hold 3 or 5. */
export const hotArticles = {
  call: { method: 'GET', path: '/exhibition/journal/home/hot' },
  paging: { name: 'hotArticles', sortable: [] as string[], defaultSort: [{ field: 'views', order: 'desc' as const }], pageSize: 5, maxPageSize: 20 },
} as const;

/** A row of the article lists (never the full text). */
export interface ArticleRow {
  id: number;
  journalId: number;
  periodId: number;
  columnId?: number | null;
  title: string;
  authors: string;
  institution?: string | null;
  abstract?: string | null;
  keywords?: string | null;
  pageStart?: number | null;
  pageEnd?: number | null;
  doi?: string | null;
  priceFen: number;
  views: number;
  downloads: number;
  publishDate?: string | null;
  journalName: string;
  year?: number;
  issue?: number;
  /** 被引: public articles whose references name this one (issue 34). */
  citedCount?: number;
}

export interface ArticleRef {
  id: number;
  title: string;
  authors: string;
  pageStart?: number | null;
  pageEnd?: number | null;
  columnName?: string;
}

/** `/exhibition/journal/article/{id}`: the article with its source and neighbours in the issue. */
export interface ArticleDetails extends Omit<ArticleRow, 'journalName' | 'year' | 'issue'> {
  titleEn?: string | null;
  /** The whole text when free; otherwise its opening (see fullTextPreview). */
  fullText: string;
  fullTextPreview: boolean;
  fullTextLength: number;
  /** The partner institution whose subscription opens the full text to this reader (issue 12), if that is why. */
  subscribedBy?: string | null;
  journal: { id: number; name: string; nameEn?: string | null; issn?: string | null; cn?: string | null; coverUrl?: string | null };
  period: { periodId: number; year: number; issue: number; publishDate?: string | null };
  column: { id: number; name: string } | null;
  prev: ArticleRef | null;
  next: ArticleRef | null;
  issueArticles: ArticleRef[];
}

/**
 * 知网节 (issue 34): an article's knowledge network, public under the article's own call and visible
 * exactly when the article is. Loaded after the article, so its page never waits for it.
 */
export const ARTICLE_NETWORK_CALL = { method: 'GET', path: '/exhibition/journal/article/{id}/network' } as const;

/** How many articles each list of the network holds at most (引证文献 counts all of its citers). */
export const NETWORK_LIST_CAP = 10;

/** One entry of an article's 参考文献, parsed; `link` is the library item it names, while readers may see it. */
export interface NetworkReference extends Omit<ParsedReference, 'standardNo'> {
  seq: number;
  link: { type: string; id: number; path: string; label: string } | null;
}

/** An article as a card or a list line names it: title, authors and its source (journal, year, issue). */
export interface ArticleCardFields {
  id: number;
  title: string;
  authors: string;
  journalName: string;
  year?: number;
  issue?: number;
}

/** An article of a network list: its source and how often public articles cite it; `shared` what ties it to this one. */
export interface NetworkArticle extends ArticleCardFields {
  citedCount: number;
  shared?: number;
}

export interface NetworkList {
  /** The whole number for 引证文献; for the other lists the rows sent (at most NETWORK_LIST_CAP). */
  total: number;
  rows: NetworkArticle[];
}

export interface ArticleNetwork {
  articleId: number;
  references: NetworkReference[];
  /** 引证文献: public articles whose references name this one. */
  citing: NetworkList;
  /** 共引文献: public articles citing the same items as this one, most shared first. */
  coCiting: NetworkList;
  /** 同被引文献: articles cited together with this one by the same citing articles. */
  coCited: NetworkList;
  /** 相似文献: by shared keywords. */
  similar: NetworkList;
  authorArticles: NetworkList;
  institutionArticles: NetworkList;
  /** The other articles of its issue, in catalogue order. */
  issueArticles: NetworkList;
}

/** `/exhibition/journal/home/hot` rows. */
export interface HotArticleRow extends ArticleCardFields {
  journalId: number;
  views: number;
  downloads: number;
  citedCount?: number;
}

/** Pages as the catalogue prints them: 12-20. */
export function pageRange(a: { pageStart?: number | null; pageEnd?: number | null }): string {
  if (!a.pageStart) return '';
  return a.pageEnd && a.pageEnd !== a.pageStart ? `${a.pageStart}-${a.pageEnd}` : String(a.pageStart);
}

// ——— Management: articles of the member's own journals (docs/api-journal-manage.md) ———

/** Spec §7 "article editing under /editArticles, /editArticleVO". */
export const ARTICLE_MANAGE_CALLS = {
  list: { method: 'GET', path: '/editArticles/list' },
  one: { method: 'GET', path: '/editArticleVO/{id}' },
  create: { method: 'POST', path: '/editArticles' },
  update: { method: 'PUT', path: '/editArticles' },
  remove: { method: 'DELETE', path: '/editArticles/{id}' },
  // 上架/下架 (the platform admin's), beside the review status: a 下架 article is hidden even when 已审核.
  publish: { method: 'PUT', path: '/editArticles/{id}/publish' },
} as const;

/**
 * The journal pipeline's review (not named by the spec): 审核 of one article (`articleStatus` 2
 * 通过, 1 驳回 with the remark: it stays 未审核), 批量审核, and an article's status history — each
 * change from → to, who, when and the remark (docs/decisions/review-screens.md).
 */
export const ARTICLE_REVIEW_CALLS = {
  review: { method: 'POST', path: '/editArticles/review' },
  reviewBatch: { method: 'POST', path: '/editArticles/review/batch' },
  history: { method: 'GET', path: '/editArticles/{id}/history' },
} as const;

export const ARTICLE_REVIEW_MSG = {
  notReviewable: '只能审核未审核的文章',
  badReview: '审核结果只能是通过或驳回',
  remarkRequired: '驳回时请填写审核意见',
  approved: '文章已审核通过',
  rejected: '已驳回，文章保持未审核',
} as const;

/**
 * An article's files (spec §7 `/custom/pdf`; the manuscript parse path is ours, docs/api-journal-manage.md):
 * multipart uploads carry the file in the field `file`; the PDF calls name the article by `articleId`.
 */
export const ARTICLE_FILE_CALLS = {
  parse: { method: 'POST', path: '/custom/article/parse' },
  upload: { method: 'POST', path: '/custom/pdf/upload' },
  check: { method: 'GET', path: '/custom/pdf/check' },
  remove: { method: 'DELETE', path: '/custom/pdf/{articleId}' },
  download: { method: 'GET', path: '/custom/pdf/download' },
} as const;

export const ARTICLE_FILE_MSG = {
  missing: '请选择要上传的文件',
  manuscriptTooBig: '稿件不能超过10MB',
  pdfTooBig: 'PDF文件不能超过30MB',
  notManuscript: '只能上传 Word（.docx）或 PDF 格式的稿件',
  notPdf: '只能上传 PDF 文件',
  badPdf: 'PDF文件已损坏或无法读取',
  badManuscript: '稿件已损坏或无法读取',
  inflatedTooBig: '稿件解压后超过20MB，请删去其中的大图片等内容后重新上传',
  parseTimeout: '稿件过于复杂，未能在15秒内读完，请精简后重新上传或手动填写',
  parseMemory: '稿件过于复杂，读取所需内存超出限制，请精简后重新上传或手动填写',
  noText: '未能从稿件中读出文字（扫描件请手动填写）',
  parsed: '解析成功，请核对后保存',
  uploaded: 'PDF上传成功',
  removed: 'PDF已删除',
  noPdf: '该文章尚未上传PDF',
} as const;

/** GET /custom/pdf/check: whether an article has its PDF, and what it is. */
export interface ArticlePdfState {
  articleId: number;
  exists: boolean;
  fileSize: number;
  pages: number;
  uploadTime: string | null;
}

/** POST /custom/article/parse: the form's fields read from a manuscript (blank where not found). */
export interface ParsedManuscriptFields {
  title: string;
  titleEn: string;
  authors: string;
  institution: string;
  abstract: string;
  keywords: string;
  fullText: string;
  references: string[];
  pages: number;
}

const STATUS_MSG = '审核状态只能是1（未审核）或2（已审核）';
const zArticleStatus = z.coerce.number({ error: STATUS_MSG }).int(STATUS_MSG).refine((v) => v === 1 || v === 2, STATUS_MSG);
const PAGES_MSG = '结束页码不能小于起始页码';

const articleFieldsInput = {
  columnId: optRef('请选择正确的栏目'),
  title: reqText(300, '请输入文章题名', '文章题名不能超过300个字'),
  titleEn: optText(500, '英文题名不能超过500个字'),
  authors: reqText(500, '请输入作者', '作者不能超过500个字'),
  institution: optText(500, '作者单位不能超过500个字'),
  abstract: optText(5000, '摘要不能超过5000个字'),
  keywords: optText(300, '关键词不能超过300个字'),
  fullText: optText(500000, '全文不能超过50万字'),
  pageStart: optInt('起始页码必须是1到99999之间的整数', 1, 99999),
  pageEnd: optInt('结束页码必须是1到99999之间的整数', 1, 99999),
  doi: optText(100, 'DOI不能超过100个字'),
  priceFen: optInt('价格必须是0到10000000分之间的整数', 0, 10_000_000),
  articleStatus: zArticleStatus.optional(),
  publishDate: optDate('发表日期格式不正确，如 2026-01-15'),
  sort: zSort.optional(),
  /**
   * 参考文献, one entry per line (a numbered entry may run over lines): parsed and matched to the
   * library on save (issue 34). Blank: the full text's 参考文献 section, if it has one.
   */
  references: optText(REFERENCE_MAX_ENTRIES * (REFERENCE_MAX_CHARS + 1), REFERENCE_MSG.tooMany)
    .refine((t) => !t || referenceLines(t).length <= REFERENCE_MAX_ENTRIES, REFERENCE_MSG.tooMany)
    .refine((t) => !t || referenceLines(t).every((l) => l.length <= REFERENCE_MAX_CHARS), REFERENCE_MSG.tooLong),
};

const pagesInOrder = (a: { pageStart?: number | null; pageEnd?: number | null }) => !a.pageStart || !a.pageEnd || a.pageEnd >= a.pageStart;

/** POST: a new article in an issue of the member's journal; unreviewed (1) unless said otherwise. */
export const managedArticleCreateInput = z
  .object({ periodId: zId('请选择正确的期次'), ...articleFieldsInput })
  .refine(pagesInOrder, { message: PAGES_MSG, path: ['pageEnd'] });

/** PUT: only the fields sent change (so `{id, articleStatus}` reviews an article). */
export const managedArticleUpdateInput = z
  .object({ id: zId('文章编号不正确'), periodId: zId('请选择正确的期次').optional(), ...articleFieldsInput })
  .partial({ title: true, authors: true, columnId: true })
  .refine(pagesInOrder, { message: PAGES_MSG, path: ['pageEnd'] });

export const managedArticleFilters = articleFilters.extend({
  articleStatus: intFilter(STATUS_MSG, 1, 2),
});

/** 文章管理: the public declaration with the management calls (every status, not only reviewed). */
export const managedArticleResource = defineResource({
  ...articleResource,
  name: 'managedArticles',
  requires: NEEDS_A_JOURNAL,
  exportable: true,
  // Public reading is open to all: a management list answers only to those who may change its rows.
  readAction: 'update',
  label: '文章管理',
  menu: { group: 'journal', icon: 'FileTextOutlined', order: 40 },
  fields: {
    title: { label: '题名', kind: 'text', list: true },
    authors: { label: '作者', kind: 'text', format: 'authors', list: true, width: 140 },
    journalName: { label: '期刊', kind: 'text', list: true, width: 130 },
    issueLabel: { label: '期次', kind: 'text', list: true, width: 120 },
    columnName: { label: '栏目', kind: 'text' },
    articleStatus: { label: '审核状态', kind: 'dict', dict: 'article_status', list: true, width: 100 },
    // The form's journal narrows its issues and columns; the article's journal is its issue's.
    journalId: { label: '期刊', kind: 'number', ref: 'journal', formOnly: true },
    periodId: { label: '期次', kind: 'number', ref: 'period', refBy: 'journalId' },
    columnId: { label: '栏目', kind: 'number', ref: 'column', refBy: 'journalId' },
    titleEn: { label: '英文题名', kind: 'text' },
    institution: { label: '作者单位', kind: 'text', format: 'authors' },
    abstract: summaryField,
    keywords: { label: '关键词', kind: 'text' },
    fullText: { label: '全文', kind: 'richtext' },
    references: { label: '参考文献', kind: 'longtext' },
    pageStart: { label: '起始页码', kind: 'number' },
    pageEnd: { label: '结束页码', kind: 'number' },
    doi: { label: 'DOI编号', kind: 'text' },
    priceFen: { label: '价格', kind: 'money' },
    publishDate: { label: '发表日期', kind: 'date' },
    views: viewsField,
    downloads: downloadsField,
    ...managedRecordFields,
  },
  calls: ARTICLE_MANAGE_CALLS,
  sortable: ['articleStatus', 'publishDate', 'views', 'downloads', 'sort', 'createTime'],
  defaultSort: orderBy({ createTime: 'desc', id: 'desc' }),
  filters: managedArticleFilters,
  input: managedArticleCreateInput,
  formSections: [
    { title: '所属期次', help: '先选期刊，再选该刊的期次与栏目', fields: ['journalId', 'periodId', 'columnId'] },
    { title: '题名与作者', fields: ['title', 'titleEn', 'authors', 'institution'] },
    { title: '摘要与全文', fields: ['abstract', 'keywords', 'fullText'] },
    { title: '参考文献', help: '每行一条，按 GB/T 7714 著录；保存时解析并链接到库中的文献', fields: ['references'] },
    { title: '出版信息', fields: ['pageStart', 'pageEnd', 'doi', 'publishDate', 'priceFen', 'articleStatus', 'sort'] },
  ],
  updateInput: managedArticleUpdateInput,
  rowActions: [
    {
      key: 'review',
      label: '审核',
      kind: 'review',
      // An editor of the article's journal (or the platform admin); the server checks each row.
      can: { action: 'update' },
      when: (r) => r.articleStatus === 1,
      review: {
        call: ARTICLE_REVIEW_CALLS.review,
        batch: ARTICLE_REVIEW_CALLS.reviewBatch,
        // The article, its status history and the remark trail on a screen of its own.
        page: '/admin/managedArticles/review/{id}',
        title: (r) => `审核文章《${String(r.title ?? '')}》`,
        decisionField: 'articleStatus',
        approve: 2,
        reject: 1,
        remarkRequired: ARTICLE_REVIEW_MSG.remarkRequired,
      },
    },
  ],
});
