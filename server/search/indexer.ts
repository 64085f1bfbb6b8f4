import { and, eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_DOC_TYPES, type SearchDocType } from '../../src/shared/search';
import { richTextPlain } from '../../src/shared/richText';
import type { Db } from '../db/client';
import { searchDocs, siteCounters } from '../db/schema';
import { pinyinLexemes } from './pinyin';
import { buildTsvector } from './segment';
import { noteIndexChanged } from './suggest';
import { LOADERS, type SearchDocInput } from './sources';

/**
 * Keeps `search_doc` in step with the library. `indexAll` (re)builds everything in bulk (the
 * seed calls it inside its transaction); `indexDocs` refreshes given documents after an edit and
 * drops those that are gone or no longer public; `upsertDocs` writes prepared documents (the
 * poetry import and tests use it directly).
 */

/**
 * Bump when what a document's row holds changes (tokenization in segment.ts or fold.ts, or what a
 * type's loader puts in its columns): a database indexed by an older version is brought up to date
 * once at start-up (`ensureIndexCurrent`), since old rows would not match new queries.
 * 2: traditional characters fold to simplified.
 * 3: institution-only local histories (旧方志, 土地志) leave the public index.
 * 4: `t|字` lexemes for the title's characters (the ranking of very large match sets).
 * 5: famous teachers, headmasters, famous schools and university activities (issue 14, edu1).
 * 6: scholars, publishers and teachers (issue 14, people); schools, study places and special topics (issue 14, places).
 * 7: 基础教育 teaching resources (issue 14, edubasic), with the merge of the three branches.
 * 8: a study place's 来源 is its province and city, not its street address (one 来源 facet entry per place);
 *    a municipality is named once in a school's or study place's 来源 (北京, not 北京 北京).
 * 9: pinyin and initials lexemes (`p|…`, `i|…`) of titles, authors and sources (issue 34, pinyin).
 */
export const SEARCH_INDEX_VERSION = 9;
const VERSION_KEY = 'search_index_version';

/**
 * The types whose rows a version changed, when it changed only some: bringing an index up to date
 * rebuilds just those (on the 349,000-poem corpus a whole rebuild takes minutes; one type of a few
 * dozen documents, milliseconds). A version not listed here changed every row.
 */
const CHANGED_TYPES: Readonly<Record<number, readonly SearchDocType[]>> = { 8: ['school', 'studyPlace'] };

/** What to rebuild for an index built by version `built` (undefined: never recorded): nothing, some types, or all. */
export function staleTypes(built: number | undefined): 'none' | 'all' | SearchDocType[] {
  if (built === undefined) return 'all';
  if (built >= SEARCH_INDEX_VERSION) return 'none';
  const types = new Set<SearchDocType>();
  for (let v = built + 1; v <= SEARCH_INDEX_VERSION; v++) {
    const changed = CHANGED_TYPES[v];
    if (!changed) return 'all';
    for (const t of changed) types.add(t);
  }
  return SEARCH_DOC_TYPES.filter((t) => types.has(t));
}

/** Records that the index was built by this version (inside the caller's transaction). */
export async function markIndexCurrent(db: Db): Promise<void> {
  await db
    .insert(siteCounters)
    .values({ key: VERSION_KEY, value: SEARCH_INDEX_VERSION })
    .onConflictDoUpdate({ target: siteCounters.key, set: { value: SEARCH_INDEX_VERSION } });
}

/** Rebuilds what an older version built differently (all of it, or the types it changed); true when it did. */
export async function ensureIndexCurrent(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  const [row] = await db.select({ value: siteCounters.value }).from(siteCounters).where(eq(siteCounters.key, VERSION_KEY));
  const stale = staleTypes(row?.value);
  if (stale === 'none') return false;
  await db.transaction(async (tx) => {
    const result = await indexAll(tx as unknown as Db, stale === 'all' ? {} : { types: stale });
    await markIndexCurrent(tx as unknown as Db);
    const what = stale === 'all' ? 'rebuilt' : `brought up to date (${stale.join(', ')})`;
    log(`search index ${what} for version ${SEARCH_INDEX_VERSION}: ${result.total} documents in ${result.ms} ms`);
  });
  return true;
}

