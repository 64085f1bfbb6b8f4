import { areaList } from '@vant/area-data';
import type { FastifyInstance } from 'fastify';
import { ORG_CALLS, type AreaNode } from '../../../src/resources/organizations';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { mount } from '../../http/routes';

let tree: AreaNode[] | undefined;

/**
 * Provinces → cities → counties (GB/T 2260 codes) from @vant/area-data, built once. A city belongs
 * to the province with the same first two digits, a county to the city with the same first four.
 */
export function areaTree(): AreaNode[] {
  if (tree) return tree;
  const cities = new Map<string, AreaNode[]>();
  const counties = new Map<string, AreaNode[]>();
  for (const [value, label] of Object.entries(areaList.county_list)) {
    const key = value.slice(0, 4);
    counties.set(key, [...(counties.get(key) ?? []), { value, label }]);
  }
  for (const [value, label] of Object.entries(areaList.city_list)) {
    const key = value.slice(0, 2);
    const children = counties.get(value.slice(0, 4));
    cities.set(key, [...(cities.get(key) ?? []), children?.length ? { value, label, children } : { value, label }]);
  }
  tree = Object.entries(areaList.province_list).map(([value, label]) => {
    const children = cities.get(value.slice(0, 2));
    return children?.length ? { value, label, children } : { value, label };
  });
  return tree;
}

/** A province, city or county code of the tree. */
export function isAreaCode(code: string): boolean {
  return code in areaList.county_list || code in areaList.city_list || code in areaList.province_list;
}

/** `110108` → `北京市 北京市 海淀区`. */
export function areaName(code: string | null | undefined): string {
  if (!code || !isAreaCode(code)) return '';
  const province = areaList.province_list[`${code.slice(0, 2)}0000`] ?? '';
  const city = code.endsWith('0000') ? '' : (areaList.city_list[`${code.slice(0, 4)}00`] ?? '');
  const county = code.endsWith('00') ? '' : (areaList.county_list[code] ?? '');
  return [province, city, county].filter(Boolean).join(' ');
}

/** GET `/uc_p/wkapi/v1/area/tree`: public, the same for everyone. */
export function areaRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, ORG_CALLS.areaTree.method, ORG_CALLS.areaTree.path, () => ok(areaTree()));
}
