import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { NEWS_DATES_PATH, newsResource, newspaperResource } from '../../../src/resources/newspapers';
import { apiUrl } from '../../../src/shared/apiPath';
import { news, newspapers } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';
import { rangeStart, todayInChina } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/newspaper/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: newspaperResource,
    spread: { db: () => t.database.db, table: newspapers },
    notFoundMsg: '该报纸不存在或已停刊',
    filters: [
      [{ provinceId: '110000' }, (r) => r.provinceId === 110000],
      [{ keyword: '报' }, (r) => `${r.name}${r.sponsor}${r.cn}`.includes('报')],
    ],
    badFilters: [[{ provinceId: '11' }, '地区代码不正确']],
  });

  it('the detail tells how many articles the paper has and its latest issue', async () => {
    const { body } = await getJson(t.app, apiUrl('/common/newspaper/1'));
    const [{ n }] = await t.database.db.select({ n: count() }).from(news).where(eq(news.newspaperId, 1));
    expect(body.data.articleCount).toBe(Number(n));
    expect(body.data.latestIssue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('GET /common/news/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: newsResource,
    spread: { db: () => t.database.db, table: news },
    notFoundMsg: '该新闻不存在或已删除',
    countsViews: true,
    omittedInList: ['content'],
    filters: [
      [{ infoType: '2' }, (r) => r.infoType === 2 && r.newspaperId === null],
      [{ infoType: '1', newspaperId: '2' }, (r) => r.infoType === 1 && r.newspaperId === 2],
      [{ range: '1' }, (r) => String(r.publishDate) >= rangeStart(1)],
      [{ range: '3', infoType: '2' }, (r) => String(r.publishDate) >= rangeStart(3) && r.infoType === 2],
      [{ keyword: '阅读' }, (r) => `${r.title}${r.author}`.includes('阅读')],
    ],
    badFilters: [
      [{ range: '2' }, '时间范围只能是近10年、5年、3年或1年'],
      [{ infoType: '3' }, '资讯类型只能是1（报纸文章）或2（行业资讯）'],
      [{ publishDate: '2026-13-01' }, '出版日期应为“年-月-日”格式，例如 2026-01-31'],
      [{ newspaperId: 'x' }, '报纸编号不正确'],
    ],
  });

  it.each([10, 5, 3, 1])('range=$0 counts exactly the news of the last $0 years', async (years) => {
    const since = rangeStart(years);
    const [{ n }] = await t.database.db.select({ n: count() }).from(news).where(gte(news.publishDate, since));
    const { body } = await getJson(t.app, listUrl(newsResource.calls.list!.path, { range: years }));
    expect(body.total).toBe(Number(n));
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('the ranges nest: 1 year ⊂ 3 ⊂ 5 ⊂ 10', async () => {
    const totals = [];
    for (const range of [1, 3, 5, 10]) totals.push((await getJson(t.app, listUrl(newsResource.calls.list!.path, { range }))).body.total!);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(new Set(totals).size).toBe(4);
  });

  it('rangeStart counts whole years back from today in China', () => {
    expect(rangeStart(5, '2026-11-21')).toBe('2021-11-21');
    expect(rangeStart(1, '2028-02-29')).toBe('2027-02-28');
    expect(todayInChina(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
  });

  it('list rows of newspaper articles name their newspaper; the detail has the full text', async () => {
    const { body } = await getJson(t.app, listUrl(newsResource.calls.list!.path, { infoType: 1, pageSize: 3 }));
    for (const r of body.rows!) expect(String(r.newspaperName).length).toBeGreaterThan(1);
    const one = await getJson(t.app, apiUrl(`/common/news/${body.rows![0].id}`));
    expect(one.body.data.newspaperName).toBe(body.rows![0].newspaperName);
    expect(String(one.body.data.content).length).toBeGreaterThan(20);
  });
});

describe('GET /common/news/dates (issue-date browsing)', () => {
  it('lists the years of a newspaper and the days of one year with their article counts', async () => {
    const { status, body } = await getJson(t.app, `${apiUrl(NEWS_DATES_PATH)}?newspaperId=1`);
    expect(status).toBe(200);
    const { years, year, dates } = body.data;
    expect(year).toBe(years[0]);
    expect(years).toEqual([...years].sort((a: number, b: number) => b - a));
    for (const d of dates) expect(d.publishDate.startsWith(String(year))).toBe(true);
    const day = dates[0].publishDate;
    const [{ n }] = await t.database.db.select({ n: count() }).from(news).where(and(eq(news.newspaperId, 1), eq(news.publishDate, day)));
    expect(dates[0].count).toBe(Number(n));
    // That day's articles through the list call.
    const issue = await getJson(t.app, listUrl(newsResource.calls.list!.path, { newspaperId: 1, publishDate: day }));
    expect(issue.body.total).toBe(Number(n));
    const older = await getJson(t.app, `${apiUrl(NEWS_DATES_PATH)}?newspaperId=1&year=${years[years.length - 1]}`);
    expect(older.body.data.dates.length).toBeGreaterThan(0);
  });

  it('needs a newspaper; an unknown one has no issues', async () => {
    expect((await getJson(t.app, apiUrl(NEWS_DATES_PATH))).body).toEqual({ code: 400, msg: '请指定要浏览的报纸' });
    expect((await getJson(t.app, `${apiUrl(NEWS_DATES_PATH)}?newspaperId=abc`)).body).toEqual({ code: 400, msg: '报纸编号不正确' });
    expect((await getJson(t.app, `${apiUrl(NEWS_DATES_PATH)}?newspaperId=1&year=1`)).body.msg).toBe('年份应为1000到2100之间的年份');
    expect((await getJson(t.app, `${apiUrl(NEWS_DATES_PATH)}?newspaperId=9999`)).body.data).toEqual({ years: [], year: null, dates: [] });
  });
});
