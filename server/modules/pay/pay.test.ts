import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { articles, balanceBills, entitlements, members, orders, payAttempts, payNotifications, rechargeOptions, scoreBills } from '../../db/schema';
import { alipaySandboxNotification, sandboxKeys, sandboxTrade, wechatSandboxNotification } from './sandbox';

/**
 * The online channels end to end through the sandbox (docs/decisions.md "Payment channels"):
 * QR → the sandbox wallet's 确认支付 → a notification signed with the sandbox platform's key →
 * the real notify endpoint and verifier → the ledgers. Forged, replayed, late and lost
 * notifications; production has no sandbox.
 */
let t: TestApp;
let member: string;
let memberId: number;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: token ? authed(token) : {} });
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url: `/api/show${url}`, payload, headers: token ? authed(token) : {} });

async function wallet() {
  const [w] = await t.database.db.select({ balanceFen: members.balanceFen, score: members.score }).from(members).where(eq(members.id, memberId));
  return w;
}

async function ledgerSums() {
  const [{ b }] = await t.database.db.select({ b: sql<string>`coalesce(sum(${balanceBills.deltaFen}), 0)` }).from(balanceBills).where(eq(balanceBills.memberId, memberId));
  const [{ s }] = await t.database.db.select({ s: sql<string>`coalesce(sum(${scoreBills.delta}), 0)` }).from(scoreBills).where(eq(scoreBills.memberId, memberId));
  return { balanceFen: Number(b), score: Number(s) };
}

/** A new top-up order of the 100-yuan option (送10), and its QR shown on `channel`. */
async function topUpWithQr(channel: 'alipay' | 'wechat') {
  const [option] = await t.database.db.select().from(rechargeOptions).where(eq(rechargeOptions.amountFen, 10_000));
  const order = (await post('/order/addOrder', { orderType: 3, rechargeOptionId: option.id }, member)).json().data as { id: number; orderNo: string; amountFen: number };
  const path = channel === 'alipay' ? `/alipay/getPaymentQRCode?id=${order.id}&qrcodeWidth=180&qr_pay_mode=4` : `/wxpay/getPaymentQRCode?id=${order.id}`;
  const qr = await get(path, member);
  expect(qr.statusCode).toBe(200);
  expect(qr.headers['content-type']).toBe('image/png');
  return { ...order, bonusFen: option.bonusFen };
}

const sandboxPay = (orderNo: string, channel: string, extra: object = {}) => post('/pay/sandbox/pay', { orderNo, channel, ...extra });
const notify = (channel: string, message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: `/api/show/pay/notify/${channel}`, headers: message.headers, payload: message.body });
const payStatus = async (id: number) => (await get(`/order/getPayStatus?id=${id}`, member)).json().data.payStatus as number;

beforeAll(async () => {
  t = await makeTestApp({ appOptions: { payments: { queryIntervalMs: 0 } } });
  member = await signIn(t.app);
  [{ id: memberId }] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
});
afterAll(async () => {
  await t?.close();
});

