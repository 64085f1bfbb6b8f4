/**
 * `Content-Disposition: attachment` naming the file as the reader knows it (RFC 6266/5987): an
 * ASCII fallback for old clients and the title in `filename*`, with the characters a file system
 * refuses taken out.
 */
export function attachmentName(title: string, fallback: string, extension = 'pdf'): string {
  const safe = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim().slice(0, 80) || fallback;
  return `attachment; filename="${fallback}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${safe}.${extension}`)}`;
}
