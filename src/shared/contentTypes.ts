import { FOUND_AREAS } from '#found-areas';
import type { CitableWork } from './citation';
import type { NAV } from './nav';

/**
 * Every content type of the library, declared once (issue 11 item 3): what a reader collects,
 * comments on and reports (`readerItem`), what the search indexes and how its results look
 * (`search`), and the area readers browse it in (`area`: nav index, header, home grid).
 * READER_ITEM_TYPES, COMMENTABLE_TYPES, AREAS / HEADER_AREAS, SEARCH_DOC_TYPES, DOC_TYPE_LABELS,
 * the result tags' colours and the server's per-type registries (server/content/) are derived from
 * this list, in its order: it is the order of the header and home grid, the search facet's ties,
 * the sitemap and the OAI-PMH sets.
 *
 * On the portal's first-load path: plain data only (routes as patterns) — no zod, no antd, no React.
 * The server half of a type (its table, public rows, cards, search loader, OAI mapping) is
 * server/content/<key>.ts; `src/contentTypes.test.ts` fails when one half is missing.
 */
export interface ContentTypeDecl {
  /** The item's Chinese name (收藏 and comment lists, OAI set names). */
  label: string;
  /**
   * Readers collect, comment on and report it. The numbering is ours and shared by collections,
   * comments and error corrections, so one item has one type everywhere; numbers never change
   * (they are stored). `path` is the portal's detail route (default `/<key>/:id`): `:id`, and
   * `:parentId` for an issue (its journal); `detailPath` fills it in.
   */
  readerItem?: { type: number; path?: string; commentable?: true };
  /**
   * The search indexes it (docType = the key): the result tag's label (default `label`) and colour;
   * `path` when it is no reader item; `sourceIs` when its document's `source` is no 来源 (a
   * publication, publisher, issuing body or institution) but a place, an edition or a textbook
   * unit: searchable as 来源 still, but left out of the 来源 facet (issue 34: it mixed them);
   * `cites`: the citation kind its selected results are exported as (GB/T 7714 [J], [M], [D]),
   * its `source` read as the journal, publisher or school; without it a result is not exported.
   */
  search?: { label?: string; color: string; path?: string; sourceIs?: '地区' | '版本' | '单元'; cites?: CitableWork['kind'] };
  /**
   * Its area in the portal: key (default: the type's), label (default: the type's), list path
   * (default: `/` + the area's key), nav index by name (default: 首页's), shown in the header, one line
   * for the home grid.
   */
  area?: { key?: string; label?: string; path?: string; nav?: keyof typeof NAV; inHeader?: true; blurb: string };
  /**
   * Its figure in the home page's 馆藏统计 row: the place in the row, the label (default `label`)
   * and the name `/common/totle` answers it under (default the key: the server's `homeCount.as`).
   */
  homeFigure?: { order: number; label?: string; as?: string };
  /** What a link preview (Open Graph `og:type`) calls its detail page: default `article`. */
  ogType?: 'book' | 'profile';
}

/**
 * A hand-declared type's place among all types (CONTENT_TYPE_LIST): the hand-declared types count
 * 10, 20, 30 … in their order; one after a type that moved onto the content-area kit states its
 * own, and those after it count on from there, so every type keeps its place.
 */
type HandDeclared = ContentTypeDecl & { order?: number };

