import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityResource, universityNewsResource } from '../../../src/resources/universityActivities';
import { roleCalls } from '../../../tests/helpers/roleCalls';
import { contentAudits, universityActivities, universityActivityRounds, universityNews } from '../../db/schema';
import { defineAreaContract, getJson, listJson, listUrl } from '../area/areaContract';
import { activityStatus, shanghaiToday } from './routes';

// Issue 14: 高校活动 — activityList (POST) with its filters, bannerList, detail, the rounds
// (issueList), award-winning works, news (POST) and newsDetail; 下架 invisibility; management.

const { ctx, call } = roleCalls(['admin', 'demo_member', 'demo_head'] as const);
const BASE = '/common/university/activities';
const get = (path: string, q: Record<string, string | number> = {}) => getJson(ctx.t.app, listUrl(path, q));
const activities = (q: Record<string, string | number> = {}) => listJson(ctx.t.app, activityResource.calls.list!, q);
const activityId = async (title: string) => (await ctx.t.database.db.select({ id: universityActivities.id }).from(universityActivities).where(eq(universityActivities.title, title)))[0].id;
const today = shanghaiToday();

describe('POST /common/university/activities/activityList and GET detail/{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: activityResource,
    spread: { db: () => ctx.t.database.db, table: universityActivities },
    notFoundMsg: '该活动不存在或已下架',
    countsViews: true,
    omittedInList: ['content'],
    filters: [
      [{ activityType: '1' }, (r) => r.activityType === 1],
      [{ status: '3' }, (r) => String(r.endDate) < today && r.status === 3],
      [{ provinceId: '420000' }, (r) => r.provinceId === 420000],
      [{ outYear: '2025' }, (r) => String(r.startDate).startsWith('2025')],
      [{ keyword: '大学生' }, (r) => `${r.title}${r.organizer}${r.coOrganizer}`.includes('大学生')],
    ],
    badFilters: [
      [{ activityType: '9' }, '活动类别不正确'],
      [{ status: '4' }, '活动状态不正确'],
      [{ outYear: '99' }, '活动年份应为1000到2100之间的年份'],
    ],
  });

  it('each row carries its status from today’s date (未开始 / 进行中 / 已结束)', async () => {
    const { body } = await activities({ pageSize: 100 });
    expect(body.total).toBe(15);
    for (const r of body.rows!) expect(r.status).toBe(activityStatus({ startDate: String(r.startDate), endDate: String(r.endDate) }, today));
    expect(activityStatus({ startDate: '2026-01-01', endDate: '2026-01-31' }, '2025-12-31')).toBe(1);
    expect(activityStatus({ startDate: '2026-01-01', endDate: '2026-01-31' }, '2026-01-31')).toBe(2);
    expect(activityStatus({ startDate: '2026-01-01', endDate: '2026-01-31' }, '2026-02-01')).toBe(3);
    const ongoing = await activities({ status: 2, pageSize: 100 });
    for (const r of ongoing.body.rows!) expect(String(r.startDate) <= today && String(r.endDate) >= today).toBe(true);
  });
});

describe('the banner, rounds, award-winning works and news', () => {
  it('bannerList gives the activities marked 轮播展示, at most 5', async () => {
    const { status, body } = await get(`${BASE}/bannerList`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data.length).toBeLessThanOrEqual(5);
    const flagged = await ctx.t.database.db.select({ id: universityActivities.id }).from(universityActivities).where(eq(universityActivities.isBanner, true));
    for (const a of body.data) expect(flagged.map((f) => f.id)).toContain(a.id);
  });

  it('issueList lists one activity’s rounds in date order; awardWorkList its works by award', async () => {
    const id = await activityId('第十八届全国大学生数学建模邀请赛');
    const rounds = await get(`${BASE}/issueList`, { activityId: id });
    expect(rounds.body.rows!.map((r) => r.name)).toEqual(['报名与作品提交', '校级初赛', '省级复赛', '全国总决赛']);
    const works = await get(`${BASE}/awardWorkList`, { activityId: id, pageSize: 20 });
    expect(works.body.total).toBeGreaterThanOrEqual(6);
    const levels = works.body.rows!.map((r) => r.awardLevel as number);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(levels[0]).toBe(1);
    const firsts = await get(`${BASE}/awardWorkList`, { activityId: id, awardLevel: 2 });
    expect(firsts.body.rows!.every((r) => r.awardLevel === 2)).toBe(true);
    expect((await get(`${BASE}/awardWorkList`, { awardLevel: 9 })).body).toEqual({ code: 400, msg: '奖项不正确' });
  });

  it('newsList (POST) lists news newest first, one activity’s or all; newsDetail names the activity', async () => {
    const id = await activityId('第九届全国高校英语演讲大赛');
    const mine = await listJson(ctx.t.app, universityNewsResource.calls.list!, { activityId: id });
    expect(mine.body.rows!.map((r) => r.title)).toEqual(['第九届全国高校英语演讲大赛圆满落幕', '关于举办第九届全国高校英语演讲大赛的通知']);
    const all = await listJson(ctx.t.app, universityNewsResource.calls.list!, { pageSize: 100 });
    const dates = all.body.rows!.map((r) => String(r.publishDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.body.rows!.some((r) => r.activityId === null)).toBe(true);
    const one = await get(`${BASE}/newsDetail/${mine.body.rows![0].id}`);
    expect(one.body.data).toMatchObject({ activityTitle: '第九届全国高校英语演讲大赛' });
    expect(one.body.data.content).toContain('圆满落幕');
    expect((await get(`${BASE}/newsDetail/987654`)).body).toEqual({ code: 404, msg: '该资讯不存在或已下架' });
  });
});

describe('下架 activities are invisible', () => {
  it('a 下架 activity leaves the list, banner, search and detail, and takes its rounds, works and news along', async () => {
    const id = await activityId('2026年全国大学生程序设计挑战赛');
    const news = (await listJson(ctx.t.app, universityNewsResource.calls.list!, { activityId: id })).body.rows![0];
    expect((await call('admin', 'PUT', `/manage/universityActivity/${id}/publish`, { published: false })).body.msg).toBe('已下架');
    expect((await activities({ pageSize: 100 })).body.rows!.map((r) => r.id)).not.toContain(id);
    expect((await get(`${BASE}/bannerList`)).body.data.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await get(`${BASE}/detail/${id}`)).body).toEqual({ code: 404, msg: '该活动不存在或已下架' });
    expect((await get(`${BASE}/issueList`, { activityId: id })).body.total).toBe(0);
    expect((await get(`${BASE}/awardWorkList`, { activityId: id })).body.total).toBe(0);
    expect((await listJson(ctx.t.app, universityNewsResource.calls.list!, { activityId: id })).body.total).toBe(0);
    expect((await get(`${BASE}/newsDetail/${news.id}`)).status).toBe(404);
    const search = await ctx.t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: '程序设计挑战赛', type: 'universityActivity' } });
    expect(search.json().total).toBe(0);
    await call('admin', 'PUT', `/manage/universityActivity/${id}/publish`, { published: true });
    expect((await get(`${BASE}/detail/${id}`)).status).toBe(200);
  });
});

