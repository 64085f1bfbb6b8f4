import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPopup, launch, snap } from './browser';
import { api, optedOutPage, randomPhone, unique, signedInContext } from './accountsSteps';

// Access end to end (issue 4): role application → review → role switch → menus; institution
// administration (department, role with two menus, staff) → the staff member sees exactly those menus.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});


const signedIn = (username: string, password: string) => signedInContext(browser, username, password);


const siderLabels = async (page: Page) => (await page.getByTestId('admin-sider').locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim());

describe('access', () => {
  it('applies for the writer role, an admin approves, the member switches to it and sees the new menu', async () => {
    const member = await signedIn('demo_member', 'wenku2026');
    const page = member.page;
    await page.goto('/usercenter');
    await page.getByRole('tab', { name: '我的角色' }).click();
    const card = page.getByTestId('apply-writer');
    await card.getByText('未申请').waitFor();
    await card.getByRole('button', { name: '立即申请' }).click();
    const form = page.getByTestId('apply-form-writer');
    await form.getByLabel('真实姓名').fill('李明');
    await form.getByLabel('手机号').fill(randomPhone());
    await form.getByLabel('创作体裁').fill('散文');
    await form.getByLabel('代表作品').fill('《春天》');
    await page.getByRole('dialog').getByRole('button', { name: /^提\s*交$/ }).click();
    await card.getByText('审核中', { exact: true }).waitFor();
    await snap(page, 'access-writer-applied');

    // The platform admin approves it in /admin/roleApplications.
    const admin = await signedIn('admin', 'wenku2026');
    await admin.page.goto('/admin/roleApplications');
    const rowEl = admin.page.locator('tr', { hasText: '作家' }).filter({ hasText: '审核中' }).first();
    // 审核 shows the application (its fields by their Chinese names) and asks before approving.
    await rowEl.getByRole('button', { name: /^审\s*核$/ }).click();
    const review = admin.page.getByRole('dialog').filter({ hasText: '审核作家申请' });
    await review.getByTestId('review-application').getByText('代表作品').waitFor();
    await review.getByText('《春天》').waitFor();
    await review.getByLabel('审核意见').fill('资料齐全');
    await review.getByRole('button', { name: /^通\s*过$/ }).click();
    await confirmPopup(admin.page, /^通\s*过$/);
    await admin.page.locator('.ant-message').getByText('已通过').waitFor();
    await snap(admin.page, 'access-admin-review');
    await admin.context.close();

    // The member sees the new role, switches to it without a reload: the menus change.
    await page.reload();
    await page.getByRole('tab', { name: '我的角色' }).click();
    // A plain member's menus are shown (角色申请, every person role has it) and 我的作品 is not among them.
    const menus = page.getByTestId('my-menus');
    await menus.getByText('角色申请').waitFor();
    expect(await menus.innerText()).not.toContain('我的作品');
    const writerRow = page.getByTestId('roles-list').locator('tr', { hasText: '作家' });
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await writerRow.getByRole('button', { name: '切换为此角色' }).click();
    await writerRow.getByText('当前角色').waitFor();
    await page.getByTestId('my-menus').getByText('我的作品').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await snap(page, 'access-writer-switched');
    await member.context.close();
  });

  it('an institution adds a department, a role with two menus and a staff member, who sees exactly those menus', async () => {
    const org = await signedIn('demo_org', 'wenku2026');
    const page = org.page;
    const tag = unique();

    // Department tree: add a department.
    await page.goto('/admin/depts');
    await page.getByTestId('dept-tree-page').waitFor();
    await page.getByRole('button', { name: /新增(下级)?部门/ }).click();
    await page.getByRole('dialog').getByLabel('部门名称').fill(`编目部${tag}`);
    await page.getByRole('dialog').getByLabel('负责人').fill('赵编目');
    await page.getByRole('dialog').getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByTestId('dept-tree-page').getByText(`编目部${tag}`).waitFor();
    await snap(page, 'access-org-dept');

    // Role: create it through the generic form, then bind 部门管理 and 员工管理 in the checkbox tree.
    await page.goto('/admin/orgRoles/create');
    const roleForm = page.getByTestId('resource-form');
    await roleForm.getByLabel('角色名称').fill(`编目员${tag}`);
    await roleForm.getByLabel('角色标识').fill(`catalog${tag}`);
    await snap(page, 'access-org-role-form');
    await page.getByRole('button', { name: /保\s*存$/ }).first().click();
    await page.waitForURL((u) => u.pathname === '/admin/orgRoles');
    const roleRow = page.locator('tr', { hasText: `编目员${tag}` });
    await roleRow.getByRole('button', { name: '分配菜单' }).click();
    const tree = page.getByTestId('role-menus-page');
    for (const name of ['部门管理', '员工管理']) await tree.locator('.ant-tree-treenode', { hasText: name }).locator('.ant-tree-checkbox').click();
    await snap(page, 'access-org-role-menus');
    await tree.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL((u) => u.pathname === '/admin/orgRoles');

    // Staff member: department and role are chosen by name.
    const username = `staff${tag}`.slice(0, 20);
    await page.goto('/admin/staff/create');
    const staffForm = page.getByTestId('resource-form');
    await staffForm.getByLabel('账号').fill(username);
    await staffForm.getByLabel('手机号').fill(randomPhone());
    await staffForm.getByLabel('姓名').fill('王编目');
    await staffForm.getByLabel('密码').fill('staff2026');
    await staffForm.getByLabel('所属部门').click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: `编目部${tag}` }).click();
    await staffForm.getByLabel('角色').click();
    await page.locator('.ant-select-item-option', { hasText: `编目员${tag}` }).click();
    await snap(page, 'access-org-staff-form');
    await page.getByRole('button', { name: /保\s*存$/ }).first().click();
    await page.waitForURL((u) => u.pathname === '/admin/staff');
    const staffRow = page.locator('tr', { hasText: username });
    await staffRow.getByText(`编目部${tag}`).waitFor();
    await staffRow.getByText(`编目员${tag}`).waitFor();
    await snap(page, 'access-org-staff');
    await org.context.close();

    // The staff member signs in: exactly the two menus, and a screen outside them is refused.
    const staff = await signedIn(username, 'staff2026');
    await staff.page.goto('/admin');
    await staff.page.getByTestId('admin-sider').getByText('员工管理').waitFor();
    expect((await siderLabels(staff.page)).sort()).toEqual(['工作台', '员工管理', '部门管理'].sort());
    await snap(staff.page, 'access-staff-menus');
    await staff.page.goto('/admin/orgRoles');
    await staff.page.getByTestId('forbidden').waitFor();
    await staff.context.close();
  });

  it('the platform admin adds a person menu and binds it to a role key', async () => {
    const admin = await signedIn('admin', 'wenku2026');
    const page = admin.page;
    const tag = unique();
    await page.goto('/admin/menus');
    await page.getByTestId('admin-sider').getByText('菜单管理').waitFor();
    await page.locator('tr', { hasText: '角色申请审核' }).first().waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByTestId('resource-form');
    await form.getByLabel('菜单名称').fill(`摄影作品${tag}`);
    await form.getByLabel('范围').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^个人$/ }).click();
    await form.getByLabel('类型').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^菜单$/ }).click();
    await form.getByLabel('路由地址').fill('/usercenter/photos');
    await snap(page, 'access-admin-menu-form');
    await page.getByRole('button', { name: /保\s*存$/ }).first().click();
    await page.waitForURL((u) => u.pathname === '/admin/menus');
    await page.locator('tr', { hasText: `摄影作品${tag}` }).getByText('/usercenter/photos').waitFor();
    await snap(page, 'access-admin-menus');

    await page.getByTestId('admin-sider').getByText('角色菜单').click();
    const binding = page.getByTestId('role-key-menus-page');
    await binding.locator('.ant-select').click();
    // The option list is virtual: search narrows it to the one wanted.
    await binding.locator('.ant-select-selection-search-input').fill('摄影师');
    await page.locator('.ant-select-item-option', { hasText: '摄影师' }).click();
    await binding.locator('.ant-tree-treenode', { hasText: '我的作品' }).locator('.ant-tree-checkbox-checked').waitFor();
    await binding.locator('.ant-tree-treenode', { hasText: `摄影作品${tag}` }).locator('.ant-tree-checkbox').click();
    await snap(page, 'access-admin-role-key-menus');
    await binding.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.locator('.ant-message').getByText('菜单权限已保存').waitFor();
    const bound = await api<{ menuIds: number[] }>('/api/uc_p/wkapi/v1/wenku_menu/admin/roleKey/menus?roleKey=forePhotographer', { headers: { Authorization: admin.token } });
    // 角色申请, 我的作品, the photographer's four (我的摄影作品, 我的摄影课堂, 我的课程章节, 我的课程视频) and the new one.
    expect(bound.menuIds).toHaveLength(7);
    await admin.context.close();
  });

  it('signed out, a direct visit to an institution-only route goes home and opens the login dialog (spec §6)', async () => {
    const { context, page } = await optedOutPage(browser);
    await page.goto('/resnav/oldLocalHistory?type=2');
    await page.getByTestId('login-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await snap(page, 'access-institution-only-direct-visit');
    await context.close();
  });

  it('signed out, /admin sends to the login page with a redirect back', async () => {
    const { context, page } = await optedOutPage(browser);
    await page.goto('/admin/staff');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/staff');
    await context.close();
  });
});
