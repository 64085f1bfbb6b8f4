import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { famousSchoolResource, SCHOOL_POST_KINDS } from '../../../src/resources/famousSchools';
import { roleCalls } from '../../../tests/helpers/roleCalls';
import { contentAudits, famousSchoolPosts, famousSchools } from '../../db/schema';
import { defineAreaContract, getJson, listJson, listUrl } from '../area/areaContract';

// Issue 14: 名校 — the directory (14 a page) with its province/city/district tree, a school's
// dynamics, activities, articles (POST) and photos, the hot list, 下架 invisibility, and management.

const { ctx, call } = roleCalls(['admin', 'demo_member', 'demo_head'] as const);
const get = (path: string, q: Record<string, string | number> = {}) => getJson(ctx.t.app, listUrl(path, q));
const schoolId = async (name: string) => (await ctx.t.database.db.select({ id: famousSchools.id }).from(famousSchools).where(eq(famousSchools.name, name)))[0].id;

describe('GET /common/famous/school/show and /{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: famousSchoolResource,
    spread: { db: () => ctx.t.database.db, table: famousSchools },
    notFoundMsg: '该学校不存在或已下架',
    countsViews: true,
    omittedInList: ['intro', 'honors'],
    filters: [
      [{ schoolType: '1' }, (r) => r.schoolType === 1],
      [{ provinceId: '320000' }, (r) => r.provinceId === 320000],
      [{ areaId: '440300' }, (r) => r.areaId === 440300],
      [{ regionId: '110108' }, (r) => r.regionId === 110108],
      [{ isPublic: 'false' }, (r) => r.isPublic === false],
      [{ keyword: '实验' }, (r) => `${r.name}${r.motto}${r.address}`.includes('实验')],
    ],
    badFilters: [
      [{ schoolType: '9' }, '办学类型不正确'],
      [{ provinceId: '32' }, '省份代码不正确'],
      [{ areaId: 'x' }, '城市代码不正确'],
      [{ regionId: '1' }, '区县代码不正确'],
      [{ isPublic: 'maybe' }, '办学性质不正确'],
    ],
  });

  it('pages the directory by 14 (spec §9 schools)', async () => {
    const { body } = await get('/common/famous/school/show');
    expect(body.rows).toHaveLength(14);
    expect(body.total).toBe(30);
  });
});

