import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_MS, launch, newPage, snap } from './browser';
import { areaRows, areaTotal } from './areaSteps';

// Issue 14 (edu3): 作文 and 朗诵 from their home-page entries — list, filters, detail — a
// composition's teacher comment, and a recitation whose recording plays from a range request.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('作文', () => {
  it('home → list (hot strip, ten a page) → 年级 and 作文类型 filters → a composition with its teacher comment', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /作文/ }).click();
    await page.waitForURL(/\/composition$/);
    expect(await (await areaRows(page)).count()).toBe(10);
    await page.getByTestId('hot-compositions').locator('a').first().waitFor();
    const all = await areaTotal(page, (n) => n >= 24);

    const filters = page.getByTestId('area-filters');
    await filters.getByRole('radiogroup', { name: '作文类型' }).getByRole('radio', { name: '议论文' }).click();
    await page.waitForURL((url) => url.searchParams.get('compositionType') === '2');
    const essays = await areaTotal(page, (n) => n > 0 && n < all);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('议论文'))).toBe(true);
    await filters.getByRole('radiogroup', { name: '年级' }).getByRole('radio', { name: '高三' }).click();
    await page.waitForURL((url) => url.searchParams.get('grade') === '12' && url.searchParams.get('compositionType') === '2');
    await areaTotal(page, (n) => n > 0 && n < essays);
    await snap(page, 'composition-list');

    await (await areaRows(page)).first().getByRole('link').first().click();
    await page.getByTestId('area-detail-compositions').waitFor();
    await page.getByRole('region', { name: '教师评语' }).waitFor();
    expect(await page.getByRole('region', { name: '作文正文' }).innerText()).toMatch(/[，。]/);
    await snap(page, 'composition-detail');
    await context.close();
  });
});

describe('朗诵', () => {
  it('home → list → 类别 A and 子类 A2 → a recitation whose recording plays from a range request', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /朗诵/ }).click();
    await page.waitForURL(/\/recitation$/);
    await page.getByTestId('hot-recitations').locator('a').first().waitFor();
    const all = await areaTotal(page, (n) => n >= 24);

    const filters = page.getByTestId('area-filters');
    await filters.getByRole('radiogroup', { name: '朗诵类别' }).getByRole('radio', { name: 'A 古典诗词' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'A');
    const classical = await areaTotal(page, (n) => n > 0 && n < all);
    await filters.getByRole('radiogroup', { name: '朗诵子类' }).getByRole('radio', { name: 'A2 唐诗' }).click();
    await page.waitForURL((url) => url.searchParams.get('subcode') === 'A2');
    await areaTotal(page, (n) => n > 0 && n < classical);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => /0:00:\d\d/.test(t))).toBe(true);
    await snap(page, 'recitation-list');

    await page.goto('/recitation?keyword=静夜思');
    const ranged = page.waitForResponse((r) => r.url().includes('/media/audio/') && r.status() === 206, { timeout: WAIT_MS }).then((r) => /^bytes \d+-\d+\/\d+$/.test(r.headers()['content-range'] ?? ''));
    await (await areaRows(page)).first().getByRole('link', { name: '静夜思' }).click();
    await page.getByTestId('area-detail-recitations').waitFor();
    await page.getByText('床前明月光').waitFor();
    const audio = page.getByTestId('recitation-audio');
    await audio.evaluate((a: HTMLAudioElement) => {
      a.muted = true;
      return a.play();
    });
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: WAIT_MS }).toBeGreaterThan(0.5);
    expect(await ranged).toBe(true);
    await snap(page, 'recitation-detail');
    await context.close();
  });
});
