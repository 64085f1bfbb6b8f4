import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../src/shared/apiPath';
import { launch, newPage, snap } from './browser';
import { api, captchaText, IPHONE_UA, openDialog, optedOutPage, randomPhone, registerByApi, signOut, smsCode, snapViewport, unique, userArea } from './accountsSteps';

// Accounts end to end: the real server (non-production: dev outbox and captcha endpoints), Chromium.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('accounts', () => {
  it('register in the dialog, sign out, three misses reveal the image code, sign in, avatar menu, sign out', async () => {
    const { context, page } = await optedOutPage(browser);
    const username = `r${unique()}`.slice(0, 11);
    const phone = randomPhone();
    await page.goto('/footerItem/aboutOurs');
    let dialog = await openDialog(page);
    expect(await dialog.getByTestId('version-label').innerText()).toBe('v1.5.0');
    expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['登录', '注册']);
    // 650x550 once the opening animation has finished.
    const content = dialog.locator('.ant-modal-content');
    await expect.poll(async () => (await content.boundingBox())?.width).toBe(650);
    const box = (await content.boundingBox())!;
    expect(Math.round(box.height)).toBe(550);
    await snapViewport(page, 'login-dialog');

    // Drag by the title bar; it cannot leave the viewport.
    const title = dialog.getByTestId('login-dialog-title');
    const t = (await title.boundingBox())!;
    await page.mouse.move(t.x + 100, t.y + 20);
    await page.mouse.down();
    await page.mouse.move(t.x - 60, t.y + 60, { steps: 5 });
    await page.mouse.up();
    const moved = (await dialog.locator('.ant-modal-content').boundingBox())!;
    expect(Math.round(moved.x - box.x)).toBe(-160);
    expect(Math.round(moved.y - box.y)).toBe(40);
    await page.mouse.move(moved.x + 100, moved.y + 20);
    await page.mouse.down();
    await page.mouse.move(moved.x - 2000, moved.y - 2000, { steps: 5 });
    await page.mouse.up();
    const clamped = (await dialog.locator('.ant-modal-content').boundingBox())!;
    expect(Math.round(clamped.x)).toBe(0);
    expect(Math.round(clamped.y)).toBe(0);

    // Register: the SMS code comes from the dev outbox.
    await dialog.getByRole('tab', { name: '注册' }).click();
    const form = dialog.getByTestId('register-form');
    await form.getByLabel('用户名').fill(username);
    await form.getByLabel('手机号').fill(phone);
    const send = form.getByTestId('sms-button');
    await send.click();
    await form.getByText(/\d+秒后重新获取/).waitFor();
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('短信验证码').fill(await smsCode(phone, 'register'));
    await form.getByLabel('密码', { exact: true }).fill('reader2026');
    await form.getByLabel('确认密码').fill('reader2026');
    await form.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await userArea(page).getByTestId('user-avatar').waitFor();
    expect(await userArea(page).innerText()).toContain(username);
    expect(await userArea(page).getByRole('link', { name: '充值' }).getAttribute('href')).toBe('/recharge');
    await signOut(page);

    // Three wrong passwords: the image code appears only after the third.
    dialog = await openDialog(page);
    await dialog.getByRole('button', { name: '密码登录' }).click();
    const pwd = dialog.getByTestId('pwd-login-form');
    await pwd.getByLabel('用户名/手机号').fill(username);
    for (let miss = 1; miss <= 3; miss++) {
      expect(await pwd.getByLabel('图形验证码').count()).toBe(0);
      await pwd.getByLabel('密码').fill(`wrong${miss}pass`);
      await pwd.locator('button[type="submit"]').click();
      // The attempt is over once the server counted it and the form re-queried the count (its
      // button comes back only then). Toasts fade after 3 s, so the n-th one may be gone by now.
      await expect.poll(() => api<{ num: number }>(`${apiUrl('/auth/wkapi/v1/pwdErrCount')}?username=${username}`).then((d) => d.num)).toBe(miss);
      await expect.poll(() => pwd.locator('button[type="submit"]').isEnabled()).toBe(true);
      await page.locator('.ant-message').getByText('用户名或密码错误').first().waitFor();
    }
    await pwd.getByLabel('图形验证码').waitFor();
    await snapViewport(page, 'login-dialog-image-code');
    await pwd.getByLabel('密码').fill('reader2026');
    await pwd.getByLabel('图形验证码').fill(await captchaText(page, pwd));
    await pwd.locator('button[type="submit"]').click();
    await page.locator('.ant-message').getByText('登录成功').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The avatar menu: 我的文库 and 退出登录; no magazine management for a member.
    await userArea(page).getByTestId('user-avatar').hover();
    await page.getByRole('menuitem', { name: '我的文库' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '期刊管理' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '我的文库' }).click();
    await page.waitForURL((u) => u.pathname === '/usercenter');
    const card = page.getByTestId('profile-card');
    await card.getByText(phone.slice(0, 3) + '****' + phone.slice(7)).waitFor();
    expect(await card.innerText()).toContain(username);
    await page.getByRole('tab', { name: '我的角色' }).click();
    await page.getByTestId('roles-list').getByText('当前角色').waitFor();
    expect(await page.getByTestId('roles-list').innerText()).toContain('普通会员');
    await page.getByRole('tab', { name: '基本资料' }).click();

    // Rename: the header follows without a reload.
    const profile = page.getByTestId('profile-form');
    await profile.getByLabel('昵称').fill('测试读者');
    await profile.locator('button[type="submit"]').click();
    await userArea(page).getByText('测试读者').waitFor();
    await snap(page, 'usercenter');

    await signOut(page);
    await context.close();
  });

  it('institution login with demo_org on /login?isJg=1, then IP login', async () => {
    const { context, page } = await optedOutPage(browser);
    await page.goto('/login?isJg=1');
    const login = page.getByTestId('login-page');
    await login.waitFor();
    expect(await login.getByRole('tab', { selected: true }).innerText()).toBe('机构登录');
    expect(await login.getByRole('tab').allInnerTexts()).toEqual(['个人登录', '机构登录', '注册']);
    expect(await login.getByTestId('version-label').innerText()).toBe('v1.5.0');
    const org = login.getByTestId('org-login-form');
    await org.getByLabel('机构账号').fill('demo');
    await org.locator('button[type="submit"]').click();
    await org.getByText('用户名至少6位最多24位,手机号为11位').waitFor();
    await snap(page, 'login-page-org');
    await org.getByLabel('机构账号').fill('demo_org');
    await org.getByLabel('密码').fill('wenku2026');
    await org.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('user-area').first().getByText('文库示范大学图书馆').waitFor();
    // Signed in: /login goes back home.
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('home-top').waitFor();
    await signOut(page);

    await page.goto('/login?isJg=1');
    await page.getByTestId('ip-login').click();
    await page.waitForURL((u) => u.pathname === '/');
    await userArea(page).getByText('文库示范大学图书馆').waitFor();
    await context.close();
  });

  it('a first visit from an institution address signs in by IP; the opt-out signs out and stays out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/footerItem/aboutOurs');
    await userArea(page).getByText('文库示范大学图书馆').waitFor();
    await userArea(page).getByTestId('user-avatar').hover();
    await page.getByRole('menuitem', { name: '不使用机构IP自动登录' }).click();
    await page.waitForLoadState('load');
    await userArea(page).getByText('登录/注册').waitFor();
    await page.reload();
    // The automatic login of this load has decided (the IP attempt would have ended with "ip").
    await page.locator('html[data-auto-login]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('data-auto-login')).toBe('none');
    await userArea(page).getByText('登录/注册').waitFor();
    expect(await userArea(page).getByTestId('user-avatar').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('ipLoginOptOut'))).toBe('1');
    await context.close();
  });

  it('on an iPhone, 登录/注册 goes to the /login page (no dialog); signing in returns to the page', async () => {
    const { context, page } = await optedOutPage(browser, { userAgent: IPHONE_UA, viewport: { width: 1200, height: 900 } });
    await page.goto('/footerItem/aboutOurs');
    await userArea(page).getByText('登录/注册').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/footerItem/aboutOurs');
    await page.getByTestId('login-page').waitFor();
    expect(await page.getByTestId('login-dialog').count()).toBe(0);
    await snap(page, 'login-page-mobile');
    await page.getByRole('button', { name: '密码登录' }).click();
    const pwd = page.getByTestId('pwd-login-form');
    await pwd.getByLabel('用户名/手机号').fill('demo_journal');
    await pwd.getByLabel('密码').fill('wenku2026');
    await pwd.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/footerItem/aboutOurs');
    // Member type 2 sees magazine management (phones have no hover: a tap opens the menu).
    await userArea(page).getByTestId('user-avatar').click();
    await page.getByRole('menuitem', { name: '期刊管理' }).waitFor();
    await context.close();
  });

  it('forgot password: phone + image code → SMS → new password → sign in with it', async () => {
    // A fresh account, registered through the API.
    const { username, phone } = await registerByApi('before2026', 'f');

    const { context, page } = await optedOutPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await page.waitForURL((u) => u.pathname === '/forgetPassword');
    const root = page.getByTestId('forget-password-page');
    await root.getByPlaceholder('请输入注册时的手机号').fill(phone);
    await root.getByLabel('图形验证码').fill(await captchaText(page, root));
    await root.getByTestId('sms-button').click();
    await root.getByText(/\d+秒后重新获取/).waitFor();
    await root.getByLabel('短信验证码').fill(await smsCode(phone, 'forget'));
    await snap(page, 'forget-password');
    await root.getByRole('button', { name: '下一步' }).click();
    await root.getByText('设置新密码').waitFor();
    await root.getByLabel('新密码', { exact: true }).fill('after2026x');
    await root.getByLabel('确认新密码').fill('after2026x');
    await root.getByRole('button', { name: '确认修改' }).click();
    await root.getByText('密码已重置').waitFor();
    await root.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('button', { name: '密码登录' }).click();
    const pwd = page.getByTestId('pwd-login-form');
    await pwd.getByLabel('用户名/手机号').fill(username);
    await pwd.getByLabel('密码').fill('after2026x');
    await pwd.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/');
    await userArea(page).getByText(username).waitFor();
    await context.close();
  });
});