describe('the place tree, a school’s posts and photos, the hot list', () => {
  it('tree: provinces → cities → districts holding schools, with counts that add up', async () => {
    const { status, body } = await get('/common/famous/school/tree');
    expect(status).toBe(200);
    const tree = body.data as Array<{ id: number; name: string; count: number; children: Array<{ id: number; name: string; count: number; children: Array<{ id: number; name: string; count: number }> }> }>;
    expect(tree.reduce((n, p) => n + p.count, 0)).toBe(30);
    const jiangsu = tree.find((p) => p.id === 320000)!;
    expect(jiangsu).toMatchObject({ name: '江苏', count: 4 });
    expect(jiangsu.children.map((c) => [c.name, c.count])).toEqual([
      ['南京市', 2],
      ['苏州市', 2],
    ]);
    expect(jiangsu.children[0].children.map((d) => d.name)).toEqual(['玄武区', '鼓楼区']);
    for (const p of tree) expect(p.children.reduce((n, c) => n + c.count, 0)).toBe(p.count);
    const one = await get('/common/famous/school/tree', { provinceId: 440000 });
    expect(one.body.data.map((p: { id: number }) => p.id)).toEqual([440000]);
    expect((await get('/common/famous/school/tree', { provinceId: 'abc' })).body).toEqual({ code: 400, msg: '省份代码不正确' });
  });

  it('dynamic and activity (GET) and article (POST) list one kind of post of a school, newest first, paged', async () => {
    const id = await schoolId('南京市玄武区梅园中学');
    for (const [kind, type] of Object.entries(SCHOOL_POST_KINDS)) {
      const res = await listJson(ctx.t.app, { method: kind === 'article' ? 'POST' : 'GET', path: `/common/famous/school/${kind}` }, { schoolId: id });
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.total).toBeGreaterThanOrEqual(2);
      for (const r of res.body.rows!) expect(r).toMatchObject({ schoolId: id, postType: type, schoolName: '南京市玄武区梅园中学' });
      expect(res.body.rows![0]).not.toHaveProperty('content');
      const dates = res.body.rows!.map((r) => String(r.publishDate));
      expect(dates).toEqual([...dates].sort().reverse());
    }
    // Every school's, when no school is named.
    const all = await get('/common/famous/school/dynamic', { pageSize: 5 });
    expect(all.body.total).toBeGreaterThan(60);
    expect((await get('/common/famous/school/dynamic', { schoolId: 987654 })).body).toEqual({ code: 404, msg: '该学校不存在或已下架' });
    expect((await get('/common/famous/school/activity', { orderByColumn: 'content' })).status).toBe(400);
    // The article list is POST, as the spec has it: a GET reads `article` as a school's id.
    expect((await get('/common/famous/school/article')).body).toEqual({ code: 400, msg: '编号必须是正整数' });
  });

  it('post/{id} opens one post with its text and school; piclist lists a school’s photos', async () => {
    const id = await schoolId('杭州市西湖区求是实验小学');
    const post = (await get('/common/famous/school/dynamic', { schoolId: id })).body.rows![0];
    const one = await get(`/common/famous/school/post/${post.id}`);
    expect(one.body.data).toMatchObject({ id: post.id, schoolName: '杭州市西湖区求是实验小学', views: Number(post.views) + 1 });
    expect(one.body.data.content).toContain('求是实验小学');
    expect((await get('/common/famous/school/post/987654')).body).toEqual({ code: 404, msg: '该文章不存在或已下架' });
    const pics = await get('/common/famous/school/piclist', { schoolId: id });
    expect(pics.body.total).toBeGreaterThanOrEqual(4);
    for (const p of pics.body.rows!) expect(p.imageUrl).toMatch(/^\/schools\/campus-\d\.svg$/);
    // The demo photos are files of the built portal (public/schools).
    for (const p of pics.body.rows!) expect(existsSync(`public${p.imageUrl}`), String(p.imageUrl)).toBe(true);
  });

  it('hot lists 5 (or 3) schools by views, most viewed first', async () => {
    const hot = await get('/common/famous/school/hot');
    const views = (hot.body.data as Array<{ views: number }>).map((r) => r.views);
    expect(views).toHaveLength(5);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect((await get('/common/famous/school/hot', { pageSize: 3 })).body.data).toHaveLength(3);
  });
});

