import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, confirmPopup, launch, newPage, snap } from './browser';
import { signedInContext } from './accountsSteps';

// Issue 11: the platform admin renames a dictionary label (字典数据) and every admin screen that shows
// that code follows; 上架/下架 of a journal takes it off the portal and brings it back.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const filtered = (resource: string, filters: Record<string, string>) =>
  `/admin/${resource}?${Object.entries(filters)
    .map(([field, value], i) => `filters[${i}][field]=${field}&filters[${i}][operator]=eq&filters[${i}][value]=${encodeURIComponent(value)}`)
    .join('&')}`;
const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) });

async function renameLabel(page: Page, from: string, to: string) {
  await page.goto(filtered('dictData', { dictType: 'law_status' }));
  // Pinned to law_status: another dictionary may hold the same label (a standard can be 已废止 too).
  const row = page.locator('.ant-table-row').filter({ hasText: from }).filter({ hasText: 'law_status' });
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await page.getByTestId('resource-form').waitFor();
  const label = formItem(page, '字典标签').locator('input');
  await expect.poll(() => label.inputValue()).toBe(from);
  await label.fill(to);
  const toast = page.locator('.ant-message, .ant-notification').getByText('保存成功').first().waitFor();
  await page.getByRole('button', { name: /保\s*存/ }).first().click();
  await toast;
  await page.waitForURL(/\/admin\/dictData(\?|$)/);
}

describe('字典管理', () => {
  it('a renamed label shows at once in 字典数据, in the laws list and in the law form', async () => {
    const admin = await signedInContext(browser, 'admin');
    const { page } = admin;
    await page.goto('/admin/dictTypes');
    await page.locator('.ant-table-row').filter({ hasText: '法规时效性' }).getByText('law_status').waitFor();
    await snap(page, 'admin-dict-types');

    await renameLabel(page, '已废止', '已失效');
    await page.goto(filtered('dictData', { dictType: 'law_status' }));
    await page.locator('.ant-table-row').filter({ hasText: '已失效' }).filter({ hasText: 'law_status' }).waitFor();
    await snap(page, 'admin-dict-data');

    // The same single-page session: the laws list's 时效性 tags read the served dictionary.
    await page.goto(filtered('laws', { lawStatus: '9' }));
    await page.locator('.ant-table-row').first().locator('.ant-tag', { hasText: '已失效' }).waitFor();
    await page.locator('.ant-table-row').first().getByRole('button', { name: /编\s*辑/ }).click();
    await formItem(page, '时效性').locator('.ant-select-selection-item', { hasText: '已失效' }).waitFor();
    await snap(page, 'admin-law-form-served-dict');

    // Put the label back: other suites read the demo dictionary.
    await renameLabel(page, '已失效', '已废止');
    await admin.close();
  });
});

describe('上架/下架 of a journal', () => {
  it('下架 takes the journal off the portal; 上架 brings it back', async () => {
    const admin = await signedInContext(browser, 'admin');
    const { page } = admin;
    const name = '伦理与文明';
    await page.goto(filtered('managedJournals', { keyword: name }));
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.getByText('已上架').waitFor();
    await row.getByTestId('unpublish-button').click();
    // The toast lives three seconds: watched from before the click, so a slow machine cannot miss it.
    const toast = page.locator('.ant-message').getByText('已下架').waitFor();
    await confirmPopup(page, /下\s*架/);
    await toast;
    await row.getByText('已下架').waitFor();
    await snap(page, 'admin-journal-unpublished');
    const res = await fetch(`${baseURL()}/api/show/exhibition2/journal/mine/list?keyword=${encodeURIComponent(name)}`, { headers: { Authorization: admin.token } });
    const mine = (await res.json()) as { rows: Array<{ id: number; name: string }> };
    const id = mine.rows.find((j) => j.name === name)?.id;
    expect(id).toBeGreaterThan(0);

    const reader = await newPage(browser);
    await reader.page.goto(`/journal/${id}`);
    await reader.page.getByText('该期刊不存在或已下架').first().waitFor();
    await snap(reader.page, 'portal-journal-unpublished');

    await row.getByTestId('publish-button').click();
    await confirmPopup(page, /上\s*架/);
    await row.getByText('已上架').waitFor();
    await reader.page.goto(`/journal/${id}`);
    await reader.page.getByRole('heading', { name }).first().waitFor();
    await reader.context.close();
    await admin.close();
  });
});
