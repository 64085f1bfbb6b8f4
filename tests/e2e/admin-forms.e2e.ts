import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launch, snap } from './browser';
import { signedInContext } from './accountsSteps';

// Issue 11: a refused save is shown (at the field it names, and as a notification); a save that
// works says so; the institution's own screens (机构信息, 银行账户) work.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (username: string) => signedInContext(browser, username);

const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) });

describe('admin forms', () => {
  it('a new issue without a journal (the editor has two): 请选择期刊 at the 期刊 field and as a notification', async () => {
    const { page, close } = await signedIn('demo_journal');
    await page.goto('/admin/managedPeriods/create');
    const form = page.getByTestId('resource-form');
    await form.waitFor();
    await formItem(page, '年').locator('input').fill('2031');
    await formItem(page, '期').locator('input').fill('3');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await formItem(page, '期刊').locator('.ant-form-item-explain-error').getByText('请选择期刊').waitFor();
    await page.locator('.ant-notification').getByText('请选择期刊').waitFor();
    await snap(page, 'admin-form-server-error');
    await close();
  });

  it('a new staff member with a taken account name: 该用户名已被注册 at the 账号 field', async () => {
    const { page, close } = await signedIn('demo_org');
    await page.goto('/admin/staff/create');
    await page.getByTestId('resource-form').waitFor();
    await formItem(page, '账号').locator('input').fill('demo_member');
    await formItem(page, '姓名').locator('input').fill('重名测试');
    await formItem(page, '手机号').locator('input').fill(`139${String(Date.now()).slice(-8)}`);
    await formItem(page, '密码').locator('input').fill('wenku2026');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.locator('.ant-notification').getByText(/已被注册/).waitFor();
    await formItem(page, '账号').locator('.ant-form-item-explain-error').getByText(/已被注册/).waitFor();
    await close();
  });

  it('机构信息 saves with a success toast; 银行账户 is created and then shown masked', async () => {
    const { page, close } = await signedIn('demo_org');
    await page.goto('/admin/organizationInfo');
    const info = page.getByTestId('org-info-form');
    await info.waitFor();
    await formItem(page, '联系人').locator('input').fill('钱芳芳');
    await info.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.locator('.ant-message').getByText('保存成功').waitFor();
    await snap(page, 'admin-org-info');

    await page.getByTestId('admin-sider').getByText('银行账户').click();
    const bank = page.getByTestId('bank-account-form');
    await bank.waitFor();
    await formItem(page, '开户名称').locator('input').fill('文库示范大学图书馆');
    await formItem(page, '开户银行').locator('input').fill('中国工商银行');
    await formItem(page, '银行账号').locator('input').fill('6222 0000 1111 2345');
    await bank.getByRole('button', { name: /^保\s*存$/ }).click();
    // 机构信息's toast may still be showing beside this one: the newest is this save's.
    await page.locator('.ant-message').getByText('保存成功').last().waitFor();
    await page.getByTestId('bank-account').getByText('6222 **** **** 2345').waitFor();
    await snap(page, 'admin-bank-account');
    await close();
  });

  it('图书管理: the platform admin adds a book, finds it in the list, and 操作日志 shows who added it', async () => {
    const { page, close } = await signedIn('admin');
    const title = `版本目录学${String(Date.now()).slice(-5)}`;
    await page.goto('/admin/books/create');
    await page.getByTestId('resource-form').waitFor();
    await formItem(page, '书名').locator('input').fill(title);
    await formItem(page, '出版社').locator('input').fill('中华书局');
    await page.getByRole('button', { name: /保\s*存/ }).first().click();
    await page.getByText('新增成功').first().waitFor();
    await page.goto('/admin/books');
    await page.getByTestId('filter-bar').locator('input').first().fill(title);
    await page.getByTestId('filter-bar').getByRole('button', { name: /查\s*询/ }).click();
    await page.locator('.ant-table-row').filter({ hasText: title }).waitFor();
    await snap(page, 'admin-books');
    await page.goto('/admin/contentAudits');
    await page.locator('.ant-table-row').filter({ hasText: title }).filter({ hasText: '新增' }).waitFor();
    await snap(page, 'admin-content-audits');
    await close();
  });
});