describe('sandbox pay → notification → credited once', () => {
  it('howMuchToPay offers Alipay and WeChat while the sandbox plays them', async () => {
    const [option] = await t.database.db.select().from(rechargeOptions).limit(1);
    const order = (await post('/order/addOrder', { orderType: 3, rechargeOptionId: option.id }, member)).json().data;
    const how = (await get(`/order/howMuchToPay?id=${order.id}`, member)).json().data;
    expect(how.payTypes.filter((p: { available: boolean }) => p.available).map((p: { payType: number }) => p.payType)).toEqual([1, 2]);
  });

  for (const channel of ['alipay', 'wechat'] as const) {
    it(`${channel}: the QR carries /pay/sandbox, 确认支付 sends a signed notification, the top-up is credited with its bonus`, async () => {
      const before = await wallet();
      const order = await topUpWithQr(channel);
      const [attempt] = await t.database.db.select().from(payAttempts).where(eq(payAttempts.orderId, order.id));
      expect(attempt.payUrl).toMatch(new RegExp(`^http://localhost(:80)?/pay/sandbox\\?orderNo=${order.orderNo}&channel=${channel}$`));
      const trade = (await get(`/pay/sandbox/trade?orderNo=${order.orderNo}&channel=${channel}`)).json();
      expect(trade).toMatchObject({ code: 200, data: { orderNo: order.orderNo, amountFen: 10_000, amount: '100.00', paid: false } });
      const paid = (await sandboxPay(order.orderNo, channel)).json();
      expect(paid).toMatchObject({ code: 200, msg: '支付成功', data: { paid: true, notified: true } });
      expect(await payStatus(order.id)).toBe(2);
      const after = await wallet();
      expect(after.balanceFen - before.balanceFen).toBe(10_000 + order.bonusFen);
      expect(await ledgerSums()).toEqual(after);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ payType: channel === 'alipay' ? 1 : 2, payStatus: 2 });
      expect(row.channelTradeNo).toBeTruthy();
      const log = await t.database.db.select().from(payNotifications).where(eq(payNotifications.orderNo, order.orderNo));
      expect(log.map((l) => [l.source, l.outcome])).toEqual([['notify', 'credited']]);
    });

    it(`${channel}: 10 replays of one notification (in parallel) credit once`, async () => {
      const order = await topUpWithQr(channel);
      const paid = (await sandboxPay(order.orderNo, channel, { dropNotification: true })).json();
      expect(paid.data.notified).toBe(false);
      const trade = (await sandboxTrade(t.database.db, channel, order.orderNo))!;
      const keys = await sandboxKeys(t.database.db, channel);
      const message = channel === 'alipay' ? alipaySandboxNotification(keys, trade) : wechatSandboxNotification(keys, trade);
      const before = await wallet();
      const answers = await Promise.all(Array.from({ length: 10 }, () => notify(channel, message)));
      for (const a of answers) {
        if (channel === 'alipay') expect(a.body).toBe('success');
        else expect(a.statusCode).toBe(204);
      }
      const after = await wallet();
      expect(after.balanceFen - before.balanceFen).toBe(10_000 + order.bonusFen);
      expect(await ledgerSums()).toEqual(after);
      const outcomes = (await t.database.db.select().from(payNotifications).where(eq(payNotifications.orderNo, order.orderNo))).map((l) => l.outcome).sort();
      expect(outcomes).toEqual(['credited', ...Array(9).fill('duplicate')]);
    });
  }

  it('an article bought online creates the entitlement and points of the balance path', async () => {
    const [article] = await t.database.db
      .select({ id: articles.id, priceFen: articles.priceFen })
      .from(articles)
      .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 100)))
      .orderBy(sql`${articles.id} desc`)
      .limit(1);
    const order = (await post('/order/addOrder', { orderType: 1, joinId: article.id }, member)).json().data;
    expect((await get(`/wxpay/getPaymentQRCode?id=${order.id}`, member)).statusCode).toBe(200);
    const before = await wallet();
    expect((await sandboxPay(order.orderNo, 'wechat')).json().data.notified).toBe(true);
    const after = await wallet();
    expect(after.balanceFen).toBe(before.balanceFen);
    expect(after.score - before.score).toBe(Math.floor(article.priceFen / 100));
    const owned = await t.database.db.select().from(entitlements).where(and(eq(entitlements.memberId, memberId), eq(entitlements.itemKind, 1), eq(entitlements.itemId, article.id)));
    expect(owned).toHaveLength(1);
    expect((await get(`/order/getArticleAmount?articleId=${article.id}`, member)).json().data.bought).toBe(true);
    // Owned now: another QR for it is refused.
    const again = (await post('/order/addOrder', { orderType: 1, joinId: article.id }, member)).json();
    expect(again).toMatchObject({ code: 400, msg: '您已购买过该内容，无需重复购买' });
  });
});

