import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { intFilter, keywordFilter } from '../../../src/resources/areaFilters';
import { TOPIC_HOT_PATH, TOPIC_ITEM_OPTIONS_PATH, topicItemResource, topicResource, topicSectionResource } from '../../../src/resources/topics';
import { READER_ITEM_TYPE_VALUES, READER_ITEM_TYPES, readerItemKey, type ReaderItemKey } from '../../../src/shared/readerItems';
import { authorizeEverywhere } from '../../access/authorize';
import type { Db } from '../../db/client';
import { topicItems, topics, topicSections } from '../../db/schema';
import { badRequest, page } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { mount } from '../../http/routes';
import { mountAreaManagement, mountManagedArea } from '../area/manageArea';
import { READER_ITEM_SOURCES, readerItemPath } from '../publicItems/registry';
import { paragraphs } from './paragraphs';

export interface TopicCard {
  type: number;
  typeLabel: string;
  itemId: number;
  title: string;
  cover: string | null;
  authors: string;
  path: string;
  note: string | null;
}

/**
 * The cards of referenced items, in the given order. Each type's registry entry (server/modules/
 * publicItems) decides what is public: an item 下架, unreviewed or deleted has no card and drops out.
 */
export async function topicCards(db: Db, refs: Array<{ itemType: number; itemId: number; note: string | null }>): Promise<Array<TopicCard | null>> {
  const byType = new Map<ReaderItemKey, number[]>();
  for (const r of refs) {
    const key = readerItemKey(r.itemType);
    if (key) byType.set(key, [...(byType.get(key) ?? []), r.itemId]);
  }
  const cards = new Map<string, Omit<TopicCard, 'note'>>();
  for (const [key, ids] of byType) {
    for (const c of await READER_ITEM_SOURCES[key].cards(db, ids)) {
      const type = READER_ITEM_TYPES[key].type;
      cards.set(`${type}:${c.itemId}`, { type, typeLabel: READER_ITEM_TYPES[key].label, itemId: c.itemId, title: c.title, cover: c.cover, authors: c.authors, path: readerItemPath(key, c.itemId, c.parentId) });
    }
  }
  return refs.map((r) => {
    const card = cards.get(`${r.itemType}:${r.itemId}`);
    return card ? { ...card, note: r.note } : null;
  });
}

const optionsQuery = z.object({
  itemType: z.coerce.number({ error: '请选择资源类型' }).refine((v) => READER_ITEM_TYPE_VALUES.includes(v), '请选择资源类型'),
  keyword: keywordFilter(),
  id: intFilter('资源编号不正确'),
  pageNum: intFilter('页码不正确', 1, 10_000),
  pageSize: intFilter('每页条数应为1到50之间的整数', 1, 50),
});

