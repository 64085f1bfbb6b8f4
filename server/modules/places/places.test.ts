import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campusResource, schoolResource } from '../../../src/resources/schools';
import { studyPlaceResource } from '../../../src/resources/studyPlaces';
import { roleCalls } from '../../../tests/helpers/roleCalls';
import { campuses, contentAudits, schools, searchDocs, studyPlaces } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14 (places): 学校名录 with campuses, 学习场所 — the area contracts, hot lists from real
// views, 下架 rows invisible everywhere, and who manages them (the platform admin only).

const ACCOUNTS = ['admin', 'demo_member', 'demo_teacher'] as const;
const { ctx, call } = roleCalls(ACCOUNTS);

const get = (path: string, q: Record<string, string | number> = {}) => getJson(ctx.t.app, listUrl(path, q));

describe('GET /common/school/list and /{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: schoolResource,
    spread: { db: () => ctx.t.database.db, table: schools },
    notFoundMsg: '该学校不存在或已下架',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [
      [{ stage: '2' }, (r) => r.stage === 2],
      [{ kind: '2' }, (r) => r.kind === 2],
      [{ provinceId: '320000' }, (r) => r.provinceId === 320000],
      [{ city: '南京' }, (r) => r.city === '南京'],
      [{ keyword: '实验' }, (r) => `${r.name}${r.city}${r.principal}`.includes('实验')],
    ],
    badFilters: [
      [{ stage: '9' }, '学段不正确'],
      [{ kind: 'x' }, '办学性质不正确'],
      [{ provinceId: '999999' }, '省份不正确'],
    ],
  });

  it('the seed gives three pages of 14; a list row counts its campuses, the detail lists them, main campus first', async () => {
    const first = await get('/common/school/list');
    expect(first.body.rows).toHaveLength(14);
    expect(first.body.total).toBeGreaterThanOrEqual(36);
    const withTwo = first.body.rows!.find((r) => Number(r.campusCount) >= 2)!;
    expect(withTwo.mainAddress).toMatch(/市.+区/);
    const one = (await get(`/common/school/${withTwo.id}`)).body.data;
    expect(one.campuses).toHaveLength(Number(withTwo.campusCount));
    expect(one.campuses[0]).toMatchObject({ isMain: true, address: withTwo.mainAddress });
    expect(one.campuses[0].phone).toMatch(/^0\d{2,3}-\d{8}$/);
    expect(one.intro.length).toBeGreaterThan(40);
  });

  it('a school linked to its 名校风采 page says so; an id past int4 is a Chinese 404', async () => {
    const [famous] = (await get('/common/famous/school/show')).body.rows!;
    const id = (await get('/common/school/list')).body.rows![0].id as number;
    await call('admin', 'PUT', `/manage/school/${id}`, { famousSchoolId: famous.id });
    expect((await get(`/common/school/${id}`)).body.data.famousSchool).toEqual({ id: famous.id, name: famous.name });
    await call('admin', 'PUT', `/manage/school/${id}`, { famousSchoolId: null });
    expect((await get('/common/school/2147483648')).body).toEqual({ code: 404, msg: '该学校不存在或已下架' });
    expect((await get('/common/campus/2147483648')).body).toEqual({ code: 404, msg: '该校区不存在或已下架' });
  });
});

describe('GET /common/campus/list', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: campusResource,
    spread: { db: () => ctx.t.database.db, table: campuses },
    notFoundMsg: '该校区不存在或已下架',
    filters: [
      [{ isMain: 'false' }, (r) => r.isMain === false],
      [{ keyword: '校区' }, (r) => `${r.name}${r.address}`.includes('校区')],
    ],
    badFilters: [
      [{ schoolId: '0' }, '学校编号不正确'],
      [{ isMain: 'maybe' }, '校区类型不正确'],
    ],
  });
});

