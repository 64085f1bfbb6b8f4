import { eq, inArray, sql } from 'drizzle-orm';
import {
  articleFilters,
  articleResource,
  fullTextPreview,
  hotArticles,
  type ArticleDetails,
  type ArticleRef,
  type HotArticleRow,
} from '../../../src/resources/articles';
import type { Db } from '../../db/client';
import { articles, journalPeriods, journals } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { articleFilterWhere, columnsOf, groupByColumn, idParam, issueArticles, publicArticle } from './shared';
import { currentMember } from '../auth/session';
import { owns } from '../order/items';
import { countUse, subscriberFor } from '../../access/subscription';
import { ORDER_TYPE } from '../../../src/shared/order';

/** Names the source (journal, year, issue) of each article on one page, with two queries. */
async function withSource<R extends { journalId: number; periodId: number }>(db: Db, rows: R[]) {
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
  return rows.map((r) => ({ ...r, journalName: jName.get(r.journalId) ?? '', year: pInfo.get(r.periodId)?.year, issue: pInfo.get(r.periodId)?.issue }));
}

export const articleCalls: Module = (app, db) => {
  // Spec §7 POST /es/getArticlesList: reviewed articles of a journal, issue, column or year; never the full text.
  mount(app, db, 'POST', articleResource.calls.list!.path, async ({ params }) => {
    const f = articleFilters.parse(params);
    const result = await pagedList({
      db,
      table: articles,
      resource: articleResource,
      params,
      where: [publicArticle, ...articleFilterWhere(db, f)],
      omit: ['fullText', 'publiclyVisible'],
    });
    return { ...result, rows: await withSource(db, result.rows as Array<{ journalId: number; periodId: number }>) };
  });

  // Home list: the most read articles (spec §9 hot lists: 5 by default).
  mount(app, db, 'GET', hotArticles.call.path, async ({ params }) => {
    const result = await pagedList({
      db,
      table: articles,
      resource: hotArticles.paging,
      params,
      where: [publicArticle],
      map: (a) => ({ id: a.id, title: a.title, authors: a.authors, journalId: a.journalId, periodId: a.periodId, views: a.views, downloads: a.downloads }),
    });
    const rows = await withSource(db, result.rows as Array<Omit<HotArticleRow, 'journalName'> & { periodId: number }>);
    return { ...result, rows: rows.map(({ periodId: _p, ...r }) => r satisfies HotArticleRow) };
  });

  // One reviewed article with its journal, issue, column and neighbours; each visit counts a view.
  mount(app, db, 'GET', articleResource.calls.one!.path, async ({ params, req }) => {
    const id = idParam(params.id, '文章编号');
    const [a] = await db
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(sql`${articles.id} = ${id} and ${publicArticle}`)
      .returning();
    if (!a) throw notFound('该文章不存在或尚未发布');
    const [[journal], [period], columns, siblings] = await Promise.all([
      db
        .select({ id: journals.id, name: journals.name, nameEn: journals.nameEn, issn: journals.issn, cn: journals.cn, coverUrl: journals.coverUrl })
        .from(journals)
        .where(eq(journals.id, a.journalId)),
      db
        .select({ periodId: journalPeriods.id, year: journalPeriods.year, issue: journalPeriods.issue, publishDate: journalPeriods.publishDate })
        .from(journalPeriods)
        .where(eq(journalPeriods.id, a.periodId)),
      columnsOf(db, a.journalId),
      issueArticles(db, a.periodId),
    ]);
    // Neighbours in catalogue order (by column, then page), as the reader sees the table of contents.
    const ordered: ArticleRef[] = groupByColumn(siblings, columns).flatMap((g) =>
      g.articles.map((s) => ({ id: s.id, title: s.title, authors: s.authors, pageStart: s.pageStart, pageEnd: s.pageEnd, columnName: s.columnName })),
    );
    const at = ordered.findIndex((s) => s.id === a.id);
    const { fullText, articleStatus: _status, publiclyVisible: _visible, ...rest } = a;
    const text = fullText ?? '';
    // A member who bought the article or its whole issue reads all of it, and so does a reader of
    // an institution that subscribes to the journal, whose read is counted for it (issue 12).
    const signedIn = await currentMember({ db, req });
    const subscriber = await subscriberFor(db, signedIn, { area: 'journal', journalId: a.journalId });
    if (subscriber) await countUse(db, subscriber, 'view', { kind: ORDER_TYPE.article, id: a.id, title: a.title, journalId: a.journalId });
    const bought = signedIn && a.priceFen > 0 && !subscriber ? await owns(db, signedIn.member.id, ORDER_TYPE.article, a.id, a.periodId) : false;
    const shown = a.priceFen === 0 || bought || subscriber ? text : fullTextPreview(text);
    const details: ArticleDetails = {
      ...rest,
      fullText: shown,
      fullTextPreview: shown.length < text.length,
      fullTextLength: text.length,
      subscribedBy: subscriber && a.priceFen > 0 ? subscriber.orgName : null,
      journal,
      period,
      column: columns.find((c) => c.id === a.columnId) ?? null,
      prev: at > 0 ? ordered[at - 1] : null,
      next: at >= 0 && at < ordered.length - 1 ? ordered[at + 1] : null,
      issueArticles: ordered,
    };
    return ok(details);
  });
};
