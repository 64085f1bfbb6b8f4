import { defineSet, type ReaderItemSource, type ServerContentType } from './define';
import { works } from '../db/schema';
import { passedWorks, worksCards, worksWithAuthor } from '../modules/works/readerSource';
import { READER_ITEM_TYPES } from '../../src/shared/readerItems';
import { chinaDate } from '../../src/shared/format';

// A writer's work is public once it passed review (spec §4 status 2); under review, rejected or
// closed (下架 by its author) it is nobody's to open, collect, buy or crawl.
const source: ReaderItemSource = { key: 'works', type: READER_ITEM_TYPES.works.type, table: works, publicRows: passedWorks, cards: worksCards, titleColumn: works.title, summaryColumn: works.summary };

/** The server half of the content type `works` (src/shared/contentTypes.ts): in the sitemap and OAI-PMH once passed. */
export const worksContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'works',
    rows: (db, where, limit) => worksWithAuthor(db, where).limit(limit),
    dc: (w) => [
      ['title', w.title],
      // The pen name readers know the writer by (the member's name when the writer has no profile).
      ['creator', w.author],
      ['description', w.summary],
      ['date', chinaDate(w.createTime)],
      ['type', 'Text'],
      ['type', w.genre ? `文学作品（${w.genre}）` : '文学作品'],
      ['format', 'text/html'],
    ],
  }),
};