describe('who manages university activities', () => {
  const activity = { title: '鸿雁测试 大学生辩论赛', activityType: 2, organizer: '鸿雁大学', startDate: '2027-03-01', endDate: '2027-05-31' };

  it('the platform admin adds an activity with rounds and news, edits and deletes it, audited; bad input is a Chinese 400', async () => {
    expect((await call('admin', 'POST', '/manage/universityActivity', { ...activity, endDate: '2027-02-01' })).body).toEqual({ code: 400, msg: '结束日期不能早于开始日期' });
    expect((await call('admin', 'POST', '/manage/universityActivity', { ...activity, startDate: '' })).body).toEqual({ code: 400, msg: '请选择开始日期' });
    expect((await call('admin', 'POST', '/manage/universityActivity', { ...activity, activityType: 0 })).body).toEqual({ code: 400, msg: '请选择活动类别' });
    const created = await call('admin', 'POST', '/manage/universityActivity', activity);
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = created.body.data.id as number;
    expect((await get(`${BASE}/detail/${id}`)).body.data).toMatchObject({ ...activity, status: 1 });
    expect((await call('admin', 'POST', '/manage/universityActivityRound', { activityId: id, name: '初赛', startDate: '2027-03-10', endDate: '2027-03-01' })).body).toEqual({ code: 400, msg: '结束日期不能早于开始日期' });
    expect((await call('admin', 'POST', '/manage/universityActivityRound', { activityId: id, name: '初赛', startDate: '2027-03-01', endDate: '2027-03-10' })).body.code).toBe(200);
    expect((await call('admin', 'POST', '/manage/universityActivityRound', { activityId: 99_999_999, name: '无主', startDate: '2027-03-01', endDate: '2027-03-10' })).body).toEqual({ code: 400, msg: '所选活动不存在' });
    expect((await call('admin', 'POST', '/manage/universityAwardWork', { activityId: id, title: '作品', authors: '张三', school: '鸿雁大学', awardLevel: 6 })).body).toEqual({ code: 400, msg: '请选择奖项' });
    expect((await call('admin', 'POST', '/manage/universityNews', { activityId: id, title: '鸿雁测试 通知', publishDate: '2027-02-01' })).body.code).toBe(200);
    expect((await call('admin', 'PUT', `/manage/universityActivity/${id}`, { location: '鸿雁大学礼堂' })).body.msg).toBe('保存成功');
    expect((await call('admin', 'DELETE', `/manage/universityActivity/${id}`)).body.msg).toBe('删除成功');
    expect(await ctx.t.database.db.select().from(universityActivityRounds).where(eq(universityActivityRounds.activityId, id))).toEqual([]);
    // News outlives its activity, as news of the area.
    const [kept] = await ctx.t.database.db.select().from(universityNews).where(eq(universityNews.title, '鸿雁测试 通知'));
    expect(kept.activityId).toBeNull();
    const log = await ctx.t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'universityActivities'), eq(contentAudits.entityId, id)));
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('the anonymous get 401; a plain member and a headmaster 403; nothing is written', async () => {
    const id = await activityId('第七届大学生环保创意设计大赛');
    expect((await call('anonymous', 'POST', '/manage/universityActivity', activity)).body.code).toBe(401);
    for (const who of ['demo_member', 'demo_head'] as const) {
      expect((await call(who, 'POST', '/manage/universityActivity', activity)).body).toEqual({ code: 403, msg: '没有权限执行该操作' });
      expect((await call(who, 'PUT', `/manage/universityActivity/${id}`, { location: '越权' })).body.code).toBe(403);
      expect((await call(who, 'POST', '/manage/universityNews', { activityId: id, title: '越权资讯', publishDate: '2026-01-01' })).body.code).toBe(403);
    }
    const [row] = await ctx.t.database.db.select().from(universityActivities).where(eq(universityActivities.id, id));
    expect(row.location).not.toBe('越权');
    expect(await ctx.t.database.db.select().from(universityNews).where(eq(universityNews.title, '越权资讯'))).toEqual([]);
  });
});
