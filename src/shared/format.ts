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

/** A file's size as people read it: 356 KB, 12.4 MB. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
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

/** Read in China time (UTC+8, no daylight saving), whatever the zone of the browser or the server rendering the page. */
const CHINA_PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function chinaParts(value: unknown): Record<string, string> | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) return null;
  return Object.fromEntries(CHINA_PARTS.formatToParts(d).map((p) => [p.type, p.value]));
}

/**
 * An instant's calendar day in China: `2026-12-01T22:13:00Z` → `2026-12-02` (slicing the ISO text
 * would say 12-01). A bare date (`2026-01-15`) is a calendar day, not an instant: shown as written.
 * Anything unreadable is shown as it came; empty as ''.
 */
export function chinaDate(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const p = chinaParts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : String(value ?? '');
}

/** An instant as `YYYY-MM-DD HH:mm` in China time: `2026-12-01T22:13:00Z` → `2026-12-02 06:13`. */
export function chinaDateTime(value: unknown): string {
  const p = chinaParts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : String(value ?? '');
}
