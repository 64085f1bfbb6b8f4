import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, snap } from './browser';
import { areaRows, areaTotal } from './areaSteps';

// Issue 14 (edubasic): 基础教育 from its home-page entry — the catalogue tree on the left
// (学科 → 年级 → 教材版本 → 单元), the 资源类型 filter, and a resource's detail with its preview.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('基础教育', () => {
  it('home → list → tree 语文 / 七年级 / 部编版 / 第一单元 → 教案 → detail with preview and download', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /^基础教育/ }).click();
    await page.waitForURL(/\/basicEducation$/);
    expect(await (await areaRows(page)).count()).toBe(10);
    await page.getByTestId('hot-teaching').locator('a').first().waitFor();
    const all = await areaTotal(page, (n) => n >= 60);

    const tree = page.getByTestId('teaching-tree');
    // A node reads “语文(12)”: its name, then its count of resources.
    const node = (name: string) => tree.getByText(new RegExp(`^${name}\\(\\d+\\)$`));
    await node('语文').click();
    await page.waitForURL((url) => url.searchParams.get('subjectType') === '1');
    const chinese = await areaTotal(page, (n) => n > 0 && n < all);
    await node('七年级').click();
    await page.waitForURL((url) => url.searchParams.get('grade') === '7');
    await node('部编版').click();
    await page.waitForURL((url) => url.searchParams.get('teachingVersion') === '4');
    const version = await areaTotal(page, (n) => n > 0 && n < chinese);
    await node('第一单元 四季美景').click();
    await page.waitForURL((url) => url.searchParams.has('knowledge'));
    await areaTotal(page, (n) => n > 0 && n < version);
    await page.getByTestId('teaching-chosen').getByText('语文 / 七年级 / 部编版 / 第一单元 四季美景').waitFor();
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('四季美景'))).toBe(true);
    await snap(page, 'teaching-list');

    await page.goto('/basicEducation?fileType=2');
    await areaTotal(page, (n) => n > 0 && n < all);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('教案'))).toBe(true);
    await (await areaRows(page)).first().getByRole('link').first().click();
    await page.getByTestId('area-detail-teachingResources').waitFor();
    await page.getByTestId('teaching-preview').locator('iframe').waitFor();
    const frame = page.frameLocator('[data-testid="teaching-preview"] iframe');
    await frame.getByText('【教学目标】').waitFor();
    await page.getByTestId('teaching-download').waitFor();
    await snap(page, 'teaching-detail');
    await context.close();
  });
});
