import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (browser downloads do not work here); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long a test waits for a state it polls for itself (expect.poll, hand-written loops): as long
 * as Playwright's own default for waitFor/click, because on a busy 2-core machine (two `npm test`
 * runs side by side) a list or an animation can take many seconds to settle.
 */
export const WAIT_MS = 30_000;

export const SCREENSHOT_DIR = path.resolve('tests/e2e/screenshots');

/**
 * Whether the journeys save their screenshots (E2E_SCREENSHOTS=1): for a person to look at, never
 * asserted on. Off in a plain run: some 150 full-page captures cost the run's two cores about a
 * minute of work beside the suites that compete for them (issue 31).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** This worker's own server (tests/e2e/globalSetup.ts starts one per worker). */
export function baseURL(): string {
  const servers = inject('baseURLs');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 }, locale: 'zh-CN', ...options });
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForLiveOnGoto(page);
  return { context, page };
}

/**
 * page.goto returns once the portal's page is live: the server sends a readable page before React
 * takes it over, and a click in between (a filter, 引用, a search box) would be lost. Answers that
 * are not the portal (a file, an XML feed) return at once.
 */
function waitForLiveOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
    if (html && (await page.locator('#root').count()) > 0) await hydrated(page);
    return response;
  };
}

/**
 * Saves a screenshot for a person to look at (tests/e2e/screenshots, not committed; with
 * E2E_SCREENSHOTS=1). JPEG: a run
 * takes some 140 full pages, and Chromium encodes a 1200 × 2700 page as PNG in ~0.5 s against ~0.2 s
 * as JPEG, on the core the tests compete for.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.jpg`), fullPage: true, type: 'jpeg', quality: 80 });
}

/** Waits until the page is live: React has taken over the server's markup (src/main.tsx LiveMark). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the open popup `selector` names (a Popconfirm, a Select's dropdown) has ended its
 * opening animation (antd's motion classes gone). Clicked during it, Playwright's first try failed
 * its checks and a retry scrolled the target to the top of the window; antd then flipped the popup
 * (no longer room above its trigger) between the mouse's down and up, so the click landed on what
 * lay beneath and did nothing (reader.e2e's 取消收藏, four runs in nine with a busy core; the event
 * targets were logged in the page).
 */
export async function popupSettled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((open) => {
    const popup = document.querySelector(open);
    return popup !== null && ![...popup.classList].some((name) => /-(appear|enter)(-|$)/.test(name));
  }, selector);
}

/** Clicks a button of the open Popconfirm once it has settled (popupSettled). */
export async function confirmPopup(page: Page, button: RegExp): Promise<void> {
  const open = '.ant-popconfirm:not(.ant-popover-hidden)';
  await popupSettled(page, open);
  await page.locator(open).getByRole('button', { name: button }).click();
}

/** Picks an option of the open Select's dropdown once it has settled (popupSettled). */
export async function pickOption(page: Page, label: string): Promise<void> {
  const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
  await popupSettled(page, open);
  await page.locator(open).locator('.ant-select-item-option').getByText(label, { exact: true }).click();
}
