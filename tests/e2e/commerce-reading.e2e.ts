import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage, snap } from './browser';
import { api, optedOutPage, registerByApi, signedInContext } from './accountsSteps';

// Issue 12: a member buys a whole issue paying with points and the balance together, then buys a
// book and reads it past the free preview pages; another pays points plus 支付宝 for the rest
// (through the sandbox wallet), and the platform admin's 订单详情 shows that order's ledger entries.
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
    await dialog.getByTestId('pay-summary').getByText('500', { exact: true }).waitFor();
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
    // 购买, 试读 and 收藏 stand in one row of one height (issue 34: 购买 was 32px beside 40px).
    const actionButtons = [page.getByTestId('buy-button'), page.getByRole('button', { name: '试读' }), page.getByTestId('reader-actions').getByRole('button').first()];
    const heights = await Promise.all(actionButtons.map(async (button) => (await button.boundingBox())?.height));
    expect(new Set(heights)).toEqual(new Set([40]));
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

  it('混合支付 with the rest by 支付宝: the points are held, the sandbox wallet pays the rest, 已购买; 订单详情 lists the ledger entries', async () => {
    const password = 'reader2026';
    const { username } = await registerByApi(password, 'x');
    const token = await signInByApi(username, password);
    const admin = await signInByApi('admin', 'wenku2026');
    await api('/api/show/order/admin/adjust', { method: 'POST', headers: { ...json, Authorization: admin }, body: JSON.stringify({ username, points: 300, remark: '积分活动奖励' }) });

    const { context, page } = await optedOutPage(browser);
    await context.addCookies([{ name: 'auth', value: token, url: baseURL() }]);
    const list = await fetch(`${baseURL()}/api/show/es/getArticlesList`, { method: 'POST', headers: json, body: JSON.stringify({ pageNum: 1, pageSize: 10 }) });
    const article = ((await list.json()) as { rows: Array<{ id: number; priceFen: number }> }).rows.find((a) => a.priceFen > 300)!;
    const rest = `¥${((article.priceFen - 300) / 100).toFixed(2)}`;
    await page.goto(`/article/${article.id}`);
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`混合支付（300 积分 + 支付宝 ${rest}）`, { exact: true }).click();
    await dialog.getByRole('button', { name: '去支付' }).click();
    await dialog.getByTestId('mixed-held').getByText(/^已用 300 积分抵扣 ¥3\.00，请扫码支付余款/).waitFor();
    await dialog.getByTestId('online-pay').getByText(rest).waitFor();
    await dialog.getByTestId('pay-qr').waitFor();
    await snap(page, 'pay-mixed-online');

    // The wallet app opened by the QR: the trade is for the rest only.
    const pending = (await (await fetch(`${baseURL()}/api/show/order/list?payStatus=1`, { headers: { Authorization: token } })).json()) as { rows: Array<{ id: number; orderNo: string; joinId: number; heldPoints: number }> };
    const order = pending.rows.find((o) => o.joinId === article.id)!;
    expect(order.heldPoints).toBe(300);
    const phone = await newPage(browser, { viewport: { width: 420, height: 760 } });
    await phone.page.goto(`/pay/sandbox?orderNo=${order.orderNo}P300&channel=alipay`);
    await phone.page.getByTestId('sandbox-amount').getByText(rest).waitFor();
    await phone.page.getByTestId('sandbox-confirm').click();
    await phone.page.getByText('支付成功', { exact: true }).waitFor();
    await phone.context.close();
    // The page's poll sees the order paid: the 购买 button (and its dialog) give way to 已购买.
    await page.getByTestId('bought-tag').waitFor();
    await context.close();

    // The platform admin's 订单详情: the points spent and earned, with the points after each.
    const desk = await signedInContext(browser, 'admin');
    await desk.page.goto(`/admin/adminOrders/show/${order.id}`);
    const points = desk.page.getByTestId('order-point-entries');
    await points.getByText('积分支付').waitFor();
    await points.getByText('-300', { exact: true }).waitFor();
    await points.getByText('获得积分').waitFor();
    await desk.page.getByTestId('order-balance-entries').getByText('该订单没有余额变动').waitFor();
    await desk.page.getByTestId('resource-show').getByText('混合支付').waitFor();
    await snap(desk.page, 'admin-order-ledger');
    await desk.close();
  });
});
