import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { famousTeacherResource, SCHOOL_SUBJECTS } from '../../../src/resources/famousTeachers';
import { apiUrl } from '../../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { contentAudits, famousTeachers, famousTeacherWorks, members } from '../../db/schema';
import { DEMO_FAMOUS_TEACHER } from '../../db/seed/education';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14: 名师 (foreFamousTeach 14) — the honour list, hot list, a teacher's articles, books and
// videos, and who may manage what.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await makeTestApp();
  for (const who of ['admin', 'demo_member', 'demo_famous', 'demo_head']) tokens[who] = await signIn(t.app, who);
});
afterAll(async () => {
  await t?.close();
});

type Who = 'admin' | 'demo_member' | 'demo_famous' | 'demo_head' | 'anonymous';
const call = async (who: Who, method: string, path: string, payload?: object) => {
  const res = await t.app.inject({
    method: method as 'GET',
    url: apiUrl(path),
    ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
  });
  return { status: res.statusCode, body: res.json() };
};
const get = (path: string, q: Record<string, string | number> = {}) => getJson(t.app, listUrl(path, q));
const teacherId = async (name: string) => (await t.database.db.select({ id: famousTeachers.id }).from(famousTeachers).where(eq(famousTeachers.name, name)))[0].id;

describe('GET /common/famous/teacher/show and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: famousTeacherResource,
    spread: { db: () => t.database.db, table: famousTeachers },
    notFoundMsg: '该名师不存在或已下架',
    countsViews: true,
    omittedInList: ['intro', 'honors'],
    filters: [
      [{ grade: '1' }, (r) => r.grade === 1],
      [{ subjectType: '2' }, (r) => r.subjectType === 2],
      [{ provinceId: '320000' }, (r) => r.provinceId === 320000],
      [{ keyword: '中学' }, (r) => `${r.name}${r.school}${r.title}`.includes('中学')],
    ],
    badFilters: [
      [{ grade: '9' }, '学段不正确'],
      [{ subjectType: 'x' }, '学科不正确'],
      [{ provinceId: '1' }, '地区代码不正确'],
    ],
  });

  it('pages the honour list by 6 (spec §9)', async () => {
    const { body } = await get('/common/famous/teacher/show');
    expect(body.rows).toHaveLength(6);
    expect(body.total).toBeGreaterThanOrEqual(18);
  });
});

describe('GET /common/famous/teacher/hot', () => {
  it('lists 5 (or 3) teachers by views, most viewed first; other lengths are refused', async () => {
    const five = await get('/common/famous/teacher/hot');
    expect(five.status).toBe(200);
    const views = (five.body.data as Array<{ views: number }>).map((r) => r.views);
    expect(views).toHaveLength(5);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const [{ top }] = await t.database.db.select({ top: max(famousTeachers.views) }).from(famousTeachers).where(eq(famousTeachers.published, true));
    expect(views[0]).toBe(top);
    expect((await get('/common/famous/teacher/hot', { pageSize: 3 })).body.data).toHaveLength(3);
    expect((await get('/common/famous/teacher/hot', { pageSize: 10 })).body).toEqual({ code: 400, msg: '热门条数只能是3或5' });
  });

  it('a visit counts: the detail raises views, and the hot list follows', async () => {
    const last = (await get('/common/famous/teacher/hot')).body.data.at(-1) as { id: number; views: number };
    const top = (await get('/common/famous/teacher/hot')).body.data[0] as { views: number };
    await t.database.db.update(famousTeachers).set({ views: top.views }).where(eq(famousTeachers.id, last.id));
    await get(`/common/famous/teacher/${last.id}`);
    expect((await get('/common/famous/teacher/hot')).body.data[0].id).toBe(last.id);
  });
});

