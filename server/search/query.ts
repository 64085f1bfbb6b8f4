import { sql, type SQL } from 'drizzle-orm';
import { DICTS } from '../../src/shared/dict';
import {
  DOC_TYPE_LABELS,
  docUrl,
  SEARCH_DOC_TYPES,
  SEARCH_MAX_OFFSET,
  type FacetValue,
  type SearchDocType,
  type SearchFacets,
  type SearchResponse,
  type SearchRow,
} from '../../src/shared/search';
import { rowsOf, type Db } from '../db/client';
import type { SearchRequest } from './request';
import { badRequest } from '../http/envelope';
import { highlight, snippet, type Needle } from './highlight';
import { matchQuery, parseQuery, rankQuery, type QueryWord, type Weight } from './segment';

/** How many values the year and source facets list (the busiest first; years newest first). */
export const FACET_LIMIT = 20;
const SNIPPET_LENGTH = 120;

const NO_TOKENS = '检索词中没有可检索的文字，请输入汉字、字母或数字';

/**
 * Field search: the tsquery is restricted to the weight the field is stored with (title A;
 * authors and keywords B; institution and source C), which the GIN index answers, and each word
 * is then checked in that field's own column, which tells authors from keywords.
 */
const FIELD_SEARCH: Record<Exclude<SearchRequest['field'], 'all'>, { weight: Weight; column?: SQL }> = {
  title: { weight: 'A' },
  author: { weight: 'B', column: sql.raw('authors') },
  keyword: { weight: 'B', column: sql.raw('keywords') },
  institution: { weight: 'C', column: sql.raw('institution') },
  source: { weight: 'C', column: sql.raw('source') },
};

/** The word occurs in the column: Han words as a substring, letters/digits as a whole word. */
function inColumn(column: SQL, word: QueryWord): SQL {
  if (word.han) return sql`strpos(lower(${column}), ${word.text}) > 0`;
  return sql`${column} ~* ${`\\m${word.text.replace(/[^\p{L}\p{N}\p{M}]/gu, '')}\\M`}`;
}

/** The parsed request: tsquery texts, filters as SQL, and the words to highlight. */
export interface CompiledSearch {
  match: string;
  rank: string;
  where: SQL;
  needles: Needle[];
  words: QueryWord[];
}

export function compileSearch(req: SearchRequest): CompiledSearch {
  const words = parseQuery(req.keyword);
  if (words.length === 0) throw badRequest(NO_TOKENS);
  const within = req.secondKeyword ? parseQuery(req.secondKeyword) : [];
  if (req.secondKeyword && within.length === 0) throw badRequest(NO_TOKENS);
  const all = [...words, ...within.filter((w) => !words.some((x) => x.text === w.text))];
  const field = req.field === 'all' ? undefined : FIELD_SEARCH[req.field];
  const match = matchQuery(all, field?.weight);
  const conditions: SQL[] = [sql`tsv @@ ${match}::tsquery`];
  if (field?.column) for (const w of all) conditions.push(inColumn(field.column, w));
  if (req.type) conditions.push(sql`doc_type = ${req.type}`);
  if (req.year !== undefined) conditions.push(sql`year = ${req.year}`);
  if (req.subject !== undefined) conditions.push(sql`subject = ${req.subject}`);
  if (req.journal) conditions.push(sql`source = ${req.journal}`);
  return {
    match,
    rank: rankQuery(all, field?.weight),
    where: sql.join(conditions, sql` and `),
    needles: all.map((w) => ({ text: w.text, han: w.han })),
    words: all,
  };
}


interface FacetRow {
  doc_type: string | null;
  year: number | null;
  subject: number | null;
  source: string | null;
  g_type: number;
  g_year: number;
  g_subject: number;
  g_source: number;
  n: number;
}

const SUBJECT_LABELS = new Map(DICTS.subject_type.map((d) => [Number(d.value), d.label]));

