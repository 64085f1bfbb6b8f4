import type { PGlite } from '@electric-sql/pglite';
import type { EmbeddedClient } from '../../server/db/pgliteThread';

/**
 * One in-memory PGlite database per test worker and template, lent to one test file at a time and
 * put back as the template had it before the next file borrows it (docs/decisions/per-worker-test-app.md).
 *
 * Loading a copy of the seeded template costs ~0.8 s on an idle machine (3 s under `npm test`);
 * putting back what a file wrote costs milliseconds. On the first loan the database gets a schema
 * of its own, `test_reset`, holding a copy of every public table as loaded (made just before the
 * table's first write), the sequences' values and triggers that note what each write touched:
 * - most tables note their name (statement-level trigger); a touched one is emptied and refilled
 *   from its copy, in the copy's row order;
 * - the large ones with an `id` key (article) note each row's id (row-level trigger); only those
 *   rows are put back;
 * - a table with a GIN index over a tsvector (search_doc) is not put back: refilling it rebuilds the index (1.3 s,
 *   more than a new copy), and rows put back one by one landed on other pages, so the table kept
 *   more pages than as loaded and the planner chose otherwise (a whole scan instead of the GIN
 *   index). A write to it retires the copy: the next file gets a newly loaded one.
 * The reset runs with `session_replication_role = replica`: no trigger (ours, the app's, the
 * foreign keys') fires while the copies go back. The touched tables are vacuumed in between, so they
 * keep their loaded size, and their planner figures are put back; one whose size still differs
 * retires the copy. Sequences that moved are set back, the session is discarded (prepared
 * statements, settings, temporary tables, advisory locks) and the activity counters zeroed, as in
 * a freshly loaded copy.
 *
 * What the reset cannot undo — a file's DDL, ANALYZE or VACUUM — shows in a fingerprint of the
 * catalogs, and then the database is closed and the next file gets a newly loaded one. Files known
 * to do that ask for a database of their own (`makeTestApp({ ownDatabase: true })`).
 */

const RESET = 'test_reset';
/** Tables at least this large (heap and indexes) are put back row by row rather than refilled whole. */
const BY_ROW_MIN_BYTES = 1 << 20;

interface Pooled {
  /** Set while a file holds the database. */
  lent: boolean;
  /** The database, prepared; undefined until first needed or after it was closed. */
  ready?: Promise<Prepared>;
}

interface Prepared {
  client: PGlite;
  fingerprint: string;
  /** Per public table that can be put back, its columns that can be written (generated ones are left out), quoted. */
  columns: Map<string, string>;
  /** True once a file has held it: the next loan resets it first. */
  used: boolean;
}

