import { eq, ilike, inArray, or } from 'drizzle-orm';
import { articleFilters, articleResource } from '../../../src/resources/articles';
import { journalFilters, journalResource } from '../../../src/resources/journals';
import { articles, journalPeriods, journals } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { intParam, likePattern, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';

export const journalModule: Module = (app, db) => {
  mount(app, db, 'POST', journalResource.calls.list!.path, async ({ params }) => {
    const f = journalFilters.parse(params);
    const kw = f.keyword ? likePattern(f.keyword) : undefined;
    return pagedList({
      db,
      table: journals,
      resource: journalResource,
      params,
      where: [
        kw ? or(ilike(journals.name, kw), ilike(journals.sponsor, kw), ilike(journals.issn, kw)) : undefined,
        f.journalType !== undefined ? eq(journals.journalType, f.journalType) : undefined,
        f.provinceId !== undefined ? eq(journals.provinceId, f.provinceId) : undefined,
        f.isCore !== undefined ? eq(journals.isCore, f.isCore) : undefined,
      ],
    });
  });

  mount(app, db, 'GET', journalResource.calls.one!.path, async ({ params }) => {
    const id = intParam(params.id, '期刊编号');
    const [journal] = id === undefined ? [] : await db.select().from(journals).where(eq(journals.id, id));
    if (!journal) throw notFound('该期刊不存在或已下架');
    return ok(journal);
  });

  mount(app, db, 'POST', articleResource.calls.list!.path, async ({ params }) => {
    const f = articleFilters.parse(params);
    const kw = f.keyword ? likePattern(f.keyword) : undefined;
    const result = await pagedList({
      db,
      table: articles,
      resource: articleResource,
      params,
      where: [
        eq(articles.articleStatus, 2),
        kw ? or(ilike(articles.title, kw), ilike(articles.authors, kw), ilike(articles.keywords, kw)) : undefined,
        f.journalId !== undefined ? eq(articles.journalId, f.journalId) : undefined,
        f.periodId !== undefined ? eq(articles.periodId, f.periodId) : undefined,
        f.columnId !== undefined ? eq(articles.columnId, f.columnId) : undefined,
      ],
      map: ({ fullText: _omit, ...row }) => row,
    });
    // Name the source of each article on this page with one query, not one per row.
    const rows = result.rows as Array<{ journalId: number; periodId: number }>;
    const journalIds = [...new Set(rows.map((r) => r.journalId))];
    const periodIds = [...new Set(rows.map((r) => r.periodId))];
    const [js, ps] = await Promise.all([
      journalIds.length ? db.select({ id: journals.id, name: journals.name }).from(journals).where(inArray(journals.id, journalIds)) : [],
      periodIds.length
        ? db.select({ id: journalPeriods.id, year: journalPeriods.year, issue: journalPeriods.issue }).from(journalPeriods).where(inArray(journalPeriods.id, periodIds))
        : [],
    ]);
    const jName = new Map(js.map((j) => [j.id, j.name]));
    const pInfo = new Map(ps.map((p) => [p.id, p]));
    result.rows = rows.map((r) => ({
      ...r,
      journalName: jName.get(r.journalId) ?? '',
      year: pInfo.get(r.periodId)?.year,
      issue: pInfo.get(r.periodId)?.issue,
    }));
    return result;
  });
};