describe('forged notifications credit nothing', () => {
  it('a bad signature, another app id, a wrong amount, an unknown order: refused, logged, nothing credited', async () => {
    const order = await topUpWithQr('alipay');
    await sandboxPay(order.orderNo, 'alipay', { dropNotification: true });
    const trade = (await sandboxTrade(t.database.db, 'alipay', order.orderNo))!;
    const keys = await sandboxKeys(t.database.db, 'alipay');
    const before = await wallet();

    const genuine = alipaySandboxNotification(keys, trade);
    const tampered = { ...genuine, body: genuine.body.replace('total_amount=100.00', 'total_amount=1000.00') };
    const otherApp = alipaySandboxNotification(keys, trade, { app_id: '2021000000000000' });
    const wrongAmount = alipaySandboxNotification(keys, trade, { total_amount: '1.00' });
    const unknown = alipaySandboxNotification(keys, { ...trade, outTradeNo: '20990101000000123456' });
    const unsigned = { ...genuine, body: genuine.body.replace(/&sign=[^&]*/, '') };
    const forged = [
      [tampered, '签名验证失败'],
      [otherApp, '应用ID不匹配'],
      [wrongAmount, '支付金额与订单金额不一致'],
      [unknown, '订单不存在'],
      [unsigned, '缺少签名'],
    ] as const;
    for (const [message, msg] of forged) {
      const res = await notify('alipay', message);
      expect(res.json(), msg).toEqual({ code: 400, msg });
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.payStatus).toBe(1);
    expect(await wallet()).toEqual(before);
    const log = await t.database.db.select().from(payNotifications).where(eq(payNotifications.orderNo, order.orderNo));
    expect(log.map((l) => l.reason).sort()).toEqual(['amount', 'app-id', 'no-signature', 'signature']);
    expect(log.every((l) => l.outcome === 'rejected')).toBe(true);
    // The sandbox trade was really paid: the poll's trade query credits it, once.
    expect(await payStatus(order.id)).toBe(2);
    expect((await wallet()).balanceFen - before.balanceFen).toBe(10_000 + order.bonusFen);
  });

  it('WeChat: a forged signature, a resource encrypted with another key, a stale timestamp, another merchant: refused', async () => {
    const order = await topUpWithQr('wechat');
    await sandboxPay(order.orderNo, 'wechat', { dropNotification: true });
    const trade = (await sandboxTrade(t.database.db, 'wechat', order.orderNo))!;
    const keys = await sandboxKeys(t.database.db, 'wechat');
    const before = await wallet();
    const genuine = wechatSandboxNotification(keys, trade);
    const cases = [
      [{ ...genuine, body: genuine.body.replace('"summary":"支付成功"', '"summary":"x"') }, 401, '签名验证失败'],
      [wechatSandboxNotification({ ...keys, secret: 'k'.repeat(32) }, trade), 401, '通知内容解密失败'],
      [wechatSandboxNotification(keys, trade, {}, Math.floor(Date.now() / 1000) - 3600), 401, '通知时间戳已过期'],
      [wechatSandboxNotification(keys, trade, { mchid: '1230000109' }), 401, '商户号或应用ID不匹配'],
      [wechatSandboxNotification(keys, trade, { amount: { total: 1, currency: 'CNY' } }), 400, '支付金额与订单金额不一致'],
      [{ ...genuine, headers: { ...genuine.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } }, 401, '平台证书序列号不匹配'],
    ] as const;
    for (const [message, status, text] of cases) {
      const res = await notify('wechat', message);
      expect([res.statusCode, res.json()], text).toEqual([status, { code: 'FAIL', message: text }]);
    }
    expect(await wallet()).toEqual(before);
    expect(await payStatus(order.id)).toBe(2); // the poll's trade query recovers the real payment
  });
});

describe('late and lost notifications', () => {
  it('a payment notified after its order expired is still honoured', async () => {
    const order = await topUpWithQr('alipay');
    await sandboxPay(order.orderNo, 'alipay', { dropNotification: true });
    // The order times out before the notification arrives.
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, order.id));
    expect((await get(`/order/details/${order.id}`, member)).json().data.payStatus).toBe(3);
    const before = await wallet();
    const trade = (await sandboxTrade(t.database.db, 'alipay', order.orderNo))!;
    expect((await notify('alipay', alipaySandboxNotification(await sandboxKeys(t.database.db, 'alipay'), trade))).body).toBe('success');
    expect((await wallet()).balanceFen - before.balanceFen).toBe(10_000 + order.bonusFen);
    expect((await get(`/order/details/${order.id}`, member)).json().data.payStatus).toBe(2);
  });

  for (const channel of ['alipay', 'wechat'] as const) {
    it(`${channel}: a dropped notification is recovered by the trade query when the order is polled`, async () => {
      const order = await topUpWithQr(channel);
      expect(await payStatus(order.id)).toBe(1); // asked, not paid yet
      const before = await wallet();
      expect((await sandboxPay(order.orderNo, channel, { dropNotification: true })).json()).toMatchObject({ code: 200, data: { notified: false } });
      expect(await wallet()).toEqual(before);
      expect(await payStatus(order.id)).toBe(2);
      expect((await wallet()).balanceFen - before.balanceFen).toBe(10_000 + order.bonusFen);
      expect(await payStatus(order.id)).toBe(2);
      expect((await wallet()).balanceFen - before.balanceFen).toBe(10_000 + order.bonusFen);
      const log = await t.database.db.select().from(payNotifications).where(eq(payNotifications.orderNo, order.orderNo));
      expect(log.map((l) => [l.source, l.outcome])).toEqual([['query', 'credited']]);
    });
  }
});

