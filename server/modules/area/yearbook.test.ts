import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { resourcesByName } from '../../../src/resources';
import { topicItems, topics, topicSections } from '../../db/schema';
import { patents } from '../../db/schema/areas/patent';
import { yearbooks } from '../../db/schema/areas/yearbook';
import { defineAreaContract } from './areaContract';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/yearbook/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: resourcesByName.yearbooks!,
    spread: { db: () => t.database.db, table: yearbooks },
    notFoundMsg: '该年鉴不存在或已下架',
    filters: [
      [{ year: '2023' }, (r) => r.year === 2023],
      [{ provinceId: '320000' }, (r) => r.provinceId === 320000],
      [{ keyword: '统计' }, (r) => `${r.title}${r.editor}${r.region}`.includes('统计')],
    ],
    badFilters: [
      [{ year: 'x' }, '年鉴年份应为1000到2100之间的年份'],
      [{ provinceId: '1' }, '地区代码不正确'],
    ],
  });
});

describe('what the kit types’ seeds add to 数据库导航 and the topics', () => {
  it('年鉴库 keeps its place among 古籍与方志, 专利库 follows 标准库; each links to its list and counts its public rows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/show/common/database/list?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { rows: Array<{ name: string; category: number; source: string; linkPath: string; itemCount: number }> }).rows;
    const names = rows.map((r) => r.name);
    expect(names.slice(names.indexOf('古籍库'), names.indexOf('古籍库') + 6)).toEqual(['古籍库', '地方志库', '年鉴库', '法律法规库', '标准库', '专利库']);
    const yearbook = rows.find((r) => r.name === '年鉴库');
    expect(yearbook).toMatchObject({ category: 3, source: 'yearbook', linkPath: '/yearbook' });
    expect(yearbook!.itemCount).toBe(await t.database.db.$count(yearbooks, eq(yearbooks.published, true)));
    const patent = rows.find((r) => r.name === '专利库');
    expect(patent).toMatchObject({ category: 4, source: 'patent', linkPath: '/patent' });
    expect(patent!.itemCount).toBe(await t.database.db.$count(patents, eq(patents.published, true)));
  });

  it('地方志里的江南 keeps its 年鉴 section between 方志 and 报纸, holding year-books', async () => {
    const db = t.database.db;
    const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.title, '地方志里的江南'));
    const sections = await db.select().from(topicSections).where(eq(topicSections.topicId, topic!.id)).orderBy(asc(topicSections.sort));
    expect(sections.map((s) => s.title)).toEqual(['方志', '年鉴', '报纸']);
    const items = await db.select().from(topicItems).where(and(eq(topicItems.sectionId, sections[1]!.id)));
    expect(items).toHaveLength(4);
    expect(new Set(items.map((i) => i.itemType))).toEqual(new Set([11]));
  });
});
