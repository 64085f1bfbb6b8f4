import { asc, eq } from 'drizzle-orm';
import { defineSet, type ReaderItemSource, type ServerContentType } from './define';
import { members, works, writerProfiles } from '../db/schema';
import { authorName, passedWorks, worksCards } from '../modules/works/readerSource';
import { READER_ITEM_TYPES } from '../../src/shared/readerItems';

// A writer's work is public once it passed review (spec §4 status 2); under review, rejected or
// closed (下架 by its author) it is nobody's to open, collect, buy or crawl.
const source: ReaderItemSource = { key: 'works', type: READER_ITEM_TYPES.works.type, table: works, publicRows: passedWorks, cards: worksCards, titleColumn: works.title };

/** The server half of the content type `works` (src/shared/contentTypes.ts): in the sitemap and OAI-PMH once passed. */
export const worksContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'works',
    rows: (db, where, limit) =>
      db
        .select({ id: works.id, updateTime: works.updateTime, createTime: works.createTime, title: works.title, genre: works.genre, summary: works.summary, author: authorName })
        .from(works)
        .innerJoin(members, eq(members.id, works.uid))
        .leftJoin(writerProfiles, eq(writerProfiles.ownerId, works.uid))
        .where(where)
        .orderBy(asc(works.id))
        .limit(limit),
    dc: (w) => [
      ['title', w.title],
      // The pen name readers know the writer by (the member's name when the writer has no profile).
      ['creator', w.author],
      ['description', w.summary],
      ['date', w.createTime.toISOString().slice(0, 10)],
      ['type', 'Text'],
      ['type', w.genre ? `文学作品（${w.genre}）` : '文学作品'],
      ['format', 'text/html'],
    ],
  }),
};
