import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_MS, launch, newPage, snap } from './browser';
import { areaRows, areaTotal, playsFromRange } from './areaSteps';

// Issue 14 (edu1): 校长风采, 名校风采 and 高校活动 from their home-page entries — list, filter,
// detail — and a headmaster's talk that plays from a range request.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('校长风采', () => {
  it('home → list → 学段 filter → a headmaster’s page with career and talks → the talk plays from a range request', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /校长风采/ }).click();
    await page.waitForURL(/\/headmaster$/);
    expect(await (await areaRows(page)).count()).toBe(10);
    await page.getByTestId('hot-headmasters').locator('a').first().waitFor();
    const all = await areaTotal(page, (n) => n >= 15);
    await page.getByTestId('area-filters').getByRole('radiogroup', { name: '学段' }).getByRole('radio', { name: '高中' }).click();
    await page.waitForURL((url) => url.searchParams.get('grade') === '3');
    const high = await areaTotal(page, (n) => n > 0 && n < all);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('学段：高中'))).toBe(true);
    expect(high).toBeLessThan(all);
    await snap(page, 'edu1-headmasters');

    await page.goto('/headmaster?keyword=徐建国');
    await (await areaRows(page)).first().getByRole('link', { name: '徐建国' }).click();
    await page.getByTestId('area-detail-headmasters').waitFor();
    await page.getByRole('heading', { name: '徐建国' }).waitFor();
    const tabs = page.getByRole('region', { name: '校长资料' });
    await tabs.getByTestId('headmaster-career').getByText('至今').waitFor();
    await page.getByTestId('related-headmasters').locator('a').first().waitFor();
    await tabs.getByRole('tab', { name: '视频' }).click();
    const talk = tabs.getByTestId('headmaster-videos-item').first();
    await talk.getByText(/时长 0:00:12/).waitFor();
    await snap(page, 'edu1-headmaster-page');

    // The demo's talks are under /media/video/, one uploaded in the admin (admin-upload.e2e, same database) under /files/media/.
    const ranged = page.waitForResponse((r) => /\/media\//.test(new URL(r.url()).pathname) && r.status() === 206, { timeout: WAIT_MS }).then((r) => /^bytes \d+-\d+\/\d+$/.test(r.headers()['content-range'] ?? ''));
    await talk.getByRole('link').click();
    await page.getByTestId('area-detail-headmasterVideos').waitFor();
    await page.getByText('0:00:12').first().waitFor();
    await playsFromRange(page, 'headmaster-video', ranged);
    await snap(page, 'edu1-headmaster-video');
    await context.close();
  });
});

describe('名校风采', () => {
  it('home → directory (14 a page) → province and city in the place tree → 办学类型 → a school’s page with news and photos', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /名校风采/ }).click();
    await page.waitForURL(/\/famousSchool$/);
    expect(await (await areaRows(page)).count()).toBe(14);
    await areaTotal(page, (n) => n === 30);
    const tree = page.getByTestId('school-place-tree');
    await tree.getByRole('radiogroup', { name: '省份' }).getByRole('radio', { name: /^江苏/ }).click();
    await page.waitForURL((url) => url.searchParams.get('provinceId') === '320000');
    await areaTotal(page, (n) => n === 4);
    await tree.getByRole('radiogroup', { name: '城市' }).getByRole('radio', { name: /^苏州市/ }).click();
    await page.waitForURL((url) => url.searchParams.get('areaId') === '320500');
    await areaTotal(page, (n) => n === 2);
    await tree.getByRole('radiogroup', { name: '区县' }).waitFor();
    await page.getByTestId('area-filters').getByRole('radiogroup', { name: '办学类型' }).getByRole('radio', { name: '高中' }).click();
    await areaTotal(page, (n) => n === 1);
    await snap(page, 'edu1-famous-schools');

    await (await areaRows(page)).first().getByRole('link', { name: '苏州市吴中区太湖高级中学' }).click();
    await page.getByTestId('area-detail-famousSchools').waitFor();
    await page.getByRole('heading', { name: '苏州市吴中区太湖高级中学' }).waitFor();
    const news = page.getByRole('region', { name: '学校资讯' });
    await news.getByTestId('school-dynamic-item').first().waitFor();
    await news.getByRole('tab', { name: '名校文章' }).click();
    await news.getByTestId('school-article-item').first().waitFor();
    await news.getByRole('tab', { name: '校园风采' }).click();
    await news.getByTestId('school-pics-item').first().locator('img').waitFor();
    expect(await news.getByTestId('school-pics-item').count()).toBeGreaterThanOrEqual(4);
    await snap(page, 'edu1-famous-school-page');

    await news.getByRole('tab', { name: '学校动态' }).click();
    await news.getByTestId('school-dynamic-item').first().getByRole('link').click();
    await page.getByTestId('area-detail-famousSchoolPosts').waitFor();
    await page.getByRole('link', { name: '苏州市吴中区太湖高级中学' }).waitFor();
    await context.close();
  });
});

describe('高校活动', () => {
  it('home → list with its carousel → 活动类别 and 已结束 → an activity with rounds, award-winning works and news', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /高校活动/ }).click();
    await page.waitForURL(/\/universityActivity$/);
    await page.getByTestId('activity-banner').locator('img').first().waitFor();
    await page.getByTestId('latest-news-item').first().waitFor();
    const all = await areaTotal(page, (n) => n === 15);
    const filters = page.getByTestId('area-filters');
    await filters.getByRole('radiogroup', { name: '活动类别' }).getByRole('radio', { name: '学科竞赛' }).click();
    await page.waitForURL((url) => url.searchParams.get('activityType') === '1');
    const contests = await areaTotal(page, (n) => n > 0 && n < all);
    await filters.getByRole('radiogroup', { name: '活动状态' }).getByRole('radio', { name: '已结束' }).click();
    await areaTotal(page, (n) => n > 0 && n < contests);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('已结束') && t.includes('学科竞赛'))).toBe(true);
    await snap(page, 'edu1-university-activities');

    await page.goto('/universityActivity?keyword=数学建模');
    await (await areaRows(page)).first().getByRole('link', { name: /数学建模/ }).click();
    await page.getByTestId('area-detail-universityActivities').waitFor();
    const body = page.getByRole('region', { name: '活动内容' });
    await body.getByTestId('activity-rounds').getByText('全国总决赛', { exact: true }).waitFor();
    await body.getByRole('tab', { name: '获奖作品' }).click();
    await body.getByTestId('activity-awards-item').first().getByText('特等奖', { exact: true }).waitFor();
    await snap(page, 'edu1-university-activity-page');
    await body.getByRole('tab', { name: '活动资讯' }).click();
    await body.getByTestId('activity-news-item').first().getByRole('link').click();
    await page.getByTestId('area-detail-universityNews').waitFor();
    await page.getByRole('link', { name: /数学建模/ }).first().waitFor();
    await context.close();
  });
});
