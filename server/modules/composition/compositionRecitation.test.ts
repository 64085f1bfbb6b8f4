import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compositionResource } from '../../../src/resources/compositions';
import { recitationResource } from '../../../src/resources/recitations';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { callsAs } from '../../../tests/helpers/roleCalls';
import { compositions, contentAudits, members, recitations, searchDocs } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14 (edu3): 作文 and 朗诵 — the two areas' contracts, hot lists from real views, the audio
// stream, 下架 rows invisible everywhere, and who may manage what (platform admin, teacher, others).

const ACCOUNTS = ['admin', 'demo_member', 'demo_teacher', 'demo_famous'] as const;
let t: TestApp;
let call: Awaited<ReturnType<typeof callsAs<(typeof ACCOUNTS)[number]>>>;
beforeAll(async () => {
  t = await makeTestApp();
  call = await callsAs(t.app, ACCOUNTS);
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, q: Record<string, string | number> = {}) => getJson(t.app, listUrl(path, q));
const memberId = async (username: string) => (await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0].id;

describe('GET /common/composition/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: compositionResource,
    spread: { db: () => t.database.db, table: compositions },
    notFoundMsg: '该作文不存在或已下架',
    countsViews: true,
    omittedInList: ['content', 'teacherComment'],
    filters: [
      [{ grade: '9' }, (r) => r.grade === 9],
      [{ compositionType: '2' }, (r) => r.compositionType === 2],
      [{ year: '2024' }, (r) => r.year === 2024],
      [{ minWords: '200' }, (r) => Number(r.wordCount) >= 200],
      [{ keyword: '中学' }, (r) => `${r.title}${r.author}${r.school}`.includes('中学')],
    ],
    badFilters: [
      [{ grade: '13' }, '年级不正确'],
      [{ compositionType: 'x' }, '作文类型不正确'],
      [{ year: '99' }, '年份应为1000到2100之间的年份'],
      [{ minWords: '-1' }, '字数应为0到20000之间的整数'],
    ],
  });

  it('the seed gives three pages of ten, each with a student, school, teacher comment and counted 字数', async () => {
    const first = await get('/common/composition/list');
    expect(first.body.rows).toHaveLength(10);
    expect(first.body.total).toBeGreaterThanOrEqual(24);
    const one = (await get(`/common/composition/${first.body.rows![0].id}`)).body.data;
    expect(one.teacherComment.length).toBeGreaterThan(10);
    expect(one.wordCount).toBe(one.content.replace(/\s/g, '').length);
  });
});

