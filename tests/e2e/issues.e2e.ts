import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPopup, launch, snap } from './browser';
import { registerByApi, signedInContext } from './accountsSteps';

// 问题反馈 end to end: a reader files an issue with a screenshot in the user centre, the platform
// admin answers it in /admin, the reader sees the answer and closes the issue.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (username: string, password: string) => signedInContext(browser, username, password);

describe('问题反馈', () => {
  it('reader files an issue with a screenshot → the admin answers → the reader reads the answer and closes it', async () => {
    const { username } = await registerByApi('reader2026', 'q');
    const reader = await signedIn(username, 'reader2026');
    const title = `期刊PDF无法下载 ${username}`;
    await reader.page.goto('/usercenter?tab=issues');
    await reader.page.getByTestId('my-issues').getByText('暂无反馈').waitFor();
    await reader.page.getByRole('button', { name: '新建反馈' }).click();
    const form = reader.page.getByTestId('issue-form');
    await form.getByLabel('问题类型').click();
    await reader.page.locator('.ant-select-dropdown').getByTitle('功能异常').click();
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('问题描述').fill('在文章页点击“下载PDF”后没有任何反应。');
    const shot = await sharp({ create: { width: 400, height: 260, channels: 3, background: { r: 250, g: 250, b: 250 } } }).png().toBuffer();
    await form.locator('input[type=file]').setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: shot });
    await form.locator('.ant-upload-list-item-done').waitFor();
    await reader.page.getByRole('dialog').getByRole('button', { name: /提\s*交/ }).click();
    const row = reader.page.getByTestId('issue-row').filter({ hasText: title });
    await row.getByText('待处理').waitFor();
    await snap(reader.page, 'issues-reader-list');

    // The platform admin finds it in 问题反馈 and answers.
    const admin = await signedIn('admin', 'wenku2026');
    await admin.page.goto('/admin/platformIssues');
    const adminRow = admin.page.locator('.ant-table-row').filter({ hasText: title });
    await adminRow.getByRole('button', { name: /详\s*情/ }).click();
    const thread = admin.page.getByTestId('issue-thread');
    await thread.getByAltText('问题截图').waitFor();
    await thread.getByLabel('回复内容').fill('已修复，请刷新页面后重试。');
    await thread.getByRole('button', { name: '发送回复' }).click();
    await thread.getByTestId('issue-reply').getByText('已修复，请刷新页面后重试。').waitFor();
    expect(await thread.getByTestId('issue-status').innerText()).toBe('已回复');
    await snap(admin.page, 'issues-admin-answer');
    await admin.context.close();

    // The reader sees the answer from 平台客服 and closes the issue.
    await reader.page.reload();
    await row.getByText('已回复').waitFor();
    await row.getByRole('button', { name: /查\s*看/ }).click();
    const mine = reader.page.getByTestId('issue-thread');
    await mine.getByTestId('issue-reply').getByText('平台客服').waitFor();
    await mine.getByRole('button', { name: '关闭问题' }).click();
    await confirmPopup(reader.page, /关\s*闭/);
    await mine.getByText('该问题已关闭。').waitFor();
    await reader.context.close();
  });
});
