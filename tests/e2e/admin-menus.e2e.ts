import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { launch, snap } from './browser';
import { signedInContext } from './accountsSteps';

// Issue 11: every seeded menu of every demo account opens a working admin screen — no 404, no
// error page, no console error — and each role lands on its 工作台 (issue 35).
const ACCOUNTS = [
  'admin',
  'demo_org',
  'demo_journal',
  'demo_magazine',
  'demo_editor',
  'demo_jeditor',
  'demo_member',
  'demo_publisher',
  'demo_teacher',
  'demo_studio',
  'demo_scholar',
  'demo_writer',
  'demo_thesis',
  'demo_head',
  'demo_stmember',
  'demo_famous',
  'demo_photo',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(username: string): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const { context, page } = await signedInContext(browser, username);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { page, problems, close: () => context.close() };
}

/** The screen is drawn: nothing spinning in the content, and it is neither a 404 nor an error page. */
async function settled(page: Page, expect: ExpectStatic) {
  const content = page.locator('main');
  await expect.poll(() => content.locator('.ant-spin-spinning').count()).toBe(0);
  await expect.poll(async () => (await content.innerText()).trim().length).toBeGreaterThan(0);
  const text = await content.innerText();
  expect(text).not.toContain('页面不存在');
  expect(text).not.toContain('This page could not be found');
  expect(await page.getByTestId('forbidden').count()).toBe(0);
}

/**
 * Who walks which menus: every account its own, the platform admin's sixty-odd split in two halves.
 * The walks wait on the browser and the server far more than they compute, so two at a time (the
 * e2e config's maxConcurrency) take about half as long.
 */
const WALKS = ACCOUNTS.flatMap((username) =>
  username === 'admin' ? [0, 1].map((half) => ({ username, half: half as 0 | 1 | undefined })) : [{ username, half: undefined }],
);

describe.concurrent('admin menus of every demo account', () => {
  for (const { username, half } of WALKS) {
    const which = half === undefined ? 'every menu' : half === 0 ? 'the first half of its menus' : 'the second half of its menus';
    it(`${username}: lands on its 工作台 and opens ${which} without an error`, async ({ expect }) => {
      const { page, problems, close } = await signedInPage(username);
      await page.goto('/admin');
      const sider = page.getByTestId('admin-sider');
      await sider.waitFor();
      // The menus come after getInfo and getRouters: wait for them, or for the page that tells a member without any why.
      await expect.poll(async () => (await sider.locator('.ant-menu-item').count()) > 0 || (await page.getByTestId('no-admin').count()) > 0).toBe(true);
      // The platform admin's groups start folded but for the current page's (issue 32 item 4): open each folded one to walk its screens.
      const folded = sider.locator('.ant-menu-submenu-inline:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
      while ((await folded.count()) > 0) await folded.first().click();
      const items = sider.locator('.ant-menu-item');
      const count = await items.count();
      if (count === 0) {
        // A member without management menus (demo_thesis): why, and the way to the user centre — not a bare 403.
        await expect.poll(() => page.getByTestId('no-admin').innerText()).toContain('您的账号没有需要管理的内容');
        await page.getByTestId('no-admin').getByRole('button', { name: /去个人中心/ }).waitFor();
        await snap(page, `admin-menus-${username}`);
        expect(problems).toEqual([]);
        await close();
        return;
      }
      // Lands on its 工作台, the sider's first entry (issue 35), with what waits for it.
      expect((await items.first().innerText()).trim()).toBe('工作台');
      await page.getByTestId('workbench').getByText('待办事项').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      await expect.poll(() => page.getByTestId('admin-breadcrumb').innerText()).toContain('工作台');
      await settled(page, expect);
      if (half !== 1) await snap(page, `admin-menus-${username}`);
      const from = half === 1 ? Math.ceil(count / 2) : 0;
      const to = half === 0 ? Math.ceil(count / 2) : count;
      for (let i = from; i < to; i++) {
        const item = items.nth(i);
        const label = (await item.innerText()).trim();
        await item.click();
        await expect.poll(() => page.getByTestId('admin-breadcrumb').innerText()).toContain(label);
        await settled(page, expect);
      }
      expect(problems).toEqual([]);
      await close();
      // Half of the platform admin's menus is some thirty screens: a busy machine needs minutes.
    }, 420_000);
  }
});

describe('management screens refuse a plain member', () => {
  it('demo_member opening /admin/managedArticles gets the 403 screen, not an empty table', async () => {
    const { page, close } = await signedInPage('demo_member');
    await page.goto('/admin/managedArticles');
    await page.getByTestId('forbidden').waitFor();
    expect(await page.locator('main .ant-table').count()).toBe(0);
    await close();
  });

  it('switching list screens at once, before the first list has loaded, draws the second (no CASL cast error)', async () => {
    const { page, problems, close } = await signedInPage('demo_journal');
    await page.goto('/admin/managedPeriods');
    const sider = page.getByTestId('admin-sider');
    await sider.getByText('栏目管理').click();
    await sider.getByText('期次管理').click();
    await sider.getByText('栏目管理').click();
    await expect.poll(() => page.getByTestId('admin-breadcrumb').innerText()).toContain('栏目管理');
    await settled(page, expect);
    await page.locator('main .ant-table-row').first().waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});


describe('the platform admin finds a screen among some eighty menus', () => {
  it('搜索菜单 narrows the sider as one types, Enter opens the first match; the groups fold but for the current page’s', async () => {
    const { page, problems, close } = await signedInPage('admin');
    await page.goto('/admin/roleApplications');
    const sider = page.getByTestId('admin-sider');
    const items = sider.locator('.ant-menu-item');
    const search = sider.getByRole('searchbox', { name: '搜索菜单' });
    await search.waitFor();
    const labels = async () => (await items.allInnerTexts()).map((t) => t.trim());
    await search.fill('对账');
    await expect.poll(labels).toEqual(['对账']);
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/reconcile');
    await expect.poll(() => page.getByTestId('admin-breadcrumb').innerText()).toContain('对账');
    // A match inside a folded group is shown opened; nothing matching says so.
    await search.fill('工作室资讯');
    await expect.poll(labels).toEqual(['工作室资讯管理']);
    await search.fill('没有这个菜单');
    await sider.getByText('没有匹配的菜单').waitFor();
    await search.fill('');
    // The seven groups: those of the pages shown (机构与用户 for 角色申请审核, then 商城与订单 for 对账) open, the others folded; a click opens one.
    const titles = sider.locator('.ant-menu-submenu-title');
    await expect.poll(() => titles.allInnerTexts()).toEqual(['期刊出版', '图书与古籍', '教育文化', '创作与版权', '商城与订单', '机构与用户', '系统']);
    await expect.poll(() => sider.locator('.ant-menu-submenu-open > .ant-menu-submenu-title').allInnerTexts()).toEqual(['商城与订单', '机构与用户']);
    expect(await sider.getByText('工作室信息管理').isVisible()).toBe(false);
    await sider.getByText('教育文化').click();
    await sider.getByText('工作室信息管理').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/studios');
    await expect.poll(() => page.getByTestId('admin-breadcrumb').innerText()).toContain('教育文化');
    expect(problems).toEqual([]);
    await close();
  });
});
