import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, confirmPopup, launch, snap, WAIT_MS } from './browser';
import { api, registerByApi, signedInContext, unique } from './accountsSteps';

// Works and writers end to end (issue 13): a writer submits a work → the cloud review screens it →
// the platform admin approves it → a reader buys it with the balance, downloads it and finds it
// under 已购 → 作品. Then the seeded videos (real H.264/AAC clips) play in Chromium: a writer's
// talk on /writerLibrary and a studio lesson, each through its access code.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const json = { 'Content-Type': 'application/json' };

/** Waits until the page's <video> has decoded a frame and read its duration (HAVE_CURRENT_DATA or better). */
async function videoPlays(page: Page, testId: string): Promise<number> {
  const video = page.getByTestId(testId);
  await video.waitFor();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: WAIT_MS }).toBeGreaterThanOrEqual(2);
  return video.evaluate((v: HTMLVideoElement) => v.duration);
}

describe('作品与作家', () => {
  it('a writer submits → screened → the admin approves → a reader buys and downloads it', async () => {
    const title = `枫桥夜话 ${unique()}`;
    // 1. The writer submits a priced work in 我的作品.
    const writer = await signedInContext(browser, 'demo_writer');
    await writer.page.goto('/usercenter/works');
    await writer.page.getByRole('button', { name: '发布作品' }).click();
    const form = writer.page.getByRole('dialog');
    await form.getByLabel('作品标题').fill(title);
    await form.getByLabel('作品类别').fill('散文');
    await form.getByLabel('作品简介').fill('寒山寺外的一夜，船家讲起旧时的苏州。');
    await form.getByLabel('免费试读部分').fill('船泊在枫桥下，船家点起一盏马灯。');
    await form.getByLabel('作品正文').fill('船泊在枫桥下，船家点起一盏马灯。\n他说年轻时在这条河上摇了二十年橹，听过的钟声比读过的书还多。\n夜半，寒山寺的钟响了，一声，又一声。');
    await form.getByLabel('价格（元）').fill('6.50');
    await form.getByRole('button', { name: '提交审核' }).click();
    const row = writer.page.locator('.ant-table-row').filter({ hasText: title });
    // 2. The cloud review runs in the background: 云审核中, then 审核中 (a human's turn).
    await expect
      .poll(async () => {
        await writer.page.getByRole('button', { name: /刷\s*新/ }).click();
        return row.innerText();
      }, { timeout: WAIT_MS })
      .toContain('审核中');
    expect(await row.innerText()).not.toContain('云审核');
    await snap(writer.page, 'works-submitted');
    await writer.close();

    // 3. The platform admin approves it in 作品审核.
    const admin = await signedInContext(browser, 'admin');
    await admin.page.goto('/admin/worksReview');
    const review = admin.page.locator('main .ant-table-row').filter({ hasText: title });
    // 审核 opens the work's review screen: the whole text, the writer by name, the decision below.
    await review.getByRole('button', { name: /审\s*核/ }).click();
    const screen = admin.page.getByTestId('works-review');
    await screen.getByTestId('works-body').getByText('船泊在枫桥下').waitFor();
    await screen.getByLabel('审核意见').fill('文字清丽，同意发布');
    await screen.getByTestId('works-decision').getByRole('button', { name: /^通\s*过$/ }).click();
    await confirmPopup(admin.page, /^通\s*过$/);
    await screen.getByTestId('works-remarks').getByText('文字清丽，同意发布').waitFor();
    await snap(admin.page, 'works-admin-review');
    await admin.page.goto('/admin/worksReview');
    await expect.poll(() => review.innerText(), { timeout: WAIT_MS }).toContain('审核通过');

    // 4. A new reader, credited ¥20 by the admin, buys it on the work's page and downloads it.
    const password = 'reader2026';
    const { username } = await registerByApi(password, 'w');
    await api('/api/show/order/admin/adjust', { method: 'POST', headers: { ...json, Authorization: admin.token }, body: JSON.stringify({ username, balanceFen: 2000, points: 0, remark: '作品试读活动' }) });
    await admin.close();
    const reader = await signedInContext(browser, username, password);
    const page = reader.page;
    const works = (await (await fetch(`${baseURL()}/api/show/common/works/list?keyword=${encodeURIComponent(title)}`)).json()) as { rows: Array<{ id: number; title: string }> };
    const work = works.rows.find((w) => w.title === title)!;
    await page.goto(`/works/${work.id}`);
    await page.getByTestId('work-free-block').getByText('船泊在枫桥下').waitFor();
    expect(await page.getByTestId('work-price').innerText()).toBe('¥6.50');
    expect(await page.getByTestId('download-work').count()).toBe(0);
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^账户余额（扣 ¥6\.50）$/).click();
    await snap(page, 'works-pay');
    await dialog.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('bought-tag').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('download-work').click();
    const file = await (await download).path();
    expect(readFileSync(file!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await snap(page, 'works-bought');

    // 5. 已购 → 作品 lists it.
    await page.goto('/usercenter?tab=bought');
    await page.getByRole('tab', { name: '已购' }).click();
    const bought = page.getByTestId('my-bought');
    await bought.getByText('作品', { exact: true }).click();
    await bought.getByRole('link', { name: title }).waitFor();
    await snap(page, 'works-my-bought');
    await reader.close();
  });

  it('the writer library lists signed writers; a writer talk and a studio lesson play in Chromium', async () => {
    const { page, close } = await signedInContext(browser, 'demo_member');
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/writerLibrary');
    const writers = page.getByTestId('signed-writers');
    await writers.getByRole('link', { name: '陈默' }).waitFor();
    // In the page's 1200 px column, under its breadcrumb (it once sat flush left, above it).
    const crumb = (await page.locator('.ant-breadcrumb').first().boundingBox())!;
    const panel = (await writers.boundingBox())!;
    expect(panel.y).toBeGreaterThan(crumb.y);
    expect(panel.x).toBeGreaterThanOrEqual(crumb.x - 1);
    await snap(page, 'writer-library');
    await writers.getByRole('link', { name: '陈默' }).click();
    const profile = page.getByTestId('writer-page');
    await profile.getByText('河北保定人').waitFor();
    await profile.locator('.ant-breadcrumb').getByRole('link', { name: '作家文库' }).waitFor();
    await profile.getByRole('link', { name: '《棉纺厂》' }).waitFor();
    await profile.getByTestId('writer-videos').getByRole('button', { name: /播\s*放/ }).first().click();
    const seconds = await videoPlays(page, 'writer-video-player');
    expect(Math.round(seconds)).toBe(15);
    await snap(page, 'writer-video');

    await page.goto('/studio');
    await page.getByRole('link', { name: '赵磊初中语文名师工作室' }).click();
    await page.getByRole('tab', { name: /工作室视频/ }).click();
    const videos = page.getByTestId('studio-videos');
    await videos.getByText('0:00:20').first().waitFor();
    await videos.getByRole('button', { name: /播\s*放/ }).first().click();
    expect(Math.round(await videoPlays(page, 'studio-video-player'))).toBe(20);
    await snap(page, 'studio-video');
    expect(problems).toEqual([]);
    await close();
  });
});
