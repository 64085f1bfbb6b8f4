import { sql, type SQL } from 'drizzle-orm';
import { docUrl, SEARCH_MAX_OFFSET, type SearchDocType, type SearchFacets, type SearchResponse, type SearchRow } from '../../src/shared/search';
import { rowsOf, type Db } from '../db/client';
import { PgDialect } from 'drizzle-orm/pg-core';
import { plannedRows } from '../db/plan';
import { executeKept } from '../db/keptPlans';
import type { SearchRequest } from './request';
import { badRequest } from '../http/envelope';
import { highlight, whyMatched, type Needle } from './highlight';
import { compileSearch, PINYIN_FIELDS, type CompiledSearch } from './compile';
import { didYouMean } from './didYouMean';
import { pinyinPieces, pinyinQuery } from './pinyin';
import { correctionTerms } from './suggest';
import { FACET_COLUMNS, FACET_GROUPS, facetsFrom, facetsOf, facetsOfRows, type FacetRow } from './facets';
import type { QueryWord } from './segment';

const SNIPPET_LENGTH = 120;

const dialect = new PgDialect();

interface PageRow {
  doc_type: SearchDocType;
  doc_id: number;
  title: string;
  authors: string;
  source: string;
  year: number | null;
  abstract: string;
  keywords: string | null;
  institution: string | null;
}

const ORDER: Record<SearchRequest['sort'], SQL> = {
  relevance: sql`rank desc, year desc nulls last, publish_date desc nulls last, id desc`,
  date: sql`year desc nulls last, publish_date desc nulls last, id desc`,
  downloads: sql`downloads desc, year desc nulls last, publish_date desc nulls last, id desc`,
};

/** Where a search switches to the ways of large match sets. Tests pass smaller ones. */
export interface SearchLimits {
  /**
   * A match set the planner puts at no more than this is fetched whole in one plain statement,
   * in order, and its facets and page are taken in memory: for a handful of matches the grouping
   * sets and the JSON of the one-statement search cost more to plan than the matches to find.
   */
  smallSetMax: number;
  /** Up to this many matches the whole set is ranked by ts_rank (some 10 µs a row on PGlite). */
  rankAllMax: number;
  /** Up to this many matches the total and the facets are exact; beyond it, estimated from a sample. */
  exactCountMax: number;
  /**
   * A sample is taken only when the planner's guess, scaled by how low it guesses (PLANNER_LOW),
   * reaches this: below it the exact count is cheaper than the sample that would decide it.
   */
  sampleFrom: number;
  /** About this many of the table's blocks are read for an estimate (≈ 1% of a 350,000-document index). */
  sampleBlocks: number;
  /** A fixed sample share in percent instead of one worked out from sampleBlocks (tests). */
  samplePercent?: number;
}

export const SEARCH_LIMITS: SearchLimits = { smallSetMax: 100, rankAllMax: 3000, exactCountMax: 10_000, sampleFrom: 10_000, sampleBlocks: 500 };

/**
 * How far below the real match count the planner's guess can be: about 4× for a one-character
 * prefix (月: 15,972 planned, 63,000 real on the poetry corpus), near right for words (明月: 5,039
 * planned, 4,990 real), with a margin.
 */
const PLANNER_LOW = { oneCharacter: 4, words: 1.5 };

function plannerFactor(words: QueryWord[]): number {
  return words.some((w) => w.han && Array.from(w.text).length === 1) ? PLANNER_LOW.oneCharacter : PLANNER_LOW.words;
}
const DATE_ORDER = sql`year desc nulls last, publish_date desc nulls last, id desc`;

const tableBlocks = new WeakMap<Db, { blocks: number; at: number }>();

/** The share of search_doc's blocks (in percent) that makes a sample of about `sampleBlocks`. */
async function samplePercent(db: Db, sampleBlocks: number): Promise<number> {
  let known = tableBlocks.get(db);
  if (!known || known.at < Date.now() - 60_000) {
    const [row] = rowsOf<{ blocks: number }>(
      await db.execute(sql`select (pg_relation_size('search_doc') / current_setting('block_size')::int)::int as blocks`),
    );
    tableBlocks.set(db, (known = { blocks: Number(row?.blocks ?? 0), at: Date.now() }));
  }
  return known.blocks <= sampleBlocks ? 100 : (sampleBlocks / known.blocks) * 100;
}