export const CONTENT_TYPES = {
  journal: {
    label: '期刊',
    homeFigure: { order: 1 },
    // Comments are on journal content (spec §1): journals, their issues and articles.
    readerItem: { type: 2, commentable: true },
    area: { nav: 'journals', inHeader: true, blurb: '学术期刊 · 按年按期浏览' },
  },
  /** An issue's page lives under its journal: pass the journal id as `parentId`. */
  period: { label: '期次', readerItem: { type: 3, path: '/journal/:parentId/period/:id', commentable: true } },
  article: { label: '文章', readerItem: { type: 1, commentable: true }, search: { label: '期刊论文', color: 'red', cites: 'article' }, homeFigure: { order: 2 } },
  book: {
    label: '图书',
    homeFigure: { order: 3 },
    ogType: 'book',
    readerItem: { type: 4 },
    search: { color: 'orange', cites: 'book' },
    area: { path: '/bookLists', nav: 'books', inHeader: true, blurb: '电子图书 · 在线试读' },
  },
  newspaper: {
    label: '报纸',
    readerItem: { type: 6 },
    area: { nav: 'newspapers', inHeader: true, blurb: '报纸与新闻 · 近十年' },
  },
  /** A news item (a newspaper's or 行业资讯) is searched but not collected: no reader type. */
  news: { label: '新闻', search: { label: '报纸', color: 'geekblue', path: '/newspaper/news/:id' }, homeFigure: { order: 8, label: '报纸文章' } },
  ancient: {
    label: '古籍',
    homeFigure: { order: 4, as: 'ancientBook' },
    ogType: 'book',
    readerItem: { type: 5 },
    search: { sourceIs: '版本', color: 'gold', cites: 'book' },
    area: { nav: 'ancient', inHeader: true, blurb: '经史子集 · 典籍善本' },
  },
  localHistory: {
    label: '地方志',
    ogType: 'book',
    readerItem: { type: 7, path: '/resnav/localHistory/:id' },
    search: { color: 'lime', cites: 'book' },
    area: { path: '/resnav/localHistory?type=1', nav: 'localHistory', inHeader: true, blurb: '方志 · 旧志 · 土地志' },
  },
  thesis: {
    label: '学位论文',
    homeFigure: { order: 5 },
    readerItem: { type: 8, path: '/dissertation/:id' },
    search: { color: 'purple', cites: 'thesis' },
    area: { key: 'dissertation', nav: 'dissertation', inHeader: true, blurb: '学士 · 硕士 · 博士 · 博士后' },
  },
  law: {
    label: '法律法规',
    homeFigure: { order: 6 },
    readerItem: { type: 10, path: '/lawsrules/:id' },
    search: { color: 'blue' },
    area: { key: 'lawsrules', nav: 'lawsrules', inHeader: true, blurb: '法律法规 · 教育法规' },
  },
  standard: {
    label: '标准',
    homeFigure: { order: 7 },
    readerItem: { type: 9 },
    search: { color: 'cyan' },
    area: { blurb: '国家标准 · 行业标准' },
  },
  // 年鉴 (120) is on the content-area kit: the types after it keep their places.
  conference: { label: '会议论文', order: 130, area: { nav: 'journals', blurb: '学术会议 · 论文集' } },
  studio: { label: '教师工作室', area: { blurb: '名师工作室 · 教研资源' } },
  /** A writer's work that passed review (issue 13): sold as order type 4. */
  works: {
    label: '作品',
    readerItem: { type: 12 },
    area: { key: 'writer', label: '作家文库', path: '/writerLibrary', blurb: '作家作品 · 创作分享' },
  },
  // Education areas (issue 14, edu1): numbered from 21 so parallel areas could take 12–20.
  famousTeacher: {
    label: '名师',
    ogType: 'profile',
    // Teachers discuss their colleagues' work on these pages (issue 14).
    readerItem: { type: 21, commentable: true },
    search: { color: '#c41d7f' },
    area: { label: '名师风采', blurb: '基础教育名师 · 文章著作视频' },
  },
  /** Issue 14 (edu2): numbered from 41 so the other education areas' numbers cannot collide. */
  photo: {
    label: '摄影作品',
    readerItem: { type: 41, path: '/photography/photo/:id' },
    search: { color: '#08979c' },
    area: { key: 'photography', label: '摄影', blurb: '摄影作品 · 活动 · 摄影课堂' },
  },
  calligraphy: {
    label: '书法作品',
    readerItem: { type: 42 },
    search: { color: '#7c4a2d' },
    area: { label: '书法', blurb: '五体书法 · 书法家 · 书法字典' },
  },
  industryNews: { label: '行业资讯', area: { blurb: '出版动态 · 行业新闻' } },
  // Issue 14's compositions and recitations take 30–39, clear of the numbers other areas add beside them.
  composition: {
    label: '作文',
    readerItem: { type: 30 },
    search: { color: 'magenta' },
    area: { blurb: '学生习作 · 教师评语' },
  },
  recitation: {
    label: '朗诵',
    readerItem: { type: 31 },
    search: { color: 'volcano' },
    area: { blurb: '经典诵读 · 音频欣赏' },
  },
  headmaster: {
    label: '校长',
    ogType: 'profile',
    readerItem: { type: 22, commentable: true },
    search: { color: '#d4380d' },
    area: { label: '校长风采', blurb: '中小学校长 · 办学思想与讲话' },
  },
  famousSchool: {
    label: '名校',
    readerItem: { type: 23 },
    search: { sourceIs: '地区', color: '#096dd9' },
    area: { label: '名校风采', blurb: '各省名校 · 动态活动校园风采' },
  },
  universityActivity: {
    label: '高校活动',
    readerItem: { type: 24 },
    search: { color: '#389e0d' },
    area: { blurb: '学科竞赛 · 赛程与获奖作品' },
  },
  // The people directories (issue 14, people): numbered from 61, clear of the other areas' ranges.
  scholar: {
    label: '学者',
    ogType: 'profile',
    readerItem: { type: 61 },
    search: { color: '#1d39c4' },
    area: { blurb: '高校与科研院所学者 · 研究方向与论文' },
  },
  publisher: {
    label: '出版社',
    readerItem: { type: 62 },
    search: { sourceIs: '地区', color: '#874d00' },
    area: { blurb: '全国出版社 · 出版方向与图书' },
  },
  teacher: {
    label: '教师',
    ogType: 'profile',
    readerItem: { type: 63 },
    search: { color: '#006d75' },
    area: { blurb: '中小学教师 · 工作室与教学资源' },
  },
  /** A signed writer's page in the writer library (issue 34: readers collect writers and report errors on them). */
  writer: {
    label: '作家',
    ogType: 'profile',
    readerItem: { type: 64, path: '/writerLibrary/:id' },
  },
  /** 基础教育 teaching resources (issue 14, edubasic): numbered from 50, clear of the other areas. */
  teaching: {
    label: '教学资源',
    readerItem: { type: 50, path: '/basicEducation/:id' },
    search: { sourceIs: '单元', color: '#1677ff' },
    area: { key: 'basicEducation', label: '基础教育', blurb: '课件 · 教案 · 试题 · 微课' },
  },
  // Directories of issue 14 (places): 53–55 (50 is 基础教育's).
  school: {
    label: '学校',
    readerItem: { type: 53 },
    search: { sourceIs: '地区', color: '#1d39c4' },
    area: { label: '学校名录', blurb: '幼儿园到高校 · 各校区地址电话' },
  },
  studyPlace: {
    label: '学习场所',
    readerItem: { type: 54 },
    search: { sourceIs: '地区', color: '#7cb305' },
    area: { blurb: '图书馆 · 博物馆 · 科技馆 · 城市书房' },
  },
  topic: {
    label: '专题',
    readerItem: { type: 55 },
    search: { color: '#a61b29' },
    area: { blurb: '编辑精选 · 跨库主题资源' },
  },
  databases: { label: '数据库导航', area: { blurb: '各数据库简介 · 实时收录数量' } },
} as const satisfies Record<string, HandDeclared>;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;
type Decls = typeof CONTENT_TYPES;

