import { chinaDateTime } from '../../shared/format';

/** `2026-11-21T08:05:00Z` → `2026-11-21 16:05` (China time, also when the server renders the page); '' for anything unreadable. */
export function commentTime(iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? '' : chinaDateTime(iso);
}
