import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingResource } from '../../../src/resources/teaching';
import { apiUrl } from '../../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { callsAs } from '../../../tests/helpers/roleCalls';
import { members, searchDocs, teachingResources, teachingTypes } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14 (edubasic): 基础教育 — the catalogue tree and navigation, the resources' contract,
// their files (preview for anyone, download for signed-in readers), 下架 rows invisible, and who
// manages what (platform admin, a teacher on their own and on another's resource, a member, the anonymous).

const ACCOUNTS = ['admin', 'demo_member', 'demo_teacher'] as const;
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
const post = async (path: string, payload: object = {}) => {
  const res = await t.app.inject({ method: 'POST', url: apiUrl(path), payload });
  return { status: res.statusCode, body: res.json() };
};
const units = () => t.database.db.select().from(teachingTypes).where(eq(teachingTypes.level, 4));

describe('GET /common/teachingjoin/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: teachingResource,
    spread: { db: () => t.database.db, table: teachingResources },
    notFoundMsg: '该教学资源不存在或已下架',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [
      [{ subjectType: '1' }, (r) => r.subjectType === 1],
      [{ grade: '7' }, (r) => r.grade === 7],
      [{ teachingVersion: '4' }, (r) => r.teachingVersion === 4],
      [{ subjectType: '2', grade: '10', teachingVersion: '2' }, (r) => r.subjectType === 2 && r.grade === 10 && r.teachingVersion === 2],
      [{ fileType: '4' }, (r) => r.fileType === 4],
      [{ eduLevel: '2' }, (r) => r.eduLevel === 2],
      [{ keyword: '测试卷' }, (r) => String(r.title).includes('测试卷')],
    ],
    badFilters: [
      [{ grade: '13' }, '年级不正确'],
      [{ subjectType: 'x' }, '学科不正确'],
      [{ teachingVersion: '99' }, '教材版本不正确'],
      [{ fileType: '7' }, '资源类型不正确'],
      [{ knowledge: '0' }, '单元编号不正确'],
      [{ knowledge: '9007199254740991' }, '单元编号不正确'],
    ],
  });

  it('the knowledge filter lists the resources of one unit, each naming it', async () => {
    const [unit] = await units();
    const { body } = await get('/common/teachingjoin/list', { knowledge: unit.id });
    expect(body.total).toBeGreaterThanOrEqual(1);
    for (const r of body.rows!) expect(r).toMatchObject({ knowledge: unit.id, unitName: unit.name });
    expect(body.rows![0]).not.toHaveProperty('fileName');
  });

  it('the seed gives several pages; a detail carries its catalogue path and whether it previews, never its stored name', async () => {
    const first = await get('/common/teachingjoin/list');
    expect(first.body.total).toBeGreaterThanOrEqual(60);
    const video = (await get('/common/teachingjoin/list', { fileType: 5 })).body.rows![0];
    const one = (await get(`/common/teachingjoin/${video.id}`)).body.data;
    expect(one.path.map((p: { level: number }) => p.level)).toEqual([1, 2, 3, 4]);
    expect(one).toMatchObject({ fileExt: 'mp4', previewable: true, unitName: one.path[3].name });
    expect(one.fileName).toBeUndefined();
    expect(one.eduLevel).toBe(one.grade <= 6 ? 1 : one.grade <= 9 ? 2 : 3);
  });

  it('the hot list comes from the views counter: a visit moves a resource to the top', async () => {
    const hot = (await get('/common/teachingjoin/hot')).body.data as Array<{ id: number; views: number }>;
    expect(hot).toHaveLength(5);
    expect(hot.map((r) => r.views)).toEqual([...hot.map((r) => r.views)].sort((a, b) => b - a));
    const last = hot.at(-1)!;
    await t.database.db.update(teachingResources).set({ views: hot[0].views }).where(eq(teachingResources.id, last.id));
    await get(`/common/teachingjoin/${last.id}`);
    expect((await get('/common/teachingjoin/hot')).body.data[0].id).toBe(last.id);
    expect((await get('/common/teachingjoin/hot', { pageSize: 4 })).body).toEqual({ code: 400, msg: '热门条数只能是3或5' });
  });
});