describe('GET /common/studyPlace/list and /{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: studyPlaceResource,
    spread: { db: () => ctx.t.database.db, table: studyPlaces },
    notFoundMsg: '该学习场所不存在或已下架',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [
      [{ placeKind: '2' }, (r) => r.placeKind === 2],
      [{ provinceId: '110000' }, (r) => r.provinceId === 110000],
      [{ city: '杭州' }, (r) => r.city === '杭州'],
      [{ isFree: 'false' }, (r) => r.isFree === false],
      [{ keyword: '图书馆' }, (r) => `${r.name}${r.address}${r.city}`.includes('图书馆')],
    ],
    badFilters: [
      [{ placeKind: '99' }, '场所类型不正确'],
      [{ isFree: 'yes' }, '是否免费不正确'],
    ],
  });

  it('every place has its opening hours and address; three pages of twelve', async () => {
    const { body } = await get('/common/studyPlace/list');
    expect(body.rows).toHaveLength(12);
    expect(body.total).toBeGreaterThanOrEqual(34);
    for (const r of body.rows!) {
      expect(String(r.openingHours)).toMatch(/\d{1,2}:\d{2}/);
      expect(String(r.address).startsWith(String(r.city))).toBe(true);
    }
  });
});

describe('hot lists come from the views counter', () => {
  for (const [area, table] of [
    ['school', schools],
    ['studyPlace', studyPlaces],
  ] as const) {
    it(`${area}: most viewed first; a visit moves a row to the top; only 3 or 5`, async () => {
      const hot = (await get(`/common/${area}/hot`)).body.data as Array<{ id: number; views: number }>;
      expect(hot).toHaveLength(5);
      expect(hot.map((r) => r.views)).toEqual(hot.map((r) => r.views).sort((a, b) => b - a));
      expect((await get(`/common/${area}/hot`, { pageSize: 4 })).body).toEqual({ code: 400, msg: '热门条数只能是3或5' });
      const last = hot.at(-1)!;
      await ctx.t.database.db.update(table).set({ views: hot[0].views }).where(eq(table.id, last.id));
      await get(`/common/${area}/${last.id}`);
      expect((await get(`/common/${area}/hot`)).body.data[0].id).toBe(last.id);
    });
  }
});

