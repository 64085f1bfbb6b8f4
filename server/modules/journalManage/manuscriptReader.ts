import { Piscina } from 'piscina';
import { ARTICLE_FILE_MSG } from '../../../src/resources/articles';
import { AppError, badRequest } from '../../http/envelope';
import { pdfWorkerCount } from '../book/previewStore';
import type { ManuscriptKind, ManuscriptOutcome, ParsedManuscript } from './manuscript';

/**
 * Longest a manuscript or PDF may be read for (counted from the request, queue included). A real
 * paper is read in well under a second; the worker thread still reading past this is terminated —
 * the only way to stop pdf.js or mammoth in the middle of their synchronous work.
 */
export const MANUSCRIPT_PARSE_TIMEOUT_MS = 15_000;
/** The V8 heap one reading thread may use (worker resourceLimits): past it the thread is ended, not the server. */
export const MANUSCRIPT_WORKER_HEAP_MB = 384;

const BUSY_MSG = '服务器繁忙，请稍后再试';
const WORKER = new URL('./manuscriptWorker.mjs', import.meta.url);

export interface ManuscriptReaderOptions {
  threads?: number;
  timeoutMs?: number;
  heapMb?: number;
  /** The worker file (tests put a slow or greedy one here to prove the limits). */
  worker?: URL;
}

/**
 * pdf.js and mammoth are CPU work on untrusted files: a small pool of worker threads with a bounded
 * queue, a heap limit per thread and a time limit per file. Every way a file is refused answers 4xx
 * with its own Chinese message; only a full queue is a 503.
 */
export function manuscriptReader(opts: ManuscriptReaderOptions = {}) {
  const threads = opts.threads ?? pdfWorkerCount();
  const timeoutMs = opts.timeoutMs ?? MANUSCRIPT_PARSE_TIMEOUT_MS;
  const heapMb = opts.heapMb ?? MANUSCRIPT_WORKER_HEAP_MB;
  let pool: Piscina | undefined;
  const workers = () =>
    (pool ??= new Piscina({
      filename: (opts.worker ?? WORKER).href,
      minThreads: 0,
      maxThreads: threads,
      maxQueue: threads * 8,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, heapMb / 8)) },
    }));

  async function run(data: Buffer, kind: ManuscriptKind, pagesOnly: boolean): Promise<ParsedManuscript> {
    let outcome: ManuscriptOutcome;
    try {
      outcome = (await workers().run({ data: new Uint8Array(data), kind, pagesOnly }, { signal: AbortSignal.timeout(timeoutMs) })) as ManuscriptOutcome;
    } catch (e) {
      const err = e as Error & { code?: unknown };
      if (err.message === 'Task queue is at limit') throw new AppError(503, BUSY_MSG);
      if (err.name === 'AbortError') throw badRequest(ARTICLE_FILE_MSG.parseTimeout);
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') throw badRequest(ARTICLE_FILE_MSG.parseMemory);
      // A file that pdf.js or mammoth cannot read is the uploader's problem, not a server error.
      throw badRequest(kind === 'pdf' ? ARTICLE_FILE_MSG.badPdf : ARTICLE_FILE_MSG.badManuscript);
    }
    if (!outcome.ok) throw badRequest(ARTICLE_FILE_MSG.inflatedTooBig);
    return outcome.parsed;
  }

  return {
    /** The article form's fields from a manuscript. */
    read: (data: Buffer, kind: ManuscriptKind) => run(data, kind, false),
    /** The page count of a PDF (its text is not taken out). */
    pages: async (data: Buffer) => (await run(data, 'pdf', true)).pages,
    close: () => pool?.destroy(),
  };
}