describe('the QR endpoints and the sandbox refuse what they should', () => {
  it('answers in the envelope: signed out, not my order, paid, bad width, unknown sandbox trade', async () => {
    expect((await get('/alipay/getPaymentQRCode?id=1')).json()).toMatchObject({ code: 401 });
    const order = await topUpWithQr('alipay');
    const other = await signIn(t.app, 'demo_editor');
    expect((await get(`/alipay/getPaymentQRCode?id=${order.id}`, other)).json()).toEqual({ code: 404, msg: '订单不存在或不属于当前账号' });
    expect((await get(`/alipay/getPaymentQRCode?id=${order.id}&qrcodeWidth=5`, member)).json()).toEqual({ code: 400, msg: '二维码宽度应为80到1000之间的整数' });
    await sandboxPay(order.orderNo, 'alipay');
    expect((await get(`/alipay/getPaymentQRCode?id=${order.id}`, member)).json()).toEqual({ code: 400, msg: '订单已支付，请勿重复支付' });
    expect((await sandboxPay('20990101000000999999', 'alipay')).json()).toEqual({ code: 404, msg: '沙箱中没有该订单的待支付交易，请回到商户页面重新扫码' });
    expect((await sandboxPay(order.orderNo, 'paypal')).json()).toEqual({ code: 400, msg: '请选择支付渠道（alipay 或 wechat）' });
  });
});

describe('production has no sandbox', () => {
  it('the sandbox calls and /pay/sandbox are 404; online pay is closed without a configured channel', async () => {
    const prod = await makeTestApp({ appOptions: { production: true, devEndpoints: false, sms: { provider: 'webhook', webhookUrl: 'https://sms.example.com/send' }, payments: {} } });
    try {
      const token = await signIn(prod.app);
      for (const [method, url] of [
        ['POST', '/api/show/pay/sandbox/pay'],
        ['GET', '/api/show/pay/sandbox/trade?orderNo=1&channel=alipay'],
      ] as const) {
        const res = await prod.app.inject({ method, url, payload: method === 'POST' ? { orderNo: '1', channel: 'alipay' } : undefined });
        expect(res.statusCode, url).toBe(404);
      }
      expect((await prod.app.inject({ method: 'GET', url: '/pay/sandbox?orderNo=1' })).statusCode).toBe(404);
      const [option] = await prod.database.db.select().from(rechargeOptions).limit(1);
      const order = (await prod.app.inject({ method: 'POST', url: '/api/show/order/addOrder', headers: authed(token), payload: { orderType: 3, rechargeOptionId: option.id } })).json().data;
      const qr = await prod.app.inject({ method: 'GET', url: `/api/show/alipay/getPaymentQRCode?id=${order.id}`, headers: authed(token) });
      expect(qr.json()).toEqual({ code: 400, msg: '在线支付暂未开通，请使用账户余额或积分支付' });
      const how = (await prod.app.inject({ method: 'GET', url: `/api/show/order/howMuchToPay?id=${order.id}`, headers: authed(token) })).json().data;
      expect(how.payTypes.filter((p: { payType: number; available: boolean }) => p.payType <= 2 && p.available)).toEqual([]);
      expect((await prod.app.inject({ method: 'POST', url: '/api/show/pay/notify/alipay', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