/** The snippet source kept in the table: a short abstract, never the full text. */
export const ABSTRACT_LENGTH = 200;
const LOAD_BATCH = 1000;
/** Rows are written as one JSON parameter; keep each statement's parameter to a few megabytes. */
const WRITE_BYTES = 4 * 1024 * 1024;

const clip = (s: string | null | undefined, n: number) => {
  const t = (s ?? '').trim();
  if (t.length <= n) return t;
  // Do not cut a surrogate pair.
  const end = /[\ud800-\udbff]/.test(t[n - 1]) ? n - 1 : n;
  return t.slice(0, end);
};

/** The row written for a document: display columns plus the tsvector literal. */
export function toRow(input: SearchDocInput) {
  // A rich-text body (正文, 全文, 目录 written in the editor) is searched and shown as its words, never its tags.
  const doc = input.body ? { ...input, body: richTextPlain(input.body) } : input;
  const tsv = buildTsvector([
    { text: doc.title, weight: 'A', words: true, titleChars: true, lexemes: pinyinLexemes(doc.title) },
    { text: doc.titleExtra, weight: 'A' },
    { text: doc.keywords, weight: 'B', words: true },
    { text: doc.authors, weight: 'B', lexemes: pinyinLexemes(doc.authors, true) },
    { text: doc.summary, weight: 'C' },
    { text: doc.institution, weight: 'C' },
    { text: doc.source, weight: 'C', lexemes: pinyinLexemes(doc.source) },
    { text: doc.body, weight: 'D' },
  ]);
  return {
    doc_type: doc.docType,
    doc_id: doc.docId,
    title: clip(doc.title, 500),
    authors: clip(doc.authors, 500),
    keywords: clip(doc.keywords, 500),
    institution: clip(doc.institution, 500),
    source: clip(doc.source, 300),
    abstract: clip(doc.summary?.trim() ? doc.summary : doc.body, ABSTRACT_LENGTH),
    year: doc.year ?? null,
    subject: doc.subject ?? null,
    journal_id: doc.journalId ?? null,
    downloads: doc.downloads ?? 0,
    publish_date: doc.publishDate ?? null,
    tsv,
  };
}

type Row = ReturnType<typeof toRow>;
const COLUMNS = ['doc_type', 'doc_id', 'title', 'authors', 'keywords', 'institution', 'source', 'abstract', 'year', 'subject', 'journal_id', 'downloads', 'publish_date', 'tsv'] as const;

/**
 * One statement per batch. The short columns travel as one JSON parameter; the tsvector literals
 * (the bulk of the bytes) as one newline-separated text, so PostgreSQL does not parse them as
 * JSON first — a fifth less work. A literal never holds a newline (lexemes have no whitespace);
 * the leading space keeps an empty literal from vanishing in string_to_array.
 */
async function writeRows(db: Db, rows: Row[], upsert: boolean): Promise<void> {
  if (rows.length === 0) return;
  noteIndexChanged();
  const columns = COLUMNS.filter((c) => c !== 'tsv');
  const list = sql.raw(columns.join(', '));
  const fromJson = sql.raw(columns.map((c) => `j.${c}`).join(', '));
  const update = sql.raw([...COLUMNS.slice(2).map((c) => `${c} = excluded.${c}`), 'update_time = now()'].join(', '));
  const conflict = upsert ? sql` on conflict (doc_type, doc_id) do update set ${update}` : sql``;
  const meta = JSON.stringify(rows.map(({ tsv: _tsv, ...rest }) => rest));
  const literals = rows.map((r) => ` ${r.tsv}`).join('\n');
  await db.execute(
    sql`insert into search_doc (${list}, tsv)
        select ${fromJson}, t.v::tsvector
        from json_populate_recordset(null::search_doc, ${meta}::json) with ordinality as j
        join unnest(string_to_array(${literals}, chr(10))) with ordinality as t(v, n) on t.n = j.ordinality${conflict}`,
  );
}

