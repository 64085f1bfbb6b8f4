import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoActivityResource, photoCourseResource, photoResource } from '../../../src/resources/photography';
import { apiUrl } from '../../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { contentAudits, entitlements, members, photoActivities, photoActivityJoins, photoClasses, photoCourses, photoLikes, photos, photoTypes } from '../../db/schema';
import { DEMO_PHOTOGRAPHER } from '../../db/seed/photography';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14: 摄影 (forePhotographer 15) — photos, activities, likes and joins, forum courses with
// chapters and classes, vod, and who may manage what.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await makeTestApp();
  for (const who of ['admin', 'demo_member', 'demo_photo', 'demo_famous']) tokens[who] = await signIn(t.app, who);
});
afterAll(async () => {
  await t?.close();
});

type Who = 'admin' | 'demo_member' | 'demo_photo' | 'demo_famous' | 'anonymous';
const call = async (who: Who, method: string, path: string, payload?: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: method as 'GET',
    url: apiUrl(path),
    ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    headers: { ...headers, ...(who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` }) },
  });
  return { status: res.statusCode, body: res.json() };
};
const get = (path: string, q: Record<string, string | number> = {}) => getJson(t.app, listUrl(path, q));
const db = () => t.database.db;
const memberId = async (username: string) => (await db().select({ id: members.id }).from(members).where(eq(members.username, username)))[0].id;
const typeId = async (name: string) => (await db().select({ id: photoTypes.id }).from(photoTypes).where(eq(photoTypes.name, name)))[0].id;

describe('GET /common/photographic/files/list and detail/{id}', () => {
  let fengguang = 0;
  let shanchuan = 0;
  let activity = 0;
  beforeAll(async () => {
    fengguang = await typeId('风光');
    shanchuan = await typeId('山川');
    activity = (await db().select({ activityId: photos.activityId }).from(photos).where(eq(photos.published, true))).find((r) => r.activityId)!.activityId!;
  });
  defineAreaContract({
    app: () => t.app,
    resource: photoResource,
    spread: { db: () => t.database.db, table: photos },
    notFoundMsg: '该摄影作品不存在或已下架',
    countsViews: true,
    filters: [
      [{ keyword: '黄山' }, (r) => `${r.title}${r.author}${r.location}`.includes('黄山')],
      // A top-level type finds its children's photos too.
      [{ get typeId() { return String(fengguang); } }, (r) => ['山川', '湖海', '星空'].includes(String(r.typeName))],
      [{ get typeId() { return String(shanchuan); } }, (r) => r.typeName === '山川'],
      [{ get activityId() { return String(activity); } }, (r) => r.activityId === activity],
    ],
    badFilters: [
      [{ typeId: 'x' }, '摄影分类不正确'],
      [{ activityId: '-1' }, '摄影活动不正确'],
    ],
  });

  it('a photo’s detail names its type and activity; the seed gives several pages', async () => {
    const { body } = await get('/common/photographic/files/list');
    expect(body.total).toBeGreaterThanOrEqual(30);
    expect(body.rows).toHaveLength(12);
    const withActivity = (await get('/common/photographic/files/list', { pageSize: 48 })).body.rows!.find((r) => r.activityId)!;
    const one = await get(`/common/photographic/detail/${withActivity.id}`);
    expect(one.body.data.typeName).not.toBe('');
    expect(one.body.data.activityTitle).toMatch(/./);
    expect(one.body.data.imageUrl).toMatch(/^\/files\/image\/\d+-photo-\d+\.jpg$/);
    // The seeded picture is written at start and served.
    const pic = await t.app.inject({ method: 'GET', url: one.body.data.imageUrl });
    expect(pic.statusCode).toBe(200);
    expect(pic.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });
});

describe('GET /common/photographic/activities/list and {id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: photoActivityResource,
    spread: { db: () => t.database.db, table: photoActivities },
    notFoundMsg: '该摄影活动不存在或已下架',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [[{ keyword: '摄影' }, (r) => `${r.title}${r.organizer}`.includes('摄影')]],
    badFilters: [[{ typeId: 'abc' }, '摄影分类不正确']],
  });
});

describe('GET /common/photographic/forum/list and {id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: photoCourseResource,
    spread: { db: () => t.database.db, table: photoCourses },
    notFoundMsg: '该课程不存在或已下架',
    countsViews: true,
    omittedInList: ['intro'],
    filters: [[{ keyword: '风光' }, (r) => `${r.title}${r.teacher}`.includes('风光')]],
    badFilters: [[{ typeId: '0' }, '摄影分类不正确']],
  });

  it('a course page holds its chapters with their classes, durations h:mm:ss and prices', async () => {
    const [course] = await db().select().from(photoCourses).where(eq(photoCourses.title, '风光摄影从入门到精通'));
    const { body } = await get(`/common/photographic/forum/${course.id}`);
    expect(body.data.chapters.map((c: { title: string }) => c.title)).toEqual(['第一章 器材与曝光', '第二章 构图与用光', '第三章 实战与后期']);
    const first = body.data.chapters[0].classes[0];
    expect(first).toMatchObject({ title: '1.1 认识你的相机与镜头', free: true, duration: 12, durationText: '0:00:12', bought: false });
    expect(body.data.chapters[0].classes[1]).toMatchObject({ free: false });
    expect(body.data.classCount).toBe(8);
    expect(body.data.totalDuration).toBe('0:01:36');
  });
});

describe('banner, type tree, search and hot', () => {
  it('the banner lists activities with covers; the type tree nests children', async () => {
    const banner = await get('/common/photographic/banner');
    expect(banner.body.data.list.length).toBeGreaterThan(0);
    expect(banner.body.data.list[0]).toMatchObject({ link: expect.stringMatching(/^\/photography\/activity\/\d+$/) });
    const tree = await get('/common/photographic/type/tree');
    expect(tree.body.data[0]).toMatchObject({ name: '风光', children: [{ name: '山川' }, { name: '湖海' }, { name: '星空' }] });
  });

  it('search finds photos by title, author or place, 10 a page; an empty word is a 400', async () => {
    const found = await get('/common/photographic/search', { keyword: '洱海' });
    expect(found.body.total).toBeGreaterThan(0);
    for (const r of found.body.rows!) expect(`${r.title}${r.author}${r.location}`).toContain('洱海');
    expect((await get('/common/photographic/search', { keyword: '' })).body).toEqual({ code: 400, msg: '请输入检索词' });
    const many = await get('/common/photographic/search', { keyword: '的' });
    expect(many.body.total).toBeGreaterThan(10);
    expect(many.body.rows).toHaveLength(10);
  });

  it('hot lists the most liked photos, 5 or 3; the count is the like rows', async () => {
    const hot = await get('/common/photographic/hot');
    const likes = (hot.body.data as Array<{ likes: number }>).map((r) => r.likes);
    expect(likes).toHaveLength(5);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const [{ top }] = await db().select({ top: max(photos.likes) }).from(photos).where(eq(photos.published, true));
    expect(likes[0]).toBe(top);
    const rows = await db().select().from(photoLikes).where(eq(photoLikes.photoId, hot.body.data[0].id));
    expect(rows).toHaveLength(likes[0]);
    expect((await get('/common/photographic/hot', { pageSize: 3 })).body.data).toHaveLength(3);
    expect((await get('/common/photographic/hot', { pageSize: 4 })).body).toEqual({ code: 400, msg: '热门条数只能是3或5' });
  });
});

describe('likes and joins: one per member, counted in the same transaction', () => {
  it('a member likes a photo once; the second like is refused and changes nothing', async () => {
    const [photo] = await db().select().from(photos).where(eq(photos.title, '黄山云海'));
    await db().delete(photoLikes).where(eq(photoLikes.photoId, photo.id));
    await db().update(photos).set({ likes: 0 }).where(eq(photos.id, photo.id));
    expect((await call('anonymous', 'POST', '/common/photographic/likes', { id: photo.id })).body.code).toBe(401);
    const liked = await call('demo_member', 'POST', '/common/photographic/likes', { id: photo.id });
    expect(liked.body).toEqual({ code: 200, msg: '点赞成功', data: { id: photo.id, likes: 1, liked: true } });
    expect((await call('demo_member', 'POST', '/common/photographic/likes', { id: photo.id })).body).toEqual({ code: 409, msg: '您已点过赞' });
    expect((await call('demo_member', 'GET', '/common/photographic/likes/status', { id: String(photo.id) })).body.data).toEqual({ id: photo.id, likes: 1, liked: true });
    expect((await call('anonymous', 'GET', '/common/photographic/likes/status', { id: String(photo.id) })).body.data.liked).toBe(false);
    expect((await call('demo_member', 'POST', '/common/photographic/likes', { id: 987654 })).body).toEqual({ code: 404, msg: '该摄影作品不存在或已下架' });
  });

  it('twenty concurrent likes of one member count once', async () => {
    const [photo] = await db().select().from(photos).where(eq(photos.title, '漓江烟雨'));
    await db().delete(photoLikes).where(eq(photoLikes.photoId, photo.id));
    await db().update(photos).set({ likes: 0 }).where(eq(photos.id, photo.id));
    const before = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('demo_famous', 'POST', '/common/photographic/likes', { id: photo.id })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 409)).toHaveLength(19);
    const after = (await db().select({ n: photos.likes }).from(photos).where(eq(photos.id, photo.id)))[0].n;
    expect(after).toBe(before + 1);
    expect(await db().select().from(photoLikes).where(eq(photoLikes.photoId, photo.id))).toHaveLength(after);
  });

  it('a member joins an open activity once (joinNum follows); closed or future activities refuse', async () => {
    const me = await memberId('demo_member');
    const [open] = await db().insert(photoActivities).values({ title: '鸿雁测试 开放活动', beginDate: '2020-01-01', endDate: '2099-12-31' }).returning();
    const joined = await call('demo_member', 'POST', '/common/photographic/activities/join', { id: open.id });
    expect(joined.body).toEqual({ code: 200, msg: '报名成功', data: { id: open.id, joinNum: 1, joined: true } });
    expect((await call('demo_member', 'POST', '/common/photographic/activities/join', { id: open.id })).body).toEqual({ code: 409, msg: '您已参加该活动' });
    expect((await call('demo_member', 'GET', '/common/photographic/activities/joinNum', { id: String(open.id) })).body.data).toEqual({ id: open.id, joinNum: 1, joined: true });
    expect(await db().select().from(photoActivityJoins).where(eq(photoActivityJoins.activityId, open.id))).toEqual([expect.objectContaining({ memberId: me })]);
    const [closed] = await db().insert(photoActivities).values({ title: '鸿雁测试 已截止', beginDate: '2020-01-01', endDate: '2020-12-31' }).returning();
    expect((await call('demo_member', 'POST', '/common/photographic/activities/join', { id: closed.id })).body).toEqual({ code: 400, msg: '活动已截止，不能再报名' });
    const [future] = await db().insert(photoActivities).values({ title: '鸿雁测试 未开始', beginDate: '2099-01-01', endDate: '2099-12-31' }).returning();
    expect((await call('demo_member', 'POST', '/common/photographic/activities/join', { id: future.id })).body).toEqual({ code: 400, msg: '活动尚未开始，请在开始后报名' });
    expect((await db().select({ n: photoActivities.joinNum }).from(photoActivities).where(eq(photoActivities.id, closed.id)))[0].n).toBe(0);
    for (const a of [open, closed, future]) await db().delete(photoActivities).where(eq(photoActivities.id, a.id));
  });
});

describe('vod: video on demand with range requests, paid classes bought through the orders', () => {
  const classOf = async (free: boolean) => (await db().select().from(photoClasses).where(and(eq(photoClasses.free, free), eq(photoClasses.published, true))).limit(1))[0];

  it('a free class plays for anyone: a code, then 206 ranges of a real MP4', async () => {
    const free = await classOf(true);
    const code = await call('anonymous', 'GET', `/common/photographic/vod/${free.id}`);
    expect(code.body.data).toMatchObject({ id: free.id, duration: 12, durationText: '0:00:12' });
    const url = code.body.data.url as string;
    expect(url).toMatch(/^\/api\/show\/common\/photographic\/vod\/play\/[0-9a-f]{48}$/);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const size = Number(String(part.headers['content-range']).split('/')[1]);
    const bad = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${size}`);
    expect((await t.app.inject({ method: 'GET', url: apiUrl(`/common/photographic/vod/play/${'0'.repeat(48)}`) })).json()).toEqual({ code: 404, msg: '播放地址无效或已过期，请刷新页面' });
  });

  it('a paid class: 403 to sign in signed out (a 401 would end the visitor’s page), 403 until bought; bought as order type 11 (视频课程) with the balance, it plays and is listed 10 a page', async () => {
    const paid = await classOf(false);
    expect((await call('anonymous', 'GET', `/common/photographic/vod/${paid.id}`)).body).toEqual({ code: 403, msg: '请先登录后观看' });
    expect((await call('demo_member', 'GET', `/common/photographic/vod/${paid.id}`)).body).toEqual({ code: 403, msg: '购买后才能观看该视频' });
    const me = await memberId('demo_member');
    await db().update(members).set({ balanceFen: 100_000 }).where(eq(members.id, me));
    const order = await call('demo_member', 'POST', '/order/addOrder', { orderType: 11, joinId: paid.id });
    expect(order.body.code).toBe(200);
    expect(order.body.data.amountFen).toBe(paid.priceFen);
    const payed = await call('demo_member', 'POST', '/order/payByBalance', { id: order.body.data.id });
    expect(payed.body.msg).toBe('支付成功');
    expect(await db().select().from(entitlements).where(and(eq(entitlements.memberId, me), eq(entitlements.itemKind, 11), eq(entitlements.itemId, paid.id)))).toHaveLength(1);
    expect((await call('demo_member', 'GET', `/common/photographic/vod/${paid.id}`)).body.code).toBe(200);
    const bought = await call('demo_member', 'GET', '/common/photographic/forum/bought');
    expect(bought.body.rows[0]).toMatchObject({ classId: paid.id, title: paid.title, path: `/photography/class/${paid.id}` });
    expect((await call('demo_member', 'POST', '/order/addOrder', { orderType: 11, joinId: paid.id })).body).toEqual({ code: 400, msg: '您已购买过该内容，无需重复购买' });
    const free = await classOf(true);
    expect((await call('demo_member', 'POST', '/order/addOrder', { orderType: 11, joinId: free.id })).body).toEqual({ code: 400, msg: '该内容免费，无需购买' });
    // The photographer watches their own paid classes; the admin any.
    const own = (await db().select().from(photoClasses).where(and(eq(photoClasses.ownerId, await memberId('demo_photo')), eq(photoClasses.free, false))).limit(1))[0];
    expect((await call('demo_photo', 'GET', `/common/photographic/vod/${own.id}`)).body.code).toBe(200);
    expect((await call('admin', 'GET', `/common/photographic/vod/${paid.id}`)).body.code).toBe(200);
  });
});

