/** Spec §9: amounts are stored in fen and shown rounded to two decimals. */
export function formatFen(fen: number | null | undefined): string {
  const value = Number(fen ?? 0) / 100;
  return `¥${value.toFixed(2)}`;
}

/** Spec §9: durations as h:mm:ss. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

/** `;`-separated author lists as a readable Chinese list. */
export function formatAuthors(authors: string | null | undefined, max = 3): string {
  const list = String(authors ?? '')
    .split(/[;；]/)
    .map((a) => a.trim())
    .filter(Boolean);
  return list.length > max ? `${list.slice(0, max).join('；')} 等` : list.join('；');
}

/** A count with 万 for large numbers, the way Chinese portals show them. */
export function formatCount(n: number | null | undefined): string {
  const v = Number(n ?? 0);
  return v >= 10000 ? `${(v / 10000).toFixed(1)}万` : String(v);
}
