// The embedded database in a thread of its own (server/db/pgliteThread.ts). PGlite runs PostgreSQL as
// WebAssembly and executes each statement synchronously: on the main thread every statement blocked
// the event loop (a search of a large match set for 60 ms, a burst of them for seconds of accepts).
// Here it blocks only this thread. Plain JavaScript, so Node starts it without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadDataDir, textTypes } = workerData;

/** @type {PGlite} */
let db;
/** Open transactions by id: the PGlite handle and the settle function that ends its callback. */
const transactions = new Map();

/** A PGlite error's own fields (SQLSTATE `code`, `constraint`, `detail`, …) as a plain object. */
function errorFields(error) {
  const fields = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return fields;
}

const handlers = {
  async query({ tx, sql, params, options }) {
    return (tx === undefined ? db : transactions.get(tx).handle).query(sql, params, options);
  },
  async exec({ tx, sql, options }) {
    return (tx === undefined ? db : transactions.get(tx).handle).exec(sql, options);
  },
  /** Opens a transaction and answers once it has begun; it ends on `end` (commit, or roll back). */
  async begin({ tx }) {
    const open = {};
    transactions.set(tx, open);
    try {
      await new Promise((begun, failed) => {
        open.done = db.transaction(
          (handle) =>
            new Promise((commit, rollBack) => {
              Object.assign(open, { handle, commit, rollBack });
              begun();
            }),
        );
        open.done.catch(failed);
      });
    } catch (error) {
      transactions.delete(tx);
      throw error;
    }
  },
  async end({ tx, commit }) {
    const open = transactions.get(tx);
    transactions.delete(tx);
    if (commit) open.commit();
    else open.rollBack(new Error('rolled back by the caller'));
    try {
      await open.done;
    } catch (error) {
      if (commit) throw error;
    }
  },
  async dump({ compression }) {
    const blob = await db.dumpDataDir(compression);
    return new Uint8Array(await blob.arrayBuffer());
  },
  async close() {
    await db.close();
  },
};

async function open() {
  const options = loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {};
  db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await db.waitReady;
  // Timestamps, dates, intervals and numeric arrays stay text, as drizzle asks of every query.
  for (const oid of textTypes) db.parsers[oid] = (value) => value;
}

const ready = open();
ready.then(
  () => parentPort.postMessage({ id: 0, ok: true }),
  (error) => parentPort.postMessage({ id: 0, ok: false, error: errorFields(error) }),
);

/** When the statement before ended: PGlite runs one at a time, so one begins at the earliest then. */
let lastEnd = 0;

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    await ready;
    const received = performance.now();
    const result = await handlers[op](message);
    const end = performance.now();
    // What this statement cost the database (the gate's admission by expected wait), not the time
    // it waited behind those handed over before it.
    const ms = end - Math.max(received, lastEnd);
    lastEnd = end;
    const transfer = result instanceof Uint8Array ? [result.buffer] : [];
    parentPort.postMessage({ id, ok: true, result, ms }, transfer);
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: errorFields(error) });
  }
});
