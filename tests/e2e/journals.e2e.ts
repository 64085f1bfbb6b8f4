import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The number in "共找到 N 种期刊" once the list has loaded. */
async function journalCount(page: Page): Promise<number> {
  const el = page.getByTestId('journal-count');
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="journal-count"]')?.textContent ?? ''));
  return Number((await el.innerText()).match(/\d+/)![0]);
}

describe('journals', () => {
  it('home → journal → issue catalogue → article → GB/T 7714 citation', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const journalLink = page.getByTestId('latest-journals').locator('a[href^="/journal/"]').first();
    await journalLink.waitFor();
    const journalName = (await journalLink.innerText()).trim();
    await journalLink.click();

    // The journal page: masthead, and the latest issue's catalogue in the 期刊浏览 tab.
    await page.getByTestId('journal-detail-page').waitFor();
    expect(await page.locator('h1').innerText()).toContain(journalName);
    await page.getByTestId('catalogue').waitFor();
    expect(await page.title()).toContain(journalName);
    expect((await context.cookies()).find((c) => c.name === 'NavChecked')?.value).toBe('1');

    // Another issue from the years → issues navigation: its catalogue replaces the first one.
    const nav = page.getByTestId('year-issue-nav');
    await nav.locator('a[aria-current]').waitFor();
    // The current issue may be alone in its year (earlier e2e files add issues such as 2032 No.07): open another year.
    if ((await nav.locator('a:not([aria-current])').count()) === 0) await nav.locator('button[aria-expanded="false"]').first().click();
    const issue = nav.locator('a:not([aria-current])').first();
    const label = (await issue.getAttribute('title'))!.split('，')[0];
    await issue.click();
    await page.waitForURL(/\?period=\d+/);
    await page.getByTestId('catalogue').locator('h3', { hasText: label }).waitFor();
    expect(await page.getByTestId('catalogue-column').count()).toBeGreaterThan(0);
    await snap(page, 'journal-detail');

    // An article from the catalogue, with its source line linking back to this issue.
    const article = page.getByTestId('catalogue').locator('a[href^="/article/"]').first();
    const title = (await article.innerText()).trim();
    await article.click();
    await page.getByTestId('article-page').waitFor();
    expect(await page.locator('h1').innerText()).toBe(title);
    expect(await page.getByTestId('article-source').innerText()).toContain(`《${journalName}》${label}`);
    expect(await page.title()).toContain(title);
    await page.getByTestId('full-text').waitFor();
    expect(await page.getByTestId('issue-articles').locator('li').count()).toBeGreaterThan(1);

    // 引用: the GB/T 7714 line names the article as [J] in this journal.
    await page.getByTestId('citation-button').click();
    const citation = page.getByTestId('citation-text');
    await citation.waitFor();
    const text = await citation.innerText();
    expect(text).toContain(`${title}[J]`);
    expect(text).toContain(`${journalName}, ${label.slice(0, 4)}(`);
    await snap(page, 'article-citation');
    await page.locator('.ant-segmented-item', { hasText: 'BibTeX' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="citation-text"]')?.textContent?.startsWith('@article{'));
    await context.close();
  });

  it('/journal: choosing a subject changes the count, and the URL keeps the filter', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/journal');
    await page.getByTestId('journal-grid').waitFor();
    const all = await journalCount(page);
    expect(all).toBeGreaterThan(14);
    expect(await page.getByTestId('journal-grid').locator('li').count()).toBe(14);

    const subject = page.getByTestId('facet-subjects').getByRole('button', { name: /文学/ }).first();
    const expected = Number((await subject.locator('small').innerText()).trim());
    await subject.click();
    await page.waitForURL(/subject=\d+/);
    await page.waitForFunction((n) => document.querySelector('[data-testid="journal-count"] strong')?.textContent === String(n), expected);
    const filtered = await journalCount(page);
    expect(filtered).toBe(expected);
    expect(filtered).toBeLessThan(all);
    expect(await page.getByTestId('journal-grid').locator('li').count()).toBe(filtered);
    await snap(page, 'journal-list-filtered');

    // Shareable: opening the same URL gives the same list.
    await page.goto(page.url());
    await page.getByTestId('journal-grid').waitFor();
    expect(await journalCount(page)).toBe(filtered);
    await context.close();
  });

  it("an article's 知网节 links a cited article, whose 引证文献 names it back (issue 34)", async () => {
    const { page, context } = await newPage(browser);
    // A demo article whose reference list names another article of the library, cited by at most
    // 10 (so the citing one is on its 引证文献 tab, which lists the 10 newest).
    const get = async (url: string) => (await page.request.get(url)).json();
    const list = await (await page.request.post('/api/show/es/getArticlesList', { data: { year: 2024, pageSize: 20 } })).json();
    let citing: { id: number; title: string } | undefined;
    let citedId = 0;
    for (const row of list.rows as Array<{ id: number; title: string }>) {
      const net = await get(`/api/show/exhibition/journal/article/${row.id}/network`);
      for (const r of net.data.references as Array<{ link: { type: string; id: number } | null }>) {
        if (r.link?.type !== 'article') continue;
        const cited = await get(`/api/show/exhibition/journal/article/${r.link.id}/network`);
        if (cited.data.citing.total <= 10) [citing, citedId] = [row, r.link.id];
      }
      if (citing) break;
    }
    expect(citing).toBeDefined();
    await page.goto(`/article/${citing!.id}`);
    const network = page.getByTestId('knowledge-network');
    await network.getByTestId('references').waitFor();
    expect(await network.getByRole('tab').first().innerText()).toMatch(/^参考文献 (\d+)$/);
    expect(Number((await network.getByRole('tab').first().innerText()).split(' ')[1])).toBeGreaterThanOrEqual(8);
    await snap(page, 'article-network');
    await network.locator(`[data-testid="reference-link"][href="/article/${citedId}"]`).click();
    await page.waitForURL((url) => url.pathname === `/article/${citedId}`);
    const cited = page.getByTestId('knowledge-network');
    await cited.getByRole('tab', { name: /^引证文献/ }).click();
    await cited.getByRole('link', { name: citing!.title }).waitFor();
    await context.close();
  });

  it('a missing article shows the server message and a way back', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/article/99999999');
    const failed = page.getByTestId('load-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('该文章不存在或尚未发布');
    await failed.getByRole('button', { name: '返回期刊导航' }).click();
    await page.waitForURL((url) => url.pathname === '/journal');
    await context.close();
  });

  it('the journal encyclopedia has no common header and filters by initial', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/journalEncyclopedia');
    await page.getByTestId('encyclopedia-entry').first().waitFor();
    expect(await page.getByTestId('site-header').count()).toBe(0);
    await page.getByRole('button', { name: 'Z', exact: true }).click();
    await page.waitForURL(/letter=Z/);
    await page.waitForFunction(() => {
      const letters = [...document.querySelectorAll('[data-testid="encyclopedia-page"] main h2')].map((h) => h.textContent);
      return letters.length > 0 && letters.every((l) => l === 'Z');
    });
    expect(await page.getByTestId('encyclopedia-entry').count()).toBeGreaterThan(0);
    await snap(page, 'journal-encyclopedia');
    await context.close();
  });
});