describe('a teacher’s articles, books and videos', () => {
  it('article/{id}, book/{id}, video/{id} list that teacher’s works of that kind, paged', async () => {
    const id = await teacherId(DEMO_FAMOUS_TEACHER);
    const articles = await get(`/common/famous/teacher/article/${id}`);
    expect(articles.status).toBe(200);
    expect(articles.body.total).toBeGreaterThanOrEqual(3);
    for (const r of articles.body.rows!) expect(r).toMatchObject({ teacherId: id, workType: 1 });
    expect(articles.body.rows![0]).not.toHaveProperty('content');
    const books = await get(`/common/famous/teacher/book/${id}`);
    expect(books.body.total).toBeGreaterThanOrEqual(1);
    for (const r of books.body.rows!) expect(r).toMatchObject({ teacherId: id, workType: 2 });
    const videos = await get(`/common/famous/teacher/video/${id}`);
    expect(videos.body.total).toBeGreaterThanOrEqual(1);
    for (const r of videos.body.rows!) {
      expect(r).toMatchObject({ teacherId: id, workType: 3 });
      expect(r.videoUrl).toMatch(/^\/media\/video\/.+\.webm$/);
      expect(r.duration).toBeGreaterThan(0);
    }
    const page = await get(`/common/famous/teacher/article/${id}`, { pageSize: 2, pageNum: 2 });
    expect(page.body.rows!.length).toBe(Math.min(2, articles.body.total! - 2));
    expect((await get(`/common/famous/teacher/article/${id}`, { orderByColumn: 'content' })).status).toBe(400);
  });

  it('a missing teacher is a 404; one work’s detail carries its text and teacher', async () => {
    expect((await get('/common/famous/teacher/video/987654')).body).toEqual({ code: 404, msg: '该名师不存在或已下架' });
    const id = await teacherId(DEMO_FAMOUS_TEACHER);
    const first = (await get(`/common/famous/teacher/article/${id}`)).body.rows![0];
    const one = await get(`/common/famous/teacher/work/${first.id}`);
    expect(one.body.data).toMatchObject({ id: first.id, teacherName: DEMO_FAMOUS_TEACHER });
    expect(one.body.data.content).toContain('一、问题的提出');
    expect((await get('/common/famous/teacher/work/987654')).body).toEqual({ code: 404, msg: '该名师成果不存在或已下架' });
  });

  it('the video file streams with range requests (206, Content-Range)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/video/lecture-1.webm', headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(res.rawPayload.length).toBe(100);
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML (WebM)
    expect((await t.app.inject({ method: 'GET', url: '/media/video/../../db/client.ts' })).statusCode).toBe(404);
  });
});

describe('下架 teachers and works are invisible', () => {
  it('a 下架 teacher leaves the list, the hot list, the detail and their works; 上架 brings them back', async () => {
    const id = await teacherId('钱卫东');
    const work = (await get(`/common/famous/teacher/article/${id}`)).body.rows![0];
    expect((await call('admin', 'PUT', `/manage/famousTeacher/${id}/publish`, { published: false })).body.msg).toBe('已下架');
    const all = (await get('/common/famous/teacher/show', { pageSize: 100 })).body.rows!.map((r) => r.id);
    expect(all).not.toContain(id);
    expect((await get('/common/famous/teacher/hot')).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await get(`/common/famous/teacher/${id}`)).body).toEqual({ code: 404, msg: '该名师不存在或已下架' });
    expect((await get(`/common/famous/teacher/article/${id}`)).status).toBe(404);
    expect((await get(`/common/famous/teacher/work/${work.id}`)).status).toBe(404);
    await call('admin', 'PUT', `/manage/famousTeacher/${id}/publish`, { published: true });
    expect((await get(`/common/famous/teacher/${id}`)).status).toBe(200);
  });

  it('a 下架 work leaves its teacher’s list and its detail', async () => {
    const id = await teacherId('沈雅琴');
    const work = (await get(`/common/famous/teacher/book/${id}`)).body.rows![0];
    await call('admin', 'PUT', `/manage/famousTeacherWork/${work.id}/publish`, { published: false });
    expect((await get(`/common/famous/teacher/book/${id}`)).body.rows!.map((r) => r.id)).not.toContain(work.id);
    expect((await get(`/common/famous/teacher/work/${work.id}`)).body).toEqual({ code: 404, msg: '该名师成果不存在或已下架' });
    await call('admin', 'PUT', `/manage/famousTeacherWork/${work.id}/publish`, { published: true });
  });
});