/**
 * Total and facets: exact up to EXACT_COUNT_MAX matches; past it, estimated from a block sample
 * (a one-character query on the 350,000-document poetry corpus matches 66,000 rows: counting them
 * reads most of the table). The planner's guess decides whether a sample is worth taking at all.
 */
async function countMatches(db: Db, c: CompiledSearch, limits: SearchLimits, estimate: number): Promise<{ total: number; facets: SearchFacets; approximate: boolean }> {
  const { where } = c;
  if (estimate >= limits.sampleFrom) {
    // A sample of the whole table would count every match twice: the exact count is as cheap.
    const percent = limits.samplePercent ?? (await samplePercent(db, limits.sampleBlocks));
    if (percent < 100 || limits.samplePercent !== undefined) {
      const sampled = await facetsOf(db, where, percent);
      if (sampled.total > limits.exactCountMax) return { ...sampled, approximate: true };
    }
  }
  return { ...(await facetsOf(db, where)), approximate: false };
}

/** Relevance: ts_rank over the whole tsvector, weighted by field (ties newest first, ORDER.relevance). */
function relevanceOf(c: CompiledSearch): SQL {
  return sql`ts_rank(tsv, ${c.rank}::tsquery)`;
}

async function selectPage(db: Db, where: SQL, order: SQL, rank: SQL, limit: number, offset: number): Promise<PageRow[]> {
  return rowsOf<PageRow>(
    await db.execute(sql`
      select doc_type, doc_id, title, authors, source, year, abstract, keywords, institution, ${rank} as rank
      from search_doc where ${where}
      order by ${order}
      limit ${limit} offset ${offset}`),
  );
}

