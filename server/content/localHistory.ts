import { publishedRows } from '../db/published';
import { and, eq, notInArray } from 'drizzle-orm';
import { defineSet, plainSource, text, type ServerContentType } from './define';
import { localHistories } from '../db/schema';
import { rowsOf, type Loader } from '../search/loader';
import { INSTITUTION_ONLY_CONTENT } from '../../src/access/policy';

const source = plainSource(
  'localHistory',
  localHistories,
  { title: localHistories.title, cover: localHistories.coverUrl, authors: localHistories.compiler, summary: localHistories.summary },
  // Crawlers are anonymous: institution-only types (src/access/policy.ts) never reach them.
  { crawledRows: notInArray(localHistories.type, [...INSTITUTION_ONLY_CONTENT.localHistoryTypes]) },
);

const loadLocalHistories: Loader = async (db, sel) => {
  const rows = await rowsOf(db, localHistories, sel);
  return rows.map((r) => ({
    id: r.id,
    // The search index is public: institution-only types (src/access/policy.ts) are not in it.
    doc: !r.published || INSTITUTION_ONLY_CONTENT.localHistoryTypes.includes(r.type) ? null : {
      docType: 'localHistory',
      docId: r.id,
      title: r.title,
      authors: r.compiler,
      keywords: r.region,
      source: r.publisher,
      summary: r.summary,
      year: r.publishYear,
    },
  }));
};

/** The server half of the content type `localHistory` (src/shared/contentTypes.ts). */
export const localHistoryContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'localHistory',
    wholeRows: localHistories,
    dc: (h) => [
      ['title', h.title],
      ['creator', h.compiler],
      ['description', h.summary],
      ['publisher', h.publisher],
      ['date', h.publishYear],
      ...text('地方志'),
      ['coverage', h.region],
    ],
  }),
  search: loadLocalHistories,
  homeCount: { as: 'localHistory', table: localHistories, where: and(publishedRows(localHistories), source.crawledRows) },
  // Issue 34 item 6: a volume nobody uploaded a cover for shows one drawn from its own title and
  // compiler (server/modules/covers), an old gazetteer thread-bound like an ancient book.
  cover: async (db, id) => {
    const [r] = await db
      .select({ title: localHistories.title, compiler: localHistories.compiler, type: localHistories.type })
      .from(localHistories)
      .where(and(eq(localHistories.id, id), source.publicRows));
    return r && { title: r.title, byline: r.compiler ?? '', style: r.type === 2 ? 'thread-bound' : 'modern' };
  },
};