describe('who manages famous teachers', () => {
  const profile = { name: '鸿雁测试名师', school: '鸿雁实验小学', grade: 1, subjectType: 1 };

  it('the platform admin adds, edits and deletes a famous teacher, audited; bad input is a Chinese 400', async () => {
    expect(await call('admin', 'POST', '/manage/famousTeacher', { ...profile, subjectType: 99 }).then((r) => r.body)).toEqual({ code: 400, msg: '请选择学科' });
    const created = await call('admin', 'POST', '/manage/famousTeacher', profile);
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = created.body.data.id as number;
    expect((await get(`/common/famous/teacher/${id}`)).body.data).toMatchObject({ ...profile, subjectType: 1 });
    expect((await call('admin', 'PUT', `/manage/famousTeacher/${id}`, { title: '高级教师' })).body.msg).toBe('保存成功');
    const work = await call('admin', 'POST', '/manage/famousTeacherWork', { teacherId: id, workType: 1, title: '鸿雁测试文章' });
    expect(work.body.code).toBe(200);
    expect(await call('admin', 'POST', '/manage/famousTeacherWork', { workType: 1, title: '无名师的文章' }).then((r) => r.body)).toEqual({ code: 400, msg: '请选择名师' });
    expect(await call('admin', 'POST', '/manage/famousTeacherWork', { teacherId: 99_999_999, workType: 1, title: '名师不存在' }).then((r) => r.body)).toEqual({ code: 400, msg: '所选名师不存在' });
    expect((await call('admin', 'DELETE', `/manage/famousTeacher/${id}`)).body.msg).toBe('删除成功');
    // The teacher's works go with the teacher.
    expect((await get(`/common/famous/teacher/work/${work.body.data.id}`)).status).toBe(404);
    const log = await t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'famousTeachers'), eq(contentAudits.entityId, id)));
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('the anonymous get 401, a plain member and a headmaster 403; nothing is written', async () => {
    const id = await teacherId('周海涛');
    expect((await call('anonymous', 'POST', '/manage/famousTeacher', profile)).body.code).toBe(401);
    expect((await call('anonymous', 'GET', '/manage/famousTeacher/list')).body.code).toBe(401);
    for (const who of ['demo_member', 'demo_head'] as const) {
      expect((await call(who, 'POST', '/manage/famousTeacher', profile)).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
      expect((await call(who, 'PUT', `/manage/famousTeacher/${id}`, { title: '越权' })).body.code).toBe(403);
      expect((await call(who, 'POST', '/manage/famousTeacherWork', { teacherId: id, workType: 1, title: '越权文章' })).body.code).toBe(403);
    }
    const [row] = await t.database.db.select().from(famousTeachers).where(eq(famousTeachers.id, id));
    expect(row.title).not.toBe('越权');
    expect(await t.database.db.select().from(famousTeacherWorks).where(eq(famousTeacherWorks.title, '越权文章'))).toEqual([]);
  });

  it('a famous teacher edits their own page, not another’s, and cannot open a second one or 下架', async () => {
    const own = await teacherId(DEMO_FAMOUS_TEACHER);
    const other = await teacherId('韩立新');
    const mine = await call('demo_famous', 'GET', '/manage/famousTeacher/list');
    expect(mine.body.rows.map((r: { id: number }) => r.id)).toEqual([own]);
    expect((await call('demo_famous', 'PUT', `/manage/famousTeacher/${own}`, { motto: '文字里有光。' })).body.msg).toBe('保存成功');
    expect((await get(`/common/famous/teacher/${own}`)).body.data.motto).toBe('文字里有光。');
    expect(await call('demo_famous', 'PUT', `/manage/famousTeacher/${other}`, { motto: '越权' }).then((r) => r.body)).toEqual({ code: 403, msg: '无权操作：只能修改本人的名师资料' });
    expect((await call('demo_famous', 'GET', `/manage/famousTeacher/${other}`)).body.code).toBe(404);
    expect((await call('demo_famous', 'DELETE', `/manage/famousTeacher/${own}`)).body.code).toBe(403);
    expect((await call('demo_famous', 'PUT', `/manage/famousTeacher/${own}/publish`, { published: false })).body.code).toBe(403);
    expect((await call('demo_famous', 'POST', '/manage/famousTeacher', profile)).body).toEqual({ code: 409, msg: '您已有名师资料，请在列表中修改' });
  });

  it('a famous teacher adds works to their own page only, and edits or deletes only their own', async () => {
    const own = await teacherId(DEMO_FAMOUS_TEACHER);
    const other = await teacherId('韩立新');
    // teacherId in the body is ignored: a famous teacher's work goes on their own page.
    const created = await call('demo_famous', 'POST', '/manage/famousTeacherWork', { teacherId: other, workType: 3, title: '鸿雁测试 名师自录视频', videoUrl: '/media/video/lecture-2.webm', duration: 12 });
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const [row] = await t.database.db.select().from(famousTeacherWorks).where(eq(famousTeacherWorks.id, created.body.data.id));
    const [me] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_famous'));
    expect(row).toMatchObject({ teacherId: own, ownerId: me.id });
    expect((await get(`/common/famous/teacher/video/${own}`, { pageSize: 50 })).body.rows!.map((r) => r.id)).toContain(row.id);
    expect(await call('demo_famous', 'POST', '/manage/famousTeacherWork', { workType: 3, title: '外链视频', videoUrl: 'http://evil.example/x.mp4' }).then((r) => r.body)).toEqual({ code: 400, msg: '视频地址不正确，请上传视频文件' });
    const othersWork = (await get(`/common/famous/teacher/article/${other}`)).body.rows![0];
    expect((await call('demo_famous', 'PUT', `/manage/famousTeacherWork/${othersWork.id}`, { title: '越权' })).body).toEqual({ code: 403, msg: '无权操作：只能修改或删除本人的名师成果' });
    expect((await call('demo_famous', 'DELETE', `/manage/famousTeacherWork/${othersWork.id}`)).body.code).toBe(403);
    const list = await call('demo_famous', 'GET', '/manage/famousTeacherWork/list', { pageSize: '100' });
    expect(list.body.rows.every((r: { teacherId: number }) => r.teacherId === own)).toBe(true);
    expect((await call('demo_famous', 'DELETE', `/manage/famousTeacherWork/${row.id}`)).body.msg).toBe('删除成功');
  });

  it('a new famous teacher without a page opens one (once), then adds works', async () => {
    const [head] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_famous'));
    // Hand demo_famous's page to the platform for a moment: they have no page now.
    await t.database.db.update(famousTeachers).set({ ownerId: null }).where(eq(famousTeachers.ownerId, head.id));
    expect(await call('demo_famous', 'POST', '/manage/famousTeacherWork', { workType: 1, title: '无主页的文章' }).then((r) => r.body)).toEqual({ code: 403, msg: '您还没有名师资料，请先在“名师资料”中填写' });
    const opened = await call('demo_famous', 'POST', '/manage/famousTeacher', { ...profile, name: '鸿雁测试 自建名师' });
    expect(opened.body.code).toBe(200);
    expect((await call('demo_famous', 'POST', '/manage/famousTeacher', { ...profile, name: '第二个主页' })).body).toEqual({ code: 409, msg: '您已有名师资料，请在列表中修改' });
    await call('admin', 'DELETE', `/manage/famousTeacher/${opened.body.data.id}`);
    await t.database.db.update(famousTeachers).set({ ownerId: head.id }).where(eq(famousTeachers.name, DEMO_FAMOUS_TEACHER));
    expect(Object.keys(SCHOOL_SUBJECTS)).toHaveLength(13);
  });
});
