import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { columnResource } from '../../../src/resources/columns';
import { periodResource, type PeriodCatalogue, type PeriodRow } from '../../../src/resources/periods';
import type { Db } from '../../db/client';
import { articles, journalColumns, journalPeriods, journals } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { withCitedCount } from './articleCards';
import { columnsOf, groupByColumn, idParam, issueArticles, publicArticle, publicJournal, publicPeriod } from './shared';

/** Reviewed-article counts of some periods, in one query. */
export async function articleCounts(db: Db, periodIds: number[]): Promise<Map<number, number>> {
  if (periodIds.length === 0) return new Map();
  const rows = await db
    .select({ periodId: articles.periodId, n: count() })
    .from(articles)
    .where(and(inArray(articles.periodId, periodIds), publicArticle))
    .groupBy(articles.periodId);
  return new Map(rows.map((r) => [r.periodId, Number(r.n)]));
}

export const periodCalls: Module = (app, db) => {
  // Home list: the newest issues already published, with their journal names.
  mount(app, db, 'GET', periodResource.calls.list!.path, async ({ params }) => {
    const result = await pagedList({
      db,
      table: journalPeriods,
      resource: periodResource,
      params,
      where: (f) => [
        publicPeriod,
        lte(journalPeriods.publishDate, sql`current_date`),
        f.journalId !== undefined ? eq(journalPeriods.journalId, f.journalId) : undefined,
        f.year !== undefined ? eq(journalPeriods.year, f.year) : undefined,
      ],
    });
    const rows = result.rows as Array<typeof journalPeriods.$inferSelect>;
    const journalIds = [...new Set(rows.map((r) => r.journalId))];
    const [names, counts] = await Promise.all([
      journalIds.length ? db.select({ id: journals.id, name: journals.name }).from(journals).where(inArray(journals.id, journalIds)) : [],
      articleCounts(db, rows.map((r) => r.id)),
    ]);
    const nameOf = new Map(names.map((j) => [j.id, j.name]));
    const out: PeriodRow[] = rows.map((r) => ({
      id: r.id,
      journalId: r.journalId,
      journalName: nameOf.get(r.journalId) ?? '',
      year: r.year,
      issue: r.issue,
      publishDate: r.publishDate,
      coverUrl: r.coverUrl,
      articleCount: counts.get(r.id) ?? 0,
    }));
    return { ...result, rows: out };
  });

  // An issue's catalogue (目录): reviewed articles grouped by column in column order, with pages.
  mount(app, db, 'GET', periodResource.calls.one!.path, async ({ params }) => {
    const id = idParam(params.id, '期次编号');
    const [period] = await db.select().from(journalPeriods).where(and(eq(journalPeriods.id, id), publicPeriod));
    if (!period) throw notFound('该期不存在或已下架');
    const [[journal], siblings, rows, columns] = await Promise.all([
      db
        .select({
          id: journals.id,
          name: journals.name,
          nameEn: journals.nameEn,
          issn: journals.issn,
          cn: journals.cn,
          coverUrl: journals.coverUrl,
          frequency: journals.frequency,
          issuePriceFen: journals.issuePriceFen,
        })
        .from(journals)
        .where(eq(journals.id, period.journalId)),
      db
        .select({ periodId: journalPeriods.id, year: journalPeriods.year, issue: journalPeriods.issue, publishDate: journalPeriods.publishDate })
        .from(journalPeriods)
        .where(and(eq(journalPeriods.journalId, period.journalId), eq(journalPeriods.published, true)))
        .orderBy(asc(journalPeriods.year), asc(journalPeriods.issue), asc(journalPeriods.id)),
      // With each article's 被引 (issue 34).
      issueArticles(db, id).then((found) => withCitedCount(db, found)),
      columnsOf(db, period.journalId),
    ]);
    const at = siblings.findIndex((p) => p.periodId === id);
    const counts = await articleCounts(db, [siblings[at - 1]?.periodId, siblings[at + 1]?.periodId].filter((n): n is number => n !== undefined));
    const ref = (p: (typeof siblings)[number] | undefined) => (p ? { ...p, articleCount: counts.get(p.periodId) ?? 0 } : null);
    const catalogue: PeriodCatalogue = {
      period: {
        periodId: period.id,
        journalId: period.journalId,
        year: period.year,
        issue: period.issue,
        publishDate: period.publishDate,
        coverUrl: period.coverUrl,
        articleCount: rows.length,
      },
      journal,
      prev: ref(siblings[at - 1]),
      next: ref(siblings[at + 1]),
      columns: groupByColumn(rows, columns),
    };
    return ok(catalogue);
  });

  // A journal's columns (栏目), in catalogue order.
  mount(app, db, 'GET', columnResource.calls.list!.path, async ({ params }) => {
    return pagedList({
      db,
      table: journalColumns,
      resource: columnResource,
      params,
      where: (f) => [
        // The columns of 上架 journals only: a 下架 journal shows nothing of itself.
        inArray(journalColumns.journalId, db.select({ id: journals.id }).from(journals).where(publicJournal)),
        f.journalId !== undefined ? eq(journalColumns.journalId, f.journalId) : undefined,
      ],
    });
  });
};
