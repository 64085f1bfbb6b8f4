import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ReaderItemSource, ServerContentType } from './define';
import { journalPeriods, journals } from '../db/schema';
import { publicPeriod } from '../modules/journal/shared';
import { READER_ITEM_TYPES } from '../../src/shared/readerItems';

const periodSource: ReaderItemSource = {
  key: 'period',
  type: READER_ITEM_TYPES.period.type,
  table: journalPeriods,
  parentColumn: journalPeriods.journalId,
  // An issue is public while it and its journal are 上架.
  publicRows: publicPeriod,
  async cards(db, ids) {
    const rows = await db
      .select({
        itemId: journalPeriods.id,
        year: journalPeriods.year,
        issue: journalPeriods.issue,
        cover: journalPeriods.coverUrl,
        journalId: journals.id,
        name: journals.name,
        journalCover: journals.coverUrl,
        sponsor: journals.sponsor,
      })
      .from(journalPeriods)
      .innerJoin(journals, eq(journals.id, journalPeriods.journalId))
      .where(and(inArray(journalPeriods.id, ids), publicPeriod));
    return rows.map((r) => ({
      itemId: r.itemId,
      title: `${r.name} ${r.year}年第${r.issue}期`,
      cover: r.cover ?? r.journalCover,
      authors: r.sponsor ?? '',
      parentId: r.journalId,
    }));
  },
};

const source = periodSource;

/** The server half of the content type `period` (src/shared/contentTypes.ts). */
export const periodContent: ServerContentType = {
  source,
  // The issues the issue list shows: 上架 (with their journal) and already out.
  homeCount: { as: 'period', table: journalPeriods, where: and(publicPeriod, lte(journalPeriods.publishDate, sql`current_date`)) },
};