/** A content type as the rest of the code reads it: with its key, and its reader item's detail route filled in. */
export type ContentType = Omit<ContentTypeDecl, 'readerItem'> & { key: ContentTypeKey; readerItem?: { type: number; path: string; commentable?: true } };

/**
 * The content types in declaration order, each with its key: those declared above (at 10, 20, 30 …)
 * and those on the content-area kit (src/areas/declared/, each at its own `order`). The kit's keys
 * are not in the literal key types above: the code that lists types reads them from here.
 */
function handDeclaredInOrder(): Array<{ key: ContentTypeKey; order: number; decl: ContentTypeDecl }> {
  let order = 0;
  return (Object.keys(CONTENT_TYPES) as ContentTypeKey[]).map((key) => {
    const { order: stated, ...decl } = CONTENT_TYPES[key] as HandDeclared;
    order = stated ?? order + 10;
    return { key, order, decl };
  });
}

export const CONTENT_TYPE_LIST: readonly ContentType[] = [
  ...handDeclaredInOrder(),
  ...FOUND_AREAS.map((a) => ({ key: a.key as ContentTypeKey, order: a.order, decl: a.contentType })),
]
  .sort((a, b) => a.order - b.order)
  .map(({ key, decl: { readerItem, ...decl } }) => ({ key, ...decl, ...(readerItem && { readerItem: { ...readerItem, path: readerItem.path ?? `/${key}/:id` } }) }));

/** The home page's 馆藏统计 figures, in their order: the `/common/totle` name and the label of each type that declares one. */
export const HOME_FIGURES: ReadonlyArray<{ key: string; label: string }> = CONTENT_TYPE_LIST.flatMap((t) => (t.homeFigure ? [{ ...t.homeFigure, key: t.homeFigure.as ?? t.key, label: t.homeFigure.label ?? t.label }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ key, label }) => ({ key, label }));

/** Keys of the types readers collect (those with a `readerItem`). */
export type ReaderContentKey = { [K in ContentTypeKey]: Decls[K] extends { readerItem: object } ? K : never }[ContentTypeKey];
/** Keys of the types the search indexes (those with `search`). */
export type SearchContentKey = { [K in ContentTypeKey]: Decls[K] extends { search: object } ? K : never }[ContentTypeKey];

/** A declared detail route (`/book/:id`) with the item's id (and parent id) filled in. */
export function detailPath(pattern: string, id: number, parentId?: number): string {
  return pattern.replace(':parentId', String(parentId)).replace(':id', String(id));
}