describe('GET /common/recitation/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: recitationResource,
    spread: { db: () => t.database.db, table: recitations },
    notFoundMsg: '该朗诵不存在或已下架',
    countsViews: true,
    omittedInList: ['content'],
    filters: [
      [{ category: 'A' }, (r) => r.category === 'A'],
      [{ subcode: 'B3' }, (r) => r.subcode === 'B3'],
      [{ category: 'D', subcode: 'D1' }, (r) => r.subcode === 'D1'],
      [{ keyword: '李白' }, (r) => `${r.title}${r.textAuthor}${r.reciter}${r.school}`.includes('李白')],
    ],
    badFilters: [
      [{ category: 'E' }, '朗诵类别不正确'],
      [{ subcode: 'A9' }, '朗诵子类不正确'],
    ],
  });

  it('every category A–D has recordings whose audio streams with range requests (206)', async () => {
    for (const category of ['A', 'B', 'C', 'D']) {
      const { body } = await get('/common/recitation/list', { category });
      expect(body.total, category).toBeGreaterThanOrEqual(4);
      for (const r of body.rows!) expect(String(r.subcode).startsWith(category)).toBe(true);
    }
    const row = (await get('/common/recitation/list', { subcode: 'A2' })).body.rows![0];
    expect(row.audioUrl).toMatch(/^\/media\/audio\/recitation-[a-z-]+\.ogg$/);
    expect(row.duration).toBeGreaterThan(5);
    const res = await t.app.inject({ method: 'GET', url: String(row.audioUrl), headers: { range: 'bytes=0-63' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-63\/\d+$/);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('OggS');
    expect((await t.app.inject({ method: 'GET', url: '/media/audio/recitation-jingyesi.ogg.bak' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/audio/nope.wav' })).statusCode).toBe(404);
  });
});

describe('hot lists come from the views counter', () => {
  for (const [area, table] of [
    ['composition', compositions],
    ['recitation', recitations],
  ] as const) {
    it(`${area}: 5 (or 3) most viewed first; a visit moves a row to the top`, async () => {
      const hot = await get(`/common/${area}/hot`);
      const views = (hot.body.data as Array<{ views: number }>).map((r) => r.views);
      expect(views).toHaveLength(5);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      const [{ top }] = await t.database.db.select({ top: max(table.views) }).from(table).where(eq(table.published, true));
      expect(views[0]).toBe(top);
      expect((await get(`/common/${area}/hot`, { pageSize: 3 })).body.data).toHaveLength(3);
      expect((await get(`/common/${area}/hot`, { pageSize: 4 })).body).toEqual({ code: 400, msg: '热门条数只能是3或5' });
      const last = hot.body.data.at(-1) as { id: number };
      await t.database.db.update(table).set({ views: top! }).where(eq(table.id, last.id));
      await get(`/common/${area}/${last.id}`);
      expect((await get(`/common/${area}/hot`)).body.data[0].id).toBe(last.id);
    });
  }
});

describe('下架 rows are invisible', () => {
  it('a 下架 composition leaves the list, the hot list, the detail and the search; 上架 brings it back', async () => {
    const id = (await get('/common/composition/hot')).body.data[0].id as number;
    expect((await call('admin', 'PUT', `/manage/composition/${id}/publish`, { published: false })).body.msg).toBe('已下架');
    expect((await get('/common/composition/list', { pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(id);
    expect((await get('/common/composition/hot')).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await get(`/common/composition/${id}`)).body).toEqual({ code: 404, msg: '该作文不存在或已下架' });
    expect(await t.database.db.select().from(searchDocs).where(and(eq(searchDocs.docType, 'composition'), eq(searchDocs.docId, id)))).toEqual([]);
    await call('admin', 'PUT', `/manage/composition/${id}/publish`, { published: true });
    expect((await get(`/common/composition/${id}`)).status).toBe(200);
    expect(await t.database.db.select({ id: searchDocs.docId }).from(searchDocs).where(and(eq(searchDocs.docType, 'composition'), eq(searchDocs.docId, id)))).toHaveLength(1);
  });

  it('a 下架 recitation leaves the list and its detail', async () => {
    const id = (await get('/common/recitation/list', { subcode: 'C1' })).body.rows![0].id as number;
    await call('admin', 'PUT', `/manage/recitation/${id}/publish`, { published: false });
    expect((await get('/common/recitation/list', { subcode: 'C1' })).body.rows!.map((r) => r.id)).not.toContain(id);
    expect((await get(`/common/recitation/${id}`)).body).toEqual({ code: 404, msg: '该朗诵不存在或已下架' });
    await call('admin', 'PUT', `/manage/recitation/${id}/publish`, { published: true });
  });
});

describe('who manages compositions and recitations', () => {
  const essay = { title: '鸿雁测试 我的妈妈', author: '测试学生', school: '鸿雁实验小学', grade: 3, compositionType: 1, year: 2025, content: '我的妈妈 很勤劳。\n她每天早起。' };
  const reading = { title: '鸿雁测试 咏鹅', textAuthor: '骆宾王', dynasty: '唐', reciter: '测试学生', category: 'A', subcode: 'A2', duration: 15, audioUrl: '/media/audio/recitation-jingyesi.ogg' };

  it('the platform admin adds, edits and deletes a composition, audited; 字数 is counted by the server', async () => {
    const created = await call('admin', 'POST', '/manage/composition', { ...essay, wordCount: 9999 });
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = created.body.data.id as number;
    expect((await get(`/common/composition/${id}`)).body.data).toMatchObject({ title: essay.title, wordCount: 14, ownerId: null });
    expect((await call('admin', 'PUT', `/manage/composition/${id}`, { content: '短文' })).body.msg).toBe('保存成功');
    expect((await get(`/common/composition/${id}`)).body.data.wordCount).toBe(2);
    expect((await call('admin', 'DELETE', `/manage/composition/${id}`)).body.msg).toBe('删除成功');
    const log = await t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'compositions'), eq(contentAudits.entityId, id)));
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('bad input is a Chinese 400 and writes nothing', async () => {
    const refused = async (body: object, msg: string, path = '/manage/composition') => expect((await call('admin', 'POST', path, body)).body).toEqual({ code: 400, msg });
    await refused({ ...essay, grade: 13 }, '请选择年级');
    await refused({ ...essay, compositionType: '' }, '请选择作文类型');
    await refused({ ...essay, title: '' }, '请输入作文题目');
    await refused({ ...essay, year: 1990 }, '年份应为2000到2100之间的整数');
    await refused({ ...reading, subcode: 'B1' }, '朗诵子类不属于所选类别', '/manage/recitation');
    await refused({ ...reading, category: 'Z' }, '请选择朗诵类别', '/manage/recitation');
    await refused({ ...reading, audioUrl: 'http://evil.example/a.mp3' }, '音频地址不正确，请上传音频文件', '/manage/recitation');
    await refused({ ...reading, duration: -1 }, '时长应为0到36000之间的秒数', '/manage/recitation');
    const id = (await get('/common/recitation/list')).body.rows![0].id;
    expect((await call('admin', 'PUT', `/manage/recitation/${id}`, { subcode: 'D2' })).body).toEqual({ code: 400, msg: '朗诵类别与子类须同时填写' });
    expect(await t.database.db.select().from(compositions).where(eq(compositions.title, essay.title))).toEqual([]);
    expect(await t.database.db.select().from(recitations).where(eq(recitations.title, reading.title))).toEqual([]);
  });

  it('the anonymous get 401; a plain member and a famous teacher 403; nothing is written', async () => {
    const id = (await get('/common/composition/list')).body.rows![0].id;
    expect((await call('anonymous', 'POST', '/manage/composition', essay)).body.code).toBe(401);
    expect((await call('anonymous', 'GET', '/manage/recitation/list')).body.code).toBe(401);
    for (const who of ['demo_member', 'demo_famous'] as const) {
      expect((await call(who, 'POST', '/manage/composition', essay)).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
      expect((await call(who, 'POST', '/manage/recitation', reading)).body.code).toBe(403);
      expect((await call(who, 'PUT', `/manage/composition/${id}`, { title: '越权' })).body.code).toBe(403);
    }
    expect((await get(`/common/composition/${id}`)).body.data.title).not.toBe('越权');
    expect(await t.database.db.select().from(compositions).where(eq(compositions.title, essay.title))).toEqual([]);
  });

  it('a teacher submits compositions and recitations of their own, edits and deletes only those, and cannot 下架', async () => {
    const me = await memberId('demo_teacher');
    const mine = await call('demo_teacher', 'GET', '/manage/composition/list', { pageSize: '100' });
    expect(mine.body.total).toBeGreaterThanOrEqual(1);
    expect(mine.body.rows.every((r: { ownerId: number }) => r.ownerId === me)).toBe(true);
    const created = await call('demo_teacher', 'POST', '/manage/composition', essay);
    expect(created.body.msg).toBe('新增成功');
    const [row] = await t.database.db.select().from(compositions).where(eq(compositions.id, created.body.data.id));
    expect(row.ownerId).toBe(me);
    expect((await call('demo_teacher', 'PUT', `/manage/composition/${row.id}`, { teacherComment: '语句通顺，感情真挚。' })).body.msg).toBe('保存成功');
    expect((await call('demo_teacher', 'PUT', `/manage/composition/${row.id}/publish`, { published: false })).body.code).toBe(403);
    const others = (await t.database.db.select({ id: compositions.id }).from(compositions).where(eq(compositions.teacher, '李红梅')))[0].id;
    expect((await call('demo_teacher', 'PUT', `/manage/composition/${others}`, { title: '越权' })).body).toEqual({ code: 403, msg: '无权操作：只能修改或删除本人提交的作文' });
    expect((await call('demo_teacher', 'DELETE', `/manage/composition/${others}`)).body.code).toBe(403);
    expect((await call('demo_teacher', 'GET', `/manage/composition/${others}`)).body.code).toBe(404);
    expect((await call('demo_teacher', 'DELETE', `/manage/composition/${row.id}`)).body.msg).toBe('删除成功');

    const rec = await call('demo_teacher', 'POST', '/manage/recitation', reading);
    expect(rec.body.msg).toBe('新增成功');
    const othersRec = (await t.database.db.select({ id: recitations.id, ownerId: recitations.ownerId }).from(recitations)).find((r) => r.ownerId === null)!.id;
    expect((await call('demo_teacher', 'PUT', `/manage/recitation/${othersRec}`, { title: '越权' })).body).toEqual({ code: 403, msg: '无权操作：只能修改或删除本人提交的朗诵' });
    expect((await call('demo_teacher', 'DELETE', `/manage/recitation/${rec.body.data.id}`)).body.msg).toBe('删除成功');
  });
});