/** 专题: the public list, page and hot list; the admin's topics, sections, items and item picker. */
export function mountTopics(app: FastifyInstance, db: Db): void {
  mountManagedArea(app, db, {
    manage: { inUseMsg: '该专题下还有栏目，请先删除栏目' },
    resource: topicResource,
    table: topics,
    hot: { path: TOPIC_HOT_PATH, fields: ['id', 'title', 'coverUrl', 'publishDate', 'views'] },
    notFoundMsg: '该专题不存在或已下架',
    filterWhere: (f) => [
      keywordIn(f.keyword, topics.title, topics.subtitle, topics.intro),
      f.year !== undefined ? sql`extract(year from ${topics.publishDate}) = ${f.year}` : undefined,
    ],
    // A list row says how many items the topic holds (hidden ones included: the count is the curator's).
    decorateList: async (rows) => {
      const ids = rows.map((r) => Number(r.id));
      if (!ids.length) return rows;
      const counts = await db
        .select({ topicId: topicSections.topicId, n: sql<number>`count(${topicItems.id})::int` })
        .from(topicSections)
        .leftJoin(topicItems, eq(topicItems.sectionId, topicSections.id))
        .where(inArray(topicSections.topicId, ids))
        .groupBy(topicSections.topicId);
      return rows.map((r) => ({ ...r, itemCount: counts.find((c) => c.topicId === r.id)?.n ?? 0 }));
    },
    decorateOne: async (row) => {
      const sections = await db.select().from(topicSections).where(eq(topicSections.topicId, row.id)).orderBy(asc(topicSections.sort), asc(topicSections.id));
      const items = sections.length
        ? await db
            .select()
            .from(topicItems)
            .where(
              inArray(
                topicItems.sectionId,
                sections.map((s) => s.id),
              ),
            )
            .orderBy(asc(topicItems.sort), asc(topicItems.id))
        : [];
      const cards = await topicCards(db, items);
      return {
        introParagraphs: paragraphs(row.intro),
        sections: sections.map((s) => ({
          id: s.id,
          title: s.title,
          intro: s.intro,
          items: items.flatMap((it, i) => (it.sectionId === s.id && cards[i] ? [cards[i]] : [])),
        })),
      };
    },
  });

  mountAreaManagement(app, db, {
    resource: topicSectionResource,
    table: topicSections,
    titleColumn: 'title',
    notFoundMsg: '该专题栏目不存在',
    inUseMsg: '该栏目下还有资源，请先移除资源',
    missingRefMsg: '所选专题不存在',
    filterWhere: (f) => [keywordIn(f.keyword, topicSections.title), f.topicId !== undefined ? eq(topicSections.topicId, f.topicId) : undefined],
  });

  mountAreaManagement(app, db, {
    resource: topicItemResource,
    table: topicItems,
    titleColumn: 'note',
    notFoundMsg: '该专题资源不存在',
    missingRefMsg: '所选栏目不存在',
    duplicateMsg: '该资源已在本栏目中',
    filterWhere: (f) => [f.sectionId !== undefined ? eq(topicItems.sectionId, f.sectionId) : undefined, f.itemType !== undefined ? eq(topicItems.itemType, f.itemType) : undefined],
    // Only an item a reader can open goes into a topic.
    prepareWrite: async (tx, values) => {
      if (values.itemType === undefined && values.itemId === undefined) return;
      if (values.itemType === undefined || values.itemId === undefined) throw badRequest('资源类型与资源须同时填写');
      const [found] = await topicCards(tx, [{ itemType: Number(values.itemType), itemId: Number(values.itemId), note: null }]);
      if (!found) throw badRequest('所选资源不存在或未公开');
    },
  });

  // The picker of 专题资源: public items of one type, by title (or by id), newest first.
  mount(app, db, 'GET', TOPIC_ITEM_OPTIONS_PATH, async ({ req, params }) => {
    await authorizeEverywhere({ db, req }, 'update', 'Content');
    const q = optionsQuery.parse(params);
    const key = readerItemKey(q.itemType)!;
    const source = READER_ITEM_SOURCES[key];
    const pageSize = q.pageSize ?? 20;
    const offset = ((q.pageNum ?? 1) - 1) * pageSize;
    const where = and(
      source.publicRows,
      q.id !== undefined ? eq(source.table.id, q.id) : undefined,
      q.keyword ? (source.titleColumn ? keywordIn(q.keyword, source.titleColumn) : /^\d+$/.test(q.keyword) ? eq(source.table.id, Number(q.keyword)) : sql`false`) : undefined,
    );
    const [ids, [{ n }]] = await Promise.all([
      db.select({ id: source.table.id }).from(source.table).where(where).orderBy(desc(source.table.id)).limit(pageSize).offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(source.table).where(where),
    ]);
    const cards = await topicCards(
      db,
      ids.map((r) => ({ itemType: q.itemType, itemId: Number(r.id), note: null })),
    );
    return page(
      cards.flatMap((c) => (c ? [{ id: c.itemId, title: c.title, authors: c.authors, path: c.path }] : [])),
      Number(n),
    );
  });
}
