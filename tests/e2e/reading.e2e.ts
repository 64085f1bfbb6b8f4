import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optedOutPage, signedInContext } from './accountsSteps';
import { baseURL, launch, snap } from './browser';

// Issue 34 item 4: HTML reading. A visitor opens an article's 全文 in the page and gets its free part
// with the whole outline (the rest locked) and 购买/登录; a reference marker opens the parsed entry.
// A reader of the subscribing institution reads the same article whole, with the section being
// read lit in the outline and the figure anchor jumped to.
let browser: Browser;
let article: { id: number; title: string };
beforeAll(async () => {
  browser = await launch();
  const list = await fetch(`${baseURL()}/api/show/es/getArticlesList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageNum: 2, pageSize: 5 }) });
  const rows = ((await list.json()) as { rows: Array<{ id: number; title: string; priceFen: number }> }).rows;
  article = rows.find((r) => r.priceFen > 0)!;
});
afterAll(async () => {
  await browser?.close();
});

describe('reading an article in the page', () => {
  it('a visitor reads the free part and opens a reference; the institution reader reads it whole', async () => {
    const { context, page } = await optedOutPage(browser, { viewport: { width: 1200, height: 900 } });
    await page.goto(`/article/${article.id}`);
    await page.getByTestId('html-reading').click();
    const outline = page.getByRole('navigation', { name: '文章目录' });
    await outline.waitFor();
    expect(await page.locator('h1').innerText()).toBe(article.title);
    await page.getByTestId('reading-free-note').getByText('以上为免费阅读部分').waitFor();
    // Sections past the free part are named in the outline, not linked.
    const headings = await outline.locator('li').count();
    expect(await outline.getByRole('link').count()).toBeLessThan(headings);
    await page.getByTestId('reading-text').locator('a[data-refs]').first().click();
    const popup = page.getByTestId('reference-popup');
    await popup.waitFor();
    expect(await popup.locator('li').first().innerText()).toMatch(/^\[1\]/);
    await snap(page, 'reading-free-part');
    // Closed by its × (Escape reaches the dialog only once focus has moved into it, which a busy
    // machine may not have done yet).
    await page.getByRole('dialog').locator('.ant-modal-close').click();
    await popup.waitFor({ state: 'hidden' });
    await context.close();

    const staff = await signedInContext(browser, 'demo_staff');
    await staff.page.setViewportSize({ width: 1200, height: 900 });
    await staff.page.goto(`/article/${article.id}/read`);
    const whole = staff.page.getByRole('navigation', { name: '文章目录' });
    await whole.waitFor();
    expect(await staff.page.getByTestId('reading-free-note').count()).toBe(0);
    // Every section is a link now; the third, once jumped to, is the one lit.
    const links = whole.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(await whole.locator('li').count());
    const last = whole.locator('ol').first().getByRole('link').nth(2);
    await last.click();
    await expect.poll(() => last.getAttribute('aria-current')).toBe('location');
    await snap(staff.page, 'reading-whole');
    // 图1 in the list of figures jumps to its caption.
    await staff.page.getByTestId('reading-figures').getByRole('link', { name: /^图1 / }).click();
    await expect.poll(() => staff.page.evaluate(() => location.hash)).toBe('#fig-1');
    expect(await staff.page.locator('#fig-1').innerText()).toMatch(/^图1 /);
    await staff.close();
  });
});
