import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ExpressionError, parseExpression, positiveTerms, EXPRESSION_MAX, type ExpressionFieldCode, type ExpressionNode, type YearOp } from '../../src/shared/searchExpression';
import { SEARCH_MAX_OFFSET, type SearchResponse } from '../../src/shared/search';
import type { Db } from '../db/client';
import { badRequest } from '../http/envelope';
import { inColumn, type CompiledSearch } from './compile';
import { runCompiled, SEARCH_LIMITS, type SearchLimits } from './query';
import { searchRequest, type SearchRequest } from './request';
import { matchQuery, normalize, parseQuery, rankQuery, type QueryWeight, type QueryWord } from './segment';

/**
 * 高级检索, 专业检索 and 作者发文检索 (issue 34 item 3): one expression (src/shared/searchExpression.ts)
 * compiled to the pieces a plain search compiles to (CompiledSearch), and run the same way.
 */

/** The body of `POST /es/advanced`: the plain search's filters, sort and paging, with an expression for its keyword. */
export const advancedRequest = searchRequest.omit({ keyword: true, field: true, secondKeyword: true }).extend({
  expression: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: '请输入检索式' }).min(1, '请输入检索式').max(EXPRESSION_MAX, `检索式不能超过${EXPRESSION_MAX}个字`),
  ),
});
export type AdvancedRequest = z.infer<typeof advancedRequest>;

/**
 * What each field code searches: the tsvector weight its text is indexed with (the GIN index
 * finds candidates) and the columns whose text decides (authors and keywords share weight B).
 * 主题 and 摘要 read the stored abstract (its first 200 characters), the text a snippet can show.
 */
const FIELD_TEXT: Record<ExpressionFieldCode, { weight: QueryWeight; columns: SQL[] }> = {
  SU: { weight: 'ABC', columns: [sql.raw('title'), sql.raw('keywords'), sql.raw('abstract')] },
  TI: { weight: 'A', columns: [sql.raw('title')] },
  AU: { weight: 'B', columns: [sql.raw('authors')] },
  KY: { weight: 'B', columns: [sql.raw('keywords')] },
  AB: { weight: 'C', columns: [sql.raw('abstract')] },
  LY: { weight: 'C', columns: [sql.raw('source')] },
  AF: { weight: 'C', columns: [sql.raw('institution')] },
};

const YEAR_OPS: Record<YearOp, SQL> = { '=': sql.raw('='), '>': sql.raw('>'), '>=': sql.raw('>='), '<': sql.raw('<'), '<=': sql.raw('<=') };
/** How the indexer's sources separate authors (server/content: `;`, `；`, `，`, `、`). */
const AUTHOR_SEPARATORS = '[;；,，、[:space:]]';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Term = Extract<ExpressionNode, { kind: 'term' }>;

function termWords(term: Term): QueryWord[] {
  const words = parseQuery(term.value);
  if (words.length === 0) throw new ExpressionError('检索词中没有可检索的文字，请输入汉字、字母或数字', term.at);
  return words;
}

/** The value as a whole in a column, as written or folded (長 → 长, as the index folds it). */
function phraseIn(column: SQL, value: string): SQL {
  const written = value.normalize('NFKC').toLowerCase().trim();
  const folded = normalize(value).trim();
  const at = (text: string) => sql`strpos(lower(${column}), ${text}) > 0`;
  return written === folded ? at(written) : sql`(${at(written)} or ${at(folded)})`;
}

