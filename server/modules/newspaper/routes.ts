import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { intFilter, yearFilter } from '../../../src/resources/areaFilters';
import { NEWS_DATES_PATH, newspaperResource, newsResource } from '../../../src/resources/newspapers';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { news, newspapers } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { okOf } from '../../openapi/answers';
import { managedAreaRoutes } from '../area/manageArea';

const datesQuery = z.object({ newspaperId: intFilter('报纸编号不正确'), year: yearFilter('年份') });

/** Today in China (the portal's readers), as `YYYY-MM-DD`. */
export function todayInChina(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The first day of a news range: `years` back from today (29 February falls back to the 28th). */
export function rangeStart(years: number, today: string = todayInChina()): string {
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${Number(today.slice(0, 4)) - years}-${monthDay}`;
}

async function newspaperNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: newspapers.id, name: newspapers.name }).from(newspapers).where(inArray(newspapers.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Newspapers (`/common/newspaper/...`) and their articles and industry news (`/common/news/...`). */
export const newspaperModule = routesModule('newspaper', (db) => [
  // Both managed by the platform admin (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
  ...managedAreaRoutes({
    manage: { titleColumn: 'name', inUseMsg: '该报纸下还有新闻，请先删除或移走这些新闻' },
    resource: newspaperResource,
    table: newspapers,
    notFoundMsg: '该报纸不存在或已停刊',
    filterColumns: { keyword: [newspapers.name, newspapers.sponsor, newspapers.cn], equal: { provinceId: newspapers.provinceId } },
    decorateOne: async (paper) => {
      const [stats] = await db
        .select({ articles: count(), latest: sql<string | null>`max(${news.publishDate})::text` })
        .from(news)
        .where(and(eq(news.newspaperId, paper.id), publishedRows(news)));
      return { articleCount: Number(stats?.articles ?? 0), latestIssue: stats?.latest ?? null };
    },
  }),
  ...managedAreaRoutes({
    manage: { searchType: 'news', missingRefMsg: '所选报纸不存在' },
    resource: newsResource,
    table: news,
    notFoundMsg: '该新闻不存在或已删除',
    omitInList: ['content'],
    filterColumns: { keyword: [news.title, news.author], equal: { newspaperId: news.newspaperId, infoType: news.infoType, publishDate: news.publishDate } },
    filterWhere: (f) => [f.range !== undefined ? gte(news.publishDate, rangeStart(f.range)) : undefined],
    decorateList: async (rows) => {
      const names = await newspaperNames(db, [...new Set(rows.map((r) => r.newspaperId).filter((id): id is number => typeof id === 'number'))]);
      return rows.map((r) => ({ ...r, newspaperName: typeof r.newspaperId === 'number' ? (names.get(r.newspaperId) ?? '') : '' }));
    },
    decorateOne: async (item) => ({
      newspaperName: item.newspaperId ? ((await newspaperNames(db, [item.newspaperId])).get(item.newspaperId) ?? '') : '',
    }),
  }),
  // The issues of one newspaper: the years it has, and the days of one year with their article counts.
  defineRoute({
    method: 'GET',
    path: NEWS_DATES_PATH,
    access: 'public',
    summary: '报纸的出版年份与某年各日的新闻数',
    query: datesQuery,
    response: okOf(z.object({ years: z.array(z.int()), year: z.int().nullable(), dates: z.array(z.object({ publishDate: z.string(), count: z.int() })) })),
    handler: async ({ query }) => {
      const { newspaperId, year: requestedYear } = query;
      if (newspaperId === undefined) throw badRequest('请指定要浏览的报纸');
      const yearOf = sql<number>`extract(year from ${news.publishDate})::int`;
      const years = (
        await db.selectDistinct({ year: yearOf }).from(news).where(and(eq(news.newspaperId, newspaperId), publishedRows(news))).orderBy(desc(yearOf))
      ).map((r) => Number(r.year));
      const year = requestedYear ?? years[0];
      if (year === undefined) return ok({ years, year: null, dates: [] });
      const dates = await db
        .select({ publishDate: news.publishDate, count: count() })
        .from(news)
        .where(and(eq(news.newspaperId, newspaperId), publishedRows(news), gte(news.publishDate, `${year}-01-01`), lte(news.publishDate, `${year}-12-31`)))
        .groupBy(news.publishDate)
        .orderBy(desc(news.publishDate));
      return ok({ years, year, dates: dates.map((d) => ({ publishDate: d.publishDate, count: Number(d.count) })) });
    },
  }),
]);
