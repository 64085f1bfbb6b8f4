import type { AreaDeclaration } from '../declare';

/**
 * 年鉴 (year-books): statistical, regional and trade year-books by region and year, on the
 * content-area kit (src/areas/declare.ts). Its table is server/db/schema/areas/yearbook.ts, its
 * demo rows server/db/seed/areas/yearbook.ts; nothing else names it.
 */
export const area = {
  key: 'yearbook',
  // Where the hand-declared list had it: after 标准 (110), before 专利 (125) and 会议论文 (130).
  order: 120,
  contentType: {
    label: '年鉴',
    ogType: 'book',
    // 11: stored in collections, comments and 纠错 since year-books came; never renumbered.
    readerItem: { type: 11 },
    search: { color: 'green', cites: 'book' },
    area: { blurb: '统计年鉴 · 地方年鉴' },
  },
  resource: {
    name: 'yearbooks',
    label: '年鉴',
    publicBase: '/common/yearbook',
    menu: { group: 'library', icon: 'CalendarOutlined', order: 40 },
    pageSize: 15,
    sortable: ['year', 'sort', 'createTime'],
  },
  fields: {
    title: { label: '年鉴名称', kind: 'text', max: 300, required: '请输入年鉴名称', list: true },
    year: { label: '年份', kind: 'number', required: true, range: { min: 1900, max: 2100 }, unit: '年', list: true, width: 80 },
    region: { label: '地域', kind: 'text', max: 100, list: true, width: 120 },
    provinceId: { label: '省份', kind: 'province' },
    editor: { label: '编者', kind: 'text', max: 200, list: true, width: 180 },
    publisher: { label: '出版社', kind: 'text', max: 200, list: true, width: 160 },
    coverUrl: { label: '封面', kind: 'image', max: 500 },
    summary: { label: '内容简介', kind: 'longtext', max: 5000 },
  },
  filters: {
    keyword: { kind: 'keyword', fields: ['title', 'editor', 'region'] },
    year: { kind: 'year', field: 'year', label: '年鉴年份', from: 2000 },
    provinceId: { kind: 'province', field: 'provinceId', label: '地区' },
  },
  portal: {
    searchPlaceholder: '年鉴名称、编者或地域',
    layout: 'covers',
    coverField: 'coverUrl',
    titleField: 'title',
    listFields: ['editor', 'region'],
    detailFields: ['year', 'region', 'provinceId', 'editor', 'publisher'],
    sections: ['summary'],
  },
  server: {
    notFound: '该年鉴不存在或已下架',
    card: { title: 'title', authors: 'editor', summary: 'summary', cover: 'coverUrl' },
    generatedCover: { byline: 'publisher' },
    search: { title: 'title', authors: 'editor', keywords: 'region', source: 'publisher', summary: 'summary', year: 'year' },
    dc: [
      ['title', 'title'],
      ['creator', 'editor'],
      ['description', 'summary'],
      ['publisher', 'publisher'],
      ['date', 'year'],
      ['coverage', 'region'],
    ],
    homeFigure: 'yearbook',
  },
} as const satisfies AreaDeclaration;
