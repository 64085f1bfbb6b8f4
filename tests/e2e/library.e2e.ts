import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_MS, hydrated, launch, newPage, snap } from './browser';
import { optedOutPage } from './accountsSteps';
import { areaRows, areaTotal } from './areaSteps';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('laws and rules', () => {
  it('shows each of the four law statuses as such, and 已废止 lists only repealed laws', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/lawsrules');
    await areaRows(page);
    const all = await areaTotal(page, (n) => n > 0);
    expect(await page.getByTestId('area-search-bar').count()).toBe(1);
    await snap(page, 'lawsrules');
    const filters = page.getByTestId('area-filters').getByRole('radiogroup', { name: '时效性' });
    const counts: Record<string, number> = {};
    for (const [label, code] of [['有效', '1'], ['尚未生效', '3'], ['已被修改', '5'], ['已废止', '9']] as const) {
      await filters.getByRole('radio', { name: label }).click();
      await page.waitForURL((url) => url.searchParams.get('lawStatus') === code);
      const tags = page.getByTestId('area-list').locator(`[data-dict="law_status"]`);
      // The previous filter's rows (and count) stay on screen until the new answer arrives: wait
      // for rows of this status only, then read the count that came with them.
      await expect.poll(async () => [...new Set(await tags.allInnerTexts())], { timeout: WAIT_MS }).toEqual([label]);
      counts[label] = await areaTotal(page, (n) => n > 0);
      expect(new Set(await tags.allInnerTexts())).toEqual(new Set([label]));
      expect(new Set(await tags.evaluateAll((els) => els.map((e) => e.getAttribute('data-value'))))).toEqual(new Set([code]));
    }
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(all);
    // The URL carries the filter: reloading shows the same repealed-only list.
    await page.reload();
    await areaRows(page);
    expect(await areaTotal(page, (n) => n > 0)).toBe(counts['已废止']);
    expect(new Set(await page.getByTestId('area-list').locator('[data-dict="law_status"]').allInnerTexts())).toEqual(new Set(['已废止']));
    await snap(page, 'lawsrules-repealed');
    // A law's page shows its status and its text.
    await page.getByTestId('area-list').locator('a[href^="/lawsrules/"]').first().click();
    await page.waitForURL(/\/lawsrules\/\d+$/);
    await page.getByTestId('area-detail-laws').locator('h1').waitFor();
    expect(await page.locator('h1 [data-dict="law_status"]').innerText()).toBe('已废止');
    expect(await page.getByRole('region', { name: '正文' }).innerText()).toContain('第一条');
    await context.close();
  });

  it('education laws are a subset of all laws', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/lawsrules');
    await areaRows(page);
    const all = await areaTotal(page, (n) => n > 0);
    await page.getByRole('link', { name: '教育法规' }).click();
    await page.waitForURL((url) => url.pathname === '/educationLawsrules');
    await areaRows(page);
    const edu = await areaTotal(page, (n) => n > 0 && n !== all);
    expect(edu).toBeLessThan(all);
    await context.close();
  });
});

describe('theses', () => {
  it('a thesis filtered by degree opens its detail', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/dissertation');
    await areaRows(page);
    await hydrated(page);
    const all = await areaTotal(page, (n) => n > 0);
    await page.getByRole('radiogroup', { name: '学位级别' }).getByRole('radio', { name: '博士', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('degree') === '3');
    const doctors = await areaTotal(page, (n) => n > 0 && n < all);
    const degreeTags = page.getByTestId('area-list').locator('[data-dict="thesis_level"]');
    await degreeTags.first().waitFor();
    expect(new Set(await degreeTags.allInnerTexts())).toEqual(new Set(['博士']));
    expect(doctors).toBeLessThan(all);
    await snap(page, 'dissertation-doctor');
    const first = page.getByTestId('area-list').locator('a[href^="/dissertation/"]').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/dissertation\/\d+$/);
    const detail = page.getByTestId('area-detail-theses');
    await detail.locator('h1').waitFor();
    expect(await detail.locator('h1').innerText()).toContain(title);
    expect(await detail.innerText()).toMatch(/学位级别\s*[:：]?\s*博士/);
    expect(await page.getByRole('region', { name: '摘要' }).count()).toBe(1);
    // 引用: GB/T 7714 marks a thesis [D].
    await page.getByTestId('citation-button').click();
    expect(await page.getByTestId('citation-text').innerText()).toContain(`${title}[D]`);
    await snap(page, 'dissertation-detail-citation');
    await context.close();
  });
});

