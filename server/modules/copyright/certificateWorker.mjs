// A piscina worker thread for copyright registration (server/modules/copyright/certificateStore.ts):
// builds certificate PDFs and checks uploaded sample PDFs. Plain JavaScript so Node starts it
// without a TypeScript loader; certificate.ts is loaded through tsx's API, as the preview worker does.
import { move } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const { renderCertificatePdf, pdfPageCount } = await tsImport('./certificate.ts', import.meta.url);

/** @param {import('./certificate.ts').CertificateData} data */
export async function certificate(data) {
  return move(await renderCertificatePdf(data));
}

/** @param {Uint8Array} data */
export async function checkPdf(data) {
  return pdfPageCount(data);
}
