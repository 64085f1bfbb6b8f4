import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/** What the server asks of an embedded database, in process or in a thread (drizzle's PGlite driver uses no more). */
export type EmbeddedClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'close'>;

/** The types PGlite hands over as text, as drizzle asks of every query (see client.ts). */
export const TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

type QueryOptions = { rowMode?: 'array' | 'object'; paramTypes?: number[] };
type Reply = { id: number; ok: boolean; result?: unknown; ms?: number; error?: Record<string, unknown> & { message: string } };

const SERVED_MS = Symbol('servedMs');

/**
 * The ms the thread spent on the statement behind this answer (from its start, or the end of the
 * one before it, to its end), for the gate's admission by expected wait; undefined for an answer
 * from elsewhere.
 */
export const servedMs = (result: unknown): number | undefined =>
  typeof result === 'object' && result !== null ? (result as { [SERVED_MS]?: number })[SERVED_MS] : undefined;

/** Only what can cross to the thread (the worker takes options as sent): drizzle's parsers are functions, and the thread's instance has them. */
const plain = (options?: QueryOptions): QueryOptions | undefined =>
  options && { ...(options.rowMode ? { rowMode: options.rowMode } : {}), ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}) };

/** An error from the thread with PGlite's fields (`code`, `constraint`, `detail`, …), as the in-process error had them. */
function rebuildError(fields: Record<string, unknown> & { message: string }): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

/**
 * PGlite in a worker thread (server/db/pgliteWorker.mjs), with the methods of an in-process PGlite
 * that drizzle and the gate use. PGlite executes a statement synchronously, so in the main thread
 * each one stopped the event loop: a large search for 60 ms, and during a burst the server took
 * new connections only between such blocks (fresh connections waited seconds). In a thread the
 * statements run beside the event loop, on the machine's other core.
 *
 * The gate in front (client.ts) still lets one statement (or one transaction) run at a time, as it
 * did in process. A transaction is opened in the thread and kept there until its callback here
 * settles: its statements name it, and it commits, or rolls back when the callback throws.
 */
export class PGliteThread implements EmbeddedClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | undefined;
  private closing = false;
  readonly waitReady: Promise<void>;

  private constructor(
    options: { dataDir?: string; loadDataDir?: ArrayBuffer },
    private readonly onFailure?: (error: Error) => void,
  ) {
    this.worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir: options.loadDataDir, textTypes: TEXT_TYPES },
      transferList: options.loadDataDir ? [options.loadDataDir] : [],
    });
    this.waitReady = new Promise<void>((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject }));
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread exited (${code})`)));
  }

  /**
   * Starts the thread and opens the database in it (from `dataDir` on disk, a dump, or empty in
   * memory). `onFailure` hears of a thread that died while open (PostgreSQL aborted inside it):
   * every query after that fails, as the whole process would have died in process.
   */
  static async open(options: { dataDir?: string; loadDataDir?: Blob; onFailure?: (error: Error) => void } = {}): Promise<PGliteThread> {
    const dump = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const client = new PGliteThread({ dataDir: options.dataDir, loadDataDir: dump }, options.onFailure);
    try {
      await client.waitReady;
    } catch (error) {
      client.closing = true;
      await client.worker.terminate();
      throw error;
    }
    return client;
  }

  private settle(reply: Reply): void {
    const waiter = this.pending.get(reply.id);
    if (!waiter) return;
    this.pending.delete(reply.id);
    this.keepAliveWhileBusy();
    if (reply.ok && typeof reply.result === 'object' && reply.result !== null && reply.ms !== undefined) {
      Object.defineProperty(reply.result, SERVED_MS, { value: reply.ms });
    }
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(rebuildError(reply.error ?? { message: 'database thread error' }));
  }

  private fail(error: Error): void {
    if (!this.failure && !this.closing) this.onFailure?.(error);
    this.failure ??= error;
    for (const waiter of this.pending.values()) waiter.reject(this.failure);
    this.pending.clear();
  }

  /** The thread keeps the process alive only while an answer is awaited (a script's last query is not cut short). */
  private keepAliveWhileBusy(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.keepAliveWhileBusy();
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, options: plain(options) });
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.call({ op: 'exec', sql, options: plain(options) });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.nextTransaction++;
    await this.call({ op: 'begin', tx });
    const handle = {
      closed: false,
      // Straight to the thread: `query` and `exec` of this object pass the gate (client.ts), whose
      // one place the transaction already holds.
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.call<Results<R>>({ op: 'query', sql, params, options: plain(options), tx }),
      exec: (sql: string, options?: QueryOptions) => this.call<Results[]>({ op: 'exec', sql, options: plain(options), tx }),
      rollback: async () => {
        throw new Error('roll back by throwing from the transaction callback');
      },
    };
    let result: T;
    try {
      result = await callback(handle as unknown as Transaction);
    } catch (error) {
      handle.closed = true;
      // The callback's error is the one to report, even if the roll back cannot be sent.
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    handle.closed = true;
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async dumpDataDir(compression: 'auto' | 'gzip' | 'none' = 'auto'): Promise<File | Blob> {
    const bytes = await this.call<Uint8Array<ArrayBuffer>>({ op: 'dump', compression });
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.failure) await this.call({ op: 'close' });
    this.failure ??= new Error('the database is closed');
    await this.worker.terminate();
  }
}
