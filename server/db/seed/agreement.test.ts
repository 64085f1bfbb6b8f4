import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { STUDIO_CALLS } from '../../../src/resources/studios';
import { apiUrl } from '../../../src/shared/apiPath';
import { SERVER_CONTENT_LIST } from '../../content';
import { fullBookPages } from '../../modules/book/preview';
import { books } from '../schema';

/**
 * The demo library agrees with itself (issue 34: 数据库导航 counted 36 journals where the home page
 * said 34; a studio's intro said 现有成员十二名 beside 成员 2 人; a book said 182 pages and opened 48).
 * Read through the API, as a reader sees the pages side by side.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (path: string) => (await t.app.inject({ method: 'GET', url: apiUrl(path) })).json();

const DIGITS: Record<string, number> = { 〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** 十二 → 12, 二十 → 20, 三十五 → 35, 7 → 7 (the numbers an intro states). */
function chineseNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text];
  return (text.includes('十') ? (tens ? DIGITS[tens] : 1) * 10 : 0) + (ones ? DIGITS[ones] : 0);
}

/** The member counts an intro states: 现有成员十二名, 成员 8 人, 共有成员两名 … */
const statedMembers = (intro: string) => [...intro.matchAll(/成员(?:共)?\s*([〇零一二两三四五六七八九十\d]+)\s*[名人位]/g)].map((m) => chineseNumber(m[1]));

describe('the seeded demo data agrees with itself', () => {
  it('reads Chinese numbers as an intro writes them', () => {
    expect([chineseNumber('十二'), chineseNumber('二十'), chineseNumber('三十五'), chineseNumber('两'), chineseNumber('十'), chineseNumber('12')]).toEqual([12, 20, 35, 2, 10, 12]);
  });

  it('数据库导航 counts every database as the home page counts it', async () => {
    const totals = (await get('/common/totle')).data as Record<string, number>;
    const databases = (await get('/common/database/list?pageSize=50')).rows as Array<{ name: string; source: string; itemCount: number }>;
    const homeKey = new Map(SERVER_CONTENT_LIST.flatMap((c) => (c.homeCount ? [[c.key as string, c.homeCount.as]] : [])));
    const compared = databases.filter((d) => homeKey.has(d.source));
    expect(compared.map((d) => d.source)).toEqual(expect.arrayContaining(['journal', 'article', 'book', 'ancient', 'thesis']));
    for (const d of compared) expect(d.itemCount, d.name).toBe(totals[homeKey.get(d.source)!]);
  });

  it('a studio whose intro states its number of members has that many', async () => {
    const list = await get(STUDIO_CALLS.list.path);
    const studios = list.rows as Array<{ id: number; name: string; memberCount: number }>;
    expect(studios.length).toBe(list.total);
    expect(studios.length).toBeGreaterThan(2);
    // The sentence issue 34 saw is one the check reads (a pattern that matched nothing would pass anything).
    expect(statedMembers('工作室由赵磊领衔，现有成员十二名，覆盖海淀区六所学校。')).toEqual([12]);
    for (const s of studios) {
      const { intro } = (await get(STUDIO_CALLS.one.path.replace('{id}', String(s.id)))).data as { intro: string };
      for (const n of statedMembers(intro)) expect(n, `${s.name}（成员 ${s.memberCount} 人）: ${intro}`).toBe(s.memberCount);
    }
  });

  it('every book with a body says as many pages as its whole electronic edition has', async () => {
    const rows = await t.database.db.select().from(books);
    const withBody = rows.filter((b) => b.content);
    expect(withBody.length).toBeGreaterThan(40);
    for (const b of withBody) expect(b.pages, b.title).toBe(fullBookPages(b));
  });
});