describe('下架 rows are invisible', () => {
  it('a 下架 school leaves the list, hot list, detail and search, and its campuses go with it', async () => {
    const id = (await get('/common/school/hot')).body.data[0].id as number;
    const campusIds = (await get('/common/campus/list', { schoolId: id })).body.rows!.map((r) => r.id);
    expect(campusIds.length).toBeGreaterThan(0);
    expect((await call('admin', 'PUT', `/manage/school/${id}/publish`, { published: false })).body.msg).toBe('已下架');
    expect((await get('/common/school/list', { pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(id);
    expect((await get('/common/school/hot')).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await get(`/common/school/${id}`)).body).toEqual({ code: 404, msg: '该学校不存在或已下架' });
    expect((await get('/common/campus/list', { schoolId: id })).body.total).toBe(0);
    expect((await get(`/common/campus/${campusIds[0]}`)).body.code).toBe(404);
    expect(await ctx.t.database.db.select().from(searchDocs).where(and(eq(searchDocs.docType, 'school'), eq(searchDocs.docId, id)))).toEqual([]);
    // The admin still sees it and its campuses.
    expect((await call('admin', 'GET', '/manage/campus/list', { schoolId: String(id) })).body.total).toBe(campusIds.length);
    await call('admin', 'PUT', `/manage/school/${id}/publish`, { published: true });
    expect((await get(`/common/school/${id}`)).status).toBe(200);
    expect(await ctx.t.database.db.select({ id: searchDocs.docId }).from(searchDocs).where(and(eq(searchDocs.docType, 'school'), eq(searchDocs.docId, id)))).toHaveLength(1);
  });

  it('a 下架 campus leaves its school page; a 下架 study place its list and detail', async () => {
    const school = (await get('/common/school/list', { city: '上海' })).body.rows!.find((r) => Number(r.campusCount) >= 2)!;
    const [, second] = (await get(`/common/school/${school.id}`)).body.data.campuses;
    await call('admin', 'PUT', `/manage/campus/${second.id}/publish`, { published: false });
    expect((await get(`/common/school/${school.id}`)).body.data.campuses.map((c: { id: number }) => c.id)).not.toContain(second.id);
    await call('admin', 'PUT', `/manage/campus/${second.id}/publish`, { published: true });
    const place = (await get('/common/studyPlace/list', { placeKind: 7 })).body.rows![0];
    await call('admin', 'PUT', `/manage/studyPlace/${place.id}/publish`, { published: false });
    expect((await get('/common/studyPlace/list', { placeKind: 7 })).body.rows!.map((r) => r.id)).not.toContain(place.id);
    expect((await get(`/common/studyPlace/${place.id}`)).body).toEqual({ code: 404, msg: '该学习场所不存在或已下架' });
    await call('admin', 'PUT', `/manage/studyPlace/${place.id}/publish`, { published: true });
  });
});

describe('who manages schools, campuses and study places', () => {
  const school = { name: '鸿雁测试实验学校', stage: 2, kind: 1, provinceId: 320000, city: '南京', foundedYear: 1999, principal: '测试校长' };
  const place = { name: '鸿雁测试城市书房', placeKind: 7, provinceId: 330000, city: '杭州', address: '杭州市西湖区测试路 1 号', openingHours: '每日 9:00-21:00', isFree: true };

  it('the platform admin adds a school with a campus, edits and deletes them, audited; a school with campuses is not deleted', async () => {
    const created = await call('admin', 'POST', '/manage/school', school);
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = created.body.data.id as number;
    const campus = await call('admin', 'POST', '/manage/campus', { schoolId: id, name: '本部', address: '南京市鼓楼区测试路 2 号', phone: '025-83000000', isMain: true });
    expect(campus.body.msg).toBe('新增成功');
    expect((await get(`/common/school/${id}`)).body.data.campuses).toEqual([expect.objectContaining({ name: '本部', isMain: true })]);
    expect((await call('admin', 'DELETE', `/manage/school/${id}`)).body).toEqual({ code: 409, msg: '该学校下还有校区，请先删除校区' });
    expect((await call('admin', 'PUT', `/manage/school/${id}`, { principal: '新校长' })).body.msg).toBe('保存成功');
    expect((await call('admin', 'DELETE', `/manage/campus/${campus.body.data.id}`)).body.msg).toBe('删除成功');
    expect((await call('admin', 'DELETE', `/manage/school/${id}`)).body.msg).toBe('删除成功');
    const log = await ctx.t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'schools'), eq(contentAudits.entityId, id)));
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('bad input is a Chinese 400 and writes nothing', async () => {
    const refused = async (path: string, body: object, msg: string) => expect((await call('admin', 'POST', path, body)).body).toEqual({ code: 400, msg });
    await refused('/manage/school', { ...school, stage: 9 }, '请选择学段');
    await refused('/manage/school', { ...school, provinceId: 123 }, '请选择省份');
    await refused('/manage/school', { ...school, name: '' }, '请输入学校名称');
    await refused('/manage/school', { ...school, famousSchoolId: 2147483647 }, '所选名校不存在');
    await refused('/manage/campus', { schoolId: 2147483647, name: '本部', address: '某路 1 号' }, '所选学校不存在');
    await refused('/manage/campus', { schoolId: 1, name: '本部', address: '' }, '请输入校区地址');
    await refused('/manage/studyPlace', { ...place, openingHours: '' }, '请输入开放时间');
    await refused('/manage/studyPlace', { ...place, placeKind: 0 }, '请选择场所类型');
    expect(await ctx.t.database.db.select().from(schools).where(eq(schools.name, school.name))).toEqual([]);
    expect(await ctx.t.database.db.select().from(campuses).where(eq(campuses.name, '鸿雁测试'))).toEqual([]);
    expect(await ctx.t.database.db.select().from(studyPlaces).where(eq(studyPlaces.name, place.name))).toEqual([]);
  });

  it('the anonymous get 401; a member and a teacher 403; nothing is written', async () => {
    const id = (await get('/common/school/list')).body.rows![0].id;
    expect((await call('anonymous', 'POST', '/manage/school', school)).body.code).toBe(401);
    expect((await call('anonymous', 'GET', '/manage/studyPlace/list')).body.code).toBe(401);
    for (const who of ['demo_member', 'demo_teacher'] as const) {
      expect((await call(who, 'POST', '/manage/school', school)).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
      expect((await call(who, 'POST', '/manage/studyPlace', place)).body.code).toBe(403);
      expect((await call(who, 'PUT', `/manage/school/${id}`, { name: '越权' })).body.code).toBe(403);
      expect((await call(who, 'PUT', `/manage/school/${id}/publish`, { published: false })).body.code).toBe(403);
      expect((await call(who, 'GET', '/manage/campus/list')).body.code).toBe(403);
    }
    expect((await get(`/common/school/${id}`)).body.data.name).not.toBe('越权');
    expect(await ctx.t.database.db.select().from(studyPlaces).where(eq(studyPlaces.name, place.name))).toEqual([]);
  });
});
