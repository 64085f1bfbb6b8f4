import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { laws } from '../../db/schema';
import { getJson, listUrl } from '../area/areaContract';
import { REGULATIONS_LIST_PATH } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});
const get = (q: Record<string, string | number> = {}) => getJson(t.app, listUrl(REGULATIONS_LIST_PATH, q));

describe('GET /exhibition/regulations/list', () => {
  it('lists the education laws only, paged like the law list, whatever isEducation says', async () => {
    const all = await get({ pageSize: 100 });
    expect(all.status).toBe(200);
    const education = await t.database.db.select({ id: laws.id }).from(laws).where(eq(laws.isEducation, true));
    expect(all.body.total).toBe(education.length);
    expect(all.body.total).toBeGreaterThan(1);
    expect(all.body.rows!.every((r) => r.isEducation === true)).toBe(true);
    expect(all.body.rows![0]).not.toHaveProperty('content');
    expect((await get({ isEducation: 'false', pageSize: 100 })).body.total).toBe(0);
    const page = await get({ pageSize: 1, pageNum: 2 });
    expect(page.body.rows).toHaveLength(1);
    expect(page.body.rows![0].id).toBe((await get({ pageSize: 2 })).body.rows![1].id);
  });

  it('takes the law filters and sort whitelist; bad ones are a Chinese 400', async () => {
    const law = (await get()).body.rows![0];
    const byKeyword = await get({ keyword: String(law.title).slice(0, 4) });
    expect(byKeyword.body.rows!.map((r) => r.id)).toContain(law.id);
    expect((await get({ orderByColumn: 'publishDate', isAsc: 'asc' })).status).toBe(200);
    expect((await get({ orderByColumn: 'content' })).status).toBe(400);
    expect((await get({ outYear: 'x' })).body).toEqual({ code: 400, msg: '发布年份应为1000到2100之间的年份' });
  });

  it('leaves 下架 laws out', async () => {
    const law = (await get()).body.rows![0];
    await t.database.db.update(laws).set({ published: false }).where(eq(laws.id, Number(law.id)));
    expect((await get({ pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(law.id);
    await t.database.db.update(laws).set({ published: true }).where(eq(laws.id, Number(law.id)));
  });
});
