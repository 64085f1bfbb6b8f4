import { viewCounterOf } from '../../db/viewCounts';
import { richTextPlain } from '../../../src/shared/richText';
import {
  articleFilters,
  articleResource,
  fullTextPreview,
  hotArticles,
  type ArticleDetails,
  type ArticleRef,
  type HotArticleRow,
} from '../../../src/resources/articles';
import { articles } from '../../db/schema';
import { withCitedCount, withSource } from './articleCards';
import { notFound, ok } from '../../http/envelope';
import { pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { keptTotals } from '../stats/routes';
import { articleFilterWhere, groupByColumn, idParam, publicArticle } from './shared';
import { issueCatalogue, keepIssueCatalogues } from './issueCatalogue';
import { currentMember } from '../auth/session';
import { owns } from '../order/items';
import { countUse, subscriberFor } from '../../access/subscription';
import { articleUsage, noteUsage } from '../../access/usageEvents';
import { ORDER_TYPE } from '../../../src/shared/order';

export const articleCalls: Module = (app, db) => {
  // Spec §7 POST /es/getArticlesList: reviewed articles of a journal, issue, column or year; never the full text.
  // Unfiltered, its total is the library's article total (stats/routes.ts keptTotals): the same
  // condition, already counted, so the list's first page and the home page agree without a count.
  const totals = keptTotals(app, db);
  mount(app, db, 'POST', articleResource.calls.list!.path, async ({ params }) => {
    const f = articleFilters.parse(params);
    const filters = articleFilterWhere(db, f).filter((c) => c !== undefined);
    const result = await pagedList({
      db,
      table: articles,
      resource: articleResource,
      params,
      where: [publicArticle, ...filters],
      omit: ['fullText', 'publiclyVisible'],
      knownTotal: filters.length ? undefined : async () => (await totals()).article,
    });
    // With each article's 被引 (issue 34), as CNKI's lists show it.
    const rows = await withSource(db, result.rows as Array<{ id: number; journalId: number; periodId: number }>);
    return { ...result, rows: await withCitedCount(db, rows) };
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
    const rows = await withCitedCount(db, await withSource(db, result.rows as Array<Omit<HotArticleRow, 'journalName'> & { periodId: number }>));
    return { ...result, rows: rows.map(({ periodId: _p, ...r }) => r satisfies HotArticleRow) };
  });

  // One reviewed article with its journal, issue, column and neighbours; each visit counts a view.
  keepIssueCatalogues(app, db);
  mount(app, db, 'GET', articleResource.calls.one!.path, async ({ params, req }) => {
    const { details } = await readerArticle(db, req, idParam(params.id, '文章编号'));
    return ok(details);
  });
};

/** How a reader holds an article's whole text: free, bought (the article or its issue), or through a subscribing institution. */
export type ArticleAccessVia = 'free' | 'bought' | 'subscription';

/**
 * One reviewed article as a reader gets it (its detail and its HTML reading): the details with the
 * text they may read (the whole, else its preview), the whole stored text for the server's own use,
 * and how they hold it. Counts the view, and the use for COUNTER and a subscribing institution.
 */
export async function readerArticle(
  db: Db,
  req: FastifyRequest,
  id: number,
): Promise<{ details: ArticleDetails; text: string; via: ArticleAccessVia | null }> {
  const a = await viewCounterOf(db).visit<typeof articles.$inferSelect>(articles, { id: articles.id, views: articles.views }, id, publicArticle);
  if (!a) throw notFound('该文章不存在或尚未发布');
  const { journal, period, columns, siblings } = await issueCatalogue(db, a.journalId, a.periodId);
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
  // COUNTER: the detail with the whole text is a request (which counts as an investigation too);
  // with the preview only, an investigation.
  const use = shown === text && text !== '' ? 'request' : 'investigation';
  noteUsage(req, articleUsage(use, { ...a, journalName: journal?.name ?? '' }, subscriber?.orgPartyId));
  const details: ArticleDetails = {
    ...rest,
    fullText: shown,
    fullTextPreview: shown.length < text.length,
    fullTextLength: richTextPlain(text).length,
    subscribedBy: subscriber && a.priceFen > 0 ? subscriber.orgName : null,
    journal,
    period,
    column: columns.find((c) => c.id === a.columnId) ?? null,
    prev: at > 0 ? ordered[at - 1] : null,
    next: at >= 0 && at < ordered.length - 1 ? ordered[at + 1] : null,
    issueArticles: ordered,
  };
  return { details, text, via: a.priceFen === 0 ? 'free' : bought ? 'bought' : subscriber ? 'subscription' : null };
}
