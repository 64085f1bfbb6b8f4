/**
 * 高级检索, 专业检索 and 作者发文检索 (issue 34 item 3) share one language: CNKI's expression syntax
 * over the declared search fields (docs/api-reader.md § 专业检索 is its grammar). The 高级检索 rows
 * and the author form are written out as an expression (rowsToExpression), so the server parses
 * and applies exactly one thing and the URL of every mode is a link. Pure TypeScript: the portal
 * and the server both import it.
 */

/**
 * The fields an expression can name, by CNKI's two-letter codes, in the order the 高级检索 rows
 * offer them. What each searches in the index (server/search/advanced.ts) is keyed by `key`.
 */
export const EXPRESSION_FIELDS = [
  { code: 'SU', key: 'subject', label: '主题' },
  { code: 'TI', key: 'title', label: '篇名' },
  { code: 'AU', key: 'author', label: '作者' },
  { code: 'KY', key: 'keyword', label: '关键词' },
  { code: 'AB', key: 'abstract', label: '摘要' },
  { code: 'LY', key: 'source', label: '文献来源' },
  { code: 'AF', key: 'institution', label: '作者单位' },
] as const;
export type ExpressionFieldCode = (typeof EXPRESSION_FIELDS)[number]['code'];
export type ExpressionFieldKey = (typeof EXPRESSION_FIELDS)[number]['key'];
/** The year field: compared, not matched (`PY>=2020`). */
export const YEAR_CODE = 'PY';

export const EXPRESSION_MAX = 500;
/** More conditions than this are refused: each is one check in the statement. */
export const EXPRESSION_MAX_TERMS = 20;
/** Brackets nested deeper than this are refused (a bounded parser, a bounded statement). */
export const EXPRESSION_MAX_DEPTH = 8;
export const TERM_VALUE_MAX = 100;

/** 精确 (`=`): the whole value as written; 模糊 (`%`): each of its words somewhere in the field. */
export type TermMatch = 'exact' | 'fuzzy';
export type YearOp = '=' | '>' | '>=' | '<' | '<=';

export type ExpressionNode =
  | { kind: 'term'; field: ExpressionFieldCode; match: TermMatch; value: string; at: number }
  | { kind: 'year'; op: YearOp; value: number; at: number }
  | { kind: 'and' | 'or' | 'not'; left: ExpressionNode; right: ExpressionNode };

/** A bad expression: the reader's message names the 1-based character where it went wrong. */
export class ExpressionError extends Error {
  constructor(
    readonly reason: string,
    /** 0-based index into the expression; absent when the expression as a whole is refused. */
    readonly position?: number,
  ) {
    super(position === undefined ? reason : `检索式第${position + 1}个字符处：${reason}`);
    this.name = 'ExpressionError';
  }
}

// ---------------------------------------------------------------- tokens

type Token =
  | { t: 'word'; text: string; at: number }
  | { t: 'string'; text: string; at: number }
  | { t: 'cmp'; op: '=' | '%' | YearOp; at: number }
  | { t: '(' | ')' | 'end'; at: number }
  | { t: 'bool'; op: 'and' | 'or' | 'not'; at: number };

/** Full-width forms a Chinese keyboard types, read as their ASCII twins (one character each: positions hold). */
const FULL_WIDTH: Record<string, string> = { '（': '(', '）': ')', '＝': '=', '％': '%', '＞': '>', '＜': '<', '＋': '+', '＊': '*', '－': '-', '＇': "'", '＂': '"' };
const QUOTES: Record<string, string> = { "'": "'", '"': '"', '‘': '’', '“': '”' };
const BOOL_WORDS: Record<string, 'and' | 'or' | 'not'> = { and: 'and', or: 'or', not: 'not', 并且: 'and', 或者: 'or', 不含: 'not' };
/** Inside a value group (`SU=('a'+'b')`) CNKI also joins values by + (or), * (and) and - (not). */
const GROUP_SIGNS: Record<string, 'and' | 'or' | 'not'> = { '+': 'or', '*': 'and', '-': 'not' };
const BARE_END = /[\s()=%<>'"‘’“”+*]/;

function tokenize(source: string): Token[] {
  const s = Array.from(source, (ch) => FULL_WIDTH[ch] ?? ch).join('');
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ t: ch, at: i++ });
    } else if (ch === '>' || ch === '<') {
      const op = s[i + 1] === '=' ? `${ch}=` : ch;
      tokens.push({ t: 'cmp', op: op as YearOp, at: i });
      i += op.length;
    } else if (ch === '=' || ch === '%') {
      tokens.push({ t: 'cmp', op: ch, at: i++ });
    } else if (ch in GROUP_SIGNS) {
      tokens.push({ t: 'bool', op: GROUP_SIGNS[ch], at: i++ });
    } else if (ch in QUOTES) {
      const close = s.indexOf(QUOTES[ch], i + 1);
      if (close < 0) throw new ExpressionError('引号没有配对', i);
      tokens.push({ t: 'string', text: s.slice(i + 1, close), at: i });
      i = close + 1;
    } else {
      const start = i;
      while (i < s.length && !BARE_END.test(s[i])) i++;
      // Only a closing quote with no opening one stops a bare word where it starts.
      if (i === start) throw new ExpressionError('引号没有配对', start);
      // A `-` inside a bare word is part of it (2020-2021, 图书-情报); only one standing alone joins values.
      const text = s.slice(start, i);
      const bool = BOOL_WORDS[text.toLowerCase()];
      tokens.push(bool ? { t: 'bool', op: bool, at: start } : { t: 'word', text, at: start });
    }
  }
  tokens.push({ t: 'end', at: s.length });
  return tokens;
}

