import { publishedRows } from '../db/published';
import { and, notInArray } from 'drizzle-orm';
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
};
