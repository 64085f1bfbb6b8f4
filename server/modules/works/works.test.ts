import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { sensitiveWords, works, worksRemarks } from '../../db/schema';
import { caller, EXPIRED, FORBIDDEN } from '../organization/testing';
import { cloudReviewSettled } from './cloudReview';

let t: TestApp;
let app: FastifyInstance;
let writer: ReturnType<typeof caller>;
let member: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;
let anon: ReturnType<typeof caller>;

const V2 = '/w_rl/wkapi/v2/platform/works';
const WORK = { title: '江南春雨', genre: '散文', summary: '写江南的雨', body: '江南的春雨细细密密，落在青石板上。', freeBlock: '江南的春雨细细密密', price: 1200 };

/** Waits until the background cloud review has moved the work out of 5 (no fixed sleep). */
async function screened(id: number): Promise<number> {
  await cloudReviewSettled();
  return vi.waitFor(async () => {
    const [w] = await t.database.db.select({ s: works.worksStatus }).from(works).where(eq(works.id, id));
    if (w.s === 5) throw new Error('still screening');
    return w.s;
  });
}

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  writer = caller(app, await signIn(app, 'demo_writer'));
  member = caller(app, await signIn(app, 'demo_member'));
  admin = caller(app, await signIn(app, 'admin'));
  anon = caller(app, null);
  await t.database.db.insert(sensitiveWords).values([{ word: '赌博' }, { word: '违禁品' }]).onConflictDoNothing();
});
afterAll(async () => {
  await t?.close();
});

describe('permissions', () => {
  it('anonymous: 401 on management calls, public list and free block open', async () => {
    expect((await anon('GET', `${V2}/list`)).body).toEqual(EXPIRED);
    expect((await anon('POST', `${V2}/add`, WORK)).body).toEqual(EXPIRED);
    expect((await anon('GET', '/works/list')).body).toEqual(EXPIRED);
    expect((await anon('POST', `${V2}/review`, { id: 1, worksStatus: 2 })).body).toEqual(EXPIRED);
    expect((await anon('GET', '/common/works/list')).body).toMatchObject({ code: 200 });
  });

  it('only the platform admin reviews and manages sensitive words', async () => {
    for (const as of [writer, member]) {
      expect((await as('GET', `${V2}/review/list`)).body).toEqual(FORBIDDEN);
      expect((await as('POST', `${V2}/review`, { id: 1, worksStatus: 2 })).body).toEqual(FORBIDDEN);
      expect((await as('POST', '/w_rl/wkapi/v2/platform/sensitiveWord/add', { word: 'x' })).body).toEqual(FORBIDDEN);
    }
  });

  it("another member's work: refused in Chinese, none of its data; the admin reads it", async () => {
    const added = await writer('POST', `${V2}/add`, WORK);
    const id = added.body.data.id;
    await screened(id);
    for (const [m, p, args] of [
      ['GET', `${V2}/detail`, { id }],
      ['PUT', `${V2}/edit`, { ...WORK, id, title: '偷改' }],
      ['PUT', `${V2}/edit2`, { id, worksStatus: 4 }],
      ['DELETE', `${V2}/delete`, { id }],
    ] as const) {
      const res = await member(m, p, args);
      expect(res.body, `${m} ${p}`).toEqual({ code: 403, msg: '只能管理自己的作品' });
    }
    expect((await member('GET', `${V2}/list`)).body.rows!.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await admin('GET', `${V2}/detail`, { id })).body.data).toMatchObject({ id, title: '江南春雨' });
    const [w] = await t.database.db.select().from(works).where(eq(works.id, id));
    expect(w.title).toBe('江南春雨');
  });

  it('any member keeps v1 works of their own', async () => {
    const res = await member('POST', '/works/add', { title: '我的第一篇', body: '平凡的一天' });
    expect(res.body).toMatchObject({ code: 200, msg: '作品已提交，正在云审核', data: { worksStatus: 5 } });
    const list = await member('GET', '/works/list');
    expect(list.body.rows!.map((r: { title: string }) => r.title)).toContain('我的第一篇');
    expect((await member('POST', '/works/add', { title: '' })).body).toEqual({ code: 400, msg: '请输入作品标题' });
  });
});

