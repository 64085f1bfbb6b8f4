import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { journalPeriods, journals } from '../../db/schema';
import { listCacheTtl } from '../../http/publicListCache';
import { keptUntilWrite } from '../../http/keptUntilWrite';
import { columnsOf, issueArticles } from './shared';

/**
 * What an article's detail shows around it — its journal, its issue, the journal's columns and the
 * issue's articles (the table of contents, prev and next) — four statements read on every visit.
 * The same for every reader (public articles only, no counts shown), so the server keeps it as it
 * keeps the anonymous lists (publicListCache.ts: LIST_CACHE_MS, emptied by any write through this
 * process); an article's detail is then one statement, its own row, which counts the view.
 */
function loadCatalogue(db: Db, journalId: number, periodId: number) {
  return Promise.all([
    db
      .select({ id: journals.id, name: journals.name, nameEn: journals.nameEn, issn: journals.issn, cn: journals.cn, coverUrl: journals.coverUrl })
      .from(journals)
      .where(eq(journals.id, journalId))
      .then((rows) => rows[0]),
    db
      .select({ periodId: journalPeriods.id, year: journalPeriods.year, issue: journalPeriods.issue, publishDate: journalPeriods.publishDate })
      .from(journalPeriods)
      .where(eq(journalPeriods.id, periodId))
      .then((rows) => rows[0]),
    columnsOf(db, journalId),
    issueArticles(db, periodId),
  ]).then(([journal, period, columns, siblings]) => ({ journal, period, columns, siblings }));
}

export type IssueCatalogue = Awaited<ReturnType<typeof loadCatalogue>>;
type Catalogues = (journalId: number, periodId: number) => Promise<IssueCatalogue>;

const kept = new WeakMap<Db, Catalogues>();

/** An issue's catalogue: kept when the app keeps public lists (keepIssueCatalogues), else read now. */
export function issueCatalogue(db: Db, journalId: number, periodId: number): Promise<IssueCatalogue> {
  return (kept.get(db) ?? ((j: number, p: number) => loadCatalogue(db, j, p)))(journalId, periodId);
}

/** Called by the article module: keeps catalogues for LIST_CACHE_MS while this process has seen no write. */
export function keepIssueCatalogues(app: FastifyInstance, db: Db): void {
  const ttlMs = listCacheTtl(app);
  if (ttlMs <= 0) return;
  // At most 500 issues kept; readers of the same issue at once share one read.
  const byIssue = keptUntilWrite(
    app,
    (key) => {
      const [journalId, periodId] = key.split('/').map(Number);
      return loadCatalogue(db, journalId, periodId);
    },
    { ttlMs, maxEntries: 500 },
  );
  kept.set(db, (journalId, periodId) => byIssue(`${journalId}/${periodId}`));
}
