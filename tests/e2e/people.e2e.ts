import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage, snap, WAIT_MS } from './browser';
import { areaRows, areaTotal } from './areaSteps';

// Issue 14 (people): 学者, 出版社 and 教师 from their home-page entries — list, filter, detail with
// what the profile leads to in the library — and the detail readable in the HTML the server sends.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('学者', () => {
  it('home → list → 学科门类 filter → a scholar’s page with the articles of theirs in the library', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /学者/ }).click();
    await page.waitForURL(/\/scholar$/);
    expect(await (await areaRows(page)).count()).toBe(10);
    await page.getByTestId('hot-scholars').locator('a').first().waitFor();
    const all = await areaTotal(page, (n) => n >= 30);
    await page.getByTestId('area-filters').getByRole('radiogroup', { name: '学科门类' }).getByRole('radio', { name: '教育学' }).click();
    await page.waitForURL((url) => url.searchParams.get('discipline') === '4');
    const education = await areaTotal(page, (n) => n > 0 && n < all);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('学科门类：教育学'))).toBe(true);
    expect(education).toBeLessThan(all);
    await snap(page, 'people-scholars');

    await (await areaRows(page)).getByRole('link', { name: '黄文博' }).first().click();
    await page.getByTestId('area-detail-scholars').waitFor();
    await page.getByRole('heading', { name: '黄文博' }).waitFor();
    const articles = page.getByRole('region', { name: '收录论文' });
    await articles.getByRole('link').first().waitFor();
    expect(await articles.getByRole('link').count()).toBe(6);
    await snap(page, 'people-scholar-page');
    await context.close();
  });
});

describe('出版社', () => {
  it('home → list → 类型 filter → a publisher’s page with its books, one opening the book', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /出版社/ }).click();
    await page.waitForURL(/\/publisher$/);
    const all = await areaTotal(page, (n) => n >= 20);
    await page.getByTestId('area-filters').getByRole('radiogroup', { name: '类型' }).getByRole('radio', { name: '大学出版社' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === '2');
    await areaTotal(page, (n) => n === 3 && n < all);
    await snap(page, 'people-publishers');

    await (await areaRows(page)).getByRole('link', { name: '北京大学出版社' }).click();
    await page.getByTestId('area-detail-publishers').waitFor();
    await page.getByRole('heading', { name: '北京大学出版社' }).waitFor();
    const booksPanel = page.getByRole('region', { name: '出版图书' });
    await booksPanel.getByRole('link').first().waitFor();
    await snap(page, 'people-publisher-page');
    const title = (await booksPanel.getByRole('link').first().innerText()).replace(/[《》]/g, '');
    await booksPanel.getByRole('link').first().click();
    await page.waitForURL(/\/book\/\d+$/);
    await page.getByRole('heading', { name: title }).first().waitFor();
    await context.close();
  });
});

describe('教师', () => {
  it('home → list → 学科 and 学段 filters → a teacher’s page with students’ compositions and recitations', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /中小学教师 · 工作室与教学资源/ }).click();
    await page.waitForURL(/\/teacher$/);
    const all = await areaTotal(page, (n) => n >= 30);
    const filters = page.getByTestId('area-filters');
    await filters.getByRole('radiogroup', { name: '学科' }).getByRole('radio', { name: '语文' }).click();
    await page.waitForURL((url) => url.searchParams.get('subjectType') === '1');
    const chinese = await areaTotal(page, (n) => n > 0 && n < all);
    await filters.getByRole('radiogroup', { name: '学段' }).getByRole('radio', { name: '高中' }).click();
    await areaTotal(page, (n) => n > 0 && n < chinese);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('学科：语文') && t.includes('学段：高中'))).toBe(true);
    await snap(page, 'people-teachers');

    await page.goto('/teacher?keyword=杨帆');
    await (await areaRows(page)).getByRole('link', { name: '杨帆' }).click();
    await page.getByTestId('area-detail-teachers').waitFor();
    const resources = page.getByTestId('teacher-resources');
    await resources.getByText('指导的学生习作').waitFor();
    await resources.getByText('指导的朗诵').waitFor();
    await snap(page, 'people-teacher-page');
    await context.close();
  });

  it('a studio leader’s page links to the studio', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/teacher?keyword=赵磊');
    await (await areaRows(page)).getByRole('link', { name: '赵磊' }).first().click();
    const studio = page.getByTestId('teacher-resources').getByRole('link', { name: /工作室/ }).first();
    await studio.click();
    await page.waitForURL(/\/studio\/\d+$/);
    await context.close();
  });
});

describe('server-rendered profiles', () => {
  it('a scholar’s, a publisher’s and a teacher’s page are readable without JavaScript', async () => {
    for (const [list, name] of [
      ['/scholar', '黄文博'],
      ['/publisher', '中华书局'],
      ['/teacher', '杨帆'],
    ] as const) {
      const found = (await (await fetch(`${baseURL()}/api/show/common${list}/list?keyword=${encodeURIComponent(name)}`)).json()) as { rows: Array<{ id: number; name: string }> };
      const id = found.rows.find((r) => r.name === name)?.id;
      expect(id, `${list} lists ${name}`).toBeDefined();
      // Polled: on a busy machine a render over its time budget (1.5 s) is sent as the plain page
      // and lands in the cache for the next request (as server-render.e2e waits for it).
      const detail = () => fetch(`${baseURL()}${list}/${id}`).then((r) => r.text());
      await expect.poll(detail, { timeout: WAIT_MS, message: `${list}/${id}` }).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    }
  });
});