describe('下架 rows are invisible', () => {
  it('a 下架 photo leaves the list, hot list and detail; a 下架 course hides its classes and their vod', async () => {
    const hot = (await get('/common/photographic/hot')).body.data[0] as { id: number };
    expect((await call('admin', 'PUT', `/manage/photo/${hot.id}/publish`, { published: false })).body.msg).toBe('已下架');
    expect((await get('/common/photographic/files/list', { pageSize: 48 })).body.rows!.map((r) => r.id)).not.toContain(hot.id);
    expect((await get('/common/photographic/hot')).body.data.map((r: { id: number }) => r.id)).not.toContain(hot.id);
    expect((await get(`/common/photographic/detail/${hot.id}`)).body).toEqual({ code: 404, msg: '该摄影作品不存在或已下架' });
    await call('admin', 'PUT', `/manage/photo/${hot.id}/publish`, { published: true });

    const [course] = await db().select().from(photoCourses).where(eq(photoCourses.title, '手机摄影构图十二讲'));
    const [cls] = await db().select().from(photoClasses).where(eq(photoClasses.courseId, course.id)).limit(1);
    await call('admin', 'PUT', `/manage/photoCourse/${course.id}/publish`, { published: false });
    expect((await get(`/common/photographic/forum/${course.id}`)).status).toBe(404);
    expect((await get(`/common/photographic/class/${cls.id}`)).body).toEqual({ code: 404, msg: '该视频不存在或已下架' });
    expect((await get(`/common/photographic/vod/${cls.id}`)).body).toEqual({ code: 404, msg: '该视频不存在或已下架' });
    await call('admin', 'PUT', `/manage/photoCourse/${course.id}/publish`, { published: true });
    expect((await get(`/common/photographic/class/${cls.id}`)).body.data).toMatchObject({ id: cls.id, courseTitle: '手机摄影构图十二讲' });
    expect((await get(`/common/photographic/class/${cls.id}`)).body.data).not.toHaveProperty('videoFile');
  });
});