/** Counts per type, year, source and subject over the WHOLE match set, and the total, in one scan. */
async function facetsOf(db: Db, where: SQL): Promise<{ total: number; facets: SearchFacets }> {
  const rows = rowsOf<FacetRow>(
    await db.execute(sql`
      select doc_type, year, subject, source,
        grouping(doc_type) as g_type, grouping(year) as g_year, grouping(subject) as g_subject, grouping(source) as g_source,
        count(*)::int as n
      from search_doc where ${where}
      group by grouping sets ((doc_type), (year), (subject), (source), ())`),
  );
  const facets: SearchFacets = { type: [], year: [], journal: [], subject: [] };
  let total = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (Number(r.g_type) === 0) {
      const t = r.doc_type as SearchDocType;
      facets.type.push({ value: t, label: DOC_TYPE_LABELS[t] ?? t, count: n });
    } else if (Number(r.g_year) === 0) {
      if (r.year !== null) facets.year.push({ value: String(r.year), label: `${r.year}年`, count: n });
    } else if (Number(r.g_subject) === 0) {
      if (r.subject !== null) facets.subject.push({ value: String(r.subject), label: SUBJECT_LABELS.get(Number(r.subject)) ?? String(r.subject), count: n });
    } else if (Number(r.g_source) === 0) {
      if (r.source) facets.journal.push({ value: r.source, label: r.source, count: n });
    } else {
      total = n;
    }
  }
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label, 'zh-Hans-CN');
  const typeOrder = (v: string) => SEARCH_DOC_TYPES.indexOf(v as SearchDocType);
  facets.type.sort((a, b) => b.count - a.count || typeOrder(a.value) - typeOrder(b.value));
  facets.year.sort((a, b) => Number(b.value) - Number(a.value));
  facets.year = facets.year.slice(0, FACET_LIMIT);
  facets.journal.sort(byCount);
  facets.journal = facets.journal.slice(0, FACET_LIMIT);
  facets.subject.sort(byCount);
  return { total, facets };
}

interface PageRow {
  doc_type: SearchDocType;
  doc_id: number;
  title: string;
  authors: string;
  source: string;
  year: number | null;
  abstract: string;
}

const ORDER: Record<SearchRequest['sort'], SQL> = {
  relevance: sql`rank desc, year desc nulls last, publish_date desc nulls last, id desc`,
  date: sql`year desc nulls last, publish_date desc nulls last, id desc`,
  downloads: sql`downloads desc, year desc nulls last, publish_date desc nulls last, id desc`,
};

/** One page of matches in the requested order, highlighted. */
async function pageOf(db: Db, req: SearchRequest, c: CompiledSearch): Promise<SearchRow[]> {
  const rank = req.sort === 'relevance' ? sql`ts_rank(tsv, ${c.rank}::tsquery)` : sql`0`;
  const rows = rowsOf<PageRow>(
    await db.execute(sql`
      select doc_type, doc_id, title, authors, source, year, abstract, ${rank} as rank
      from search_doc where ${c.where}
      order by ${ORDER[req.sort]}
      limit ${req.pageSize} offset ${(req.pageNum - 1) * req.pageSize}`),
  );
  return rows.map((r) => ({
    docType: r.doc_type,
    docId: Number(r.doc_id),
    title: highlight(r.title, c.needles),
    authors: r.authors,
    source: r.source,
    year: r.year === null ? null : Number(r.year),
    snippet: snippet(r.abstract, c.needles, SNIPPET_LENGTH),
    url: docUrl(r.doc_type, Number(r.doc_id)),
  }));
}

/** `POST /es/list`: one search across the whole library. */
export async function runSearch(db: Db, req: SearchRequest): Promise<SearchResponse> {
  if ((req.pageNum - 1) * req.pageSize >= SEARCH_MAX_OFFSET) {
    throw badRequest(`最多可查看前${SEARCH_MAX_OFFSET}条结果，请增加检索条件缩小范围`);
  }
  const compiled = compileSearch(req);
  const { total, facets } = await facetsOf(db, compiled.where);
  const rows = total > (req.pageNum - 1) * req.pageSize ? await pageOf(db, req, compiled) : [];
  return { code: 200, msg: '查询成功', rows, total, facets };
}
