// A piscina worker thread that typesets one preview PDF (server/modules/book/previewStore.ts).
// Plain JavaScript so Node can start it without a TypeScript loader; it loads pdf.ts through tsx's
// API, which works whether or not the parent runs under tsx (npm start, dev) or Vitest.
import { move } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { renderPreviewPdf } = await tsImport('./pdf.ts', import.meta.url);

/** @param {import('../../../src/resources/books').BookPreview} book */
export default async function buildPreviewPdf(book) {
  const pdf = await renderPreviewPdf(book);
  // Transferred, not copied, back to the main thread.
  return move(pdf);
}
