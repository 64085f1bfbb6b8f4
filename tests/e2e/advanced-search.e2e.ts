import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, snap } from './browser';
import { registerByApi, signedInContext } from './accountsSteps';

// Issue 34 item 3: 高级检索 from the search box, 专业检索 with a bad then a good expression, a
// selection kept across pages exported as BibTeX and collected in one go, 作者发文检索.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const totalOf = (summary: string) => Number(summary.match(/共找到\s*([\d,]+)/)![1].replace(/,/g, ''));

describe('高级检索, 专业检索 and 作者发文检索', () => {
  it('rows → expression → selection across pages → BibTeX and 收藏 → an author’s articles', async () => {
    const { username } = await registerByApi('reader2026', 'adv');
    const { context, page } = await signedInContext(browser, username, 'reader2026');
    await page.goto('/search?kw=图书馆');
    await page.getByTestId('search-box-page').getByRole('link', { name: '高级检索' }).click();
    await page.waitForURL((url) => url.pathname === '/search/advanced');

    // 高级检索: 主题 图书馆 (模糊) and a year range; the expression is shown with the results.
    await page.getByLabel('第1行的检索词').fill('图书馆');
    await page.getByLabel('起始年').fill('2000');
    await page.getByTestId('advanced-rows-form').getByRole('button', { name: /检\s*索/ }).click();
    await page.waitForURL((url) => url.searchParams.get('row') === 'and.SU.fuzzy.图书馆' && url.searchParams.get('yf') === '2000');
    const summary = page.getByTestId('search-summary');
    await summary.filter({ hasText: "检索式 SU%'图书馆' AND PY>=2000 共找到" }).waitFor();
    expect(totalOf(await summary.innerText())).toBeGreaterThan(10);
    await snap(page, 'advanced-search');

    // 专业检索: a bad expression names its character; a good one finds.
    await page.getByRole('tab', { name: '专业检索' }).click();
    await page.getByLabel('检索式').fill("TI='图书馆' AND XX='王'");
    await page.getByTestId('expert-form').getByRole('button', { name: /检\s*索/ }).click();
    await page.getByText('检索式第14个字符处：检索字段“XX”不存在，可用：SU、TI、AU、KY、AB、LY、AF、PY').waitFor();
    await page.getByLabel('检索式').fill("SU%'图书馆' NOT TI='研究'");
    await page.getByTestId('expert-form').getByRole('button', { name: /检\s*索/ }).click();
    await summary.filter({ hasText: "检索式 SU%'图书馆' NOT TI='研究' 共找到" }).waitFor();
    const titles = await page.getByTestId('search-results').locator('li a').allInnerTexts();
    expect(titles.length).toBe(10);
    for (const t of titles) expect(t).not.toContain('研究');

    // One on page 1, the whole of page 2: eleven selected.
    await page.getByTestId('search-results').locator('li').first().getByRole('checkbox').check();
    // Selected (and kept for the tab) before the page changes.
    await expect.poll(() => page.getByTestId('selection-count').innerText()).toBe('1');
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // Page 2's own rows (numbered from 11): page 1's, kept on show while page 2 loads, keep their
    // numbers 1–10 and cannot be selected (SearchResults `dataPage`).
    await page.getByTestId('search-results').locator('li').first().filter({ hasText: /^\s*11\b/ }).waitFor();
    await page.getByText('本页全选').click();
    await expect.poll(() => page.getByTestId('selection-count').innerText()).toBe('11');
    await snap(page, 'advanced-search-selection');

    await page.getByRole('button', { name: /导出引文/ }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'BibTeX' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^检索结果引文_\d+条\.bib$/);
    const bib = readFileSync((await file.path())!, 'utf8');
    expect(bib.match(/^@\w+\{/gm)?.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: /收藏所选/ }).click();
    await page.getByText(/^新收藏\d+条/).waitFor();
    await page.getByRole('button', { name: /收藏所选/ }).click();
    await page.getByText(/^新收藏0条，\d+条此前已收藏/).waitFor();

    // 作者发文检索: the first result's first author, newest first.
    const author = (await page.getByTestId('search-results').locator('li').first().locator('[class*=byline] span').first().innerText()).split(/[;；,，、\s]/)[0];
    await page.getByRole('tab', { name: '作者发文检索' }).click();
    await page.getByLabel('作者姓名').fill(author);
    await page.getByTestId('author-form').getByRole('button', { name: /检\s*索/ }).click();
    await summary.filter({ hasText: `检索式 AU='${author}' 共找到` }).waitFor();
    expect(await page.getByRole('tab', { name: '发表时间' }).getAttribute('aria-selected')).toBe('true');
    for (const byline of await page.getByTestId('search-results').locator('[class*=byline] span:first-child').allInnerTexts()) expect(byline).toContain(author);
    await snap(page, 'author-search');
    await context.close();
  });
});