describe('who manages photography', () => {
  it('a photographer uploads a photo (re-encoded) and adds it; edits only their own; cannot 下架', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const boundary = '----edu2photo';
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const up = await t.app.inject({ method: 'POST', url: apiUrl('/common/upload'), payload, headers: { authorization: `Bearer ${tokens.demo_photo}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(up.statusCode).toBe(200);
    const me = await memberId('demo_photo');
    const url = up.json().data.url as string;
    expect(url.startsWith(`/files/image/${me}-`)).toBe(true);
    const body = { title: '鸿雁测试 西湖晨光', typeId: await typeId('湖海'), author: DEMO_PHOTOGRAPHER, imageUrl: url };
    expect((await call('demo_photo', 'POST', '/manage/photo', { ...body, imageUrl: '/files/image/1-someone-else.jpg' })).body).toEqual({ code: 400, msg: '请上传作品图片' });
    const created = await call('demo_photo', 'POST', '/manage/photo', body);
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const [row] = await db().select().from(photos).where(eq(photos.id, created.body.data.id));
    expect(row).toMatchObject({ ownerId: me, imageUrl: url });
    expect((await get(`/common/photographic/detail/${row.id}`)).body.data.title).toBe('鸿雁测试 西湖晨光');
    const [others] = await db().select().from(photos).where(and(eq(photos.author, '陈立峰'))).limit(1);
    expect((await call('demo_photo', 'PUT', `/manage/photo/${others.id}`, { title: '越权' })).body).toEqual({ code: 403, msg: '无权操作：只能修改或删除本人的摄影作品' });
    expect((await call('demo_photo', 'PUT', `/manage/photo/${row.id}/publish`, { published: false })).body.code).toBe(403);
    const mine = await call('demo_photo', 'GET', '/manage/photo/list', { pageSize: '48' });
    expect(mine.body.rows.every((r: { ownerId: number }) => r.ownerId === me)).toBe(true);
    expect((await call('demo_photo', 'DELETE', `/manage/photo/${row.id}`)).body.msg).toBe('删除成功');
    const log = await db().select().from(contentAudits).where(and(eq(contentAudits.entity, 'photos'), eq(contentAudits.entityId, row.id)));
    expect(log.map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('a photographer adds a chapter and a class (their uploaded MP4) to their own course only', async () => {
    const me = await memberId('demo_photo');
    const [own] = await db().select().from(photoCourses).where(eq(photoCourses.ownerId, me));
    const [others] = await db().select().from(photoCourses).where(eq(photoCourses.title, '人文纪实摄影的叙事方法'));
    expect((await call('demo_photo', 'POST', '/manage/photoChapter', { courseId: others.id, title: '越权章节' })).body).toEqual({ code: 403, msg: '只能在本人的课程中添加章节' });
    const chapter = await call('demo_photo', 'POST', '/manage/photoChapter', { courseId: own.id, title: '第四章 鸿雁测试 夜景专题' });
    expect(chapter.body.code).toBe(200);

    const mp4 = (await db().select({ f: photoClasses.videoFile }).from(photoClasses).limit(1))[0].f;
    const clip = (await t.app.accounts.storage.get('vod', mp4))!;
    const boundary = '----edu2video';
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="night.mp4"\r\nContent-Type: video/mp4\r\n\r\n`), clip, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const upload = (who: Who) => t.app.inject({ method: 'POST', url: apiUrl('/common/photographic/upload/video'), payload, headers: { ...(who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` }), 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect((await upload('demo_member')).json().code).toBe(403);
    const up = (await upload('demo_photo')).json();
    expect(up).toMatchObject({ code: 200, data: { duration: 12, durationText: '0:00:12' } });
    expect(up.data.fileName).toMatch(new RegExp(`^${me}-[0-9a-f]{24}\\.mp4$`));

    expect((await call('demo_photo', 'POST', '/manage/photoClass', { chapterId: chapter.body.data.id, title: '4.1 外滩夜景', videoFile: `${me + 1}-${'a'.repeat(24)}.mp4` })).body).toEqual({ code: 400, msg: '请上传本人上传的MP4视频文件' });
    const cls = await call('demo_photo', 'POST', '/manage/photoClass', { chapterId: chapter.body.data.id, title: '4.1 外滩夜景', videoFile: up.data.fileName, priceFen: 990, duration: 99999 });
    expect(cls.body.code).toBe(200);
    const [row] = await db().select().from(photoClasses).where(eq(photoClasses.id, cls.body.data.id));
    // The duration is read from the file, never taken from the body; course and owner follow the chapter.
    expect(row).toMatchObject({ duration: 12, courseId: own.id, ownerId: me, priceFen: 990 });
    const page = await get(`/common/photographic/forum/${own.id}`);
    const added = page.body.data.chapters.find((c: { title: string }) => c.title === '第四章 鸿雁测试 夜景专题');
    expect(added.classes).toEqual([expect.objectContaining({ title: '4.1 外滩夜景', durationText: '0:00:12', free: false })]);
    const othersChapter = (await call('admin', 'GET', '/manage/photoChapter/list', { courseId: String(others.id) })).body.rows[0];
    expect((await call('demo_photo', 'POST', '/manage/photoClass', { chapterId: othersChapter.id, title: '越权视频', videoFile: up.data.fileName })).body).toEqual({ code: 403, msg: '只能在本人课程的章节中添加视频' });
    await call('demo_photo', 'DELETE', `/manage/photoChapter/${chapter.body.data.id}`);
  });

  it('the anonymous get 401; a plain member and a famous teacher 403; the activities are the admin’s alone', async () => {
    const [photo] = await db().select().from(photos).limit(1);
    expect((await call('anonymous', 'POST', '/manage/photo', { title: 'x' })).body.code).toBe(401);
    expect((await call('anonymous', 'GET', '/manage/photoCourse/list')).body.code).toBe(401);
    for (const who of ['demo_member', 'demo_famous'] as const) {
      expect((await call(who, 'POST', '/manage/photo', { title: '越权', typeId: 1, author: 'x', imageUrl: '/files/image/x.jpg' })).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
      expect((await call(who, 'PUT', `/manage/photo/${photo.id}`, { title: '越权' })).body.code).toBe(403);
      expect((await call(who, 'POST', '/manage/photoCourse', { title: '越权课程', teacher: 'x' })).body.code).toBe(403);
    }
    const activity = { title: '鸿雁测试 活动', beginDate: '2026-01-01', endDate: '2026-12-31' };
    expect((await call('demo_photo', 'POST', '/manage/photoActivity', activity)).body.code).toBe(403);
    expect((await call('admin', 'POST', '/manage/photoActivity', { ...activity, endDate: '2025-01-01' })).body).toEqual({ code: 400, msg: '截止日期不能早于开始日期' });
    const created = await call('admin', 'POST', '/manage/photoActivity', activity);
    expect(created.body.code).toBe(200);
    await call('admin', 'DELETE', `/manage/photoActivity/${created.body.data.id}`);
    expect((await db().select().from(photos).where(eq(photos.title, '越权')))).toEqual([]);
  });
});
