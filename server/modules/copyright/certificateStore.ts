import { Piscina } from 'piscina';
import { BUSY_MSG } from '../../db/gate';
import { AppError } from '../../http/envelope';
import type { FileStorage } from '../../storage';
import { pdfWorkerCount } from '../book/previewStore';
import { MANUSCRIPT_PARSE_TIMEOUT_MS } from '../journalManage/manuscriptReader';
import type { CertificateData } from './certificate';

/**
 * Certificate PDFs and sample-PDF checks, in worker threads with a bounded queue (past it: 503
 * 服务器繁忙，请稍后再试). A certificate never changes once its number is given, so it is built once
 * and kept in the private `pdf` storage area by application id and number.
 */
export interface CopyrightPdfs {
  certificate(applyId: number, data: CertificateData): Promise<Buffer>;
  /** The page count of an uploaded PDF, or null when pdf.js cannot open it. */
  pageCount(data: Buffer): Promise<number | null>;
  close(): Promise<void>;
}

const QUEUE_PER_THREAD = 16;

export function copyrightPdfs(storage: FileStorage, threads = pdfWorkerCount()): CopyrightPdfs {
  let pool: Piscina | undefined;
  const workers = () =>
    (pool ??= new Piscina({ filename: new URL('./certificateWorker.mjs', import.meta.url).href, minThreads: 0, maxThreads: threads, maxQueue: threads * QUEUE_PER_THREAD, idleTimeout: 30_000 }));
  const run = async <T>(task: unknown, name: string, signal?: AbortSignal): Promise<T> => {
    try {
      return (await workers().run(task, { name, signal })) as T;
    } catch (e) {
      if ((e as Error).message === 'Task queue is at limit') throw new AppError(503, BUSY_MSG);
      throw e;
    }
  };
  const building = new Map<string, Promise<Buffer>>();
  return {
    async certificate(applyId, data) {
      const name = `copyright-cert-${applyId}-${data.registrationNo.replace(/[^A-Za-z0-9]/g, '')}.pdf`;
      const kept = await storage.get('pdf', name);
      if (kept) return kept;
      let pending = building.get(name);
      if (!pending) {
        pending = run<Uint8Array>(data, 'certificate')
          .then(async (bytes) => {
            const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
            await storage.put('pdf', name, pdf);
            return pdf;
          })
          .finally(() => building.delete(name));
        building.set(name, pending);
      }
      return pending;
    },
    // An uploaded PDF pdf.js is still opening after the manuscripts' time limit is not opened: its thread is ended.
    pageCount: (data) =>
      run<number | null>(new Uint8Array(data), 'checkPdf', AbortSignal.timeout(MANUSCRIPT_PARSE_TIMEOUT_MS)).catch((e: Error) => {
        if (e.name === 'AbortError') return null;
        throw e;
      }),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
