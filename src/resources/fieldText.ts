import { dictLabel } from '../shared/dict';
import { richTextPlain } from '../shared/richText';
import { chinaDate, chinaDateTime, formatAuthors, formatCount, formatDuration, formatFen } from '../shared/format';
import type { FieldSpec } from './define';

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
      return chinaDate(value);
    case 'datetime':
      return chinaDateTime(value);
    case 'boolean':
      return value ? '是' : '否';
    case 'dict':
      return field.dict ? dictLabel(field.dict, value as string) || String(value) : String(value);
    case 'richtext':
      // An export or a cell reads the words, one paragraph a line, never the tags.
      return richTextPlain(String(value));
    default:
      return String(value);
  }
}
