import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { headmasterResource } from '../../../src/resources/headmasters';
import { roleCalls } from '../../../tests/helpers/roleCalls';
import { contentAudits, headmasterExps, headmasters, headmasterVideos, members } from '../../db/schema';
import { DEMO_HEADMASTER } from '../../db/seed/education';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14: 校长 (foreHeadmaster 10) — the list, a headmaster's career, talks and 图文, hot and
// related lists from the views counter, 下架 rows invisible, and who may manage what.

const { ctx, call } = roleCalls(['admin', 'demo_member', 'demo_head', 'demo_famous'] as const);
const get = (path: string, q: Record<string, string | number> = {}) => getJson(ctx.t.app, listUrl(path, q));
const headmasterId = async (name: string) => (await ctx.t.database.db.select({ id: headmasters.id }).from(headmasters).where(eq(headmasters.name, name)))[0].id;

describe('GET /common/headmaster/list and /{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: headmasterResource,
    spread: { db: () => ctx.t.database.db, table: headmasters },
    notFoundMsg: '该校长不存在或已下架',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [
      [{ grade: '3' }, (r) => r.grade === 3],
      [{ provinceId: '440000' }, (r) => r.provinceId === 440000],
      [{ keyword: '小学' }, (r) => `${r.name}${r.school}${r.position}`.includes('小学')],
    ],
    badFilters: [
      [{ grade: '7' }, '学段不正确'],
      [{ provinceId: '12' }, '地区代码不正确'],
    ],
  });
});

describe('a headmaster’s career, talks and 图文', () => {
  it('headmasterexp lists one headmaster’s posts, the current one open-ended', async () => {
    const id = await headmasterId(DEMO_HEADMASTER);
    const { status, body } = await get('/common/headmasterexp/list', { headmasterId: id, pageSize: 20 });
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    for (const r of body.rows!) expect(r.headmasterId).toBe(id);
    expect(body.rows![0]).toMatchObject({ unit: '北京市朝阳区实验小学', endYear: null });
    expect((await get('/common/headmasterexp/list', { headmasterId: 'x' })).body).toEqual({ code: 400, msg: '校长编号不正确' });
  });

  it('headmastervideo lists talks with their duration; the detail names the headmaster; the file streams by range', async () => {
    const id = await headmasterId(DEMO_HEADMASTER);
    const { body } = await get('/common/headmastervideo/list', { headmasterId: id });
    expect(body.total).toBeGreaterThanOrEqual(1);
    const video = body.rows![0];
    expect(video).toMatchObject({ headmasterId: id, duration: 12 });
    const one = await get(`/common/headmastervideo/${video.id}`);
    expect(one.body.data).toMatchObject({ id: video.id, headmasterName: DEMO_HEADMASTER, headmasterSchool: '北京市朝阳区实验小学', views: Number(video.views) + 1 });
    const file = await ctx.t.app.inject({ method: 'GET', url: String(one.body.data.videoUrl), headers: { range: 'bytes=100-299' } });
    expect(file.statusCode).toBe(206);
    expect(file.headers['content-range']).toMatch(/^bytes 100-299\/\d+$/);
    expect(file.rawPayload.length).toBe(200);
    expect((await get('/common/headmastervideo/987654')).body).toEqual({ code: 404, msg: '该校长视频不存在或已下架' });
  });

  it('headmasterimgtext lists summaries without the text; the detail carries it', async () => {
    const id = await headmasterId('陈立群');
    const { body } = await get('/common/headmasterimgtext/list', { headmasterId: id });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.rows![0]).not.toHaveProperty('content');
    const one = await get(`/common/headmasterimgtext/${body.rows![0].id}`);
    expect(one.body.data.content).toContain('杭州市学军中学');
    expect(one.body.data.headmasterName).toBe('陈立群');
  });

  it('hot lists by views (3 or 5); relation lists others of the same province or 学段 by views', async () => {
    const hot = await get('/common/headmaster/hot');
    const views = (hot.body.data as Array<{ views: number }>).map((r) => r.views);
    expect(views).toHaveLength(5);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect((await get('/common/headmaster/hot', { pageSize: 4 })).body).toEqual({ code: 400, msg: '热门条数只能是3或5' });
    // Visits move a headmaster to the top.
    const last = hot.body.data.at(-1) as { id: number };
    await ctx.t.database.db.update(headmasters).set({ views: views[0] }).where(eq(headmasters.id, last.id));
    await get(`/common/headmaster/${last.id}`);
    expect((await get('/common/headmaster/hot', { pageSize: 3 })).body.data[0].id).toBe(last.id);

    const id = await headmasterId('孙丽华'); // 广东, 小学
    const related = (await get('/common/headmaster/relation', { id })).body.data as Array<{ id: number; views: number }>;
    expect(related.map((r) => r.id)).not.toContain(id);
    expect(related.length).toBeGreaterThan(0);
    const rows = await ctx.t.database.db.select().from(headmasters);
    for (const r of related) {
      const h = rows.find((x) => x.id === r.id)!;
      expect(h.provinceId === 440000 || h.grade === 1).toBe(true);
    }
    expect(related.map((r) => r.views)).toEqual([...related.map((r) => r.views)].sort((a, b) => b - a));
    expect((await get('/common/headmaster/relation', { id: 987654 })).body).toEqual({ code: 404, msg: '该校长不存在或已下架' });
  });
});

