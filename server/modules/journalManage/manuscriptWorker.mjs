// A piscina worker thread that reads one uploaded manuscript or PDF (server/modules/journalManage/articleFiles.ts).
// Plain JavaScript so Node can start it without a TypeScript loader; it loads manuscript.ts through
// tsx's API, as the book preview worker does.
import { tsImport } from 'tsx/esm/api';

const { parseManuscript } = await tsImport('./manuscript.ts', import.meta.url);

/** @param {{ data: Uint8Array, kind: 'docx' | 'pdf', pagesOnly?: boolean }} task */
export default async function readManuscript({ data, kind, pagesOnly }) {
  return parseManuscript(Buffer.from(data.buffer, data.byteOffset, data.byteLength), kind, pagesOnly === true);
}
