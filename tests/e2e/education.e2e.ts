import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_MS, launch, newPage, snap } from './browser';
import { areaRows, areaTotal, playsFromRange } from './areaSteps';

// Issue 14: each education area from its home-page entry — list, filter, detail — and what a
// reader sees there: a famous teacher's articles, books and videos, and a video that plays from a
// range request.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('名师风采', () => {
  it('home → list → 学段 filter → a teacher’s page with articles, books and videos → a video plays from a range request', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /名师风采/ }).click();
    await page.waitForURL(/\/famousTeacher$/);
    expect(await (await areaRows(page)).count()).toBe(6);
    await page.getByTestId('hot-teachers').locator('a').first().waitFor();
    const all = await areaTotal(page, (n) => n >= 18);

    await page.getByTestId('area-filters').getByRole('radiogroup', { name: '学段' }).getByRole('radio', { name: '小学' }).click();
    await page.waitForURL((url) => url.searchParams.get('grade') === '1');
    const primary = await areaTotal(page, (n) => n > 0 && n < all);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('学段：小学'))).toBe(true);
    expect(primary).toBeLessThan(all);
    await snap(page, 'education-famous-teachers');

    await page.goto('/famousTeacher?keyword=朱清华');
    await (await areaRows(page)).first().getByRole('link', { name: '朱清华' }).click();
    await page.getByTestId('area-detail-famousTeachers').waitFor();
    await page.getByRole('heading', { name: '朱清华' }).waitFor();
    await page.getByRole('region', { name: '荣誉称号' }).getByText('全国模范教师').waitFor();
    const works = page.getByRole('region', { name: '名师成果' });
    // The works load after the page (their own call): wait for the first before counting.
    await works.getByTestId('teacher-articles').getByTestId('teacher-work').first().waitFor();
    expect(await works.getByTestId('teacher-articles').getByTestId('teacher-work').count()).toBeGreaterThanOrEqual(3);
    await works.getByRole('tab', { name: '著作' }).click();
    await works.getByTestId('teacher-books').getByTestId('teacher-work').first().waitFor();
    expect(await works.getByTestId('teacher-books').innerText()).toContain('《');
    await works.getByRole('tab', { name: '视频' }).click();
    const video = works.getByTestId('teacher-videos').getByTestId('teacher-work').first();
    await video.getByText(/时长 0:00:12/).waitFor();
    await snap(page, 'education-famous-teacher-page');

    const ranged = page.waitForResponse((r) => r.url().includes('/media/video/') && r.status() === 206, { timeout: WAIT_MS }).then((r) => /^bytes \d+-\d+\/\d+$/.test(r.headers()['content-range'] ?? ''));
    await video.getByRole('link').click();
    await page.getByTestId('area-detail-famousTeacherWorks').waitFor();
    await playsFromRange(page, 'work-video', ranged);
    await snap(page, 'education-famous-teacher-video');
    await context.close();
  });
});
