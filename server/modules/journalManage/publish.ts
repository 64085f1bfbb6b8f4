import { eq } from 'drizzle-orm';
import { ARTICLE_MANAGE_CALLS, managedArticleResource } from '../../../src/resources/articles';
import { managedJournalResource } from '../../../src/resources/journals';
import { managedPeriodResource } from '../../../src/resources/periods';
import type { Db } from '../../db/client';
import { articles, journalPeriods, journals } from '../../db/schema';
import { indexDocs } from '../../search/indexer';
import type { AnyRoute } from '../../http/declareRoute';
import { publishRoute } from '../area/publishCall';

/** The search documents of every article under a journal or an issue: they follow its 上架 state. */
async function reindexArticlesWhere(tx: Db, column: typeof articles.journalId | typeof articles.periodId, id: number) {
  const rows = await tx.select({ id: articles.id }).from(articles).where(eq(column, id));
  await indexDocs(tx, 'article', rows.map((r) => r.id));
}

/**
 * 上架/下架 of journals, issues and articles: the platform admin's, like the other managed areas.
 * A journal's state covers its issues and articles, an issue's its articles (the public readers ask
 * all three, journal/shared.ts `publicArticle`), so each call re-indexes the articles beneath it in
 * the same transaction. Editors keep seeing and editing 下架 rows in their management lists.
 */
export function journalPublishCalls(): AnyRoute[] {
  return [
    publishRoute({
      call: managedJournalResource.calls.publish!,
      table: journals,
      subject: 'Journal',
      entity: managedJournalResource.name,
      titleColumn: 'name',
      notFoundMsg: '该期刊不存在或已删除',
      reindex: (tx, id) => reindexArticlesWhere(tx, articles.journalId, id),
    }),
    publishRoute({
      call: managedPeriodResource.calls.publish!,
      table: journalPeriods,
      subject: 'Period',
      entity: managedPeriodResource.name,
      titleColumn: (p) => `${String(p.year)}年第${String(p.issue)}期`,
      notFoundMsg: '该期次不存在或已删除',
      reindex: (tx, id) => reindexArticlesWhere(tx, articles.periodId, id),
    }),
    publishRoute({
      call: ARTICLE_MANAGE_CALLS.publish,
      table: articles,
      subject: 'Article',
      entity: managedArticleResource.name,
      titleColumn: 'title',
      notFoundMsg: '该文章不存在或已删除',
      reindex: (tx, id) => indexDocs(tx, 'article', [id]),
    }),
  ];
}
