import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, snap } from './browser';

// Issue 10's "first-impression defects" that only a real layout shows.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

describe('first impressions', () => {
  it('/login on a phone is laid out at the device width, without sideways scrolling', async () => {
    const { page, context } = await newPage(browser, phone);
    await page.goto('/login');
    await page.getByTestId('login-page').getByRole('tab', { name: '个人登录' }).waitFor();
    const layout = await page.evaluate(() => ({ width: window.innerWidth, scrollWidth: document.documentElement.scrollWidth }));
    expect(layout).toEqual({ width: 390, scrollWidth: 390 });
    const login = await page.getByTestId('login-page').locator('button[type=submit]').first().boundingBox();
    expect(login!.x).toBeGreaterThanOrEqual(0);
    expect(login!.x + login!.width).toBeLessThanOrEqual(390);
    await snap(page, 'login-phone');
    // Any other page keeps the fixed 1200 px layout, also after an in-app navigation.
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.getByTestId('home-page').waitFor();
    expect(await page.evaluate(() => window.innerWidth)).toBe(1200);
    await context.close();
  });

  it('newspaper mastheads keep the name on one line and the sponsor line inside the masthead', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/newspaper');
    const mastheads = page.locator('[aria-label$="报头"]');
    await mastheads.first().waitFor();
    const boxes = await mastheads.evaluateAll((els) =>
      els.map((el) => {
        const [name, , , sponsor] = Array.from(el.children) as HTMLElement[];
        const box = el.getBoundingClientRect();
        const s = sponsor.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
        return { name: name.textContent, lines: Math.round(name.getBoundingClientRect().height / lineHeight), sponsorInside: s.top >= box.top && s.bottom <= box.bottom };
      }),
    );
    expect(boxes.length).toBeGreaterThan(3);
    // The seeded papers have 4- to 6-character names.
    expect(boxes.some((b) => (b.name ?? '').length >= 6)).toBe(true);
    for (const b of boxes) expect(b, b.name ?? '').toMatchObject({ lines: 1, sponsorInside: true });
    await context.close();
  });

  it('a standards page keeps nav index 0 in NavChecked but lights no header entry (首页 is the home page only)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/standard');
    const nav = page.getByTestId('site-header').getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '首页' }).waitFor();
    await page.waitForFunction(() => document.cookie.includes('NavChecked=0'));
    expect(await nav.locator('a[aria-current="page"]').count()).toBe(0);
    await context.close();
  });
});