describe('下架 headmasters and their rows are invisible', () => {
  it('a 下架 headmaster leaves the list, hot list, relation, search and detail, and takes their videos along', async () => {
    const id = await headmasterId('周永刚');
    const video = (await get('/common/headmastervideo/list', { headmasterId: id })).body.rows![0];
    // The most viewed of all videos, so the hot list shows it while its headmaster is 上架.
    await ctx.t.database.db.update(headmasterVideos).set({ views: 1_000_000 }).where(eq(headmasterVideos.id, Number(video.id)));
    const hotVideoIds = async () => (await get('/common/headmastervideo/hot')).body.data.map((r: { id: number }) => r.id);
    expect((await hotVideoIds())[0]).toBe(video.id);
    expect((await call('admin', 'PUT', `/manage/headmaster/${id}/publish`, { published: false })).body.msg).toBe('已下架');
    expect(await hotVideoIds()).not.toContain(video.id);
    expect((await get('/common/headmaster/list', { pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(id);
    expect((await get('/common/headmaster/hot')).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await get(`/common/headmaster/${id}`)).body).toEqual({ code: 404, msg: '该校长不存在或已下架' });
    expect((await get('/common/headmastervideo/list', { pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(video.id);
    expect((await get(`/common/headmastervideo/${video.id}`)).status).toBe(404);
    const search = await ctx.t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: '周永刚', type: 'headmaster' } });
    expect(search.json().total).toBe(0);
    await call('admin', 'PUT', `/manage/headmaster/${id}/publish`, { published: true });
    expect((await get(`/common/headmaster/${id}`)).status).toBe(200);
    const back = await ctx.t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: '周永刚', type: 'headmaster' } });
    expect(back.json().rows[0]).toMatchObject({ docType: 'headmaster', docId: id, url: `/headmaster/${id}` });
  });
});

describe('who manages headmasters', () => {
  const profile = { name: '鸿雁测试校长', school: '鸿雁实验小学', grade: 1 };

  it('the platform admin adds, edits and deletes a headmaster and their rows, audited; bad input is a Chinese 400', async () => {
    expect((await call('admin', 'POST', '/manage/headmaster', { ...profile, grade: 9 })).body).toEqual({ code: 400, msg: '请选择学段' });
    const created = await call('admin', 'POST', '/manage/headmaster', profile);
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = created.body.data.id as number;
    expect((await call('admin', 'PUT', `/manage/headmaster/${id}`, { position: '校长' })).body.msg).toBe('保存成功');
    expect((await call('admin', 'POST', '/manage/headmasterExp', { headmasterId: id, startYear: 2020, unit: '鸿雁实验小学', position: '校长' })).body.code).toBe(200);
    expect((await call('admin', 'POST', '/manage/headmasterExp', { headmasterId: id, startYear: 1900, unit: '某校', position: '教师' })).body).toEqual({ code: 400, msg: '起始年份应为1950到2100之间的年份' });
    expect((await call('admin', 'POST', '/manage/headmasterVideo', { headmasterId: id, title: '外链', videoUrl: 'https://evil.example/a.mp4' })).body).toEqual({ code: 400, msg: '视频地址不正确，请上传视频文件' });
    expect((await call('admin', 'POST', '/manage/headmasterImgText', { title: '没有校长' })).body).toEqual({ code: 400, msg: '请选择校长' });
    expect((await call('admin', 'DELETE', `/manage/headmaster/${id}`)).body.msg).toBe('删除成功');
    expect(await ctx.t.database.db.select().from(headmasterExps).where(eq(headmasterExps.headmasterId, id))).toEqual([]);
    const log = await ctx.t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'headmasters'), eq(contentAudits.entityId, id)));
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('the anonymous get 401; a plain member and a famous teacher 403; nothing is written', async () => {
    const id = await headmasterId('李振华');
    expect((await call('anonymous', 'POST', '/manage/headmaster', profile)).body.code).toBe(401);
    expect((await call('anonymous', 'GET', '/manage/headmasterVideo/list')).body.code).toBe(401);
    for (const who of ['demo_member', 'demo_famous'] as const) {
      expect((await call(who, 'POST', '/manage/headmaster', profile)).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
      expect((await call(who, 'PUT', `/manage/headmaster/${id}`, { position: '越权' })).body.code).toBe(403);
      expect((await call(who, 'POST', '/manage/headmasterVideo', { headmasterId: id, title: '越权视频' })).body.code).toBe(403);
    }
    const [row] = await ctx.t.database.db.select().from(headmasters).where(eq(headmasters.id, id));
    expect(row.position).not.toBe('越权');
    expect(await ctx.t.database.db.select().from(headmasterVideos).where(eq(headmasterVideos.title, '越权视频'))).toEqual([]);
  });

  it('a headmaster edits their own page and rows, not another’s; cannot open a second page, delete it or 下架', async () => {
    const own = await headmasterId(DEMO_HEADMASTER);
    const other = await headmasterId('王秀云');
    expect((await call('demo_head', 'GET', '/manage/headmaster/list')).body.rows.map((r: { id: number }) => r.id)).toEqual([own]);
    expect((await call('demo_head', 'PUT', `/manage/headmaster/${own}`, { philosophy: '让每一个孩子被看见。' })).body.msg).toBe('保存成功');
    expect((await get(`/common/headmaster/${own}`)).body.data.philosophy).toBe('让每一个孩子被看见。');
    expect((await call('demo_head', 'PUT', `/manage/headmaster/${other}`, { philosophy: '越权' })).body).toEqual({ code: 403, msg: '无权操作：只能修改本人的校长资料' });
    expect((await call('demo_head', 'DELETE', `/manage/headmaster/${own}`)).body.code).toBe(403);
    expect((await call('demo_head', 'PUT', `/manage/headmaster/${own}/publish`, { published: false })).body.code).toBe(403);
    expect((await call('demo_head', 'POST', '/manage/headmaster', profile)).body).toEqual({ code: 409, msg: '您已有校长资料，请在列表中修改' });

    // A talk goes on their own page whatever the body names.
    const created = await call('demo_head', 'POST', '/manage/headmasterVideo', { headmasterId: other, title: '鸿雁测试 校长讲话', videoUrl: '/media/video/lecture-1.webm', duration: 12 });
    expect(created.body.code).toBe(200);
    const [me] = await ctx.t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_head'));
    const [row] = await ctx.t.database.db.select().from(headmasterVideos).where(eq(headmasterVideos.id, created.body.data.id));
    expect(row).toMatchObject({ headmasterId: own, ownerId: me.id });
    const othersVideo = (await get('/common/headmastervideo/list', { headmasterId: other })).body.rows![0];
    expect((await call('demo_head', 'PUT', `/manage/headmasterVideo/${othersVideo.id}`, { title: '越权' })).body).toEqual({ code: 403, msg: '无权操作：只能修改或删除本人的视频' });
    expect((await call('demo_head', 'DELETE', `/manage/headmasterVideo/${row.id}`)).body.msg).toBe('删除成功');
  });
});