async function countUpTo(db: Db, where: SQL, cap: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (select 1 from search_doc where ${where} limit ${cap}) m`));
  return Number(row?.n ?? 0);
}

/**
 * The title tier's page ranked by ts_rank, and the tier's size, when the tier holds at most
 * limits.rankAllMax documents; undefined when it holds more (only the first rankAllMax + 1 are read
 * to find out). The size is counted in the same statement, or by itself for a page past the tier.
 */
async function rankedTitlePage(db: Db, c: CompiledSearch, titleWhere: SQL, limits: SearchLimits, limit: number, offset: number): Promise<{ rows: PageRow[]; size: number } | undefined> {
  const rows = rowsOf<PageRow & { tier_size: number }>(
    await db.execute(sql`
      select doc_type, doc_id, title, authors, source, year, abstract, keywords, institution, ${relevanceOf(c)} as rank, count(*) over () as tier_size
      from (select * from search_doc where ${titleWhere} limit ${limits.rankAllMax + 1}) t
      order by ${ORDER.relevance}
      limit ${limit} offset ${offset}`),
  );
  const size = rows.length > 0 ? Number(rows[0].tier_size) : await countUpTo(db, titleWhere, limits.rankAllMax + 1);
  return size > limits.rankAllMax ? undefined : { rows, size };
}

/**
 * One page in the requested order. Relevance over a large match set (more than limits.rankAllMax) is
 * tiered, so that ts_rank never runs over tens of thousands of rows: first the documents whose
 * title holds the query (ranked by ts_rank when they are few, else shortest title first), then the
 * rest, newest first. A reader who types 月 sees 月夜, 明月 … before poems that merely mention it.
 * Whether the title tier is few is found by the ranked statement itself when the planner puts it at
 * no more than rankAllMax (for words it guesses far too low: 长安 1 planned, 500 real; a count of
 * its own cost a statement), else counted first (a one-character tier, which it guesses near right).
 */
async function pageRows(db: Db, req: SearchRequest, c: CompiledSearch, total: number, limits: SearchLimits): Promise<PageRow[]> {
  const offset = (req.pageNum - 1) * req.pageSize;
  if (req.sort !== 'relevance') return selectPage(db, c.where, ORDER[req.sort], sql`0`, req.pageSize, offset);
  const { titleWhere, titleMatch } = c;
  if (total <= limits.rankAllMax || !titleWhere || !titleMatch) return selectPage(db, c.where, ORDER.relevance, relevanceOf(c), req.pageSize, offset);
  const guess = (await estimatedMatches(db, titleWhere)) * plannerFactor(c.words);
  const mayBeFew = guess <= limits.rankAllMax || (await countUpTo(db, titleWhere, limits.rankAllMax + 1)) <= limits.rankAllMax;
  const ranked = mayBeFew ? await rankedTitlePage(db, c, titleWhere, limits, req.pageSize, offset) : undefined;
  const first = ranked ? ranked.rows : await selectPage(db, titleWhere, sql`length(title), ${DATE_ORDER}`, sql`0`, req.pageSize, offset);
  if (first.length === req.pageSize) return first;
  // The title tier ends on this page or before it: how many it holds decides where the rest starts.
  const titleCount = first.length > 0 ? offset + first.length : ranked ? ranked.size : await countUpTo(db, titleWhere, SEARCH_MAX_OFFSET + 1);
  const rest = sql`${c.where} and not (tsv @@ ${titleMatch}::tsquery)`;
  return [...first, ...(await selectPage(db, rest, DATE_ORDER, sql`0`, req.pageSize - first.length, Math.max(0, offset - titleCount)))];
}

/**
 * What a row highlights: the query's words, and for a pinyin search the pieces of its title,
 * authors and source the letters spell (長安 for `changan`), so its title and snippet say why it
 * matched like a text hit's.
 */
function needlesOf(r: PageRow, c: CompiledSearch): Needle[] {
  if (!c.pinyin) return c.needles;
  const pieces = new Set([r.title, r.authors, r.source].flatMap((text) => (text ? pinyinPieces(text, c.pinyin!) : [])));
  return [...c.needles, ...[...pieces].map((text) => ({ text, han: true }))];
}

/** A found document as the reader sees it: highlighted title and snippet, and its URL. */
function searchRow(r: PageRow, c: CompiledSearch): SearchRow {
  const needles = needlesOf(r, c);
  return {
    docType: r.doc_type,
    docId: Number(r.doc_id),
    title: highlight(r.title, needles),
    authors: r.authors,
    source: r.source,
    year: r.year === null ? null : Number(r.year),
    snippet: whyMatched(r, needles, SNIPPET_LENGTH),
    url: docUrl(r.doc_type, Number(r.doc_id)),
  };
}

const ESTIMATES_KEPT = 500;
const ESTIMATE_TTL_MS = 10 * 60_000;
const estimates = new WeakMap<Db, Map<string, { rows: number; at: number }>>();

/**
 * The planner's guess of how many documents match, kept for ten minutes per query text (the
 * guess moves only when the table is analyzed): a reader paging through a search, or clicking its
 * facets, does not pay for the plan again. A hint per process, not shared state.
 */
async function estimatedMatches(db: Db, where: SQL): Promise<number> {
  const query = sql`select 1 from search_doc where ${where}`;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const key = `${text}\u0000${JSON.stringify(params)}`;
  let kept = estimates.get(db);
  if (!kept) estimates.set(db, (kept = new Map()));
  const hit = kept.get(key);
  if (hit && hit.at > Date.now() - ESTIMATE_TTL_MS) return hit.rows;
  const rows = await plannedRows(db, query);
  kept.delete(key);
  kept.set(key, { rows, at: Date.now() });
  if (kept.size > ESTIMATES_KEPT) kept.delete(kept.keys().next().value as string);
  return rows;
}

function jsonRows<T>(value: unknown): T[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}

/**
 * Total, facets and the page in ONE statement: the common case (a match set counted exactly,
 * ranked whole). `page` is absent when a relevance search turns out larger than limits.rankAllMax:
 * its page is tiered (pageRows), the facets stand.
 */
async function searchAtOnce(
  db: Db,
  req: SearchRequest,
  c: CompiledSearch,
  limits: SearchLimits,
): Promise<{ total: number; facets: SearchFacets; page?: PageRow[] }> {
  const statement = req.sort === 'relevance' ? rankedAtOnce(req, c) : orderedAtOnce(req, c);
  const [row] = await searchRows<{ facets: unknown; page: unknown }>(db, req, statement);
  const { total, facets } = facetsFrom(jsonRows<FacetRow>(row?.facets), 1);
  const ranked = req.sort !== 'relevance' || total <= limits.rankAllMax || !c.titleWhere;
  return { total, facets, ...(ranked ? { page: jsonRows<PageRow>(row?.page) } : {}) };
}

/**
 * By relevance every match is visited once: a narrow materialized CTE (the facet columns and
 * ts_rank) feeds the grouping sets and the page, whose ten rows are joined back for their texts.
 * Ranking reads each match's tsvector anyway; two scans would visit every heap row twice (poetry
 * corpus, statement alone: 李白 by author 24 → 17 ms, 春風 楊柳 6.0 → 5.6 ms). A CTE of whole rows,
 * titles and abstracts included, cost more than the second scan.
 */
function rankedAtOnce(req: SearchRequest, c: CompiledSearch): SQL {
  const offset = (req.pageNum - 1) * req.pageSize;
  return sql`
    with m as materialized (
      select id, doc_type, year, subject, source, publish_date, ${relevanceOf(c)} as rank from search_doc where ${c.where})
    select
      (select json_agg(f) from (select ${FACET_COLUMNS} from m group by ${FACET_GROUPS}) f) as facets,
      (select json_agg(p order by ${ORDER.relevance}) from (
        select s.id, s.doc_type, s.doc_id, s.title, s.authors, s.source, s.year, s.abstract, s.keywords, s.institution, s.publish_date, t.rank
        from (select id, rank from m order by ${ORDER.relevance} limit ${req.pageSize} offset ${offset}) t
        join search_doc s on s.id = t.id) p) as page`;
}

/**
 * By date or downloads the facets and the page are two scans: the page walks the order's index
 * and stops at the page's end, cheaper than ordering a materialized set (江南 by downloads 21 vs 26 ms).
 */
function orderedAtOnce(req: SearchRequest, c: CompiledSearch): SQL {
  const offset = (req.pageNum - 1) * req.pageSize;
  const order = ORDER[req.sort];
  return sql`
    select
      (select json_agg(f) from (select ${FACET_COLUMNS} from search_doc where ${c.where} group by ${FACET_GROUPS}) f) as facets,
      (select json_agg(p order by ${order}) from (
        select id, doc_type, doc_id, title, authors, source, year, abstract, keywords, institution, publish_date, downloads, 0::real as rank
        from search_doc where ${c.where} order by ${order} limit ${req.pageSize} offset ${offset}) p) as page`;
}

/**
 * A small match set, whole and in order in one plain statement (limits.smallSetMax + 1 rows at
 * most, as one JSON value: PGlite hands over one text faster than a hundred rows of them): its
 * total and facets are counted here and its page sliced. Undefined when there are more matches
 * than that after all (the planner guessed low): the caller takes the one-statement way.
 */
async function searchSmallSet(db: Db, req: SearchRequest, c: CompiledSearch, limits: SearchLimits): Promise<{ total: number; facets: SearchFacets; page: PageRow[] } | undefined> {
  const rank = req.sort === 'relevance' ? relevanceOf(c) : sql`0::real`;
  const order = ORDER[req.sort];
  const statement = sql`
      select json_agg(m order by ${order}) as matches from (
        select id, doc_type, doc_id, title, authors, source, year, subject, abstract, keywords, institution, publish_date, downloads, ${rank} as rank
        from search_doc where ${c.where} order by ${order} limit ${limits.smallSetMax + 1}) m`;
  const [row] = await searchRows<{ matches: unknown }>(db, req, statement);
  const rows = jsonRows<PageRow & Pick<FacetRow, 'subject'>>(row?.matches);
  if (rows.length > limits.smallSetMax) return undefined;
  const offset = (req.pageNum - 1) * req.pageSize;
  return { ...facetsOfRows(rows), page: rows.slice(offset, offset + req.pageSize) };
}

/**
 * Whether a match set is likely small enough for searchSmallSet. Words that must all occur are
 * guessed as if independent, so several words are guessed far too low (春風 楊柳: 57 planned, 248
 * real); a wrong try costs a statement, so they need more room.
 */
function likelySmall(estimate: number, words: QueryWord[], limits: SearchLimits): boolean {
  return estimate * (words.length > 1 ? SEVERAL_WORDS_LOW : 1) <= limits.smallSetMax;
}
const SEVERAL_WORDS_LOW = 4;

/**
 * Whether the search's statements may run with a plan kept across searches (executeKept): a
 * relevance search without filters always starts from the text index whatever the words, while a
 * year, type, subject or source filter, or an order an index serves (date, downloads), may be
 * best served by another index depending on the value.
 */
function plansKept(req: SearchRequest): boolean {
  return req.sort === 'relevance' && !req.type && req.year === undefined && req.subject === undefined && !req.journal;
}

/** A one-row search statement's rows, with a kept plan when plansKept allows it. */
async function searchRows<T>(db: Db, req: SearchRequest, statement: SQL): Promise<T[]> {
  return plansKept(req) ? executeKept<T>(db, statement) : rowsOf<T>(await db.execute(statement));
}

/**
 * A keyword of letters only that finds fewer than this many documents as text is also read as
 * pinyin or initials (`changan`, `zgtsg`): a reader typing pinyin finds (next to) nothing as text.
 */
export const PINYIN_FALLBACK_BELOW = 5;

/** `POST /es/list`: one search across the whole library. */
export async function runSearch(db: Db, req: SearchRequest, limits: SearchLimits = SEARCH_LIMITS): Promise<SearchResponse> {
  if ((req.pageNum - 1) * req.pageSize >= SEARCH_MAX_OFFSET) {
    throw badRequest(`最多可查看前${SEARCH_MAX_OFFSET}条结果，请增加检索条件缩小范围`);
  }
  const asText = await runCompiled(db, req, compileSearch(req), limits);
  const letters = PINYIN_FIELDS.has(req.field) ? pinyinQuery(req.keyword) : undefined;
  const asPinyin = letters && asText.total < PINYIN_FALLBACK_BELOW ? await runCompiled(db, req, compileSearch(req, { pinyin: letters }), limits) : undefined;
  const result = asPinyin && asPinyin.total > asText.total ? { ...asPinyin, pinyin: letters } : asText;
  if (result.total > 0) return result;
  // Nothing at all: offer the nearest known words (您是不是要找).
  const corrected = didYouMean(req.keyword, await correctionTerms(db));
  return corrected ? { ...result, didYouMean: corrected } : result;
}

/**
 * One compiled search: its total, facets and page, by the way its (guessed) size calls for. Also
 * runs the 高级检索 / 专业检索 expressions (server/search/advanced.ts), compiled to the same pieces.
 */
export async function runCompiled(db: Db, req: SearchRequest, compiled: CompiledSearch, limits: SearchLimits): Promise<SearchResponse> {
  const offset = (req.pageNum - 1) * req.pageSize;
  const estimate = (await estimatedMatches(db, compiled.where)) * plannerFactor(compiled.words);
  const small = likelySmall(estimate, compiled.words, limits) ? await searchSmallSet(db, req, compiled, limits) : undefined;
  if (small) return { code: 200, msg: '查询成功', rows: small.page.map((r) => searchRow(r, compiled)), total: small.total, facets: small.facets };
  // Small enough to count exactly and, for relevance, to rank whole: one statement does it all. A
  // field search is guessed as if its words could be anywhere (the planner ignores weights), so it
  // is usually far smaller than guessed (長安 in titles: 4,552 guessed, 498 real): ranked at once
  // too, rather than counted and then scanned again for its ranked page.
  if (estimate < limits.sampleFrom && (req.sort !== 'relevance' || req.field !== 'all' || estimate <= limits.rankAllMax)) {
    const { total, facets, page } = await searchAtOnce(db, req, compiled, limits);
    const rows = page ?? (total > offset ? await pageRows(db, req, compiled, total, limits) : []);
    return { code: 200, msg: '查询成功', rows: rows.map((r) => searchRow(r, compiled)), total, facets };
  }
  const { total, facets, approximate } = await countMatches(db, compiled, limits, estimate);
  const rows = total > offset ? await pageRows(db, req, compiled, total, limits) : [];
  return { code: 200, msg: '查询成功', rows: rows.map((r) => searchRow(r, compiled)), total, facets, ...(approximate ? { approximate: true } : {}) };
}
