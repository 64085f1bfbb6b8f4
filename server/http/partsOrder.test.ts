/**
 * Lists of parts (src/resources/define.ts partsOf): the platform's unfiltered admin list keeps
 * each parent's parts together, in the parent's running order — a course's videos 1.1, 1.2 … then
 * the next chapter's, not every chapter's first video, then every second one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSpec } from '../../src/resources/define';
import { schoolPicResource } from '../../src/resources/famousSchools';
import { photoChapterResource, photoClassResource } from '../../src/resources/photography';
import { campusResource } from '../../src/resources/schools';
import { topicItemResource, topicSectionResource } from '../../src/resources/topics';
import { apiUrl } from '../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { signIn } from '../../tests/helpers/auth';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await makeTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const PART_LISTS = [photoChapterResource, photoClassResource, schoolPicResource, campusResource, topicSectionResource, topicItemResource] as unknown as ResourceSpec[];

describe('an unfiltered list of parts', () => {
  it.each(PART_LISTS.map((r) => [r.label, r] as const))('%s: each parent’s parts together, in their running order', async (_label, resource) => {
    const [parent, within] = resource.defaultSort as ReadonlyArray<{ field: string; order: 'asc' | 'desc' }>;
    expect(parent.order).toBe('asc');
    const res = await t.app.inject({ method: 'GET', url: apiUrl(resource.calls.manageList!.path), query: { pageNum: '1', pageSize: '100' }, headers: { authorization: `Bearer ${admin}` } });
    const rows = res.json().rows as Array<Record<string, number>>;
    const parents = rows.map((r) => r[parent.field]);
    // The seed gives every one of these lists several parents, each with several parts.
    expect(new Set(parents).size).toBeGreaterThan(1);
    expect(parents).toEqual([...parents].sort((a, b) => a - b));
    for (let i = 1; i < rows.length; i++) {
      if (parents[i] !== parents[i - 1]) continue;
      const [a, b] = [rows[i - 1][within.field], rows[i][within.field]];
      expect(within.order === 'asc' ? a <= b : a >= b, `${resource.name} row ${i}: ${within.field} ${a} then ${b}`).toBe(true);
    }
  });
});
