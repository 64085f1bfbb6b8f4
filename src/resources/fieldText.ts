import { dictLabel } from '../shared/dict';
import { formatAuthors, formatCount, formatDuration, formatFen } from '../shared/format';
import type { FieldSpec } from './define';

/** 'YYYY-MM-DD HH:mm' (or the date alone) in China time, wherever the code runs (browser, server export). */
function chinaTime(value: unknown, withTime: boolean): string {
  const d = new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  // A bare date (`2026-01-15`) is a calendar day, not an instant: shown as written.
  if (!withTime && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) return String(value);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}

/**
 * A declared field's value as text, by its kind and format: the one formatter of the portal's
 * area pages, the admin's cells and the Excel exports (a dictionary code by its Chinese name, money
 * in yuan, times in China time, tallies with 万, author lists with 「；」). Empty values are ''
 * (the pages show them as —). `maxAuthors`: a page cuts a long author list with 等; an export does not.
 */
export function fieldText(field: FieldSpec, value: unknown, options: { maxAuthors?: number } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.labels) return field.labels[String(value)] ?? String(value);
  if (field.format === 'count') return formatCount(Number(value));
  if (field.format === 'authors') return formatAuthors(String(value), options.maxAuthors ?? Infinity);
  if (field.format === 'duration') return formatDuration(Number(value));
  switch (field.kind) {
    case 'money':
      return formatFen(Number(value));
    case 'date':
      return chinaTime(value, false);
    case 'datetime':
      return chinaTime(value, true);
    case 'boolean':
      return value ? '是' : '否';
    case 'dict':
      return field.dict ? dictLabel(field.dict, value as string) || String(value) : String(value);
    default:
      return String(value);
  }
}
