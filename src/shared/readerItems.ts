/**
 * What a reader can collect, comment on or report an error in. The spec names only `itemId` and
 * `type` (Collection) and `joinId` and `type` (Comment); the numbering is ours and is shared by
 * collections, comments and error corrections so that one item has one type everywhere.
 * `path(id, parentId?)` builds the portal's detail route for the item (used by the user centre lists, the
 * sitemap and OAI-PMH).
 */
export const READER_ITEM_TYPES = {
  article: { type: 1, label: '文章', path: (id: number) => `/article/${id}` },
  journal: { type: 2, label: '期刊', path: (id: number) => `/journal/${id}` },
  /** An issue's page lives under its journal: pass the journal id as `parentId`. */
  period: { type: 3, label: '期次', path: (id: number, parentId?: number) => `/journal/${parentId}/period/${id}` },
  book: { type: 4, label: '图书', path: (id: number) => `/book/${id}` },
  ancient: { type: 5, label: '古籍', path: (id: number) => `/ancient/${id}` },
  newspaper: { type: 6, label: '报纸', path: (id: number) => `/newspaper/${id}` },
  localHistory: { type: 7, label: '地方志', path: (id: number) => `/resnav/localHistory/${id}` },
  thesis: { type: 8, label: '学位论文', path: (id: number) => `/dissertation/${id}` },
  standard: { type: 9, label: '标准', path: (id: number) => `/standard/${id}` },
  law: { type: 10, label: '法律法规', path: (id: number) => `/lawsrules/${id}` },
  yearbook: { type: 11, label: '年鉴', path: (id: number) => `/yearbook/${id}` },
  // Issue 14's compositions and recitations take 30–39, clear of the numbers other areas add beside them.
  composition: { type: 30, label: '作文', path: (id: number) => `/composition/${id}` },
  recitation: { type: 31, label: '朗诵', path: (id: number) => `/recitation/${id}` },
  /** Issue 14 (edu2): numbered from 41 so the other education areas' numbers cannot collide. */
  photo: { type: 41, label: '摄影作品', path: (id: number) => `/photography/photo/${id}` },
  calligraphy: { type: 42, label: '书法作品', path: (id: number) => `/calligraphy/${id}` },
  // Education areas (issue 14, edu1): numbered from 21 so parallel areas can take 12–20.
  famousTeacher: { type: 21, label: '名师', path: (id: number) => `/famousTeacher/${id}` },
  headmaster: { type: 22, label: '校长', path: (id: number) => `/headmaster/${id}` },
  famousSchool: { type: 23, label: '名校', path: (id: number) => `/famousSchool/${id}` },
  universityActivity: { type: 24, label: '高校活动', path: (id: number) => `/universityActivity/${id}` },
  /** A writer's work that passed review (issue 13): sold as order type 4. */
  works: { type: 12, label: '作品', path: (id: number) => `/works/${id}` },
  // The people directories (issue 14, people): numbered from 61, clear of the other areas' ranges.
  scholar: { type: 61, label: '学者', path: (id: number) => `/scholar/${id}` },
  publisher: { type: 62, label: '出版社', path: (id: number) => `/publisher/${id}` },
  teacher: { type: 63, label: '教师', path: (id: number) => `/teacher/${id}` },
  /** 基础教育 teaching resources (issue 14, edubasic): numbered from 50, clear of the other areas. */
  teaching: { type: 50, label: '教学资源', path: (id: number) => `/basicEducation/${id}` },
  // Directories of issue 14 (places): 53–55 (50 is 基础教育's).
  school: { type: 53, label: '学校', path: (id: number) => `/school/${id}` },
  studyPlace: { type: 54, label: '学习场所', path: (id: number) => `/studyPlace/${id}` },
  topic: { type: 55, label: '专题', path: (id: number) => `/topic/${id}` },
} as const;

export type ReaderItemKey = keyof typeof READER_ITEM_TYPES;
export type ReaderItemType = (typeof READER_ITEM_TYPES)[ReaderItemKey]['type'];

const BY_TYPE = new Map<number, ReaderItemKey>(
  (Object.keys(READER_ITEM_TYPES) as ReaderItemKey[]).map((k) => [READER_ITEM_TYPES[k].type, k]),
);

export function readerItemKey(type: number): ReaderItemKey | undefined {
  return BY_TYPE.get(type);
}

export const READER_ITEM_TYPE_VALUES = [...BY_TYPE.keys()];

/**
 * Comments are on journal content (spec §1): journals, their issues and articles; and on the pages
 * of famous teachers and headmasters (issue 14), whose readers are teachers discussing their work.
 */
export const COMMENTABLE_TYPES: readonly number[] = [
  READER_ITEM_TYPES.article.type,
  READER_ITEM_TYPES.journal.type,
  READER_ITEM_TYPES.period.type,
  READER_ITEM_TYPES.famousTeacher.type,
  READER_ITEM_TYPES.headmaster.type,
];

/** What a collection row or a comment shows of its item (server: server/modules/collect/items.ts). */
export interface ItemCard {
  itemId: number;
  type: number;
  typeLabel: string;
  title: string;
  cover: string | null;
  /** Authors, or the source (journal, sponsor, issuing authority) when the item has no authors. */
  authors: string;
  /** The portal's detail route of the item. */
  path: string;
}