describe('the demo seed', () => {
  it('covers 语文 … 化学 in 小学, 初中 and 高中 with real editions, a resource on every unit, and every file on disk', async () => {
    const db = t.database.db;
    const nodes = await db.select().from(teachingTypes);
    expect(new Set(nodes.filter((n) => n.level === 2).map((n) => (n.code! <= 6 ? '小学' : n.code! <= 9 ? '初中' : '高中')))).toEqual(new Set(['小学', '初中', '高中']));
    expect(new Set(nodes.filter((n) => n.level === 3).map((n) => n.name))).toEqual(new Set(['部编版', '人教版', '北师大版', '人教PEP版', '外研版', '译林版', '苏教版', '沪教版']));
    const rows = await db.select().from(teachingResources);
    for (const unit of nodes.filter((n) => n.level === 4)) expect(rows.some((r) => r.knowledge === unit.id), unit.name).toBe(true);
    expect(new Set(rows.map((r) => r.fileType))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const [teacher] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_teacher'));
    expect(rows.filter((r) => r.ownerId === teacher.id).length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(await t.app.accounts.storage.size('studio', r.fileName!), r.title).toBe(r.fileSize);
  });
});

describe('POST /common/teachingType/getTree and getNav', () => {
  it('the tree is 学科 → 年级 → 教材版本 → 单元 with counts that add up and filters that list exactly them', async () => {
    const { status, body } = await post('/common/teachingType/getTree');
    expect(status).toBe(200);
    const subjects = body.data as Array<{ name: string; level: number; count: number; filter: Record<string, number>; children: any[] }>;
    expect(subjects.map((s) => s.name)).toEqual(['语文', '数学', '英语', '物理', '化学']);
    const chinese = subjects[0];
    const grade7 = chinese.children.find((g: { name: string }) => g.name === '七年级');
    const version = grade7.children[0];
    expect(version.name).toBe('部编版');
    expect(version.children.map((u: { name: string }) => u.name)).toContain('第一单元 四季美景');
    expect(version.filter).toEqual({ subjectType: 1, grade: 7, teachingVersion: 4 });
    expect(chinese.count).toBe(chinese.children.reduce((n: number, g: { count: number }) => n + g.count, 0));
    for (const node of [chinese, grade7, version, version.children[0]]) {
      const listed = await get('/common/teachingjoin/list', node.filter);
      expect(listed.body.total, node.name).toBe(node.count);
    }
    const published = await get('/common/teachingjoin/list');
    expect(subjects.reduce((n, s) => n + s.count, 0)).toBe(published.body.total);
  });

  it('getNav answers the top, then any node with its path and children; a missing node is a Chinese 404', async () => {
    const top = (await post('/common/teachingType/getNav')).body.data;
    expect(top.current).toBeNull();
    expect(top.children.map((c: { name: string }) => c.name)).toEqual(['语文', '数学', '英语', '物理', '化学']);
    const math = top.children[1];
    const grades = (await post('/common/teachingType/getNav', { id: math.id })).body.data;
    expect(grades.path).toEqual([{ id: math.id, name: '数学', level: 1 }]);
    expect(grades.children.map((c: { name: string }) => c.name)).toEqual(['三年级', '八年级', '高一']);
    expect(grades.children.every((c: { hasChildren: boolean }) => c.hasChildren)).toBe(true);
    const [unit] = await units();
    const leaf = (await post('/common/teachingType/getNav', { id: unit.id })).body.data;
    expect(leaf.path).toHaveLength(4);
    expect(leaf.children).toEqual([]);
    expect(leaf.current.filter.knowledge).toBe(unit.id);
    for (const id of [987654, 2147483648, '9007199254740991']) expect(await post('/common/teachingType/getNav', { id })).toEqual({ status: 404, body: { code: 404, msg: '该教学目录节点不存在' } });
    expect((await post('/common/teachingType/getNav', { id: 'abc' })).body).toEqual({ code: 400, msg: '编号必须是正整数' });
  });
});

describe('files: preview for anyone, download for signed-in readers', () => {
  it('a document previews inline; a download needs sign-in, is an attachment and is counted', async () => {
    const row = (await get('/common/teachingjoin/list', { fileType: 2 })).body.rows![0] as { id: number };
    const url = apiUrl(`/common/teachingjoin/file/${row.id}`);
    const preview = await t.app.inject({ method: 'GET', url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/plain');
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    expect(preview.body).toContain('【教学目标】');
    const anonymous = await t.app.inject({ method: 'GET', url: `${url}?accessMethod=download` });
    expect(anonymous.json()).toEqual({ code: 401, msg: '请登录后下载资源' });
    const before = (await t.database.db.select({ n: teachingResources.downloads }).from(teachingResources).where(eq(teachingResources.id, row.id)))[0].n;
    const signedIn = await t.app.inject({ method: 'GET', url: `${url}?accessMethod=download`, headers: { authorization: `Bearer ${await tokenOf('demo_member')}` } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-disposition']).toMatch(/^attachment; filename="teaching-\d+\.txt"; filename\*=UTF-8''/);
    expect(signedIn.body).toBe(preview.body);
    const after = (await t.database.db.select({ n: teachingResources.downloads }).from(teachingResources).where(eq(teachingResources.id, row.id)))[0].n;
    expect(after).toBe(before + 1);
    expect((await t.app.inject({ method: 'GET', url: `${url}?accessMethod=steal` })).json()).toEqual({ code: 400, msg: '访问方式只能是preview或download' });
  });

  it('a 微课视频 streams with range requests (206)', async () => {
    const row = (await get('/common/teachingjoin/list', { fileType: 5 })).body.rows![0];
    const res = await t.app.inject({ method: 'GET', url: apiUrl(`/common/teachingjoin/file/${row.id}`), headers: { range: 'bytes=0-63' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-63\/\d+$/);
    expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });
});

describe('下架 resources are invisible', () => {
  it('a 下架 resource leaves the list, the tree counts, its detail, its file and the search; 上架 brings it back', async () => {
    const id = (await get('/common/teachingjoin/hot')).body.data[0].id as number;
    const total = (await get('/common/teachingjoin/list')).body.total!;
    expect((await call('admin', 'PUT', `/manage/teachingjoin/${id}/publish`, { published: false })).body.msg).toBe('已下架');
    expect((await get('/common/teachingjoin/list')).body.total).toBe(total - 1);
    const tree = (await post('/common/teachingType/getTree')).body.data as Array<{ count: number }>;
    expect(tree.reduce((n, s) => n + s.count, 0)).toBe(total - 1);
    expect((await get(`/common/teachingjoin/${id}`)).body).toEqual({ code: 404, msg: '该教学资源不存在或已下架' });
    expect((await t.app.inject({ method: 'GET', url: apiUrl(`/common/teachingjoin/file/${id}`) })).json()).toEqual({ code: 404, msg: '该教学资源不存在或已下架' });
    expect(await t.database.db.select().from(searchDocs).where(and(eq(searchDocs.docType, 'teaching'), eq(searchDocs.docId, id)))).toEqual([]);
    await call('admin', 'PUT', `/manage/teachingjoin/${id}/publish`, { published: true });
    expect((await get(`/common/teachingjoin/${id}`)).status).toBe(200);
    expect(await t.database.db.select({ id: searchDocs.docId }).from(searchDocs).where(and(eq(searchDocs.docType, 'teaching'), eq(searchDocs.docId, id)))).toHaveLength(1);
  });
});

describe('the one search, the sitemap and OAI-PMH', () => {
  const HOST = 'wenku.test';
  const sample = async () => (await get('/common/teachingjoin/list', { keyword: '四季美景' })).body.rows![0] as { id: number; title: string };

  it('the ranked search finds a resource by its title, with its detail link', async () => {
    const r = await sample();
    const body = (await t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: r.title, type: 'teaching' } })).json();
    expect(body.code).toBe(200);
    expect(body.rows[0]).toMatchObject({ docType: 'teaching', docId: r.id, url: `/basicEducation/${r.id}` });
  });

  it('the sitemap lists its page and OAI-PMH answers its Dublin Core record', async () => {
    const r = await sample();
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST } });
    let xml = index.body;
    for (const m of index.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const p = new URL(m[1]).pathname;
      if (p.startsWith('/sitemap-')) xml += (await t.app.inject({ method: 'GET', url: p, headers: { host: HOST } })).body;
    }
    expect(xml).toContain(`http://${HOST}/basicEducation/${r.id}</loc>`);
    const oai = await t.app.inject({ method: 'GET', url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:teaching/${r.id}`, headers: { host: HOST } });
    expect(oai.statusCode).toBe(200);
    expect(oai.body).toContain('<setSpec>teaching</setSpec>');
    expect(oai.body).toContain(r.title);
  });
});

describe('who manages teaching resources and the catalogue', () => {
  const resource = async () => ({ title: '鸿雁测试 《春》朗读指导课件', knowledge: (await units())[0].id, fileType: 1, author: '测试教师', intro: '朗读指导。' });

  it('the platform admin adds a resource: 学科, 年级, 版本 and 学段 come from its unit, whatever the body says', async () => {
    const body = await resource();
    const created = await call('admin', 'POST', '/manage/teachingjoin', { ...body, subjectType: 5, grade: 12 });
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const [row] = await t.database.db.select().from(teachingResources).where(eq(teachingResources.id, created.body.data.id));
    const nav = (await post('/common/teachingType/getNav', { id: body.knowledge })).body.data;
    expect({ subjectType: row.subjectType, grade: row.grade, teachingVersion: row.teachingVersion }).toEqual({ subjectType: nav.current.filter.subjectType, grade: nav.current.filter.grade, teachingVersion: nav.current.filter.teachingVersion });
    expect(row.ownerId).toBeNull();
    expect((await call('admin', 'DELETE', `/manage/teachingjoin/${row.id}`)).body.msg).toBe('删除成功');
  });

  it('bad input is a Chinese 400 and writes nothing', async () => {
    const body = await resource();
    const [version] = await t.database.db.select().from(teachingTypes).where(eq(teachingTypes.level, 3));
    const refused = async (extra: object, msg: string) => expect((await call('admin', 'POST', '/manage/teachingjoin', { ...body, ...extra })).body).toEqual({ code: 400, msg });
    await refused({ knowledge: version.id }, '资源只能挂在单元下，请选择单元');
    await refused({ knowledge: 2147483647 }, '请选择资源所属的单元');
    await refused({ knowledge: '' }, '请选择资源所属的单元');
    await refused({ fileType: 9 }, '请选择资源类型');
    await refused({ title: '' }, '请输入资源标题');
    await refused({ fileName: 'data-1-000000000000000000000000.pdf' }, '资源文件不存在，请重新上传');
    await refused({ fileName: '../../etc/passwd' }, '资源文件不存在，请重新上传');
    expect(await t.database.db.select().from(teachingResources).where(eq(teachingResources.title, body.title))).toEqual([]);
  });

  it('the anonymous get 401; a plain member 403; nothing is written', async () => {
    const body = await resource();
    const id = (await get('/common/teachingjoin/list')).body.rows![0].id;
    expect((await call('anonymous', 'POST', '/manage/teachingjoin', body)).body.code).toBe(401);
    expect((await call('anonymous', 'GET', '/manage/teachingjoin/list')).body.code).toBe(401);
    expect((await call('demo_member', 'POST', '/manage/teachingjoin', body)).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
    expect((await call('demo_member', 'PUT', `/manage/teachingjoin/${id}`, { title: '越权' })).body.code).toBe(403);
    expect((await call('demo_member', 'POST', '/manage/teachingType', { name: '越权', level: 1, code: 6 })).body.code).toBe(403);
    expect(await t.database.db.select().from(teachingResources).where(eq(teachingResources.title, body.title))).toEqual([]);
  });

  it('a teacher uploads a file and adds a resource of their own, edits and deletes only those, and cannot 下架 or touch the tree', async () => {
    const me = (await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_teacher')))[0].id;
    const mine = await call('demo_teacher', 'GET', '/manage/teachingjoin/list', { pageSize: '100' });
    expect(mine.body.total).toBeGreaterThanOrEqual(5);
    expect(mine.body.rows.every((r: { ownerId: number }) => r.ownerId === me)).toBe(true);

    const boundary = 'teachingboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chun.txt"\r\nContent-Type: text/plain\r\n\r\n《春》朗读指导：盼望着，盼望着，东风来了。\r\n--${boundary}--\r\n`;
    const up = await t.app.inject({ method: 'POST', url: apiUrl('/manage/teachingjoin/upload'), payload, headers: { authorization: `Bearer ${await tokenOf('demo_teacher')}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(up.json()).toMatchObject({ code: 200, data: { originalName: 'chun.txt' } });
    const fileName = up.json().data.fileName as string;
    expect(fileName).toMatch(new RegExp(`^data-${me}-[0-9a-f]{24}\\.txt$`));
    const memberUpload = await t.app.inject({ method: 'POST', url: apiUrl('/manage/teachingjoin/upload'), payload, headers: { authorization: `Bearer ${await tokenOf('demo_member')}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(memberUpload.json().code).toBe(403);

    const created = await call('demo_teacher', 'POST', '/manage/teachingjoin', { ...(await resource()), fileName, fileType: 5 });
    expect(created.body).toEqual({ code: 400, msg: '微课视频请上传MP4视频文件' });
    const ok = await call('demo_teacher', 'POST', '/manage/teachingjoin', { ...(await resource()), fileName });
    expect(ok.body.msg).toBe('新增成功');
    const [row] = await t.database.db.select().from(teachingResources).where(eq(teachingResources.id, ok.body.data.id));
    expect(row).toMatchObject({ ownerId: me, fileName, fileSize: Buffer.byteLength('《春》朗读指导：盼望着，盼望着，东风来了。') });
    const preview = await t.app.inject({ method: 'GET', url: apiUrl(`/common/teachingjoin/file/${row.id}`) });
    expect(preview.body).toContain('东风来了');

    expect((await call('demo_teacher', 'PUT', `/manage/teachingjoin/${row.id}`, { intro: '供七年级朗读课使用。' })).body.msg).toBe('保存成功');
    expect((await call('demo_teacher', 'PUT', `/manage/teachingjoin/${row.id}/publish`, { published: false })).body.code).toBe(403);
    const [others] = await t.database.db.select({ id: teachingResources.id }).from(teachingResources).where(isNull(teachingResources.ownerId)).limit(1);
    expect((await call('demo_teacher', 'PUT', `/manage/teachingjoin/${others.id}`, { title: '越权' })).body).toEqual({ code: 403, msg: '无权操作：只能修改或删除本人上传的教学资源' });
    expect((await call('demo_teacher', 'DELETE', `/manage/teachingjoin/${others.id}`)).body.code).toBe(403);
    expect((await call('demo_teacher', 'GET', `/manage/teachingjoin/${others.id}`)).body.code).toBe(404);
    // Another member's upload cannot be attached by a teacher.
    expect((await call('demo_teacher', 'PUT', `/manage/teachingjoin/${row.id}`, { fileName: 'data-1-0123456789abcdef01234567.txt' })).body).toEqual({ code: 400, msg: '资源文件不存在，请重新上传' });
    expect((await call('demo_teacher', 'POST', '/manage/teachingType', { name: '越权', level: 1, code: 6 })).body.code).toBe(403);
    expect((await call('demo_teacher', 'DELETE', `/manage/teachingjoin/${row.id}`)).body.msg).toBe('删除成功');
  });

  it('the platform admin grows the tree one level at a time; a node in use cannot be deleted', async () => {
    const subject = await call('admin', 'POST', '/manage/teachingType', { name: '生物', level: 1, code: 6 });
    expect(subject.body.msg).toBe('新增成功');
    expect((await call('admin', 'POST', '/manage/teachingType', { name: '七年级', level: 3, code: 1, parentId: subject.body.data.id })).body).toEqual({ code: 400, msg: '上级目录的层级不对：学科下是年级，年级下是教材版本，教材版本下是单元' });
    expect((await call('admin', 'POST', '/manage/teachingType', { name: '七年级', level: 2, parentId: subject.body.data.id })).body.msg).toMatch(/^请选择正确的代码/);
    const grade = await call('admin', 'POST', '/manage/teachingType', { name: '七年级', level: 2, code: 7, parentId: subject.body.data.id });
    expect(grade.body.msg).toBe('新增成功');
    expect((await call('admin', 'DELETE', `/manage/teachingType/${subject.body.data.id}`)).body).toEqual({ code: 409, msg: '该目录下还有子目录或教学资源，不能删除' });
    expect((await call('admin', 'PUT', `/manage/teachingType/${grade.body.data.id}`, { name: '七年级（上）', level: 4 })).body.msg).toBe('保存成功');
    const [g] = await t.database.db.select().from(teachingTypes).where(eq(teachingTypes.id, grade.body.data.id));
    expect(g).toMatchObject({ name: '七年级（上）', level: 2, code: 7 });
    expect((await call('admin', 'DELETE', `/manage/teachingType/${grade.body.data.id}`)).body.msg).toBe('删除成功');
    expect((await call('admin', 'DELETE', `/manage/teachingType/${subject.body.data.id}`)).body.msg).toBe('删除成功');
  });
});

async function tokenOf(username: string): Promise<string> {
  const { signIn } = await import('../../../tests/helpers/auth');
  return signIn(t.app, username);
}
