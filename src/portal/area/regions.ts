import { PROVINCES } from '../../resources/journals';
import type { FilterControl } from './types';

// Provincial-level divisions by GB/T 2260 code (`provinceId`): one table, the journal declaration's.
const byCode = new Map(PROVINCES.map((p) => [p.value, p.label]));


export function provinceName(code: unknown): string {
  return byCode.get(Number(code)) ?? '';
}

/** Filter options for a `provinceId` filter; `codes` narrows them to the provinces the data has. */
export function provinceOptions(codes?: number[]) {
  const keep = codes ? new Set(codes) : undefined;
  return PROVINCES.filter((p) => !keep || keep.has(p.value)).map((p) => ({ value: String(p.value), label: p.label }));
}

/** A `provinceId` in a list row or a meta table: the province's name, or — when none is set. */
export const provinceCell = (code: unknown) => provinceName(code) || '—';

/** The 地区 drop-down of every province (directories whose rows may be anywhere in the country). */
export const regionFilter: FilterControl = { kind: 'select', field: 'provinceId', label: '地区', options: provinceOptions(), width: 160 };
