import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { EmbeddedClient } from './pgliteThread';
import { sqlLiteral } from './literal';
import { pgErrorCode } from './pgError';

const dialect = new PgDialect();

/** Kept statements per database; the least recently used is deallocated past this. */
export const KEPT_PLANS_MAX = 64;

interface Kept {
  client: EmbeddedClient;
  /** Statement text → its prepared name (once PREPARE has run), least recently used first. */
  names: Map<string, Promise<string>>;
  next: number;
}

const kept = new WeakMap<object, Kept>();

/** What executeKept needs of a database (client.ts's Db; not imported from there, which imports this). */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

/** openDatabase registers an embedded database's client: only PGlite keeps plans (see executeKept). */
export function registerKeptPlans(db: object, client: EmbeddedClient): void {
  kept.set(db, { client, names: new Map(), next: 0 });
}

/**
 * Runs a statement whose plan is made once per statement text and kept, not made again for each
 * run: on PGlite (PostgreSQL compiled to WebAssembly) planning the search's one-statement ranked
 * query takes about 1 ms — a third of the whole statement for a few hundred matches (春風 楊柳:
 * 5.1 → 2.1–3.1 ms run after run), while a native PostgreSQL server plans it in a tenth of that.
 * The statement is PREPAREd under a name and EXECUTEd with its values written in as literals
 * (EXECUTE, a utility statement, takes no bound parameters), with `plan_cache_mode` set to a
 * generic plan for that one execution (`set_config(…, true)` lasts until the implicit transaction
 * of the two-statement query ends): by default PostgreSQL plans the first five executions again
 * and then compares costs, and a generic plan's guess for `tsv @@ $1` never looks as cheap as
 * the custom plans it is compared with.
 *
 * Only for statements whose best plan does not depend on the values: the caller's promise. A
 * search with a year or a source filter is not one (with the value unknown, the planner may walk
 * the year's index instead of the text index). Elsewhere (a PostgreSQL server, or a value that
 * cannot be written as a literal) the statement runs as `db.execute` would run it.
 */
export async function executeKept<T>(db: Executes, query: SQL): Promise<T[]> {
  const state = kept.get(db);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const literals = state ? params.map(sqlLiteral) : [];
  if (!state || literals.some((l) => l === undefined)) return (((await db.execute(query)) as { rows?: T[] }).rows ?? []) as T[];
  const args = literals.length ? `(${literals.join(', ')})` : '';
  const run = async () => {
    const name = await preparedName(state, text);
    const results = await state.client.exec(`select set_config('plan_cache_mode', 'force_generic_plan', true); execute ${name}${args}`);
    return (results[1]?.rows ?? []) as T[];
  };
  try {
    return await run();
  } catch (e) {
    // The session lost the statement, or the table changed under a kept plan's result (migrations
    // run before any search; a dump restored into the session): prepared afresh, once.
    if (!STALE_STATEMENT.has(pgErrorCode(e) ?? '')) throw e;
    const name = await state.names.get(text)?.catch(() => undefined);
    state.names.delete(text);
    if (name) await state.client.exec(`deallocate ${name}`).catch(() => undefined);
    return run();
  }
}

/** invalid_sql_statement_name (no such prepared statement); feature_not_supported (cached plan must not change result type). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

/** The statement's prepared name, preparing it first when it is new (concurrent callers share one PREPARE). */
async function preparedName(state: Kept, text: string): Promise<string> {
  const known = state.names.get(text);
  if (known) {
    state.names.delete(text);
    state.names.set(text, known);
    return known;
  }
  const name = `wk_kept_${state.next++}`;
  const prepared = state.client.exec(`prepare ${name} as ${text}`).then(() => name);
  state.names.set(text, prepared);
  prepared.catch(() => state.names.get(text) === prepared && state.names.delete(text));
  if (state.names.size > KEPT_PLANS_MAX) {
    const [oldText, oldName] = state.names.entries().next().value as [string, Promise<string>];
    state.names.delete(oldText);
    void oldName.then((n) => state.client.exec(`deallocate ${n}`)).catch(() => undefined);
  }
  return prepared;
}

/** How many plans are kept for `db` (tests). */
export function keptPlanCount(db: object): number {
  return kept.get(db)?.names.size ?? 0;
}
