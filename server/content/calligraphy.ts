import { and, asc, eq, inArray } from 'drizzle-orm';
import { defineSet, plainSource, type ReaderItemSource, type ServerContentType } from './define';
import { calligraphers, calligraphyWorks } from '../db/schema';
import { select, type Loader } from '../search/loader';

/** A calligraphy work's card names its calligrapher (another table) with the dynasty. */
const calligraphyBase = plainSource('calligraphy', calligraphyWorks, { title: calligraphyWorks.title, cover: calligraphyWorks.imageUrl, authors: null, summary: calligraphyWorks.intro });

const calligraphySource: ReaderItemSource = {
  ...calligraphyBase,
  async cards(db, ids) {
    const rows = await db
      .select({ itemId: calligraphyWorks.id, title: calligraphyWorks.title, cover: calligraphyWorks.imageUrl, name: calligraphers.name, dynasty: calligraphers.dynasty })
      .from(calligraphyWorks)
      .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
      .where(and(inArray(calligraphyWorks.id, ids), calligraphyBase.publicRows));
    return rows.map((r) => ({ itemId: r.itemId, title: r.title, cover: r.cover, authors: `[${r.dynasty}] ${r.name}` }));
  },
};

const source = calligraphySource;

const loadCalligraphy: Loader = async (db, sel) => {
  const rows = await select(calligraphyWorks.id, sel, (where, limit) => {
    const q = db
      .select({ id: calligraphyWorks.id, title: calligraphyWorks.title, content: calligraphyWorks.content, intro: calligraphyWorks.intro, collection: calligraphyWorks.collection, published: calligraphyWorks.published, by: calligraphers.name, dynasty: calligraphers.dynasty })
      .from(calligraphyWorks)
      .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
      .where(where)
      .orderBy(asc(calligraphyWorks.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : { docType: 'calligraphy', docId: r.id, title: r.title, authors: r.by, keywords: r.dynasty, source: r.collection, summary: r.intro, body: r.content },
  }));
};

/** The server half of the content type `calligraphy` (src/shared/contentTypes.ts). */
export const calligraphyContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'calligraphy',
    rows: (db, where, limit) =>
      db
        .select({ id: calligraphyWorks.id, updateTime: calligraphyWorks.updateTime, title: calligraphyWorks.title, intro: calligraphyWorks.intro, era: calligraphyWorks.era, collection: calligraphyWorks.collection, by: calligraphers.name, dynasty: calligraphers.dynasty })
        .from(calligraphyWorks)
        .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
        .where(where)
        .orderBy(asc(calligraphyWorks.id))
        .limit(limit),
    dc: (w) => [
      ['title', w.title],
      ['creator', `${w.by}（${w.dynasty}）`],
      ['description', w.intro],
      ['date', w.era],
      ['type', 'StillImage'],
      ['type', '书法作品'],
      ['source', w.collection],
    ],
  }),
  search: loadCalligraphy,
};
