import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roleCalls } from '../../../tests/helpers/roleCalls';
import { contentAudits, members, publisherProfiles, scholarProfiles, teacherProfiles } from '../../db/schema';
import { DEMO_PUBLISHER, DEMO_SCHOLAR, DEMO_TEACHER } from '../../db/seed/people';
import { getJson, listUrl } from '../area/areaContract';

// Issue 14 (people): who manages the directory profiles — the platform admin every one, a holder
// their own (edit, show or hide; never delete, 下架 or open a second), nobody else; and the profile
// an approved application opens.

const { ctx, call } = roleCalls(['admin', 'demo_member', 'demo_scholar', 'demo_publisher', 'demo_teacher'] as const);
const get = (path: string, q: Record<string, string | number> = {}) => getJson(ctx.t.app, listUrl(path, q));
const db = () => ctx.t.database.db;
const FORBIDDEN = { code: 403, msg: '没有权限执行该操作' };
const scholarId = async (name: string) => (await db().select({ id: scholarProfiles.id }).from(scholarProfiles).where(eq(scholarProfiles.name, name)))[0].id;

describe('the platform admin', () => {
  it('adds, edits and deletes a profile of each directory, audited; bad input is a Chinese 400', async () => {
    const cases = [
      { base: 'scholar', entity: 'scholars', body: { name: '鸿雁测试学者', institution: '南京大学', title: 1, discipline: 5, researchField: '明清小说研究' }, bad: [{ title: 9 }, '请选择职称'] },
      { base: 'publisher', entity: 'publishers', body: { name: '鸿雁测试出版社', kind: 5, provinceId: 320000, city: '南京', foundedYear: 1984 }, bad: [{ foundedYear: 1700 }, '创立年份应为1800到2100之间的年份'] },
      { base: 'teacher', entity: 'teachers', body: { name: '鸿雁测试教师', school: '南京市琅琊路小学', grade: 1, subjectType: 2, title: 3 }, bad: [{ grade: 5 }, '请选择学段'] },
    ] as const;
    for (const c of cases) {
      expect((await call('admin', 'POST', `/manage/${c.base}`, { ...c.body, ...c.bad[0] })).body).toEqual({ code: 400, msg: c.bad[1] });
      const created = await call('admin', 'POST', `/manage/${c.base}`, c.body);
      expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
      const id = created.body.data.id as number;
      expect((await get(`/common/${c.base}/${id}`)).body.data).toMatchObject({ ...c.body, ownerId: null, isPublic: true });
      expect((await call('admin', 'PUT', `/manage/${c.base}/${id}`, { intro: '平台维护的简介。' })).body.msg).toBe('保存成功');
      expect((await call('admin', 'DELETE', `/manage/${c.base}/${id}`)).body.msg).toBe('删除成功');
      expect((await get(`/common/${c.base}/${id}`)).status).toBe(404);
      const log = await db().select().from(contentAudits).where(and(eq(contentAudits.entity, c.entity), eq(contentAudits.entityId, id)));
      expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    }
    expect((await call('admin', 'PUT', '/manage/scholar/2147483648', { intro: 'x' })).body).toEqual({ code: 404, msg: '该学者不存在或未公开' });
  });
});

describe('the anonymous and other members', () => {
  it('the anonymous get 401; a plain member 403; a teacher may not touch a scholar’s profile; nothing is written', async () => {
    const id = await scholarId(DEMO_SCHOLAR.name);
    for (const path of ['/manage/scholar', '/manage/publisher', '/manage/teacher']) {
      expect((await call('anonymous', 'POST', path, { name: '越权' })).body.code).toBe(401);
      expect((await call('anonymous', 'GET', `${path}/list`)).body.code).toBe(401);
      expect((await call('demo_member', 'POST', path, { name: '越权' })).body).toEqual(FORBIDDEN);
      expect((await call('demo_member', 'GET', `${path}/list`)).body).toEqual(FORBIDDEN);
    }
    expect((await call('demo_member', 'PUT', `/manage/scholar/${id}`, { researchField: '越权' })).body).toEqual(FORBIDDEN);
    expect((await call('demo_teacher', 'PUT', `/manage/scholar/${id}`, { researchField: '越权' })).body).toEqual(FORBIDDEN);
    expect((await call('demo_publisher', 'POST', '/manage/scholar', { name: '越权', institution: '某大学', title: 1, discipline: 1, researchField: '越权' })).body).toEqual(FORBIDDEN);
    const [row] = await db().select().from(scholarProfiles).where(eq(scholarProfiles.id, id));
    expect(row.researchField).not.toBe('越权');
    expect(await db().select().from(scholarProfiles).where(eq(scholarProfiles.name, '越权'))).toEqual([]);
  });
});

