import { sql } from 'drizzle-orm';
import type { SearchSuggestions } from '../../src/shared/search';
import { rowsOf, type Db } from '../db/client';
import { pinyinOf, pinyinQuery } from './pinyin';
import { normalize, parseQuery } from './segment';

/**
 * Suggestions while typing (`GET /es/suggest`): titles, authors and sources (journals, publishers…)
 * that start with or hold what the reader typed, or whose pinyin or initials start with it. They
 * are answered from memory: a list of the index's distinct titles, names and sources with their
 * normalized text and pinyin, read from search_doc (most downloaded first, at most TERMS_MAX
 * titles) and scanned per request — a few milliseconds on the demo library, no statement per
 * keystroke. The list is rebuilt when the index changed (noteIndexChanged) or grew old, in the
 * background: a request meanwhile is answered from the previous list.
 */

export type SuggestKind = 'title' | 'author' | 'source';

export interface Term {
  kind: SuggestKind;
  /** As shown. */
  text: string;
  /** Normalized (simplified, lower case): what typed text is compared with. */
  norm: string;
  pinyin: string;
  initials: string;
  /** Documents' downloads summed: the more read first. */
  weight: number;
}

/** Titles kept at most (the most downloaded): a poetry-sized index would otherwise hold 350,000. */
export const TERMS_MAX = 50_000;
/** Suggestions per group. */
export const SUGGEST_PER_KIND = 5;
const MAX_AGE_MS = 10 * 60_000;

interface TermList {
  terms: Term[];
  /**
   * What did-you-mean corrects towards (server/search/didYouMean.ts): the Segmenter's words of the
   * titles (two or more Han characters), the author names and the sources, each once.
   */
  vocabulary: Term[];
  builtAt: number;
  /** indexChanges when the build started: a later change makes the list stale. */
  changes: number;
}

/**
 * Writes to any search index of this process so far. One counter, not one per database: the
 * indexer often writes through a transaction's handle, not the handle the list was built with
 * (a change to a test's other database merely rebuilds a list once more).
 */
let indexChanges = 0;

const lists = new WeakMap<Db, TermList>();
const building = new WeakMap<Db, Promise<TermList>>();

/** Authors as single names: 王静;李明 / 王静、李明 / 王静 李明 (a space between Han names only). */
export function splitNames(authors: string): string[] {
  return authors
    .split(/[;；,，、/]+|(?<=\p{Script=Han})\s+(?=\p{Script=Han})/u)
    .map((n) => n.trim())
    .filter((n) => n.length >= 2);
}

function term(kind: SuggestKind, text: string, weight: number): Term {
  const name = kind === 'author';
  return { kind, text, norm: normalize(text), pinyin: pinyinOf(text, false, name), initials: pinyinOf(text, true, name), weight };
}

async function build(db: Db): Promise<TermList> {
  const changes = indexChanges;
  const rows = rowsOf<{ title: string; authors: string; source: string; downloads: number }>(
    await db.execute(sql`select title, authors, source, downloads from search_doc order by downloads desc, id limit ${TERMS_MAX}`),
  );
  const weights = new Map<string, { kind: SuggestKind; text: string; weight: number }>();
  const add = (kind: SuggestKind, text: string, weight: number) => {
    const t = text.trim();
    if (!t) return;
    const key = `${kind}\u0000${t}`;
    const known = weights.get(key);
    if (known) known.weight += weight;
    else weights.set(key, { kind, text: t, weight });
  };
  for (const r of rows) {
    const downloads = Number(r.downloads) || 0;
    add('title', r.title, downloads + 1);
    for (const name of splitNames(r.authors)) add('author', name, downloads + 1);
    add('source', r.source, downloads + 1);
  }
  const terms = [...weights.values()].map((w) => term(w.kind, w.text, w.weight));
  // Most read first, then shortest: a scan that stops at SUGGEST_PER_KIND hits keeps the best.
  terms.sort((a, b) => b.weight - a.weight || a.text.length - b.text.length);
  const list = { terms, vocabulary: vocabularyOf(terms), builtAt: Date.now(), changes };
  lists.set(db, list);
  return list;
}

