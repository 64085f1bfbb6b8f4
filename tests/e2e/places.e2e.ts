import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, snap } from './browser';
import { areaRows, areaTotal } from './areaSteps';

// Issue 14 (places): 学校名录, 学习场所, 专题 and 数据库导航 from their home-page entries — list,
// filters, detail — and 关于我们 served by the server from the footer link.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('学校名录', () => {
  it('home → list (hot strip, 14 a page) → 学段 and 省份 filters → a school with its campuses', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /学校名录/ }).click();
    await page.waitForURL(/\/school$/);
    expect(await (await areaRows(page)).count()).toBe(14);
    await page.getByTestId('hot-schools').locator('a').first().waitFor();
    const all = await areaTotal(page, (n) => n >= 36);

    const filters = page.getByTestId('area-filters');
    await filters.getByRole('radiogroup', { name: '学段' }).getByRole('radio', { name: '小学' }).click();
    await page.waitForURL((url) => url.searchParams.get('stage') === '2');
    const primary = await areaTotal(page, (n) => n > 0 && n < all);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('小学'))).toBe(true);
    await page.goto('/school?stage=2&provinceId=320000');
    await areaTotal(page, (n) => n > 0 && n < primary);
    await snap(page, 'school-list');

    await (await areaRows(page)).first().getByRole('link').first().click();
    await page.getByTestId('area-detail-schools').waitFor();
    const campuses = page.getByTestId('school-campuses');
    await campuses.getByText('主校区', { exact: true }).first().waitFor();
    expect(await campuses.innerText()).toMatch(/地址：.+市.+区/);
    await snap(page, 'school-detail');
    await context.close();
  });
});

describe('学习场所', () => {
  it('home → list → 场所类型 博物馆 → a museum with its opening hours', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /学习场所/ }).click();
    await page.waitForURL(/\/studyPlace$/);
    await page.getByTestId('hot-study-places').locator('a').first().waitFor();
    const all = await areaTotal(page, (n) => n >= 34);
    await page.getByTestId('area-filters').getByRole('radiogroup', { name: '场所类型' }).getByRole('radio', { name: '博物馆' }).click();
    await page.waitForURL((url) => url.searchParams.get('placeKind') === '2');
    await areaTotal(page, (n) => n > 0 && n < all);
    await snap(page, 'study-place-list');
    await (await areaRows(page)).first().getByRole('link').first().click();
    await page.getByTestId('area-detail-studyPlaces').waitFor();
    await expect.poll(() => page.getByTestId('area-detail-studyPlaces').innerText()).toMatch(/开放时间[\s\S]*\d{1,2}:\d{2}/);
    await snap(page, 'study-place-detail');
    await context.close();
  });
});

describe('专题 and 数据库导航', () => {
  it('home → topic list → year filter → a topic whose item cards open the items', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /^专题/ }).click();
    await page.waitForURL(/\/topic$/);
    await areaTotal(page, (n) => n >= 6);
    await snap(page, 'topic-list');
    await page.goto('/topic?year=2026');
    await areaTotal(page, (n) => n >= 3 && n < 6);
    await page.getByRole('link', { name: /典籍里的中国/ }).first().click();
    await page.getByTestId('topic-sections').waitFor();
    await page.getByRole('region', { name: '史部' }).getByTestId('topic-item').first().waitFor();
    await snap(page, 'topic-detail');
    await page.getByRole('region', { name: '史部' }).getByTestId('topic-item').first().click();
    await page.waitForURL(/\/ancient\/\d+$/);
    await context.close();
  });

  it('数据库导航 shows every database with its live count and enters its area', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /数据库导航/ }).click();
    await page.waitForURL(/\/databases$/);
    const cards = page.getByTestId('database');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(15);
    expect(await cards.filter({ hasText: '电子图书库' }).innerText()).toMatch(/\d+\s*条/);
    // In the 1200 px column, under a breadcrumb (it once ran the window's full width).
    const nav = (await page.getByTestId('database-nav').boundingBox())!;
    expect(nav.width).toBe(1200);
    expect(nav.x).toBe(40);
    await page.getByTestId('database-nav').locator('.ant-breadcrumb').getByRole('link', { name: '首页' }).waitFor();
    await snap(page, 'database-nav');
    await cards.filter({ hasText: '法律法规库' }).getByRole('link', { name: '进入数据库' }).click();
    await page.waitForURL(/\/lawsrules$/);
    await context.close();
  });

  it('the 关于我们 of the footer shows the page the server serves', async () => {
    const { page, context } = await newPage(browser);
    const served = page.waitForResponse((r) => r.url().includes('/common/aboutUs') && r.status() === 200);
    await page.goto('/footerItem/aboutOurs');
    await served;
    await page.locator('#cooperation').getByRole('heading', { name: '版权合作' }).waitFor();
    await page.getByTestId('about-intro').getByText('文库数字出版有限公司').waitFor();
    await snap(page, 'about-us');
    await context.close();
  });
});
