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

describe('portal shell', () => {
  it('home renders seeded content from the API, without the common header', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    // Items are links to detail pages (the loading skeleton has list items too, but no links).
    const articles = page.getByTestId('latest-articles').locator('a[href^="/article/"]');
    const journals = page.getByTestId('latest-journals').locator('a[href^="/journal/"]');
    const books = page.getByTestId('latest-books').locator('a[href^="/book/"]');
    await Promise.all([articles.first().waitFor(), journals.first().waitFor(), books.first().waitFor()]);
    expect(await articles.count()).toBe(10);
    expect(await journals.count()).toBe(6);
    expect(await books.count()).toBe(6);
    // Seeded names, fetched through the real API: a journal name and a book price.
    expect((await journals.first().innerText()).trim().length).toBeGreaterThan(1);
    expect(await page.getByTestId('latest-books').innerText()).toMatch(/¥\d+\.\d{2}/);
    await page.getByTestId('home-banners').locator('img').first().waitFor({ state: 'attached' });
    expect(await page.getByTestId('site-header').count()).toBe(0);
    expect(await page.getByTestId('home-top').count()).toBe(1);
    // Statistics come from /common/totle: the journal figure is not zero.
    const stats = await page.getByTestId('library-stats').innerText();
    expect(stats).toMatch(/期刊\s*\n?\s*[1-9]/);
    // The server-rendered page shows before the client takes it over; the cookie comes with that.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NavChecked')?.value).toBe('0');
    await snap(page, 'home');
    await context.close();
  });

  it('footer shows the publisher information and opens its links in a new tab', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await footer.waitFor();
    const text = await footer.innerText();
    expect(text).toContain(`1996-${new Date().getFullYear()}`);
    expect(text).toContain('ICP');
    for (const href of ['/footerItem/aboutOurs', '/footerItem/proposal', '/footerItem/serviceCenter', '/footerItem?postType=10']) {
      const link = footer.locator(`a[href="${href}"]`);
      expect(await link.count()).toBeGreaterThan(0);
      expect(await link.first().getAttribute('target')).toBe('_blank');
    }
    const badge = footer.locator('img[width="86"]');
    expect(await badge.count()).toBe(1);
    await context.close();
  });

  it('an unknown path shows the not-found page and its button returns home', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/no/such/page');
    const message = page.getByText('页面不存在，请返回首页...');
    await message.waitFor();
    const color = await message.evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(255, 0, 0)');
    expect(await page.getByTestId('site-header').count()).toBe(1);
    await snap(page, 'not-found');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('home-page').waitFor();
    await context.close();
  });

  it('the back-to-top button appears after scrolling 150px and scrolls up', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('latest-books').locator('a[href^="/book/"]').first().waitFor();
    const button = page.locator('button[title="返回顶部"]');
    expect(await button.count()).toBe(0);
    // Each scroll is followed by the state it must lead to, so nothing rests on a pause: shown past
    // 150px, gone again at 100px, shown at 160px.
    await page.evaluate(() => window.scrollTo(0, 600));
    await button.waitFor();
    await page.evaluate(() => window.scrollTo(0, 100));
    await button.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 160));
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a route writes its nav index to NavChecked and the header highlights that area', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/lawsrules/no-such-law');
    await page.getByTestId('not-found').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'NavChecked')?.value).toBe('15');
    const active = page.getByTestId('site-header').locator('nav a[aria-current="page"]');
    expect(await active.innerText()).toBe('法律法规');
    await context.close();
  });
});
