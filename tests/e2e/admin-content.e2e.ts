import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPopup, launch, newPage, snap } from './browser';
import { signedInContext } from './accountsSteps';

// Issue 11 item 4: the platform admin adds a year-book with a cover through the generic form, a
// reader finds it on the portal, the admin 下架s it from the list, and the reader no longer does.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (username: string) => signedInContext(browser, username);

/** Picks a row action from the row's 更多 menu (the row shows two actions as buttons). */
async function moreAction(page: Page, row: Locator, label: string) {
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: label }).click();
}

const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) });

describe('content management: 年鉴管理', () => {
  it('the admin adds a year-book with a cover; the portal shows it; 下架 takes it off the portal', async () => {
    const title = `鸿雁市年鉴${Date.now() % 100000}`;
    const admin = await signedIn('admin');
    const { page } = admin;
    await page.goto('/admin/yearbooks/create');
    await page.getByTestId('resource-form').waitFor();
    // An empty save is refused at the fields, in Chinese.
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await formItem(page, '年鉴名称').getByText('请输入年鉴名称').waitFor();

    await formItem(page, '年鉴名称').locator('input').fill(title);
    await formItem(page, '年份').locator('input').fill('2025');
    await formItem(page, '编者').locator('input').fill('鸿雁市地方志办公室');
    const cover = await sharp({ create: { width: 420, height: 600, channels: 3, background: { r: 150, g: 40, b: 40 } } }).png().toBuffer();
    const coverItem = formItem(page, '封面');
    await coverItem.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    const img = coverItem.locator('.ant-upload-list-item-done img');
    await img.waitFor();
    const url = await img.getAttribute('src');
    expect(url).toMatch(/^\/files\/image\/\d+-[0-9a-f]{24}\.png$/);
    await snap(page, 'admin-yearbook-form');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.locator('.ant-message, .ant-notification').getByText('新增成功').first().waitFor();
    await page.waitForURL(/\/admin\/yearbooks(\?|$)/);

    // A reader finds it, with its cover.
    const reader = await newPage(browser);
    const portal = reader.page;
    await portal.goto(`/yearbook?keyword=${encodeURIComponent(title)}`);
    const row = portal.getByTestId('area-row').filter({ hasText: title });
    await row.waitFor();
    await row.locator(`img[src="${url}"]`).waitFor();
    const href = await row.locator('a').first().getAttribute('href');
    const id = Number(/\/yearbook\/(\d+)/.exec(href ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);

    // 下架 from the admin list: asked first, then the row says 已下架.
    await page.goto(`/admin/yearbooks?filters[0][field]=keyword&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(title)}`);
    const adminRow = page.locator('.ant-table-row').filter({ hasText: title });
    await adminRow.getByText('已上架').waitFor();
    await adminRow.getByTestId('unpublish-button').click();
    await confirmPopup(page, /下\s*架/);
    await page.locator('.ant-message').getByText('已下架').waitFor();
    await adminRow.getByText('已下架').waitFor();
    await adminRow.getByTestId('publish-button').waitFor();

    // The reader's list and detail no longer have it.
    await portal.goto(`/yearbook?keyword=${encodeURIComponent(title)}`);
    await portal.getByTestId('area-empty').waitFor();
    expect(await portal.getByTestId('area-row').filter({ hasText: title }).count()).toBe(0);
    await portal.goto(`/yearbook/${id}`);
    await portal.locator('.ant-result-404').getByText('该年鉴不存在或已下架').waitFor();
    await snap(portal, 'portal-yearbook-unpublished');
    await reader.context.close();
    await admin.close();
  });
});

describe('a wide management list', () => {
  it('文章管理 keeps each row on one line and every 操作 button in view, and its 详情 each label on one line', async () => {
    const admin = await signedIn('admin');
    const { page } = admin;
    await page.goto('/admin/managedArticles');
    const first = page.locator('.ant-table-row').first();
    await first.getByTestId('unpublish-button').waitFor();
    // Squeezed, 已上架 stood one character a line and the row was some 90 px high.
    const row = (await first.boundingBox())!;
    expect(row.height).toBeLessThan(60);
    const table = (await page.locator('main .ant-table').boundingBox())!;
    // Two actions as buttons, the rest (详情, 删除) under 更多: all of them in view.
    for (const name of [/编\s*辑/, /下\s*架/, /更多/]) {
      const button = (await first.getByRole('button', { name }).boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(table.x + table.width);
    }
    await snap(page, 'admin-articles-list');

    // Its 详情: each label on one line (a squeezed label column stood 审核状态 a character a line).
    await moreAction(page, first, '详情');
    const label = page.getByTestId('resource-show').locator('.ant-descriptions-item-label').filter({ hasText: '审核状态' });
    await label.waitFor();
    expect((await label.boundingBox())!.height).toBeLessThan(50);
    await admin.close();
  });

  it('课程视频 lists a course chapter by chapter, each duration as h:mm:ss; 校长视频 names each row’s headmaster', async () => {
    const admin = await signedIn('admin');
    const { page } = admin;
    await page.goto('/admin/photoClasses');
    const rows = page.locator('.ant-table-row');
    await rows.first().getByTestId('unpublish-button').waitFor();
    // Every chapter's first video came first (3.1, 2.1, 1.1, 3.2 …), durations as bare seconds (12).
    // The first column after the row-selection checkboxes (批量上架/下架/删除).
    const titles = await rows.locator('td:not(.ant-table-selection-column)').evaluateAll((cells) =>
      cells.filter((cell) => cell.previousElementSibling === null || cell.previousElementSibling.classList.contains('ant-table-selection-column')).map((cell) => (cell as HTMLElement).innerText),
    );
    expect(titles.slice(0, 3)).toEqual([expect.stringMatching(/^1\.1 /), expect.stringMatching(/^1\.2 /), expect.stringMatching(/^1\.3 /)]);
    const header = page.locator('.ant-table-thead th').filter({ hasText: /^时长$/ });
    await header.waitFor();
    await expect.poll(async () => (await rows.first().innerText()).match(/\b0:00:\d{2}\b/)?.[0]).toBeTruthy();
    // Its 详情 names the chapter (a reference was left out of every 详情 page).
    await moreAction(page, rows.first(), '详情');
    const chapter = page.getByTestId('resource-show').locator('tr').filter({ has: page.locator('.ant-descriptions-item-label', { hasText: /^章节$/ }) });
    await expect.poll(async () => (await chapter.locator('.ant-descriptions-item-content').innerText()).trim()).toMatch(/^第一章 /);
    // The title lines up with the header's buttons (it sat some 25 px below them).
    const title = (await page.getByRole('heading', { name: '课程视频详情' }).boundingBox())!;
    const edit = (await page.getByRole('button', { name: /编\s*辑/ }).boundingBox())!;
    expect(Math.abs(title.y + title.height / 2 - (edit.y + edit.height / 2))).toBeLessThan(6);

    await page.goto('/admin/headmasterVideos');
    await page.locator('.ant-table-thead th').filter({ hasText: /^校长$/ }).waitFor();
    // The 校长 column wherever it stands (after the row-selection checkboxes, if any).
    const column = await page.locator('.ant-table-thead th').evaluateAll((ths) => ths.findIndex((th) => (th as HTMLElement).innerText.trim() === '校长'));
    // The name is read per row (a dash-like … while it loads): wait for a real name.
    await expect.poll(async () => (await page.locator('.ant-table-row').first().locator('td').nth(column).innerText()).trim()).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
    await snap(page, 'admin-headmaster-videos');
    await admin.close();
  });
});