const pools = new Map<string, Pooled>();

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** What DDL, ANALYZE or VACUUM would change (the planner's inputs included); the reset leaves it as it was. */
const FINGERPRINT_SQL = `select concat_ws(' ',
  (select count(*) from pg_class), (select max(oid) from pg_class), (select count(*) from pg_attribute),
  (select count(*) from pg_attrdef), (select count(*) from pg_proc), (select max(oid) from pg_proc),
  (select count(*) from pg_trigger), (select count(*) from pg_constraint), (select count(*) from pg_type),
  (select count(*) from pg_namespace), (select count(*) from pg_extension),
  (select md5(string_agg(s::text, ',' order by starelid, staattnum, stainherit)) from pg_statistic s),
  (select md5(string_agg(concat_ws(':', oid, relpages, reltuples, relallvisible), ',' order by oid)) from pg_class)) as print`;

async function fingerprint(client: PGlite): Promise<string> {
  return (await client.query<{ print: string }>(FINGERPRINT_SQL)).rows[0].print;
}

/**
 * Gives the database its `test_reset` schema: an empty copy of every public table, filled by a
 * trigger just before the table's first write (most tables are never written, and copying all of
 * them up front cost 1.6 s, search_doc's tsvectors most of it), the sequences' values, and the
 * triggers that note what each write touched.
 */
async function prepare(client: PGlite): Promise<Prepared> {
  const tables = (
    await client.query<{ name: string; columns: string; by_row: boolean; gin: boolean }>(
      `select c.relname as name,
         exists (select from pg_index i join pg_class x on x.oid = i.indexrelid join pg_am m on m.oid = x.relam
                 join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                 where i.indrelid = c.oid and m.amname = 'gin' and a.atttypid = 'tsvector'::regtype) as gin,
         (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
         pg_total_relation_size(c.oid) >= ${BY_ROW_MIN_BYTES} and exists (
           select from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
           where i.indrelid = c.oid and i.indisprimary and i.indnatts = 1 and a.attname = 'id') as by_row
       from pg_class c where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace order by c.relname`,
    )
  ).rows;
  const statements = [
    `create schema ${RESET}`,
    `create table ${RESET}.saved (name text primary key)`,
    `create table ${RESET}.dirty_table (name text primary key)`,
    `create table ${RESET}.dirty_row (name text not null, id bigint not null, primary key (name, id))`,
    // Before a statement writes a table: its rows as loaded are kept, the first time; a whole-table
    // one ('table') is noted. Rolled back with the statement's transaction, as the write is.
    `create function ${RESET}.before_write() returns trigger language plpgsql as $$ begin
       if tg_argv[0] <> 'retire' and not exists (select from ${RESET}.saved where name = tg_table_name) then
         execute format('insert into ${RESET}.%I select %s from public.%I', tg_table_name, tg_argv[1], tg_table_name);
         insert into ${RESET}.saved values (tg_table_name);
       end if;
       if tg_argv[0] <> 'row' then insert into ${RESET}.dirty_table values (tg_table_name) on conflict do nothing; end if;
       return null; end $$`,
    `create function ${RESET}.after_row() returns trigger language plpgsql as $$ begin
       if tg_op <> 'INSERT' then insert into ${RESET}.dirty_row values (tg_table_name, old.id) on conflict do nothing; end if;
       if tg_op <> 'DELETE' then insert into ${RESET}.dirty_row values (tg_table_name, new.id) on conflict do nothing; end if;
       return null; end $$`,
    `create table ${RESET}.sequences as select schemaname, sequencename, start_value, last_value from pg_sequences`,
    // Every relation of the public tables as loaded: its size and the planner's figures. A reset
    // vacuums what it touched (VACUUM counts them afresh) and puts these back.
    `create table ${RESET}.class_stats as
       with heaps as (
         select oid from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
         union select reltoastrelid from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and reltoastrelid <> 0)
       select c.oid, c.relkind, pg_relation_size(c.oid) as bytes, c.relpages, c.reltuples, c.relallvisible from pg_class c
       where c.oid in (select oid from heaps union select indexrelid from pg_index where indrelid in (select oid from heaps))`,
  ];
  for (const t of tables) {
    const table = `public.${ident(t.name)}`;
    const before = (kind: 'table' | 'row' | 'retire', events: string) =>
      `create trigger test_reset_before_${kind} before ${events} on ${table} for each statement execute function ${RESET}.before_write(${literal(kind)}, ${literal(t.columns)})`;
    statements.push(`create table ${RESET}.${ident(t.name)} as select ${t.columns} from ${table} with no data`);
    if (t.gin) {
      statements.push(before('retire', 'insert or update or delete or truncate'));
    } else if (t.by_row) {
      statements.push(before('row', 'insert or update or delete'), before('table', 'truncate'));
      statements.push(`create trigger test_reset_after_row after insert or update or delete on ${table} for each row execute function ${RESET}.after_row()`);
    } else {
      statements.push(before('table', 'insert or update or delete or truncate'));
    }
  }
  await client.exec(statements.join(';\n'));
  await zeroCounters(client);
  return {
    client,
    fingerprint: await fingerprint(client),
    columns: new Map(tables.filter((t) => !t.gin).map((t) => [t.name, t.columns])),
    used: false,
  };
}

/** A freshly loaded copy starts with zeroed activity counters (pg_stat_user_tables): so does a reset one. */
async function zeroCounters(client: PGlite): Promise<void> {
  // Counters reach the shared statistics when the backend is idle: flush them first, then zero them.
  await client.exec('select pg_stat_force_next_flush()');
  await client.exec('select pg_stat_reset()');
}

/** Puts back what the last file wrote; false when it changed what a reset cannot put back. */
async function reset(prepared: Prepared): Promise<boolean> {
  const { client } = prepared;
  await client.exec('discard all');
  if ((await fingerprint(client)) !== prepared.fingerprint) return false;
  const whole = (await client.query<{ name: string }>(`select name from ${RESET}.dirty_table`)).rows.map((r) => r.name);
  const byRow = (await client.query<{ name: string }>(`select distinct name from ${RESET}.dirty_row`)).rows
    .map((r) => r.name)
    .filter((name) => !whole.includes(name));
  const removals = ['set session_replication_role = replica'];
  const refills = ['set session_replication_role = replica'];
  for (const name of whole) {
    const columns = prepared.columns.get(name);
    // A table with a GIN index over a tsvector (search_doc): written, the copy is retired (see the head of
    // this file). The article's GIN indexes over its short `;`-lists go back row by row like any row.
    if (columns === undefined) return false;
    removals.push(`delete from public.${ident(name)}`);
    refills.push(`insert into public.${ident(name)} (${columns}) overriding system value select * from ${RESET}.${ident(name)}`);
  }
  for (const name of byRow) {
    const columns = prepared.columns.get(name);
    if (columns === undefined) return false;
    const ids = `(select id from ${RESET}.dirty_row where name = ${literal(name)})`;
    removals.push(`delete from public.${ident(name)} where id in ${ids}`);
    refills.push(
      `insert into public.${ident(name)} (${columns}) overriding system value select * from ${RESET}.${ident(name)} where id in ${ids} order by id`,
    );
  }
  removals.push('set session_replication_role = origin');
  refills.push(
    `select setval(format('%I.%I', s.schemaname, s.sequencename), coalesce(s.last_value, s.start_value), s.last_value is not null)
     from ${RESET}.sequences s join pg_sequences p using (schemaname, sequencename) where p.last_value is distinct from s.last_value`,
    // VACUUM counted pages and rows afresh: the planner gets the loaded copy's figures back.
    `update pg_class c set relpages = s.relpages, reltuples = s.reltuples, relallvisible = s.relallvisible
     from ${RESET}.class_stats s
     where c.oid = s.oid and (c.relpages, c.reltuples, c.relallvisible) is distinct from (s.relpages, s.reltuples, s.relallvisible)`,
    `delete from ${RESET}.dirty_table`,
    `delete from ${RESET}.dirty_row`,
    'set session_replication_role = origin',
  );
  // Each a simple query: one implicit transaction. Between them the touched tables are vacuumed, so
  // that a table emptied whole is truncated and refilled compactly as loaded, and the rows put back
  // in a row-by-row one fill the space of those taken out. Without it each reset grew the tables,
  // and the planner, which scales its row estimates by the pages on disk, chose a whole scan of
  // search_doc over its GIN index after a few files.
  const touched = [...whole, ...byRow].map((name) => `public.${ident(name)}`);
  await client.exec(removals.join(';\n'));
  if (touched.length) await client.exec(`vacuum ${touched.join(', ')}`);
  await client.exec(refills.join(';\n'));
  // A table that still has more (or fewer) pages than as loaded would be planned otherwise: a new copy then.
  // Its TOAST table is not compared: a row put back stores its long values (an article's whole text)
  // anew, the planner never reads TOAST pages, and VACUUM lets the next file reuse the old chunks.
  const names = [...whole, ...byRow];
  const grown = names.length
    ? await client.query(
        `with t as (select oid from pg_class
           where relnamespace = 'public'::regnamespace and relname = any (array[${names.map(literal).join(', ')}]::text[]))
         select from ${RESET}.class_stats s
         where s.oid in (select oid from t) and pg_relation_size(s.oid) <> s.bytes`,
      )
    : { rows: [] };
  if (grown.rows.length) return false;
  await zeroCounters(client);
  return true;
}

/**
 * The database a file borrows: PGlite's entry points while the loan lasts; afterwards (`close()`
 * ran) they refuse, so a late statement of one file can never write into the next file's data.
 */
class LentClient implements EmbeddedClient {
  #client: PGlite | undefined;

  constructor(
    client: PGlite,
    private readonly giveBack: () => void,
  ) {
    this.#client = client;
  }

  #live(): PGlite {
    if (!this.#client) throw new Error('the test database was handed back (close() ran): a statement came after its file ended');
    return this.#client;
  }

  /** The live client's method, called on it; once the file handed the client back, a rejected promise. */
  #forwarded<K extends 'query' | 'exec' | 'transaction'>(name: K): PGlite[K] {
    return ((...args: unknown[]) => {
      try {
        const client = this.#live();
        return (client[name] as (...a: unknown[]) => unknown).apply(client, args);
      } catch (e) {
        return Promise.reject(e as Error);
      }
    }) as PGlite[K];
  }

  query = this.#forwarded('query');
  exec = this.#forwarded('exec');
  transaction = this.#forwarded('transaction');

  dumpDataDir = ((...args: Parameters<PGlite['dumpDataDir']>) => this.#live().dumpDataDir(...args)) as PGlite['dumpDataDir'];

  close = (): Promise<void> => {
    if (this.#client) {
      this.#client = undefined;
      this.giveBack();
    }
    return Promise.resolve();
  };
}

/**
 * Lends this worker's database made by `load` (one per `key`, the template's file) as it was loaded;
 * undefined while another app of this worker holds it (the caller then loads a database of its own).
 */
export async function borrowWorkerDatabase(key: string, load: () => Promise<PGlite>): Promise<EmbeddedClient | undefined> {
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = { lent: false }));
  if (pool.lent) return undefined;
  pool.lent = true;
  const current = pool;
  try {
    for (;;) {
      current.ready ??= load().then(prepare);
      const prepared = await current.ready;
      if (!prepared.used || (await reset(prepared))) {
        prepared.used = true;
        return new LentClient(prepared.client, () => (current.lent = false));
      }
      // A change the reset cannot put back: this copy goes, a new one is loaded.
      current.ready = undefined;
      await prepared.client.close();
    }
  } catch (e) {
    const failed = current.ready;
    current.ready = undefined;
    current.lent = false;
    await failed?.then((p) => p.client.close()).catch(() => {});
    throw e;
  }
}
