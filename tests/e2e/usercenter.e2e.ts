import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, snap } from './browser';
import { captchaText, optedOutPage, randomPhone, registerByApi, signOut, smsCode, userArea } from './accountsSteps';

// /usercenter end to end: every button against the real server.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

describe('user centre', () => {
  it('SMS sign-in from the page, avatar, password and phone changes, then sign in with both new', async () => {
    const { username, phone } = await registerByApi('reader2026', 'c');
    const { context, page } = await optedOutPage(browser);
    await page.goto('/usercenter');
    await page.getByText('请先登录').waitFor();

    // SMS login in the dialog: image code → SMS (outbox) → sign in; the page fills in.
    await page.getByRole('main').getByRole('button', { name: '登录/注册' }).click();
    const sms = page.getByTestId('login-dialog').getByTestId('sms-login-form');
    await sms.getByLabel('手机号').fill(phone);
    const send = sms.getByTestId('sms-button');
    expect(await send.isDisabled()).toBe(true);
    await sms.getByLabel('图形验证码').fill(await captchaText(page, sms));
    await send.click();
    await sms.getByText(/\d+秒后重新获取/).waitFor();
    await sms.getByLabel('短信验证码').fill(await smsCode(phone, 'login'));
    await sms.locator('button[type="submit"]').click();
    const card = page.getByTestId('profile-card');
    await card.getByText(masked(phone)).waitFor();
    expect(await card.innerText()).toContain(username);

    // Avatar: a non-image is refused in the browser; a PNG becomes the header picture.
    const input = card.locator('input[type="file"]');
    await input.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('头像只能是 JPG、PNG、WebP 或 GIF 图片').waitFor();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => userArea(page).locator('img').getAttribute('src')).toMatch(/^\/files\/avatar\//);
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/files\/avatar\//);

    // Password by the old one: a wrong old password is refused with the server's msg.
    await page.getByRole('tab', { name: '修改密码' }).click();
    const pwd = page.getByTestId('password-form');
    await pwd.getByLabel('原密码').fill('not-it-2026');
    await pwd.getByLabel('新密码', { exact: true }).fill('reader2027');
    await pwd.getByLabel('确认新密码').fill('reader2027');
    await pwd.locator('button[type="submit"]').click();
    await page.getByText('原密码错误').waitFor();
    await pwd.getByLabel('原密码').fill('reader2026');
    await pwd.locator('button[type="submit"]').click();
    await expect.poll(() => pwd.getByLabel('原密码').inputValue()).toBe('');

    // Phone: SMS to the current phone → ticket → SMS to the new phone → changed.
    await page.getByRole('tab', { name: '更换手机号' }).click();
    const phoneForm = page.getByTestId('phone-form');
    await phoneForm.getByText(masked(phone)).waitFor();
    await phoneForm.getByTestId('sms-button').click();
    await phoneForm.getByLabel('当前手机验证码').fill(await smsCode(phone, 'oldPhone'));
    await phoneForm.getByRole('button', { name: '下一步' }).click();
    const newPhone = randomPhone();
    await phoneForm.getByLabel('新手机号').fill(newPhone);
    await phoneForm.getByTestId('sms-button').click();
    await phoneForm.getByLabel('新手机验证码').fill(await smsCode(newPhone, 'newPhone'));
    await snap(page, 'usercenter-phone');
    await phoneForm.getByRole('button', { name: '确认更换' }).click();
    await card.getByText(masked(newPhone)).waitFor();
    await phoneForm.getByText(masked(newPhone)).waitFor();

    // Sign out, then in with the new phone as the account name and the new password.
    await signOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: '密码登录' }).click();
    const login = page.getByTestId('pwd-login-form');
    await login.getByLabel('用户名/手机号').fill(newPhone);
    await login.getByLabel('密码').fill('reader2027');
    await login.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/');
    await userArea(page).getByTestId('user-avatar').waitFor();
    expect(await userArea(page).innerText()).toContain(username);
    await context.close();
  });
});
