import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, snap } from './browser';
import { registerByApi, signedInContext } from './accountsSteps';

// 版权登记 end to end (issue 13): an applicant fills steps 1–3, leaves (reload), resumes at step 4
// and submits → the platform admin approves in 版权登记审核 → the registration number verifies
// on the public page, and the applicant downloads the certificate.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (username: string, password: string) => signedInContext(browser, username, password);

/** Types a date into an antd DatePicker and confirms it. */
async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

const saveAndNext = (page: Page) => page.getByRole('button', { name: '保存并下一步' }).click();

describe('版权登记', () => {
  it('six steps over two sittings → 通过 → the number verifies publicly and the certificate downloads', async () => {
    const { username } = await registerByApi('author2026', 'c');
    const applicant = await signedIn(username, 'author2026');
    const page = applicant.page;
    const title = `西湖烟雨图${username}`;

    await page.goto('/usercenter?tab=copyright');
    await page.getByTestId('copyright-applies').getByText('暂无登记申请').waitFor();
    await page.getByRole('button', { name: '新建登记' }).click();

    // Step 1: the applicant has no owner yet and adds one from the wizard.
    await page.getByTestId('copyright-step-1').waitFor();
    await expect.poll(() => page.title()).toBe('版权登记 - 文库数字图书馆');
    await page.getByRole('button', { name: '添加著作权人' }).click();
    const ownerForm = page.getByTestId('owner-form');
    await ownerForm.getByLabel('姓名').fill('林书画');
    await ownerForm.getByLabel('居民身份证号码').fill('110105194912310021');
    await page.getByRole('dialog').getByRole('button', { name: /保\s*存/ }).click();
    await ownerForm.getByText('请输入正确的居民身份证号码').waitFor();
    await ownerForm.getByLabel('居民身份证号码').fill('11010519491231002X');
    await page.getByRole('dialog').getByRole('button', { name: /保\s*存/ }).click();
    await page.getByTestId('copyright-step-1').getByText('林书画（居民身份证 1101**********002X）').waitFor();
    await saveAndNext(page);

    // Step 2: the work, first published in 杭州.
    const step2 = page.getByTestId('copyright-step-2');
    await step2.waitFor();
    await expect.poll(() => page.url()).toMatch(/apply\?id=\d+/);
    await step2.getByLabel('作品名称').fill(title);
    await step2.getByLabel('作品类别').click();
    await page.locator('.ant-select-dropdown').getByTitle('美术作品').click();
    await pickDate(page, '创作完成日期', '2025-03-01');
    await step2.getByLabel('已发表').check();
    await pickDate(page, '首次发表日期', '2025-04-01');
    await step2.getByLabel('首次发表城市').click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: /^浙江省$/ }).click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: /^杭州市$/ }).click();
    await saveAndNext(page);

    // Step 3: rights, then the applicant leaves.
    const step3 = page.getByTestId('copyright-step-3');
    await step3.waitFor();
    await step3.getByLabel('原始取得').check();
    await step3.getByRole('button', { name: /全\s*选/ }).click();
    await saveAndNext(page);
    await page.getByTestId('copyright-step-4').waitFor();

    // Second sitting: the reloaded wizard resumes at step 4 with steps 1–3 kept on the server.
    await page.reload();
    const step4 = page.getByTestId('copyright-step-4');
    await step4.waitFor();
    await snap(page, 'copyright-wizard-resumed');
    await page.locator('.ant-steps-item').filter({ hasText: '作品信息' }).click();
    await expect.poll(() => page.getByTestId('copyright-step-2').getByLabel('作品名称').inputValue()).toBe(title);
    await page.locator('.ant-steps-item').filter({ hasText: '创作说明' }).click();
    await step4.getByLabel('创作目的').fill('记录西湖春雨中的湖山景色');
    await step4.getByLabel('创作过程').fill('二〇二五年春在杭州西湖写生，历时一个月，以水墨完成。');
    await step4.getByLabel('独创性说明').fill('作者独立构思构图，以破墨法表现烟雨中的远山与湖面。');
    await saveAndNext(page);

    // Step 5: a picture of the work.
    const step5 = page.getByTestId('copyright-step-5');
    await step5.waitFor();
    const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 90, g: 120, b: 110 } } }).png().toBuffer();
    await step5.locator('input[type=file]').setInputFiles({ name: '西湖烟雨图.png', mimeType: 'image/png', buffer: picture });
    await step5.locator('.ant-upload-list-item-done').waitFor();
    await saveAndNext(page);

    // Step 6: declaration and submission.
    const step6 = page.getByTestId('copyright-step-6');
    await step6.waitFor();
    await step6.getByLabel('我已阅读并同意以上权利保证声明').check();
    await step6.getByLabel('申请人签名').fill('林书画');
    await snap(page, 'copyright-wizard-declaration');
    await page.getByRole('button', { name: '提交登记' }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: title });
    await row.getByText('审核中').waitFor();

    // The platform admin approves it in 版权登记审核.
    const admin = await signedIn('admin', 'wenku2026');
    await admin.page.goto('/admin/copyrightReview');
    const adminRow = admin.page.locator('.ant-table-row').filter({ hasText: title });
    await adminRow.getByText('审核中').waitFor();
    await snap(admin.page, 'copyright-admin-list');
    await adminRow.getByRole('button', { name: /详\s*情/ }).click();
    const detail = admin.page.getByTestId('copyright-detail');
    await detail.getByText('林书画（1101**********002X）').waitFor();
    await detail.getByRole('img', { name: '西湖烟雨图.png' }).waitFor();
    await admin.page.getByTestId('copyright-review').getByRole('button', { name: /通\s*过/ }).click();
    await detail.getByTestId('copyright-status').getByText('已通过').waitFor();
    const registrationNo = (await detail.getByTestId('registration-no').innerText()).trim();
    expect(registrationNo).toMatch(/^国作登字-\d{4}-H-\d{8}$/);
    await snap(admin.page, 'copyright-admin-approved');
    await admin.context.close();

    // Anyone verifies the number on the public page (the certificate's QR code opens this address).
    const visitor = await newPage(browser);
    await visitor.page.goto(`/copyright/verify?no=${encodeURIComponent(registrationNo)}`);
    const record = visitor.page.getByTestId('verify-record');
    await record.getByText(`《${title}》`).waitFor();
    await record.getByText('林书画（自然人）').waitFor();
    expect(await visitor.page.getByTestId('copyright-verify').innerText()).not.toContain('1101');
    await snap(visitor.page, 'copyright-verify');
    await visitor.context.close();

    // The applicant sees 已通过 with the number and downloads the certificate.
    await page.reload();
    await row.getByText('已通过').waitFor();
    await row.getByText(registrationNo).waitFor();
    await snap(page, 'copyright-usercenter');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: '下载证书' }).click()]);
    expect(download.suggestedFilename()).toBe(`作品登记证书-${registrationNo}.pdf`);
    await applicant.context.close();
  });
});
