import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage, snap } from './browser';
import { api, optedOutPage, registerByApi } from './accountsSteps';

// Issue 12, payment channels: a new member tops up through the sandbox QR (the wallet page plays
// Alipay), the balance rises by itself, buys an article with it, downloads its PDF stamped with the
// buyer, the order number and the time, and finds it under 已购 and both money movements under 账单.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('top up online, buy with the balance', () => {
  it('sandbox QR → 确认支付 → 充值成功 → 购买 → 下载PDF (stamped) → 已购 and 账单', async () => {
    const password = 'reader2026';
    const { username } = await registerByApi(password, 'p');
    const { access_token: token } = await api<{ access_token: string }>('/api/auth/wkapi/v1/platform/login/loginByPwd', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const { context, page } = await optedOutPage(browser);
    await context.addCookies([{ name: 'auth', value: token, url: baseURL() }]);

    // /recharge: ¥10.00 by 支付宝 → the QR with the order's 30-minute countdown.
    await page.goto('/recharge');
    await page.getByTestId('recharge-balance').getByText('¥0.00').waitFor();
    await page.getByTestId('recharge-options').getByText('¥10.00', { exact: true }).click();
    await page.getByRole('button', { name: '立即充值 ¥10.00' }).click();
    const qr = page.getByTestId('pay-qr');
    await qr.waitFor();
    // The PNG is ~180 px (the QR library rounds to whole modules) and shown at 180.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(170);
    await page.getByTestId('pay-countdown').getByText(/请在 (30:00|29:\d\d) 内完成支付/).waitFor();
    await snap(page, 'pay-qr-recharge');
    const orderNo = (await page.getByText(/^订单号：\d+$/).innerText()).replace('订单号：', '');

    // The phone that scanned it: the sandbox wallet page.
    const phone = await newPage(browser, { viewport: { width: 420, height: 760 } });
    await phone.page.goto(`/pay/sandbox?orderNo=${orderNo}&channel=alipay`);
    await phone.page.getByTestId('sandbox-amount').getByText('¥10.00').waitFor();
    await phone.page.getByText(orderNo).waitFor();
    await snap(phone.page, 'pay-sandbox-wallet');
    await phone.page.getByTestId('sandbox-confirm').click();
    await phone.page.getByText('支付成功', { exact: true }).waitFor();
    await snap(phone.page, 'pay-sandbox-paid');
    await phone.context.close();

    // The recharge page turns to success by itself (its poll) with the new balance.
    await page.getByText('充值成功').waitFor();
    await page.getByTestId('recharge-balance').getByText('¥10.00').waitFor();

    // Buy an article with the balance.
    const list = await fetch(`${baseURL()}/api/show/es/getArticlesList`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pageNum: 1, pageSize: 2 }) });
    const [article, second] = ((await list.json()) as { rows: Array<{ id: number; title: string }> }).rows;
    await page.goto(`/article/${article.id}`);
    await page.getByTestId('buy-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('¥10.00').waitFor();
    await dialog.getByText('支付宝（扫码支付', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('bought-tag').waitFor();

    // 下载PDF: the file is stamped for this buyer and this purchase's order (the PDF's subject carries the stamp line).
    const bought = (await (await fetch(`${baseURL()}/api/show/order/list?payStatus=2&orderType=1`, { headers: { Authorization: token } })).json()) as { rows: Array<{ orderNo: string; joinId: number }> };
    const articleOrderNo = bought.rows.find((o) => o.joinId === article.id)!.orderNo;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`${article.title}.pdf`);
    const pdf = await PDFDocument.load(readFileSync((await download.path())!));
    expect(pdf.getSubject()).toContain(`订单号 ${articleOrderNo}`);
    const me = (await (await fetch(`${baseURL()}/api/show/member/getMemberInfo`, { headers: { Authorization: token } })).json()) as { data: { mname?: string } };
    expect(pdf.getSubject()).toMatch(new RegExp(`^文库 · ${me.data.mname || username} 于 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}（北京时间）下载 · 订单号 ${articleOrderNo} · `));
    expect(pdf.getPageCount()).toBeGreaterThan(0);

    // A second article by 微信支付 in the same dialog: its QR, then 已购买 by itself once the wallet paid.
    await page.goto(`/article/${second.id}`);
    await page.getByTestId('buy-button').click();
    await dialog.getByText('微信支付（扫码支付', { exact: false }).click();
    await dialog.getByRole('button', { name: '去支付' }).click();
    await dialog.getByTestId('pay-qr').waitFor();
    await dialog.getByTestId('pay-countdown').waitFor();
    await snap(page, 'pay-qr-dialog');
    const pending = (await (await fetch(`${baseURL()}/api/show/order/list?payStatus=1`, { headers: { Authorization: token } })).json()) as { rows: Array<{ orderNo: string; joinId: number }> };
    const secondOrder = pending.rows.find((o) => o.joinId === second.id)!;
    const paid = await api<{ notified: boolean }>('/api/show/pay/sandbox/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderNo: secondOrder.orderNo, channel: 'wechat' }),
    });
    expect(paid.notified).toBe(true);
    await page.getByTestId('bought-tag').waitFor();

    // 已购 lists it; 账单 has the top-up and the purchase.
    await page.goto('/usercenter?tab=bought');
    await page.getByRole('tab', { name: '已购' }).click();
    await page.getByText(article.title).first().waitFor();
    await page.getByRole('tab', { name: '账单' }).click();
    const bills = page.getByTestId('my-bills');
    await bills.getByText('+10.00').waitFor();
    await bills.getByText(/^-\d+\.\d\d$/).waitFor();
    await snap(page, 'pay-bills');
    await context.close();
  });
});
