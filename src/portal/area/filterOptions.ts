import type { FilterOption } from './types';

/**
 * Filter choices from a label table (a dictionary's `{ value: label }`, or a small inline one such
 * as `{ true: '免费开放', false: '收费' }`), in the table's order. Integer keys come in ascending
 * order (JavaScript's own order for them), which is what the numbered dictionaries want.
 */
export function labelOptions(labels: Readonly<Record<string, string>>): FilterOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