/** Writes rows in statements of bounded size. */
async function writeBatched(db: Db, rows: Row[], upsert: boolean): Promise<void> {
  let batch: Row[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = row.tsv.length * 3 + row.abstract.length * 3 + 600;
    if (batch.length > 0 && bytes + size > WRITE_BYTES) {
      await writeRows(db, batch, upsert);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  await writeRows(db, batch, upsert);
}

/** Inserts or replaces prepared documents. */
export async function upsertDocs(db: Db, docs: SearchDocInput[]): Promise<void> {
  await writeBatched(db, docs.map(toRow), true);
}

/** Inserts documents known to be new (bulk loads): no conflict check. */
export async function insertDocs(db: Db, docs: SearchDocInput[]): Promise<void> {
  await writeBatched(db, docs.map(toRow), false);
}

export interface IndexAllResult {
  total: number;
  byType: Partial<Record<SearchDocType, number>>;
  ms: number;
}

/**
 * Rebuilds the whole index: every public document of every type, read in id order in batches
 * (bounded memory whatever the library's size). Run it inside a transaction (the seed does) so
 * readers never see a half-built index (they wait for the rebuild instead).
 */
export async function indexAll(
  db: Db,
  options: { types?: readonly SearchDocType[]; onProgress?: (type: SearchDocType, done: number) => void } = {},
): Promise<IndexAllResult> {
  const started = Date.now();
  const types = options.types ?? SEARCH_DOC_TYPES;
  const everything = SEARCH_DOC_TYPES.every((t) => types.includes(t));
  const byType: IndexAllResult['byType'] = {};
  let total = 0;
  // A full rebuild loads without the GIN index and builds it once at the end: a fifth faster
  // than growing it row by row (same name and definition as the migration's).
  if (everything) await db.execute(sql`drop index if exists search_doc_tsv`);
  noteIndexChanged();
  for (const type of types) {
    await db.delete(searchDocs).where(eq(searchDocs.docType, type));
    let afterId = 0;
    let count = 0;
    for (;;) {
      const loaded = await LOADERS[type](db, { afterId, limit: LOAD_BATCH });
      if (loaded.length === 0) break;
      afterId = loaded[loaded.length - 1].id;
      const rows = loaded.flatMap((l) => (l.doc ? [toRow(l.doc)] : []));
      await writeBatched(db, rows, false);
      count += rows.length;
      options.onProgress?.(type, count);
      if (loaded.length < LOAD_BATCH) break;
    }
    byType[type] = count;
    total += count;
  }
  if (everything) await db.execute(sql`create index if not exists search_doc_tsv on search_doc using gin (tsv)`);
  // Fresh statistics, or the planner may scan the table instead of using the index.
  await db.execute(sql`analyze search_doc`);
  return { total, byType, ms: Date.now() - started };
}

/**
 * Re-reads the given documents of one type and refreshes their index rows; ids that no longer
 * exist, or are not public (an article sent back for review), are removed from the index.
 */
export async function indexDocs(db: Db, type: SearchDocType, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  for (let k = 0; k < unique.length; k += LOAD_BATCH) {
    const chunk = unique.slice(k, k + LOAD_BATCH);
    const loaded = await LOADERS[type](db, { ids: chunk });
    const visible = loaded.flatMap((l) => (l.doc ? [l.doc] : []));
    const keep = new Set(visible.map((d) => d.docId));
    const gone = chunk.filter((id) => !keep.has(id));
    await upsertDocs(db, visible);
    await removeDocs(db, type, gone);
  }
}

/** Removes documents from the index (after a delete). */
export async function removeDocs(db: Db, type: SearchDocType, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  noteIndexChanged();
  await db.delete(searchDocs).where(and(eq(searchDocs.docType, type), inArray(searchDocs.docId, ids)));
}
