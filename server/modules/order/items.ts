import { and, eq, or } from 'drizzle-orm';
import { ORDER_TYPE } from '../../../src/shared/order';
import { READER_ITEM_TYPES, type ReaderItemKey } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { ancientBooks, articles, books, entitlements, journalPeriods, journals, photoChapters, photoClasses, photoCourses, theses, works } from '../../db/schema';
import { publicArticle, publicPeriod } from '../journal/shared';
import { passedWorks } from '../works/readerSource';

/** What can be bought, by order type, and the reader item type it is (cards, paths). */
export const SELLABLE: Record<number, ReaderItemKey> = {
  [ORDER_TYPE.article]: 'article',
  [ORDER_TYPE.book]: 'book',
  [ORDER_TYPE.ancient]: 'ancient',
  [ORDER_TYPE.monograph]: 'thesis',
  [ORDER_TYPE.period]: 'period',
  [ORDER_TYPE.works]: 'works',
};

export const readerTypeOf = (orderType: number) => READER_ITEM_TYPES[SELLABLE[orderType]].type;

/**
 * Sold though no reader item: a photography forum class's video (spec §9 buy class 3, video), as
 * order type 11 (视频课程) — docs/decisions.md "Photography".
 */
export const VIDEO_ORDER_TYPE = ORDER_TYPE.video;
export const isSellable = (orderType: number) => SELLABLE[orderType] !== undefined || orderType === VIDEO_ORDER_TYPE;

export interface PricedItem {
  title: string;
  priceFen: number;
  /** Articles: their issue (a bought issue covers them). */
  periodId?: number;
  /** A work's author: they read their own work without buying it. */
  ownerId?: number;
}

/** The server's record of an item's price and title; null when it does not exist or is not public. */
export async function pricedItem(db: Db, orderType: number, id: number): Promise<PricedItem | null> {
  switch (orderType) {
    case ORDER_TYPE.article: {
      const [r] = await db
        .select({ title: articles.title, priceFen: articles.priceFen, periodId: articles.periodId })
        .from(articles)
        .where(and(eq(articles.id, id), publicArticle));
      return r ?? null;
    }
    case ORDER_TYPE.period: {
      const [r] = await db
        .select({ name: journals.name, year: journalPeriods.year, issue: journalPeriods.issue, priceFen: journals.issuePriceFen })
        .from(journalPeriods)
        .innerJoin(journals, eq(journals.id, journalPeriods.journalId))
        .where(and(eq(journalPeriods.id, id), publicPeriod));
      return r ? { title: `${r.name} ${r.year}年第${r.issue}期`, priceFen: r.priceFen } : null;
    }
    case ORDER_TYPE.book: {
      const [r] = await db.select({ title: books.title, priceFen: books.priceFen }).from(books).where(and(eq(books.id, id), publishedRows(books)));
      return r ?? null;
    }
    case ORDER_TYPE.ancient: {
      const [r] = await db.select({ title: ancientBooks.title, priceFen: ancientBooks.priceFen }).from(ancientBooks).where(and(eq(ancientBooks.id, id), publishedRows(ancientBooks)));
      return r ?? null;
    }
    case ORDER_TYPE.monograph: {
      const [r] = await db.select({ title: theses.title, priceFen: theses.priceFen }).from(theses).where(and(eq(theses.id, id), publishedRows(theses)));
      return r ?? null;
    }
    case VIDEO_ORDER_TYPE: {
      // A class is on sale while it, its chapter and its course are all 上架; a free one costs 0.
      const [r] = await db
        .select({ title: photoClasses.title, course: photoCourses.title, priceFen: photoClasses.priceFen, free: photoClasses.free })
        .from(photoClasses)
        .innerJoin(photoChapters, eq(photoChapters.id, photoClasses.chapterId))
        .innerJoin(photoCourses, eq(photoCourses.id, photoClasses.courseId))
        .where(and(eq(photoClasses.id, id), publishedRows(photoClasses), publishedRows(photoChapters), publishedRows(photoCourses)));
      return r ? { title: `${r.course} · ${r.title}`, priceFen: r.free ? 0 : r.priceFen } : null;
    }
    case ORDER_TYPE.works: {
      const [r] = await db.select({ title: works.title, priceFen: works.price, ownerId: works.uid }).from(works).where(and(eq(works.id, id), passedWorks));
      return r ?? null;
    }
    default:
      return null;
  }
}

/**
 * Whether the member owns an item: its own entitlement, or for an article the entitlement of its
 * whole issue.
 */
export async function owns(db: Db, memberId: number, orderType: number, itemId: number, periodId?: number): Promise<boolean> {
  const item = (kind: number, id: number) => and(eq(entitlements.itemKind, kind), eq(entitlements.itemId, id));
  const rows = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.memberId, memberId), periodId === undefined ? item(orderType, itemId) : or(item(orderType, itemId), item(ORDER_TYPE.period, periodId))))
    .limit(1);
  return rows.length > 0;
}
