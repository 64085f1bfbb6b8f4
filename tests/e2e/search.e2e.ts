import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('one search', () => {
  it('searches from the home box, shows highlighted results and facets, filters, and opens a result', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const box = page.getByTestId('search-box-home');
    await box.getByLabel('检索词').fill('图书');
    await box.getByRole('button', { name: '检索' }).click();

    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('kw') === '图书');
    const results = page.getByTestId('search-results');
    await results.locator('li').first().waitFor();
    expect(await results.locator('li').count()).toBe(10);
    // Matches are highlighted as <em> elements (rendered from the server's escaped HTML).
    expect(await results.locator('em').first().innerText()).toBe('图书');
    const summary = await page.getByTestId('search-summary').innerText();
    const total = Number(summary.match(/共找到\s*([\d,]+)/)![1].replace(/,/g, ''));
    expect(total).toBeGreaterThan(10);

    // Facets with counts; clicking one filters the results to that count.
    const facets = page.getByTestId('search-facets');
    const bookFacet = facets.getByRole('button', { name: /^图书\s*\(\d+\)/ });
    const facetCount = Number((await bookFacet.innerText()).match(/\((\d+)\)/)![1]);
    await snap(page, 'search-results');
    await bookFacet.click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'book');
    await page.getByTestId('search-summary').filter({ hasText: `共找到 ${facetCount} 条` }).waitFor();
    expect(await page.getByTestId('search-filters').innerText()).toContain('类型：图书');
    const rows = results.locator('li');
    expect(await rows.count()).toBe(Math.min(facetCount, 10));
    for (const tag of await results.locator('.ant-tag').allInnerTexts()) expect(tag).toBe('图书');

    // The keyword was remembered (searchHistoryArr).
    const history = await page.evaluate(() => localStorage.getItem('searchHistoryArr'));
    expect(JSON.parse(history!)).toContain('图书');

    // Opening a result goes to its detail page.
    const link = rows.first().locator('a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/book\/\d+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await context.close();
  });

  it('searches within results, sorts, and shows the history under the home box', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/search');
    await page.getByText('请输入检索词').waitFor();
    const box = page.getByTestId('search-box-page');
    await box.getByLabel('检索词').fill('图书馆');
    await box.getByLabel('检索词').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('kw') === '图书馆');
    const summary = page.getByTestId('search-summary');
    await summary.filter({ hasText: '共找到' }).waitFor();
    const before = Number((await summary.innerText()).match(/共找到\s*([\d,]+)/)![1].replace(/,/g, ''));

    await box.getByLabel('检索词').fill('阅读推广');
    await box.getByRole('button', { name: '在结果中检索' }).click();
    await page.waitForURL((url) => url.searchParams.get('within') === '阅读推广');
    await page.getByTestId('search-filters').filter({ hasText: '在结果中检索：阅读推广' }).waitFor();
    await summary.filter({ hasNotText: `共找到 ${before.toLocaleString('zh-CN')} 条` }).waitFor();
    const after = Number((await summary.innerText()).match(/共找到\s*([\d,]+)/)![1].replace(/,/g, ''));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);

    await page.getByRole('tab', { name: '发表时间' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'date');
    await expect.poll(() => page.getByRole('tab', { name: '发表时间' }).getAttribute('aria-selected')).toBe('true');

    await page.goto('/');
    const history = page.getByTestId('search-history');
    await history.waitFor();
    expect(await history.innerText()).toContain('图书馆');
    await history.getByRole('button', { name: '清空' }).click();
    await history.waitFor({ state: 'detached' });
    // Cleared for good: the search box, drawn again from storage, has no history.
    await page.reload();
    await page.getByTestId('search-box-home').waitFor();
    expect(await page.getByTestId('search-history').count()).toBe(0);
    await context.close();
  });
});
