// A piscina worker thread that builds one stamped download (server/modules/order/downloads.ts).
// Plain JavaScript so Node can start it without a TypeScript loader (see book/pdfWorker.mjs).
import { move } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { buildDownloadPdf } = await tsImport('./downloadPdf.ts', import.meta.url);

/** @param {import('./downloadPdf').DownloadRequest} request */
export default async function buildDownload(request) {
  // Transferred, not copied, back to the main thread.
  return move(await buildDownloadPdf(request));
}
