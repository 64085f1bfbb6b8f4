import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, snap } from './browser';
import { api, optedOutPage, registerByApi } from './accountsSteps';

// Issue 12: a member buys a whole issue paying with points and the balance together, then buys a
// book and reads it past the free preview pages.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const json = { 'Content-Type': 'application/json' };
const signInByApi = async (username: string, password: string) =>
  (await api<{ access_token: string }>('/api/auth/wkapi/v1/platform/login/loginByPwd', { method: 'POST', headers: json, body: JSON.stringify({ username, password }) })).access_token;

describe('mixed payment and reading a bought book', () => {
  it('整期购买 with 混合支付 (points first, the rest from the balance); 购买 a book → 阅读全书 past the preview', async () => {
    const password = 'reader2026';
    const { username } = await registerByApi(password, 'r');
    const token = await signInByApi(username, password);
    // The platform admin credits ¥1000.00 and 500 points (a back-office adjustment, order type 9).
    const admin = await signInByApi('admin', 'wenku2026');
    await api('/api/show/order/admin/adjust', { method: 'POST', headers: { ...json, Authorization: admin }, body: JSON.stringify({ username, balanceFen: 100_000, points: 500, remark: '新用户阅读礼包' }) });

    const { context, page } = await optedOutPage(browser);
    await context.addCookies([{ name: 'auth', value: token, url: baseURL() }]);

    // A whole issue: 500 points pay ¥5.00, the rest comes from the balance.
    const list = await fetch(`${baseURL()}/api/show/es/getArticlesList`, { method: 'POST', headers: json, body: JSON.stringify({ pageNum: 1, pageSize: 1 }) });
    const [article] = ((await list.json()) as { rows: Array<{ journalId: number; periodId: number }> }).rows;
    await page.goto(`/journal/${article.journalId}/period/${article.periodId}`);
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('pay-summary').getByText('500').waitFor();
    await dialog.getByText(/^混合支付（500 积分 \+ ¥\d+\.\d\d）$/).click();
    await snap(page, 'pay-mixed-issue');
    await dialog.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('bought-tag').waitFor();
    const scores = (await (await fetch(`${baseURL()}/api/show/bill/scoreList`, { headers: { Authorization: token } })).json()) as { rows: Array<{ kind: string; delta: number }> };
    expect(scores.rows.find((r) => r.kind === 'spend')?.delta).toBe(-500);
    const bills = (await (await fetch(`${baseURL()}/api/show/bill/list`, { headers: { Authorization: token } })).json()) as { rows: Array<{ kind: string; deltaFen: number }> };
    expect(bills.rows.find((r) => r.kind === 'purchase')?.deltaFen).toBeLessThan(0);

    // A book: 试读 before, 阅读全书 after buying; the reader opens the whole book.
    // A priced book (the newest may be a free one another test added).
    const books = await fetch(`${baseURL()}/api/show/common/book/list?pageNum=1&pageSize=20`).then((r) => r.json() as Promise<{ rows: Array<{ id: number; previewPages: number; priceFen: number }> }>);
    const book = books.rows.find((b) => b.priceFen > 0)!;
    await page.goto(`/book/${book.id}`);
    await page.getByRole('button', { name: '试读' }).waitFor();
    await page.getByTestId('buy-button').click();
    await dialog.getByText(/^账户余额（扣 ¥\d+\.\d\d）$/).click();
    await dialog.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('bought-tag').waitFor();
    await page.getByRole('button', { name: '阅读全书' }).click();
    const reader = page.getByTestId('book-preview');
    await page.locator('[data-testid="book-preview"][data-mode="full"]').waitFor();
    await page.getByTestId('preview-notice').getByText(/^您已购买本书，可阅读全书（电子版共 \d+ 页）。$/).waitFor();
    const total = Number((await page.getByTestId('preview-progress').innerText()).match(/第 1 \/ (\d+) 页/)![1]);
    expect(total).toBeGreaterThan(book.previewPages);
    // A page past the free preview, drawn by pdf.js: the body of the book.
    await reader.getByRole('navigation', { name: '页码' }).getByRole('button', { name: String(book.previewPages + 1), exact: true }).click();
    await page.getByTestId('preview-progress').getByText(`第 ${book.previewPages + 1} / ${total} 页`).waitFor();
    await page.locator('[data-testid="preview-page"] canvas[data-rendered]').waitFor();
    await snap(page, 'book-full-reading');
    await context.close();
  });
});
