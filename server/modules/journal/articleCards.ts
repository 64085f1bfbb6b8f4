import { and, countDistinct, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleReferences, articles, journalPeriods, journals } from '../../db/schema';
import { CITABLE_TYPES, type CitableType } from './references';

/**
 * Names the source (journal, year, issue) of each article on one page, with one query: an article's
 * journal is its issue's (文章管理 refuses an issue of another journal), and on PGlite every round
 * trip costs about a millisecond whatever it reads.
 */
export async function withSource<R extends { journalId: number; periodId: number }>(db: Db, rows: R[]) {
  const periodIds = [...new Set(rows.map((r) => r.periodId))];
  const sources = periodIds.length
    ? await db
        .select({ id: journalPeriods.id, year: journalPeriods.year, issue: journalPeriods.issue, journalName: journals.name })
        .from(journalPeriods)
        .innerJoin(journals, eq(journals.id, journalPeriods.journalId))
        .where(inArray(journalPeriods.id, periodIds))
    : [];
  const source = new Map(sources.map((p) => [p.id, p]));
  return rows.map((r) => {
    const s = source.get(r.periodId);
    return { ...r, journalName: s?.journalName ?? '', year: s?.year, issue: s?.issue };
  });
}

/**
 * 被引 of each article (issue 34): the public articles whose references name it, counted when asked,
 * so withdrawing, deleting or publishing a citing article changes the count at once. One grouped
 * probe of `article_reference_matched` per page of articles.
 */
export async function citedCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  const counts = await citedCountsOf(db, ids.map((id) => ({ type: 'article', id })));
  return new Map(ids.map((id) => [id, counts.get(`article-${id}`) ?? 0]));
}

/** `rows` with their 被引 count added. */
export async function withCitedCount<R extends { id: number }>(db: Db, rows: R[]): Promise<Array<R & { citedCount: number }>> {
  const counts = await citedCounts(db, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, citedCount: counts.get(r.id) ?? 0 }));
}


const CITABLE: ReadonlySet<string> = new Set(CITABLE_TYPES);

/**
 * 被引 of items of any type a reference can name (article, book, thesis, standard, law), keyed
 * `type-id`: the search results and the 收藏 cards (issue 34: counts on every list and card). Items
 * of other types are left out (no count to show). One grouped probe per page.
 */
export async function citedCountsOf(db: Db, items: Array<{ type: string; id: number }>): Promise<Map<string, number>> {
  const byType = new Map<CitableType, number[]>();
  for (const { type, id } of items) if (CITABLE.has(type)) byType.set(type as CitableType, [...(byType.get(type as CitableType) ?? []), id]);
  const out = new Map<string, number>();
  if (byType.size === 0) return out;
  for (const [type, ids] of byType) for (const id of ids) out.set(`${type}-${id}`, 0);
  const rows = await db
    .select({ type: articleReferences.matchedType, id: articleReferences.matchedId, n: countDistinct(articleReferences.articleId) })
    .from(articleReferences)
    .innerJoin(articles, and(eq(articles.id, articleReferences.articleId), eq(articles.publiclyVisible, true)))
    .where(or(...[...byType].map(([type, ids]) => and(eq(articleReferences.matchedType, type), inArray(articleReferences.matchedId, [...new Set(ids)])))))
    .groupBy(articleReferences.matchedType, articleReferences.matchedId);
  for (const r of rows) out.set(`${r.type}-${r.id}`, Number(r.n));
  return out;
}
