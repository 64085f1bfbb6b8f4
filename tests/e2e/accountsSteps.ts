import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, newPage, SCREENSHOT_DIR, SCREENSHOTS, WAIT_MS } from './browser';

/** Shared steps of the accounts end-to-end suites (dev outbox and captcha endpoints of a non-production server). */

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A dialog is fixed to the viewport: a viewport screenshot shows it as a person sees it. */
export async function snapViewport(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.jpg`), type: 'jpeg', quality: 80 });
}

export async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const r = await fetch(`${baseURL()}${path}`, init);
  const body = (await r.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** The newest SMS code sent to a phone for a purpose (dev outbox), waiting for it to arrive. */
export async function smsCode(phone: string, purpose: string): Promise<string> {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; ) {
    const rows = await api<Array<{ purpose: string; code: string }>>(`/api/dev/outbox?phone=${phone}`);
    const hit = rows.find((r) => r.purpose === purpose);
    if (hit) return hit.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${purpose} SMS for ${phone}`);
}

/** The text of the image code the page currently shows (its uuid is on the img). */
export async function captchaText(page: Page, scope = page.locator('body')): Promise<string> {
  const img = scope.getByTestId('captcha-img');
  await img.waitFor();
  const uuid = await img.getAttribute('data-uuid');
  return (await api<{ text: string }>(`/api/dev/captcha/${uuid}`)).text;
}

export const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;
export const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A context whose visitor opted out of the automatic IP login (127.0.0.1 is demo_org's range). */
export async function optedOutPage(browser: Browser, options: Parameters<typeof newPage>[1] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options);
  await context.addInitScript(() => localStorage.setItem('ipLoginOptOut', '1'));
  return { context, page };
}

/** The institution accounts sign in with 机构登录, everyone else with the member password login. */
const ORG_ACCOUNTS = new Set(['demo_org']);

/**
 * Signs `username` in through the API and hands the token to a fresh (IP-login opted out) browser
 * context: the start of every test that is about what comes after signing in.
 */
export async function signedInContext(
  browser: Browser,
  username: string,
  password = 'wenku2026',
): Promise<{ context: BrowserContext; page: Page; token: string; close: () => Promise<void> }> {
  const loginPath = ORG_ACCOUNTS.has(username) ? '/api/auth/wkapi/v1/platform/login/orgLoginByPwd' : '/api/auth/wkapi/v1/platform/login/loginByPwd';
  const { access_token: token } = await api<{ access_token: string }>(loginPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { context, page } = await optedOutPage(browser);
  await context.addCookies([{ name: 'auth', value: token, url: baseURL() }]);
  return { context, page, token, close: () => context.close() };
}

export const userArea = (page: Page) => page.getByTestId('user-area').first();

export async function openDialog(page: Page) {
  await userArea(page).getByText('登录/注册').click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.waitFor();
  return dialog;
}

export async function signOut(page: Page) {
  const item = page.getByRole('menuitem', { name: '退出登录' });
  // Hover until the menu shows (the header may re-mount while a route settles).
  for (let i = 0; i < 5 && !(await item.isVisible()); i++) {
    await page.mouse.move(0, 300);
    await userArea(page).getByTestId('user-avatar').hover();
    await item.waitFor({ timeout: WAIT_MS / 5 }).catch(() => undefined);
  }
  await item.click();
  await page.waitForURL((u) => u.pathname === '/');
  await userArea(page).getByText('登录/注册').waitFor();
}

/** Registers a fresh member through the API (SMS code from the outbox); answers its name and phone. */
export async function registerByApi(password: string, prefix = 'u'): Promise<{ username: string; phone: string }> {
  const phone = randomPhone();
  const username = `${prefix}${unique()}`.slice(0, 11);
  await api(`/api/auth/wkapi/v1/platform/registerSms?phone=${phone}`);
  const code = await smsCode(phone, 'register');
  await api('/api/auth/wkapi/v1/platform/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, phone, smsCode: code, password, confirmPassword: password }),
  });
  return { username, phone };
}
