import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, snap, WAIT_MS } from './browser';
import { signedInContext } from './accountsSteps';
import { areaRows, areaTotal } from './areaSteps';
import { landscapeJpeg } from '../../server/modules/photography/demoImages';

// Issue 14 (edu2): 摄影 and 书法 from their home-page entries — list, filter, detail — a free class
// that plays; a photographer uploads a photo and a course chapter in the admin, and a visitor sees them.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) });

/** Picks an option of an antd Select or TreeSelect form field by its visible text. */
async function pick(page: Page, label: string, option: string, search?: string) {
  const field = formItem(page, label);
  await field.locator('.ant-select').click();
  if (search) await field.locator('input').fill(search);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first().click();
}

describe('摄影', () => {
  it('home → 摄影 → its blocks → 摄影作品 filtered by type → a photo with its like button; a free class plays', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /摄影/ }).click();
    await page.waitForURL(/\/photography$/);
    await page.getByTestId('photo-activities').locator('a').first().waitFor();
    await page.getByTestId('photo-hot').locator('li').first().waitFor();
    await snap(page, 'photography-home');

    await page.getByTestId('photo-types').getByRole('link', { name: '风光' }).click();
    await page.waitForURL((url) => url.pathname === '/photography/photo' && url.searchParams.has('typeId'));
    const landscapes = await areaTotal(page, (n) => n > 0);
    await page.goto('/photography/photo');
    const all = await areaTotal(page, (n) => n > landscapes);
    expect(all).toBeGreaterThanOrEqual(30);
    await (await areaRows(page)).first().getByRole('link').first().click();
    await page.getByTestId('photo-full').locator('img').waitFor();
    await page.getByTestId('like-button').waitFor();
    await snap(page, 'photography-photo');

    await page.goto('/photography/forum');
    await (await areaRows(page)).filter({ hasText: '风光摄影从入门到精通' }).getByRole('link').first().click();
    const outline = page.getByTestId('course-outline');
    await outline.getByText('第一章 器材与曝光').waitFor();
    await outline.getByRole('link', { name: '1.1 认识你的相机与镜头' }).click();
    const video = page.getByTestId('class-video');
    await video.waitFor();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: WAIT_MS }).toBeGreaterThan(0.5);
    await snap(page, 'photography-class');
    await context.close();
  });

  it('a photographer uploads a photo and adds a chapter to their course; a visitor sees both', async () => {
    const stamp = String(Date.now()).slice(-6);
    const { page, close } = await signedInContext(browser, 'demo_photo');
    await page.goto('/admin/photos/create');
    await page.getByTestId('resource-form').waitFor();
    await formItem(page, '作品名称').locator('input').fill(`西湖晨光 ${stamp}`);
    await pick(page, '摄影分类', '湖海');
    await formItem(page, '作者').locator('input').fill('胡晨');
    await formItem(page, '作品图片').locator('input[type=file]').setInputFiles({ name: 'xihu.jpg', mimeType: 'image/jpeg', buffer: await landscapeJpeg(7) });
    await formItem(page, '作品图片').locator('.ant-upload-list-item-done img').waitFor();
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.locator('.ant-message').getByText(/新增成功|保存成功/).waitFor();

    await page.goto('/admin/photoChapters/create');
    await page.getByTestId('resource-form').waitFor();
    await formItem(page, '章名称').locator('input').fill(`第四章 夜景专题 ${stamp}`);
    await pick(page, '课程', '风光摄影从入门到精通');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.locator('.ant-message').getByText(/新增成功|保存成功/).waitFor();
    await snap(page, 'photography-admin-chapter');
    await close();

    const { page: visitor, context } = await newPage(browser);
    await visitor.goto(`/photography/photo?keyword=${encodeURIComponent(`西湖晨光 ${stamp}`)}`);
    await (await areaRows(visitor)).first().getByRole('link').first().click();
    await visitor.getByTestId('photo-full').locator('img').waitFor();
    await visitor.getByRole('heading', { name: `西湖晨光 ${stamp}` }).waitFor();
    await visitor.goto('/photography/forum');
    await (await areaRows(visitor)).filter({ hasText: '风光摄影从入门到精通' }).getByRole('link').first().click();
    await visitor.getByTestId('course-outline').getByText(`第四章 夜景专题 ${stamp}`).waitFor();
    await context.close();
  });
});

describe('书法', () => {
  it('home → 书法 → 楷书 → a work → the dictionary draws a character in several scripts', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('area-grid').getByRole('link', { name: /书法/ }).click();
    await page.waitForURL(/\/calligraphy$/);
    const all = await areaTotal(page, (n) => n >= 20);
    await page.getByTestId('area-filters').getByRole('radiogroup', { name: '书体' }).getByRole('radio', { name: '楷书' }).click();
    await page.waitForURL((url) => url.searchParams.get('script') === '1');
    await areaTotal(page, (n) => n > 0 && n < all);
    await expect.poll(async () => (await (await areaRows(page)).allInnerTexts()).every((t) => t.includes('书体：楷书'))).toBe(true);
    await snap(page, 'calligraphy-list');
    await (await areaRows(page)).filter({ hasText: '九成宫醴泉铭' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: '九成宫醴泉铭' }).waitFor();
    await page.getByText('欧阳询').first().waitFor();

    await page.goto('/calligraphy/word?word=书');
    const tiles = page.getByTestId('glyph-tiles');
    await tiles.locator('svg').first().waitFor();
    expect(await tiles.locator('figcaption').allInnerTexts()).toEqual(['楷书', '行书', '草书', '印刷体']);
    await snap(page, 'calligraphy-word');
    await context.close();
  });
});