describe('a holder and their own profile', () => {
  const holders = [
    { who: 'demo_scholar', base: 'scholar', table: scholarProfiles, name: DEMO_SCHOLAR.name, other: null as string | null, edit: { researchField: '教育评价与学习科学' }, mine: '无权操作：只能修改本人的学者资料', again: '您已有学者资料，请在列表中修改' },
    { who: 'demo_publisher', base: 'publisher', table: publisherProfiles, name: DEMO_PUBLISHER, other: '中华书局', edit: { specialties: '高等教育教材、职业教育教材、数字课程与题库' }, mine: '无权操作：只能修改本社的出版社资料', again: '您已有出版社资料，请在列表中修改' },
    { who: 'demo_teacher', base: 'teacher', table: teacherProfiles, name: DEMO_TEACHER, other: '李红梅', edit: { teachingYears: 16 }, mine: '无权操作：只能修改本人的教师资料', again: '您已有教师资料，请在列表中修改' },
  ] as const;

  it.each(holders)('$who edits their own profile, not another’s; cannot open a second, delete it or 下架 it', async (h) => {
    const idOf = async (name: string) => (await db().select({ id: h.table.id }).from(h.table).where(eq(h.table.name, name)))[0].id;
    const own = await idOf(h.name);
    const other = h.other ? await idOf(h.other) : (await db().select({ id: scholarProfiles.id }).from(scholarProfiles).where(eq(scholarProfiles.name, (await get('/common/scholar/list')).body.rows!.find((r) => r.name !== h.name)!.name as string)))[0].id;
    const list = await call(h.who, 'GET', `/manage/${h.base}/list`);
    expect(list.body.rows.map((r: { id: number }) => r.id)).toEqual([own]);
    expect((await call(h.who, 'GET', `/manage/${h.base}/${other}`)).status).toBe(404);
    expect((await call(h.who, 'PUT', `/manage/${h.base}/${own}`, h.edit)).body.msg).toBe('保存成功');
    expect((await get(`/common/${h.base}/${own}`)).body.data).toMatchObject(h.edit);
    expect((await call(h.who, 'PUT', `/manage/${h.base}/${other}`, h.edit)).body).toEqual({ code: 403, msg: h.mine });
    expect((await call(h.who, 'DELETE', `/manage/${h.base}/${own}`)).body.code).toBe(403);
    expect((await call(h.who, 'PUT', `/manage/${h.base}/${own}/publish`, { published: false })).body.code).toBe(403);
    const [before] = await db().select().from(h.table).where(eq(h.table.id, own));
    expect((await call(h.who, 'POST', `/manage/${h.base}`, { ...before, id: undefined, ownerId: undefined, views: undefined, createTime: undefined, updateTime: undefined, published: undefined })).body).toEqual({ code: 409, msg: h.again });

    // Hidden by its holder: gone from the directory until shown again.
    expect((await call(h.who, 'PUT', `/manage/${h.base}/${own}`, { isPublic: false })).body.msg).toBe('保存成功');
    expect((await get(`/common/${h.base}/${own}`)).status).toBe(404);
    expect((await get(`/common/${h.base}/list`, { keyword: h.name })).body.rows!.map((r) => r.id)).not.toContain(own);
    expect((await call(h.who, 'PUT', `/manage/${h.base}/${own}`, { isPublic: 'true' })).body.msg).toBe('保存成功');
    expect((await get(`/common/${h.base}/${own}`)).status).toBe(200);
  });
});

describe('an approved application opens the profile', () => {
  const REVIEW = '/w_rl/wkapi/v1/platform/roleApply/review';

  it('before approval there is no profile; approval opens it from the form, public and searchable; the holder completes it', async () => {
    const form = { realName: '李明', phone: '13800000001', institution: '武汉大学', title: '副教授', researchField: '数字人文与古典文献', intro: '长期从事古典文献数字化研究。' };
    const applied = await call('demo_member', 'POST', '/scholar/apply', form);
    expect(applied.body.code).toBe(200);
    const [me] = await db().select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
    expect(await db().select().from(scholarProfiles).where(eq(scholarProfiles.ownerId, me.id))).toEqual([]);

    expect((await call('admin', 'POST', REVIEW, { id: applied.body.data.id, status: 2, remark: '同意' })).body.msg).toBe('审核通过');
    const [profile] = await db().select().from(scholarProfiles).where(eq(scholarProfiles.ownerId, me.id));
    expect(profile).toMatchObject({ name: '李明', institution: '武汉大学', title: 2, discipline: null, researchField: '数字人文与古典文献', isPublic: true, published: true });
    expect((await get(`/common/scholar/${profile.id}`)).body.data).toMatchObject({ name: '李明', institution: '武汉大学' });
    const search = (await ctx.t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: '数字人文与古典文献', type: 'scholar' } })).json();
    expect(search.rows.map((r: { docId: number }) => r.docId)).toContain(profile.id);
  });
});