/** 精确: the phrase in one of the columns (an author: one of the names, whole); 模糊: every word in one of them. */
function termSql(term: Term): SQL {
  const { weight, columns } = FIELD_TEXT[term.field];
  const words = termWords(term);
  const any = (check: (column: SQL) => SQL) => sql`(${sql.join(columns.map(check), sql` or `)})`;
  let inText: SQL;
  if (term.match === 'fuzzy') inText = sql.join(words.map((w) => any((column) => inColumn(column, w))), sql` and `);
  else if (term.field === 'AU') inText = sql`authors ~* ${`(^|${AUTHOR_SEPARATORS})${escapeRegex(term.value.trim())}($|${AUTHOR_SEPARATORS})`}`;
  else inText = any((column) => phraseIn(column, term.value));
  // A missing column is no match, and NOT of it is true: never NULL.
  return sql`coalesce(tsv @@ ${matchQuery(words, weight)}::tsquery and ${inText}, false)`;
}

function whereOf(node: ExpressionNode): SQL {
  switch (node.kind) {
    case 'term':
      return termSql(node);
    case 'year':
      return sql`coalesce(year ${YEAR_OPS[node.op]} ${node.value}, false)`;
    case 'and':
      return sql`(${whereOf(node.left)} and ${whereOf(node.right)})`;
    case 'or':
      return sql`(${whereOf(node.left)} or ${whereOf(node.right)})`;
    case 'not':
      return sql`(${whereOf(node.left)} and not ${whereOf(node.right)})`;
  }
}

/**
 * A tsquery every match satisfies, for the GIN index to find candidates by, or undefined when
 * the expression has a branch the text index cannot narrow (a year alone). What follows NOT adds
 * nothing: its tsquery is wider than the field check it stands for.
 */
function candidatesOf(node: ExpressionNode): string | undefined {
  switch (node.kind) {
    case 'term':
      return `(${matchQuery(termWords(node), FIELD_TEXT[node.field].weight)})`;
    case 'year':
      return undefined;
    case 'not':
      return candidatesOf(node.left);
    case 'and': {
      const [l, r] = [candidatesOf(node.left), candidatesOf(node.right)];
      return l && r ? `(${l} & ${r})` : (l ?? r);
    }
    case 'or': {
      const [l, r] = [candidatesOf(node.left), candidatesOf(node.right)];
      return l && r ? `(${l} | ${r})` : undefined;
    }
  }
}

/** The expression compiled like a plain search (server/search/compile.ts), the filters added. */
export function compileExpression(req: AdvancedRequest): CompiledSearch {
  let tree: ExpressionNode;
  try {
    tree = parseExpression(req.expression);
  } catch (e) {
    throw e instanceof ExpressionError ? badRequest(e.message) : e;
  }
  try {
    const words = positiveTerms(tree).flatMap((t) => termWords(t));
    const candidates = candidatesOf(tree);
    const filters: SQL[] = [whereOf(tree)];
    if (req.type) filters.push(sql`doc_type = ${req.type}`);
    if (req.year !== undefined) filters.push(sql`year = ${req.year}`);
    if (req.subject !== undefined) filters.push(sql`subject = ${req.subject}`);
    if (req.journal) filters.push(sql`source = ${req.journal}`);
    return {
      match: candidates ?? '',
      rank: rankQuery(words),
      where: sql.join([...(candidates ? [sql`tsv @@ ${candidates}::tsquery`] : []), ...filters], sql` and `),
      needles: words.map((w) => ({ text: w.text, han: w.han })),
      words,
    };
  } catch (e) {
    throw e instanceof ExpressionError ? badRequest(e.message) : e;
  }
}

/** `POST /es/advanced`: the expression's hits with the plain search's facets, sorts and paging (no pinyin reading). */
export async function runAdvanced(db: Db, req: AdvancedRequest, limits: SearchLimits = SEARCH_LIMITS): Promise<SearchResponse> {
  if ((req.pageNum - 1) * req.pageSize >= SEARCH_MAX_OFFSET) {
    throw badRequest(`最多可查看前${SEARCH_MAX_OFFSET}条结果，请增加检索条件缩小范围`);
  }
  const compiled = compileExpression(req);
  const asPlain: SearchRequest = { ...req, keyword: req.expression, field: 'all' };
  return runCompiled(db, asPlain, compiled, limits);
}