// ---------------------------------------------------------------- parser

const FIELD_BY_CODE = new Map<string, ExpressionFieldCode>(EXPRESSION_FIELDS.map((f) => [f.code, f.code]));

function describe(token: Token): string {
  switch (token.t) {
    case 'end':
      return '检索式已结束';
    case 'word':
    case 'string':
      return `“${token.text}”`;
    case 'cmp':
      return `“${token.op}”`;
    case 'bool':
      return `“${token.op.toUpperCase()}”`;
    default:
      return `“${token.t}”`;
  }
}

class Parser {
  private i = 0;
  private terms = 0;
  constructor(private readonly tokens: Token[]) {}

  private get peek(): Token {
    return this.tokens[this.i];
  }

  private fail(reason: string, token: Token = this.peek): never {
    throw new ExpressionError(reason, token.at);
  }

  parse(): ExpressionNode {
    if (this.peek.t === 'end') this.fail('缺少检索条件，例如 TI=\'智慧图书馆\'');
    const node = this.expression(0);
    const rest = this.tokens[this.i];
    if (rest.t === ')') this.fail('多了一个右括号', rest);
    if (rest.t !== 'end') this.fail(`缺少 AND、OR 或 NOT，不能直接接${describe(rest)}`, rest);
    return node;
  }

  /** `condition ((AND | OR | NOT) condition)*`, read left to right: the three bind alike, as on CNKI. */
  private expression(depth: number): ExpressionNode {
    let left = this.condition(depth);
    while (this.peek.t === 'bool') {
      const op = (this.peek as { op: 'and' | 'or' | 'not' }).op;
      this.i++;
      left = { kind: op, left, right: this.condition(depth) };
    }
    return left;
  }

  private open(depth: number): void {
    if (depth >= EXPRESSION_MAX_DEPTH) this.fail(`括号嵌套超过${EXPRESSION_MAX_DEPTH}层`);
    this.i++;
  }

  private close(openAt: Token): void {
    const next = this.peek;
    if (next.t === 'end') this.fail('左括号缺少右括号', openAt);
    if (next.t !== ')') this.fail(`缺少右括号，不能直接接${describe(next)}`, next);
    this.i++;
  }

  /** `( expression )` or `FIELD op value`. */
  private condition(depth: number): ExpressionNode {
    const token = this.peek;
    if (token.t === '(') {
      this.open(depth);
      const node = this.expression(depth + 1);
      this.close(token);
      return node;
    }
    if (token.t === 'bool') this.fail(`${describe(token)}前缺少检索条件`);
    if (token.t !== 'word') this.fail(token.t === 'end' ? '缺少检索条件' : `应为检索字段（如 TI、AU），不是${describe(token)}`);
    const code = token.text.toUpperCase();
    this.i++;
    if (code === YEAR_CODE) return this.year(token);
    const field = FIELD_BY_CODE.get(code);
    if (!field) this.fail(`检索字段“${token.text}”不存在，可用：${[...FIELD_BY_CODE.keys(), YEAR_CODE].join('、')}`, token);
    const cmp = this.peek;
    if (cmp.t !== 'cmp' || (cmp.op !== '=' && cmp.op !== '%')) this.fail(`字段 ${code} 后应为 =（精确）或 %（模糊）`);
    this.i++;
    return this.values(field, cmp.op === '=' ? 'exact' : 'fuzzy', depth);
  }