describe('books', () => {
  it('/bookLists has no header (its own top instead) and a footer', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/bookLists');
    await areaRows(page);
    expect(await page.getByTestId('site-header').count()).toBe(0);
    expect(await page.getByTestId('book-top').count()).toBe(1);
    expect(await page.getByTestId('site-footer').count()).toBe(1);
    // The server-rendered rows are on screen before the app has hydrated and written the cookie.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NavChecked')?.value, { timeout: WAIT_MS }).toBe('2');
    await snap(page, 'book-list');
    await context.close();
  });

  it('a book detail offers 试读, which opens /preBooks with neither header nor footer, reading the preview PDF in pdf.js', async () => {
    // A visitor outside every institution: from 127.0.0.1 the portal would sign in as demo_org by
    // IP, whose subscription opens the whole book instead of the free preview.
    const { page, context } = await optedOutPage(browser);
    const errors: string[] = [];
    page.on('console', (m) => {
      // Errors (a CSP refusal is one), and pdf.js's warning that its worker could not start.
      if (m.type() === 'error' || /fake worker/i.test(m.text())) errors.push(m.text());
    });
    await page.goto('/bookLists');
    await (await areaRows(page)).first().locator('a[href^="/book/"]').last().click();
    await page.waitForURL(/\/book\/\d+$/);
    await page.getByTestId('area-detail-books').locator('h1').waitFor();
    expect(await page.getByTestId('site-header').count()).toBe(1);
    await page.getByTestId('book-preview-link').click();
    await page.waitForURL((url) => url.pathname === '/preBooks' && /^\d+$/.test(url.searchParams.get('id') ?? ''));
    const pageEl = page.getByTestId('preview-page');
    await pageEl.waitFor();
    expect(await page.getByTestId('site-header').count()).toBe(0);
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    expect(await pageEl.getAttribute('data-kind')).toBe('cover');
    // pdf.js has drawn page 1 on a canvas named 第1页, at a real size.
    const canvas = (no: number) => page.getByRole('img', { name: `第${no}页`, exact: true });
    await canvas(1).and(page.locator('canvas[data-rendered]')).waitFor();
    const size = await canvas(1).evaluate((c: HTMLCanvasElement) => ({ w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight }));
    expect(size.w).toBeGreaterThan(0);
    expect(size.h).toBeGreaterThan(size.w);
    expect(size.cw).toBeGreaterThan(300);
    // The canvas is not blank: the cover's colour is painted.
    const painted = await canvas(1).evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(c.width / 2, 10, 1, 1).data;
      return d[3] > 0 && d[0] > d[2];
    });
    expect(painted).toBe(true);
    await snap(page, 'book-preview-cover');
    const progress = page.getByTestId('preview-progress');
    const total = Number((await progress.innerText()).match(/第 1 \/ (\d+) 页/)![1]);
    expect(total).toBeGreaterThan(2);
    expect(await progress.innerText()).toContain(`共 ${total} 页`);
    expect(await page.getByTestId('preview-notice').innerText()).toContain(`免费试读前 ${total} 页`);
    await page.getByRole('button', { name: '下一页' }).click();
    expect(await progress.innerText()).toContain(`第 2 / ${total} 页`);
    await canvas(2).and(page.locator('canvas[data-rendered]')).waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await pageEl.getAttribute('data-kind')).toBe('copyright');
    await canvas(3).and(page.locator('canvas[data-rendered]')).waitFor();
    // The text layer lets a reader select the page's text.
    await page.locator('[data-testid="preview-page"] span', { hasText: 'ISBN' }).first().waitFor();
    await snap(page, 'book-preview');
    for (let i = 3; i <= total; i++) await page.getByRole('button', { name: '下一页' }).click();
    await page.getByTestId('preview-end').waitFor();
    expect(await page.getByRole('button', { name: '下一页' }).isDisabled()).toBe(true);
    // No CSP refusal, pdf.js failure or fallback to the main thread on the way.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the book citation is GB/T 7714 [M] and can be switched to BibTeX', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/book/1');
    await page.getByTestId('area-detail-books').locator('h1').waitFor();
    // The server-rendered button answers only once the page is live.
    await hydrated(page);
    await page.getByTestId('citation-button').click();
    const text = page.getByTestId('citation-text');
    expect(await text.innerText()).toMatch(/\[M\]\. .+: .+, \d{4}\.$/);
    await page.getByText('BibTeX', { exact: true }).click();
    // The text changes once the switch has rendered: waited for, not read at once.
    await expect.poll(() => text.innerText()).toMatch(/^@book\{/);
    await context.close();
  });
});

describe('ancient books', () => {
  it('an ancient book detail opens from /ancient', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/ancient');
    await areaRows(page);
    expect(await page.getByTestId('area-search-bar').count()).toBe(1);
    // The server-rendered rows are on screen before the app has hydrated and written the cookie.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NavChecked')?.value, { timeout: WAIT_MS }).toBe('4');
    await snap(page, 'ancient-list');
    const link = page.getByTestId('area-list').locator('a[href^="/ancient/"]:not([tabindex="-1"])').first();
    const title = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/ancient\/\d+$/);
    const detail = page.getByTestId('area-detail-ancientBooks');
    await detail.locator('h1').waitFor();
    expect((await detail.locator('h1').innerText()).trim()).toBe(title);
    expect(await page.getByRole('region', { name: '原文选读' }).innerText()).not.toBe('');
    await snap(page, 'ancient-detail');
    await context.close();
  });

  it('searching the ancient books narrows the list and keeps the keyword in the URL', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/ancient');
    await areaRows(page);
    const all = await areaTotal(page, (n) => n > 0);
    await page.getByRole('textbox', { name: '在古籍中检索' }).fill('史记');
    // 检索 filters this list (全文检索 beside it opens the one search instead).
    await page.getByRole('search').getByRole('button', { name: /^(search )?检\s*索$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === '史记');
    expect(await areaTotal(page, (n) => n > 0 && n < all)).toBeGreaterThan(0);
    expect(await page.getByTestId('area-list').innerText()).toContain('史记');
    await context.close();
  });
});

describe('other areas render their lists', () => {
  it.each([
    ['/newspaper', 'newspapers'],
    ['/industryNews', 'news'],
    ['/resnav/localHistory?type=1', 'localHistories'],
    // /resnav/oldLocalHistory and /resnav/landBook are institution-only (src/portal/route-guard):
    // a visitor is sent to sign in, so they are not plain lists here.
    ['/standard', 'standards'],
    ['/yearbook', 'yearbooks'],
    ['/writerLibrary', 'writers'],
  ])('%s', async (path, resource) => {
    const { page, context } = await newPage(browser);
    await page.goto(path);
    await page.getByTestId(`area-list-page-${resource}`).waitFor();
    expect(await (await areaRows(page)).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('site-header').count()).toBe(1);
    await context.close();
  });
});
