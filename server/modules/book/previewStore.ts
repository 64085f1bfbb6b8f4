import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { BookPreview } from '../../../src/resources/books';
import { BUSY_MSG } from '../../db/gate';
import { AppError } from '../../http/envelope';

/**
 * Preview PDFs, built in worker threads and kept on disk (issue 10, goal 7).
 *
 * Typesetting a preview takes 80–600 ms of CPU; on the main thread that blocked every other request
 * for as long. A small piscina pool (PDF_WORKERS threads) does it instead, with a bounded queue: past
 * it the answer is 503 服务器繁忙，请稍后再试, as for the database. A built file is stored under
 * `<files dir>/previews/` by book version — id, update time and a digest of the preview's content
 * (which also catches edits that did not touch update_time) — so every book stays built across
 * restarts, not 24 of them in memory; an older version of the same book is deleted when the new one
 * is written. The same build asked for twice at once runs once.
 */
export interface PreviewPdfs {
  get(book: BookPreview, updateTime: Date | null): Promise<Buffer>;
  /** Stops the worker threads (app close). */
  close(): Promise<void>;
  /** Builds run in a worker since start (tests observe the disk store with it). */
  readonly builds: number;
}

/** PDF_WORKERS: threads that typeset previews; default one core less than the machine has (1–4). */
export function pdfWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PDF_WORKERS);
  if (Number.isInteger(n) && n > 0) return Math.min(n, 16);
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

const WORKER = new URL('./pdfWorker.mjs', import.meta.url).href;
/** Builds waiting for a thread, per thread; one more is refused with 503. */
const QUEUE_PER_THREAD = 32;

export function previewPdfs(dir: string, threads = pdfWorkerCount()): PreviewPdfs {
  let pool: Piscina | undefined;
  let builds = 0;
  const building = new Map<string, Promise<Buffer>>();
  const workers = () =>
    (pool ??= new Piscina({ filename: WORKER, minThreads: 0, maxThreads: threads, maxQueue: threads * QUEUE_PER_THREAD, idleTimeout: 60_000 }));

  async function build(book: BookPreview, name: string): Promise<Buffer> {
    let bytes: Uint8Array;
    try {
      bytes = (await workers().run(book)) as Uint8Array;
    } catch (e) {
      if ((e as Error).message === 'Task queue is at limit') throw new AppError(503, BUSY_MSG);
      throw e;
    }
    builds++;
    const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `${name}.${process.pid}.tmp`);
    await writeFile(tmp, pdf);
    await rename(tmp, path.join(dir, name));
    // Older versions of this book are of no further use.
    const prefix = `book-${book.id}-`;
    for (const old of await readdir(dir)) {
      if (old.startsWith(prefix) && old.endsWith('.pdf') && old !== name) await unlink(path.join(dir, old)).catch(() => {});
    }
    return pdf;
  }

  return {
    get builds() {
      return builds;
    },
    async get(book, updateTime) {
      const digest = createHash('sha1').update(JSON.stringify(book)).digest('base64url').slice(0, 16);
      const name = `book-${book.id}-${updateTime?.getTime() ?? 0}-${digest}.pdf`;
      try {
        return await readFile(path.join(dir, name));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
      let pending = building.get(name);
      if (!pending) {
        pending = build(book, name).finally(() => building.delete(name));
        building.set(name, pending);
      }
      return pending;
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