  /** `'value'`, a bare word, or `( value ((OR|AND|NOT|+|*|-) value)* )` for one field. */
  private values(field: ExpressionFieldCode, match: TermMatch, depth: number): ExpressionNode {
    const token = this.peek;
    if (token.t === '(') {
      this.open(depth);
      let node = this.values(field, match, depth + 1);
      while (this.peek.t === 'bool') {
        const op = (this.peek as { op: 'and' | 'or' | 'not' }).op;
        this.i++;
        node = { kind: op, left: node, right: this.values(field, match, depth + 1) };
      }
      this.close(token);
      return node;
    }
    if (token.t !== 'string' && token.t !== 'word') this.fail(token.t === 'end' ? `字段 ${field} 缺少检索词` : `应为检索词，不是${describe(token)}`);
    const value = token.text.trim();
    if (!value) this.fail('检索词是空的', token);
    if (Array.from(value).length > TERM_VALUE_MAX) this.fail(`检索词超过${TERM_VALUE_MAX}个字`, token);
    if (++this.terms > EXPRESSION_MAX_TERMS) this.fail(`检索条件超过${EXPRESSION_MAX_TERMS}个`, token);
    this.i++;
    return { kind: 'term', field, match, value, at: token.at };
  }

  /** `PY op year`: = > >= < <=, and `%` read as `=`. */
  private year(field: Token): ExpressionNode {
    const cmp = this.peek;
    if (cmp.t !== 'cmp') this.fail(`字段 ${YEAR_CODE} 后应为 =、>、>=、< 或 <=`);
    this.i++;
    const token = this.peek;
    const text = token.t === 'string' || token.t === 'word' ? token.text.trim() : '';
    if (!/^\d{4}$/.test(text)) this.fail(`${YEAR_CODE} 应为四位年份，如 ${YEAR_CODE}>=2020`, token);
    if (++this.terms > EXPRESSION_MAX_TERMS) this.fail(`检索条件超过${EXPRESSION_MAX_TERMS}个`, token);
    this.i++;
    return { kind: 'year', op: cmp.op === '%' ? '=' : (cmp.op as YearOp), value: Number(text), at: field.at };
  }
}

/**
 * Parses a 专业检索 expression. Throws ExpressionError (a Chinese message with the character
 * position) for anything else.
 */
export function parseExpression(source: string): ExpressionNode {
  if (Array.from(source).length > EXPRESSION_MAX) throw new ExpressionError(`检索式不能超过${EXPRESSION_MAX}个字`);
  // NOT joins two conditions (there is no leading NOT), so every expression holds something to find.
  return new Parser(tokenize(source)).parse();
}

/** The terms a found document holds (not those it must lack): what its snippet highlights. */
export function positiveTerms(node: ExpressionNode): Array<Extract<ExpressionNode, { kind: 'term' }>> {
  switch (node.kind) {
    case 'term':
      return [node];
    case 'year':
      return [];
    case 'not':
      return positiveTerms(node.left);
    default:
      return [...positiveTerms(node.left), ...positiveTerms(node.right)];
  }
}

// ---------------------------------------------------------------- writing expressions

/** A value as a quoted literal, in a quote it does not hold (“…” for one holding both ' and "). */
export function quoteValue(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `“${value.replace(/”/g, '')}”`;
}

/** One 高级检索 row: how it joins the rows above (并且 / 或者 / 不含), its field, value and 精确/模糊. */
export interface AdvancedRow {
  join: 'and' | 'or' | 'not';
  field: ExpressionFieldCode;
  value: string;
  match: TermMatch;
}

/** What the 高级检索 panel and the author form limit a search to besides their rows. */
export interface AdvancedLimits {
  yearFrom?: number;
  yearTo?: number;
  /** 文献来源 (fuzzy). */
  source?: string;
}

/**
 * The 高级检索 rows and limits as one expression: rows with a value, joined in order (as CNKI
 * reads them, left to right), bracketed as a whole when limits follow. Undefined when no row has a value.
 */
export function rowsToExpression(rows: AdvancedRow[], limits: AdvancedLimits = {}): string | undefined {
  const filled = rows.filter((r) => r.value.trim());
  if (filled.length === 0) return undefined;
  const term = (r: AdvancedRow) => `${r.field}${r.match === 'exact' ? '=' : '%'}${quoteValue(r.value.trim())}`;
  const body = filled.map((r, i) => (i === 0 ? term(r) : `${r.join.toUpperCase()} ${term(r)}`)).join(' ');
  const extra = [
    limits.yearFrom ? `${YEAR_CODE}>=${limits.yearFrom}` : '',
    limits.yearTo ? `${YEAR_CODE}<=${limits.yearTo}` : '',
    limits.source?.trim() ? `LY%${quoteValue(limits.source.trim())}` : '',
  ].filter(Boolean);
  if (extra.length === 0) return body;
  return [filled.length > 1 ? `(${body})` : body, ...extra].join(' AND ');
}

/** 作者发文检索: the author by name (精确), optionally at an institution (模糊). */
export function authorExpression(author: string, institution?: string): string | undefined {
  if (!author.trim()) return undefined;
  const au = `AU=${quoteValue(author.trim())}`;
  return institution?.trim() ? `${au} AND AF%${quoteValue(institution.trim())}` : au;
}
