import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, confirmPopup, launch, snap } from './browser';
import { api, optedOutPage } from './accountsSteps';

// Teacher studios end to end (issue 13): a teacher applies to join a studio on its home page → the
// studio's manager agrees in 成员管理 → the new member posts a document in 资料投稿 → a visitor
// opens it from the studio's home through its access code.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const STUDIO = '赵磊初中语文名师工作室';

async function tokenOf(username: string): Promise<string> {
  const { access_token: token } = await api<{ access_token: string }>('/api/auth/wkapi/v1/platform/login/loginByPwd', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'wenku2026' }),
  });
  return token;
}

async function signedIn(token: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const { context, page } = await optedOutPage(browser);
  await context.addCookies([{ name: 'auth', value: token, url: baseURL() }]);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

describe('教师工作室', () => {
  it('a teacher applies → the manager agrees → the member posts a document → a visitor opens it by its access code', async () => {
    // 1. The teacher finds the studio in the directory (filtered by type) and applies.
    const teacherToken = await tokenOf('demo_teacher');
    const teacher = await signedIn(teacherToken);
    await teacher.page.goto('/studio');
    await teacher.page.getByRole('link', { name: '何敏名班主任工作室' }).waitFor();
    await teacher.page.getByText('名师工作室', { exact: true }).first().click();
    await expect.poll(() => teacher.page.url()).toContain('studioType=1');
    await expect.poll(() => teacher.page.getByRole('link', { name: '何敏名班主任工作室' }).count()).toBe(0);
    await snap(teacher.page, 'studios-directory');
    await teacher.page.getByRole('link', { name: STUDIO }).click();
    const home = teacher.page.getByTestId('studio-home');
    await home.getByRole('heading', { name: STUDIO }).waitFor();
    await home.getByTestId('join-studio').click();
    await teacher.page.getByLabel('申请理由').fill('任教八年级语文，希望参与整本书阅读课题研究');
    await teacher.page.getByRole('button', { name: '提交申请' }).click();
    await teacher.page.getByText('已提交申请，请等待工作室管理员审核').waitFor();
    await expect.poll(() => home.getByTestId('join-state').innerText()).toBe('申请中');
    await snap(teacher.page, 'studios-home-applied');

    // 2. The manager agrees in 成员管理.
    const manager = await signedIn(await tokenOf('demo_studio'));
    await manager.page.goto('/admin/studioMembers');
    const row = manager.page.locator('main .ant-table-row').filter({ hasText: '杨帆' });
    await row.getByTestId('agree-apply').click();
    await confirmPopup(manager.page, /^同\s*意$/);
    await manager.page.getByText('已同意加入').first().waitFor();
    await expect.poll(() => row.innerText()).toContain('已加入');
    await snap(manager.page, 'studios-admin-members');
    expect(manager.problems).toEqual([]);
    await manager.context.close();

    // 3. The teacher, now a studio member, switches to that role and posts a document.
    const roles = await api<Array<{ partyRoleId: number; partyRoleKey: string }>>('/api/auth/wkapi/v1/platform/roleList', { headers: { authorization: teacherToken } });
    const memberRole = roles.find((r) => r.partyRoleKey === 'foreStudioMember')!;
    await api(`/api/auth/wkapi/v1/platform/switchRole/${memberRole.partyRoleId}`, { headers: { authorization: teacherToken } });
    const title = `《济南的冬天》导学案 ${Date.now().toString(36)}`;
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
    const file = path.join(dir, '济南的冬天导学案.txt');
    writeFileSync(file, '《济南的冬天》导学案\n\n一、学习目标：品味语言，体会作者对济南冬天的喜爱。\n二、预习任务：朗读课文，圈画描写山和水的句子。');
    const page = teacher.page;
    // The portal refreshes the member info on load: the switched role reaches the browser.
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { user?: { role?: Array<{ partyRoleKey: string; activated: boolean }> } }).user?.role?.find((r) => r.activated)?.partyRoleKey)).toBe('foreStudioMember');
    await page.goto('/admin');
    await page.getByTestId('admin-sider').getByText('资料投稿').click();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/studioData/create');
    await page.locator('main form').getByLabel('资料标题').fill(title);
    await page.getByLabel('资料类型').click();
    await page.locator('.ant-select-dropdown').getByTitle('教案').click();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByTestId('file-uploaded').waitFor();
    await expect.poll(() => page.getByLabel('所属工作室').locator('xpath=ancestor::div[contains(@class,"ant-select")]').first().innerText()).toContain(STUDIO);
    await snap(page, 'studios-member-post');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.locator('main .ant-table-row').filter({ hasText: title }).waitFor();
    expect(teacher.problems).toEqual([]);
    await teacher.context.close();

    // 4. A visitor opens it from the studio's home: preview through a fresh access code.
    const { context, page: visitor } = await optedOutPage(browser);
    await visitor.goto('/studio');
    await visitor.getByRole('link', { name: STUDIO }).click();
    await visitor.getByRole('tab', { name: /工作室资料/ }).click();
    const docRow = visitor.getByTestId('studio-documents').locator('.ant-table-row').filter({ hasText: title });
    await expect.poll(() => docRow.innerText()).toContain('杨帆');
    const [opened] = await Promise.all([context.waitForEvent('page'), docRow.getByRole('button', { name: /预\s*览/ }).click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/\/api\/show\/fileLicense\/accessByCode\/[0-9a-f]{48}$/);
    await expect.poll(() => opened.locator('body').innerText()).toContain('品味语言，体会作者对济南冬天的喜爱');
    await visitor.getByRole('tab', { name: /工作室视频/ }).click();
    await expect.poll(() => visitor.getByTestId('studio-videos').innerText()).toContain('0:00:20');
    await snap(visitor, 'studios-home-visitor');
    await context.close();
  });
});