describe('cloud review and the review transitions', () => {
  it('flags a work containing a listed word (6, words shown to the author) and passes one without (1)', async () => {
    const bad = (await writer('POST', `${V2}/add`, { ...WORK, title: '夜色', body: '他说起网上赌博的事' })).body.data.id;
    const good = (await writer('POST', `${V2}/add`, { ...WORK, title: '晨光' })).body.data.id;
    expect(await screened(bad)).toBe(6);
    expect(await screened(good)).toBe(1);
    const detail = await writer('GET', `${V2}/detail`, { id: bad });
    expect(detail.body.data).toMatchObject({ worksStatus: 6, flaggedWords: ['赌博'] });
    expect(detail.body.data.remarks.at(-1)!).toMatchObject({ status: 6, remark: '云审核未通过，含敏感词：赌博' });
    expect((await writer('GET', `${V2}/detail`, { id: good })).body.data.remarks.at(-1)!).toMatchObject({ status: 1, remark: '云审核通过，等待人工审核' });
  });

  it('admin: reject needs a remark, passes 1 → 2, refuses a second review; author closes and resubmits', async () => {
    const id = (await writer('POST', `${V2}/add`, { ...WORK, title: '秋水' })).body.data.id;
    expect(await screened(id)).toBe(1);
    expect((await admin('POST', `${V2}/review`, { id, worksStatus: 3 })).body).toEqual({ code: 400, msg: '驳回时请填写审核意见' });
    expect((await admin('POST', `${V2}/review`, { id, worksStatus: 9 })).body).toEqual({ code: 400, msg: '审核结果只能是通过或驳回' });
    expect((await admin('POST', `${V2}/review`, { id, worksStatus: 3, remark: '简介过短' })).body).toMatchObject({ code: 200, msg: '已驳回作品', data: { worksStatus: 3 } });
    expect((await admin('POST', `${V2}/review`, { id, worksStatus: 2 })).body).toEqual({ code: 400, msg: '只能审核待人工审核的作品' });
    // Rejected → the author edits → back to 5 → 1 → passed.
    expect((await writer('PUT', `${V2}/edit`, { ...WORK, id, title: '秋水', summary: '写秋天的水，更长的简介' })).body).toMatchObject({ code: 200, msg: '修改成功，作品已重新提交审核', data: { worksStatus: 5 } });
    expect(await screened(id)).toBe(1);
    expect((await admin('POST', `${V2}/review`, { id, worksStatus: 2, remark: '好' })).body).toMatchObject({ code: 200, msg: '审核通过' });
    // Passed: public, not editable, not deletable, not resubmittable.
    expect((await anon('GET', '/common/works/list', { pageSize: 15 })).body.rows!.map((r: { id: number }) => r.id)).toContain(id);
    expect((await anon('GET', `${V2}/getPrice`, { id })).body.data).toEqual({ id, title: '秋水', price: 1200, orderType: 4, joinId: id });
    expect((await anon('GET', `${V2}/getBlock`, { id })).body.data).toMatchObject({ freeBlock: '江南的春雨细细密密', author: '周雨桐' });
    expect((await writer('PUT', `${V2}/edit`, { ...WORK, id })).body).toEqual({ code: 400, msg: '已通过审核的作品不能修改，请先关闭后再修改' });
    expect((await writer('DELETE', `${V2}/delete`, { id })).body).toEqual({ code: 400, msg: '已通过审核的作品不能删除，请先关闭' });
    expect((await writer('PUT', `${V2}/edit2`, { id, worksStatus: 5 })).body).toEqual({ code: 400, msg: '只有被驳回、已关闭或云审核异常的作品可以重新提交' });
    // Close → gone from the public list; a second close refused; resubmit → 5.
    expect((await writer('PUT', `${V2}/edit2`, { id, worksStatus: 4 })).body).toMatchObject({ code: 200, msg: '作品已关闭' });
    expect((await writer('PUT', `${V2}/edit2`, { id, worksStatus: 4 })).body).toEqual({ code: 400, msg: '作品已关闭，请勿重复操作' });
    expect((await anon('GET', `${V2}/getBlock`, { id })).body).toEqual({ code: 404, msg: '作品不存在或未通过审核' });
    // An id past the integer column is refused by the route itself (CI's fuzz found a 500 here).
    expect((await anon('GET', `${V2}/getBlock`, { id: Number.MAX_SAFE_INTEGER })).body).toEqual({ code: 400, msg: '作品编号不正确' });
    expect((await writer('PUT', `${V2}/edit2`, { id, worksStatus: 7 })).body).toEqual({ code: 400, msg: '操作只能是关闭(4)或重新提交(5)' });
    expect((await writer('PUT', `${V2}/edit2`, { id, worksStatus: 5 })).body).toMatchObject({ code: 200, msg: '作品已重新提交审核' });
    expect(await screened(id)).toBe(1);
    const history = await t.database.db.select({ s: worksRemarks.status }).from(worksRemarks).where(eq(worksRemarks.worksId, id)).orderBy(worksRemarks.id);
    expect(history.map((h) => h.s)).toEqual([5, 1, 3, 5, 1, 2, 4, 5, 1]);
  });

  it('the public list shows passed works only, 15 a page by default', async () => {
    const res = await anon('GET', '/common/works/list');
    expect(res.body.code).toBe(200);
    const ids = res.body.rows!.map((r: { id: number }) => r.id);
    const rows = ids.length ? await t.database.db.select({ id: works.id, s: works.worksStatus }).from(works) : [];
    for (const id of ids) expect(rows.find((r) => r.id === id)?.s).toBe(2);
    expect(res.body.rows!.length).toBeLessThanOrEqual(15);
    expect((await anon('GET', '/common/works/list', { pageSize: 16 })).body).toEqual({ code: 400, msg: '每页条数不能超过15条' });
  });

  it('作品审核 names the writer (pen name), not only the member id', async () => {
    const id = (await writer('POST', `${V2}/add`, { ...WORK, title: '审核列表作者' })).body.data.id;
    const row = (await admin('GET', `${V2}/review/list`, { keyword: '审核列表作者' })).body.rows!.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ title: '审核列表作者', authorName: '周雨桐' });
  });

  it('sensitive words: the admin adds, refuses a duplicate, deletes', async () => {
    const P = '/w_rl/wkapi/v2/platform/sensitiveWord';
    const added = await admin('POST', `${P}/add`, { word: '假药' });
    expect(added.body).toMatchObject({ code: 200, data: { word: '假药' } });
    expect((await admin('POST', `${P}/add`, { word: '假药' })).body).toEqual({ code: 400, msg: '该敏感词已存在' });
    expect((await admin('GET', `${P}/list`, { keyword: '假' })).body.rows!.map((r: { word: string }) => r.word)).toEqual(['假药']);
    expect((await admin('DELETE', `${P}/delete`, { id: added.body.data.id })).body).toMatchObject({ code: 200 });
  });
});