/** Titles up to this long are corrected towards whole, besides their words. */
const WHOLE_TITLE_MAX = 10;

/**
 * Title words (cut as a query is: single characters kept on the word before them, so 图书馆 stays
 * whole), short titles, author names and sources, one entry per normalized text.
 */
function vocabularyOf(terms: readonly Term[]): Term[] {
  const byNorm = new Map<string, Term>();
  const add = (t: Term) => {
    const known = byNorm.get(t.norm);
    if (known) known.weight += t.weight;
    else byNorm.set(t.norm, { ...t });
  };
  for (const t of terms) {
    if (t.kind !== 'title' || Array.from(t.norm).length <= WHOLE_TITLE_MAX) add(t);
    if (t.kind !== 'title') continue;
    for (const w of parseQuery(t.norm)) if (w.han && Array.from(w.text).length >= 2 && w.text !== t.norm) add(term('title', w.text, t.weight));
  }
  return [...byNorm.values()];
}

/** The did-you-mean vocabulary, built with the suggestion list. */
export async function correctionTerms(db: Db): Promise<Term[]> {
  await suggestTerms(db);
  return lists.get(db)?.vocabulary ?? [];
}

/** The term list, rebuilt (once, whoever asks) when missing; when stale, the old one answers meanwhile. */
export async function suggestTerms(db: Db): Promise<Term[]> {
  const list = lists.get(db);
  if (list && list.changes === indexChanges && list.builtAt > Date.now() - MAX_AGE_MS) return list.terms;
  let pending = building.get(db);
  if (!pending) {
    pending = build(db).finally(() => building.delete(db));
    building.set(db, pending);
  }
  if (list) {
    // A failed background rebuild keeps the old list; the next request tries again.
    pending.catch(() => {});
    return list.terms;
  }
  return (await pending).terms;
}

/** Rebuilds the list now (start-up warm-up, tests after writing documents). */
export async function refreshSuggestions(db: Db): Promise<void> {
  const pending = building.get(db);
  if (pending) await pending.catch(() => {});
  await build(db);
}

/** The index changed (documents written or removed): the next request starts a rebuild. */
export function noteIndexChanged(): void {
  indexChanges++;
}

/** Letters typed from this many on are also looked for inside a term's pinyin (长安 in 唐代长安城). */
const PINYIN_INSIDE_FROM = 4;

/**
 * How well a term answers the typed text: 0 none, 3 starts with it, 2 its pinyin or initials start
 * with the letters, 1 it (or, for four letters or more, its pinyin) holds it.
 */
function score(t: Term, norm: string, letters: string | undefined): number {
  if (t.norm.startsWith(norm)) return 3;
  if (letters && (t.pinyin.startsWith(letters) || t.initials.startsWith(letters))) return 2;
  if (t.norm.includes(norm)) return 1;
  if (letters && letters.length >= PINYIN_INSIDE_FROM && t.pinyin.includes(letters)) return 1;
  return 0;
}

/** Up to SUGGEST_PER_KIND titles, authors and sources for typed text, best first. */
export function suggestFrom(terms: readonly Term[], typed: string): SearchSuggestions {
  const norm = normalize(typed.trim());
  const letters = pinyinQuery(typed);
  const found: Record<SuggestKind, Array<{ text: string; score: number }>> = { title: [], author: [], source: [] };
  for (const t of terms) {
    const group = found[t.kind];
    // A group full of starts-with hits cannot get better (terms come most read first).
    if (group.length >= SUGGEST_PER_KIND && group[SUGGEST_PER_KIND - 1].score === 3) continue;
    const s = score(t, norm, letters);
    if (s === 0) continue;
    group.push({ text: t.text, score: s });
    // Stable: among equal scores the more read stays first.
    group.sort((a, b) => b.score - a.score);
    if (group.length > SUGGEST_PER_KIND) group.pop();
  }
  const texts = (kind: SuggestKind) => found[kind].map((f) => f.text);
  return { title: texts('title'), author: texts('author'), source: texts('source') };
}
