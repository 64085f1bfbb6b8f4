import { z } from 'zod';
import { defineResource, manageCalls, readCalls, viewsField, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { keywordFilter, textFilter, yearFilter } from './areaFilters';
import { notNullText, optDate, optInt } from './inputs';
import { optIsbn } from '../shared/identifiers';
import { optText, reqText, zSort } from './organizations';
import { contentField, coverField, downloadsField, subjectTypeField, pagesField } from './fieldPresets';

/**
 * What the platform admin writes when adding or editing a book (图书管理). ISBN-10 or -13 with or
 * without hyphens, its check digit checked; the price in fen (the form types yuan); dates as YYYY-MM-DD.
 */
export const bookInput = z.object({
  title: reqText(300, '请输入书名', '书名不能超过300个字'),
  authors: notNullText(300, '作者不能超过300个字'),
  publisher: optText(200, '出版社不能超过200个字'),
  isbn: optIsbn,
  publishDate: optDate('出版日期格式不正确'),
  typeCode: optText(20, '中图分类不能超过20个字'),
  subjectType: optInt('学科分类不正确', 999),
  pages: optInt('页数必须是0到99999之间的整数', 99_999),
  previewPages: optInt('可试读页数必须是0到999之间的整数', 999),
  priceFen: optInt('价格不正确', 100_000_000),
  coverUrl: optText(500, '封面地址不能超过500个字'),
  summary: optText(5000, '内容简介不能超过5000个字'),
  catalogue: optText(20_000, '目录不能超过20000个字'),
  content: optText(2_000_000, '正文不能超过200万字'),
  sort: zSort.optional(),
});

export const bookFilters = z.object({
  keyword: keywordFilter(),
  typeCode: z.string().trim().max(20, '分类代码不正确').optional(),
  subjectType: z.coerce.number({ error: '学科分类不正确' }).int('学科分类不正确').optional(),
  /** Year of publication (spec §3 `outYear`). */
  outYear: yearFilter('出版年份'),
  /** One author's works (the writer library links here). */
  author: textFilter('作者名称不正确', 60),
});

export const bookResource = defineResource({
  name: 'books',
  exportable: true,
  contentType: 'book',
  // Publishers manage their own books (src/access/policy.ts), the platform admin every book.
  subject: 'Book',
  label: '图书',
  menu: { group: 'library', icon: 'BookOutlined', order: 10 },
  fields: {
    title: { label: '书名', kind: 'text', list: true },
    authors: { label: '作者', kind: 'text', format: 'authors', list: true, width: 180 },
    publisher: { label: '出版社', kind: 'text', list: true, width: 180 },
    isbn: { label: '国际标准书号（ISBN）', kind: 'text', list: true, width: 150, help: '10位或13位，可带连字符，如 978-7-02-000220-7；保存时核对校验位' },
    publishDate: { label: '出版日期', kind: 'date', list: true, width: 120 },
    priceFen: { label: '价格', kind: 'money', list: true, width: 100 },
    typeCode: { label: '中图分类', kind: 'text' },
    subjectType: subjectTypeField,
    pages: pagesField,
    previewPages: { label: '可试读页数', kind: 'number' },
    coverUrl: coverField,
    summary: { label: '内容简介', kind: 'longtext' },
    catalogue: { label: '目录', kind: 'richtext' },
    /** A line `# 标题` starts a chapter; read in full after buying. */
    content: contentField,
    views: viewsField,
    downloads: downloadsField,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/book'),
    ...manageCalls('book'),
  },
  sortable: ['publishDate', 'priceFen', 'views', 'downloads', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 15,
  filters: bookFilters,
  input: bookInput,
  formSections: [
    { title: '书目信息', fields: ['title', 'authors', 'publisher', 'isbn', 'publishDate', 'typeCode', 'subjectType', 'pages'] },
    { title: '简介与目录', fields: ['coverUrl', 'summary', 'catalogue'] },
    { title: '正文', help: '有正文的图书按正文计算页数；读者购买后阅读', fields: ['content'] },
    { title: '销售与排序', fields: ['previewPages', 'priceFen', 'sort'] },
  ],
  // 图书管理 opens to whoever manages some books: the platform admin, a publisher (their own).
  readAction: 'update',
});

/** The free preview of a book (`/preBooks?id=`): its first `previewPages` pages. */
export const BOOK_PREVIEW_PATH = '/common/book/preview/{id}';

/** The same preview pages as a PDF (`application/pdf`), read in pdf.js by `/preBooks`. */
export const BOOK_PREVIEW_PDF_PATH = '/common/book/preview/{id}/pdf';

/** One page of the preview, typeset into the preview PDF. */
export interface PreviewPage {
  no: number;
  /** `body`: a page of the text, read after buying (the full book). */
  kind: 'cover' | 'title' | 'copyright' | 'summary' | 'catalogue' | 'body';
  heading?: string;
  lines: string[];
}

export interface BookPreview {
  id: number;
  title: string;
  authors: string;
  publisher: string | null;
  coverUrl: string | null;
  /** Pages of the printed book. */
  totalPages: number | null;
  /** Pages a reader may preview without buying. */
  previewPages: number;
  pages: PreviewPage[];
  /** The whole book (front matter and body) for a reader who may read it all. */
  full?: boolean;
}

/** Chinese Library Classification (中图法) top classes used by `typeCode`. */
export const CLC_CLASSES: Array<[string, string]> = [
  ['A', '马克思主义、列宁主义、毛泽东思想、邓小平理论'],
  ['B', '哲学、宗教'],
  ['C', '社会科学总论'],
  ['D', '政治、法律'],
  ['E', '军事'],
  ['F', '经济'],
  ['G', '文化、科学、教育、体育'],
  ['H', '语言、文字'],
  ['I', '文学'],
  ['J', '艺术'],
  ['K', '历史、地理'],
  ['N', '自然科学总论'],
  ['O', '数理科学和化学'],
  ['P', '天文学、地球科学'],
  ['Q', '生物科学'],
  ['R', '医药、卫生'],
  ['S', '农业科学'],
  ['T', '工业技术'],
  ['U', '交通运输'],
  ['V', '航空、航天'],
  ['X', '环境科学、安全科学'],
  ['Z', '综合性图书'],
];
