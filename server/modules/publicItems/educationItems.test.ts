import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { apiUrl } from '../../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { errorCorrections, famousSchools, famousTeachers, headmasters, universityActivities } from '../../db/schema';

// Issue 14 (edu1): famous teachers, headmasters, famous schools and university activities are
// reader items like the library's: collected, reported (纠错), commented (teachers and
// headmasters), found by the one search, listed in the sitemap and harvested over OAI-PMH.

let t: TestApp;
let token: string;
const ids: Record<string, number> = {};
const HOST = 'wenku.example.org';
beforeAll(async () => {
  t = await makeTestApp();
  token = await signIn(t.app, 'demo_member');
  const db = t.database.db;
  ids.famousTeacher = (await db.select({ id: famousTeachers.id }).from(famousTeachers).where(eq(famousTeachers.name, '朱清华')))[0].id;
  ids.headmaster = (await db.select({ id: headmasters.id }).from(headmasters).where(eq(headmasters.name, '徐建国')))[0].id;
  ids.famousSchool = (await db.select({ id: famousSchools.id }).from(famousSchools).where(eq(famousSchools.name, '苏州市姑苏区平江实验学校')))[0].id;
  ids.universityActivity = (await db.select({ id: universityActivities.id }).from(universityActivities).where(eq(universityActivities.title, '第五届高校青年教师教学创新论坛')))[0].id;
});
afterAll(async () => {
  await t?.close();
});

const KEYS = ['famousTeacher', 'headmaster', 'famousSchool', 'universityActivity'] as const;
const TITLES = { famousTeacher: '朱清华', headmaster: '徐建国', famousSchool: '苏州市姑苏区平江实验学校', universityActivity: '第五届高校青年教师教学创新论坛' };
const PATHS = { famousTeacher: '/famousTeacher/', headmaster: '/headmaster/', famousSchool: '/famousSchool/', universityActivity: '/universityActivity/' };
const as = (method: 'GET' | 'POST', path: string, body?: object) =>
  t.app.inject({ method, url: apiUrl(path), headers: { authorization: `Bearer ${token}` }, ...(method === 'GET' ? { query: body as Record<string, string> } : { payload: body }) }).then((r) => ({ status: r.statusCode, body: r.json() }));

describe('collect and 纠错', () => {
  it.each(KEYS)('%s: a member collects it (its card in 我的收藏) and reports an error in it', async (key) => {
    const type = READER_ITEM_TYPES[key].type;
    const itemId = ids[key];
    expect((await as('POST', '/collect/addCollect', { type, itemId })).body.msg).toBe('收藏成功');
    expect((await as('GET', '/collect/getCollectStatus', { type: String(type), itemId: String(itemId) })).body.data).toMatchObject({ collected: true });
    const list = await as('GET', '/collect/getCollect', { type: String(type) });
    expect(list.body.rows[0]).toMatchObject({ itemId, type, title: TITLES[key], path: `${PATHS[key]}${itemId}` });
    const report = await as('POST', '/w_bc/wkapi/v1/errorCorrection', { type, itemId, errorType: '内容错误', content: '简介中的年份有误。' });
    expect(report.body).toMatchObject({ code: 200, msg: '感谢您的纠错，我们会尽快核实处理' });
    const rows = await t.database.db.select().from(errorCorrections).where(eq(errorCorrections.itemId, itemId));
    expect(rows.some((r) => r.type === type)).toBe(true);
    expect((await as('POST', '/collect/addCollect', { type, itemId: 987654 })).status).toBe(404);
  });

  it('comments open on famous teachers’ and headmasters’ pages, not on schools’', async () => {
    for (const key of ['famousTeacher', 'headmaster'] as const) {
      const res = await as('POST', '/common/comment/add', { type: READER_ITEM_TYPES[key].type, joinId: ids[key], content: '听了这位老师的课，很受启发。' });
      expect(res.body.code, res.body.msg).toBe(200);
      const list = await as('GET', '/common/comment/list', { type: String(READER_ITEM_TYPES[key].type), joinId: String(ids[key]) });
      expect(list.body.rows.map((r: { content: string }) => r.content)).toContain('听了这位老师的课，很受启发。');
    }
    const school = await as('POST', '/common/comment/add', { type: READER_ITEM_TYPES.famousSchool.type, joinId: ids.famousSchool, content: '好学校' });
    expect(school.status).toBe(400);
  });
});

describe('the one search, the sitemap and OAI-PMH', () => {
  it.each(KEYS)('%s: the ranked search finds it by name, with its detail link', async (key) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: TITLES[key], type: key } });
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.rows[0]).toMatchObject({ docType: key, docId: ids[key], url: `${PATHS[key]}${ids[key]}` });
    expect(body.facets.type.map((f: { value: string }) => f.value)).toContain(key);
  });

  it('the sitemap lists their detail pages', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST } });
    const pages = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    let xml = index.body;
    for (const p of pages.filter((p) => p.startsWith('/sitemap-'))) xml += (await t.app.inject({ method: 'GET', url: p, headers: { host: HOST } })).body;
    for (const key of KEYS) expect(xml).toContain(`http://${HOST}${PATHS[key]}${ids[key]}</loc>`);
  });

  it.each(KEYS)('OAI-PMH: GetRecord of %s answers its Dublin Core record', async (key) => {
    const res = await t.app.inject({ method: 'GET', url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:${key}/${ids[key]}`, headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<setSpec>${key}</setSpec>`);
    expect(res.body).toContain(TITLES[key]);
    expect(res.body).toContain(`${PATHS[key]}${ids[key]}`);
  });
});