describe('下架 schools and posts are invisible', () => {
  it('a 下架 school leaves the directory, tree, hot list and search, and takes its posts and photos along', async () => {
    const id = await schoolId('宁波市海曙区效实中学');
    const post = (await get('/common/famous/school/dynamic', { schoolId: id })).body.rows![0];
    expect((await call('admin', 'PUT', `/manage/famousSchool/${id}/publish`, { published: false })).body.msg).toBe('已下架');
    expect((await get('/common/famous/school/show', { pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(id);
    const zj = (await get('/common/famous/school/tree', { provinceId: 330000 })).body.data[0];
    expect(zj.children.map((c: { id: number }) => c.id)).not.toContain(330200);
    expect((await get(`/common/famous/school/${id}`)).body).toEqual({ code: 404, msg: '该学校不存在或已下架' });
    expect((await get(`/common/famous/school/post/${post.id}`)).status).toBe(404);
    expect((await get('/common/famous/school/dynamic', { pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(post.id);
    expect((await get('/common/famous/school/piclist', { schoolId: id })).body.total).toBe(0);
    const search = await ctx.t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: '效实中学', type: 'famousSchool' } });
    expect(search.json().total).toBe(0);
    await call('admin', 'PUT', `/manage/famousSchool/${id}/publish`, { published: true });
    expect((await get(`/common/famous/school/${id}`)).status).toBe(200);
  });

  it('a 下架 post leaves its school’s list and its detail', async () => {
    const id = await schoolId('成都市武侯区玉林小学');
    const post = (await get('/common/famous/school/activity', { schoolId: id })).body.rows![0];
    await call('admin', 'PUT', `/manage/famousSchoolPost/${post.id}/publish`, { published: false });
    expect((await get('/common/famous/school/activity', { schoolId: id })).body.rows!.map((r) => r.id)).not.toContain(post.id);
    expect((await get(`/common/famous/school/post/${post.id}`)).body).toEqual({ code: 404, msg: '该文章不存在或已下架' });
    await call('admin', 'PUT', `/manage/famousSchoolPost/${post.id}/publish`, { published: true });
  });
});

describe('who manages famous schools', () => {
  const school = { name: '鸿雁测试实验学校', schoolType: 5, provinceId: 320000, areaId: 320100, regionId: 320106, foundedYear: 2001 };

  it('the platform admin adds a school with posts and photos, edits and deletes it, audited; bad input is a Chinese 400', async () => {
    expect((await call('admin', 'POST', '/manage/famousSchool', { ...school, schoolType: 8 })).body).toEqual({ code: 400, msg: '请选择办学类型' });
    expect((await call('admin', 'POST', '/manage/famousSchool', { ...school, areaId: '' })).body).toEqual({ code: 400, msg: '请填写城市代码（6位数字）' });
    // A city's code is not a province: the school would show no 省份 anywhere.
    expect((await call('admin', 'POST', '/manage/famousSchool', { ...school, provinceId: 320100 })).body).toEqual({ code: 400, msg: '请选择省份' });
    const created = await call('admin', 'POST', '/manage/famousSchool', school);
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = created.body.data.id as number;
    expect((await get(`/common/famous/school/${id}`)).body.data).toMatchObject({ ...school, isPublic: true });
    const search = await ctx.t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: '鸿雁测试实验学校', type: 'famousSchool' } });
    expect(search.json().rows[0]).toMatchObject({ docId: id, url: `/famousSchool/${id}` });
    expect((await call('admin', 'POST', '/manage/famousSchoolPost', { schoolId: id, postType: 1, title: '鸿雁测试 开学典礼', publishDate: '2026-09-01' })).body.code).toBe(200);
    expect((await call('admin', 'POST', '/manage/famousSchoolPost', { schoolId: 99_999_999, postType: 1, title: '无校' })).body).toEqual({ code: 400, msg: '所选学校不存在' });
    expect((await call('admin', 'POST', '/manage/famousSchoolPost', { schoolId: id, postType: 7, title: '错栏目' })).body).toEqual({ code: 400, msg: '请选择栏目' });
    expect((await call('admin', 'POST', '/manage/famousSchoolPic', { schoolId: id, title: '校门' })).body).toEqual({ code: 400, msg: '请上传图片' });
    expect((await call('admin', 'PUT', `/manage/famousSchool/${id}`, { motto: '鸿鹄之志' })).body.msg).toBe('保存成功');
    expect((await call('admin', 'DELETE', `/manage/famousSchool/${id}`)).body.msg).toBe('删除成功');
    expect(await ctx.t.database.db.select().from(famousSchoolPosts).where(eq(famousSchoolPosts.schoolId, id))).toEqual([]);
    const log = await ctx.t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'famousSchools'), eq(contentAudits.entityId, id)));
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('the anonymous get 401; a plain member and a headmaster 403; nothing is written', async () => {
    const id = await schoolId('西安市新城区后宰门小学');
    expect((await call('anonymous', 'POST', '/manage/famousSchool', school)).body.code).toBe(401);
    expect((await call('anonymous', 'GET', '/manage/famousSchoolPost/list')).body.code).toBe(401);
    for (const who of ['demo_member', 'demo_head'] as const) {
      expect((await call(who, 'POST', '/manage/famousSchool', school)).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
      expect((await call(who, 'PUT', `/manage/famousSchool/${id}`, { motto: '越权' })).body.code).toBe(403);
      expect((await call(who, 'DELETE', `/manage/famousSchool/${id}`)).body.code).toBe(403);
      expect((await call(who, 'POST', '/manage/famousSchoolPost', { schoolId: id, postType: 1, title: '越权动态' })).body.code).toBe(403);
      expect((await call(who, 'GET', '/manage/famousSchool/list')).body.code).toBe(403);
    }
    const [row] = await ctx.t.database.db.select().from(famousSchools).where(eq(famousSchools.id, id));
    expect(row.motto).not.toBe('越权');
    expect(await ctx.t.database.db.select().from(famousSchoolPosts).where(eq(famousSchoolPosts.title, '越权动态'))).toEqual([]);
  });
});
