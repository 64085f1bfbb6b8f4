import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calligrapherResource, calligraphyResource } from '../../../src/resources/calligraphy';
import { apiUrl } from '../../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { calligraphers, calligraphyWorks, contentAudits } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14: 书法 — works by script and calligrapher, the calligraphers, hot works, and the
// character dictionary /common/word2 drawn from real fonts.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await makeTestApp();
  for (const who of ['admin', 'demo_member', 'demo_photo']) tokens[who] = await signIn(t.app, who);
});
afterAll(async () => {
  await t?.close();
});

const call = async (who: 'admin' | 'demo_member' | 'demo_photo' | 'anonymous', method: string, path: string, payload?: object) => {
  const res = await t.app.inject({ method: method as 'GET', url: apiUrl(path), payload, headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` } });
  return { status: res.statusCode, body: res.json() };
};
const get = (path: string, q: Record<string, string | number> = {}) => getJson(t.app, listUrl(path, q));
const calligrapherId = async (name: string) => (await t.database.db.select({ id: calligraphers.id }).from(calligraphers).where(eq(calligraphers.name, name)))[0].id;

describe('GET /common/calligraphy/list and /{id}', () => {
  let wang = 0;
  beforeAll(async () => {
    wang = await calligrapherId('王羲之');
  });
  defineAreaContract({
    app: () => t.app,
    resource: calligraphyResource,
    spread: { db: () => t.database.db, table: calligraphyWorks },
    notFoundMsg: '该书法作品不存在或已下架',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [
      [{ script: '1' }, (r) => r.script === 1 && r.scriptName === '楷书'],
      [{ script: '4' }, (r) => r.scriptName === '隶书'],
      [{ get calligrapherId() { return String(wang); } }, (r) => r.calligrapherName === '王羲之'],
      [{ dynasty: '唐' }, (r) => r.dynasty === '唐'],
      [{ keyword: '兰亭' }, (r) => `${r.title}${r.content}${r.collection}`.includes('兰亭')],
    ],
    badFilters: [
      [{ script: '6' }, '书体不正确'],
      [{ calligrapherId: 'x' }, '书法家不正确'],
    ],
  });

  it('every script has works; a work’s page names its calligrapher, dynasty and script', async () => {
    for (const script of [1, 2, 3, 4, 5]) expect((await get('/common/calligraphy/list', { script })).body.total).toBeGreaterThanOrEqual(2);
    const { body } = await get('/common/calligraphy/list', { keyword: '祭侄' });
    const one = await get(`/common/calligraphy/${body.rows![0].id}`);
    expect(one.body.data).toMatchObject({ title: '祭侄文稿', calligrapherName: '颜真卿', dynasty: '唐', scriptName: '行书', collection: '台北故宫博物院' });
    expect(one.body.data.content).toContain('维乾元元年');
  });
});

describe('GET /common/calligraphy/calligrapher/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: calligrapherResource,
    spread: { db: () => t.database.db, table: calligraphers },
    notFoundMsg: '该书法家不存在或已下架',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [
      [{ dynasty: '当代' }, (r) => r.dynasty === '当代'],
      [{ keyword: '王' }, (r) => String(r.name).includes('王')],
    ],
    badFilters: [[{ dynasty: 'x'.repeat(21) }, '朝代不正确']],
  });
});

describe('hot works and the character dictionary', () => {
  it('hot lists 5 or 3 works by views', async () => {
    const hot = await get('/common/calligraphy/hot');
    const views = (hot.body.data as Array<{ views: number }>).map((r) => r.views);
    expect(views).toHaveLength(5);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(hot.body.data[0].calligrapherName).toMatch(/./);
    expect((await get('/common/calligraphy/hot', { pageSize: 7 })).body).toEqual({ code: 400, msg: '热门条数只能是3或5' });
  });

  it('word2 draws one character in 楷书, 行书, 草书 and print from real fonts, with the works that hold it', async () => {
    const { status, body } = await get('/common/word2', { word: '永' });
    expect(status).toBe(200);
    expect(body.data.word).toBe('永');
    expect(body.data.forms.map((f: { script: string }) => f.script)).toEqual(['楷书', '行书', '草书', '印刷体']);
    for (const f of body.data.forms) {
      expect(f.d).toMatch(/^M[-\d.]+[ ,][-\d.]+/);
      expect(f.viewBox).toMatch(/^-?\d+ -?\d+ \d+ \d+$/);
    }
    // The fonts draw the character differently: four outlines, not one.
    expect(new Set(body.data.forms.map((f: { d: string }) => f.d)).size).toBe(4);
    const works = body.data.works as Array<{ title: string; excerpt: string; scriptName: string }>;
    expect(works.map((w) => w.title)).toContain('兰亭序（冯承素摹本）');
    for (const w of works) expect(w.excerpt).toContain('永');
  });

  it('word2 takes exactly one Chinese character', async () => {
    for (const word of ['', 'a', '永和', '1']) expect((await get('/common/word2', { word })).body).toEqual({ code: 400, msg: '请输入一个汉字' });
  });
});

describe('下架 and management', () => {
  it('a 下架 work leaves the list and its page; a 下架 calligrapher takes their works’ pages too', async () => {
    const { body } = await get('/common/calligraphy/list', { keyword: '自叙帖' });
    const id = body.rows![0].id as number;
    expect((await call('admin', 'PUT', `/manage/calligraphy/${id}/publish`, { published: false })).body.msg).toBe('已下架');
    expect((await get('/common/calligraphy/list', { pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(id);
    expect((await get(`/common/calligraphy/${id}`)).body).toEqual({ code: 404, msg: '该书法作品不存在或已下架' });
    await call('admin', 'PUT', `/manage/calligraphy/${id}/publish`, { published: true });
    const huaisu = await calligrapherId('怀素');
    await call('admin', 'PUT', `/manage/calligrapher/${huaisu}/publish`, { published: false });
    expect((await get(`/common/calligraphy/${id}`)).status).toBe(404);
    await call('admin', 'PUT', `/manage/calligrapher/${huaisu}/publish`, { published: true });
    expect((await get(`/common/calligraphy/${id}`)).status).toBe(200);
  });

  it('the platform admin adds, edits and deletes works, audited; a calligrapher with works cannot be deleted', async () => {
    const by = await calligrapherId('周砚秋');
    expect((await call('admin', 'POST', '/manage/calligraphy', { title: '鸿雁测试', script: 9, calligrapherId: by, content: '天' })).body).toEqual({ code: 400, msg: '请选择书体' });
    expect((await call('admin', 'POST', '/manage/calligraphy', { title: '鸿雁测试', script: 1, calligrapherId: 99_999_999, content: '天' })).body).toEqual({ code: 400, msg: '所选书法家不存在' });
    const created = await call('admin', 'POST', '/manage/calligraphy', { title: '鸿雁测试 楷书千字文', script: 1, calligrapherId: by, content: '天地玄黄，宇宙洪荒。' });
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = created.body.data.id as number;
    expect((await call('admin', 'PUT', `/manage/calligraphy/${id}`, { era: '2026年' })).body.msg).toBe('保存成功');
    expect((await call('admin', 'DELETE', `/manage/calligrapher/${by}`)).body).toEqual({ code: 409, msg: '该书法家名下还有作品，请先删除或改属其作品' });
    expect((await call('admin', 'DELETE', `/manage/calligraphy/${id}`)).body.msg).toBe('删除成功');
    const log = await t.database.db.select().from(contentAudits).where(eq(contentAudits.entityId, id));
    expect(log.filter((e) => e.entity === 'calligraphyWorks').map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('the anonymous get 401; a member and a photographer 403; nothing is written', async () => {
    const by = await calligrapherId('周砚秋');
    const work = { title: '越权作品', script: 1, calligrapherId: by, content: '越' };
    expect((await call('anonymous', 'POST', '/manage/calligraphy', work)).body.code).toBe(401);
    for (const who of ['demo_member', 'demo_photo'] as const) {
      expect((await call(who, 'POST', '/manage/calligraphy', work)).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
      expect((await call(who, 'PUT', `/manage/calligrapher/${by}`, { name: '越权' })).body.code).toBe(403);
    }
    expect(await t.database.db.select().from(calligraphyWorks).where(eq(calligraphyWorks.title, '越权作品'))).toEqual([]);
  });
});
