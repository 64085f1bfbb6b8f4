import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { expectLedgerConsistent } from '../../../tests/helpers/ledger';
import { articles, entitlements, members, orders, payAttempts, payNotifications, scoreBills } from '../../db/schema';
import { markOrderPaid, MIXED_MSG } from '../order/onlinePayment';
import { adjustWallet, expireUnpaid, MSG } from '../order/service';
import { PAY_MSG } from './routes';
import { alipaySandboxNotification, sandboxKeys, sandboxTrade } from './sandbox';

/**
 * 混合支付 with the rest online (issue 12): points first, held on the order, the rest through the
 * Alipay / WeChat QR (the sandbox here, verified by the live code). The points are spent only if
 * the online part is paid; otherwise they come back through the ledger.
 */
let t: TestApp;
let member: string;
let memberId: number;
let priced: Array<{ id: number; priceFen: number }>;
let next = 0;

const get = (url: string, token = member) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: authed(token) });
const post = (url: string, payload: object, token = member) => t.app.inject({ method: 'POST', url: `/api/show${url}`, payload, headers: authed(token) });
const db = () => t.database.db;

const POINTS = 300;

async function wallet() {
  const [w] = await db().select({ balanceFen: members.balanceFen, score: members.score }).from(members).where(eq(members.id, memberId));
  return w;
}

/** The member holds exactly `points` points (a back-office adjustment, through the ledger). */
async function setPoints(points: number) {
  const { score } = await wallet();
  if (score !== points) await adjustWallet(db(), memberId, { points: points - score, remark: '测试积分' });
}

/** A new order for the next priced article, and its hold for a mixed payment whose rest goes to `channel`. */
async function heldOrder(channel: 'alipay' | 'wechat' = 'alipay') {
  const article = priced[next++];
  const order = (await post('/order/addOrder', { orderType: 1, joinId: article.id })).json().data as { id: number; orderNo: string; amountFen: number };
  const held = (await post('/order/payToBuy', { id: order.id, payType: 5, channel })).json();
  expect(held).toMatchObject({ code: 200, msg: `已使用${POINTS}积分抵扣，请扫码支付余款`, data: { heldPoints: POINTS, restFen: article.priceFen - POINTS, payStatus: 1, channel } });
  return { ...order, articleId: article.id, restFen: article.priceFen - POINTS, tradeNo: `${order.orderNo}P${POINTS}` };
}

const restQr = (channel: 'alipay' | 'wechat', id: number) => get(channel === 'alipay' ? `/alipay/getPaymentQRCode?id=${id}&qrcodeWidth=180&qr_pay_mode=4&payType=5` : `/wxpay/getPaymentQRCode?id=${id}&payType=5`);
const sandboxPay = (orderNo: string, channel: string, extra: object = {}) => t.app.inject({ method: 'POST', url: '/api/show/pay/sandbox/pay', payload: { orderNo, channel, ...extra } });
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const owned = async (articleId: number) => (await db().select().from(entitlements).where(and(eq(entitlements.memberId, memberId), eq(entitlements.itemKind, 1), eq(entitlements.itemId, articleId)))).length;
const pointEntries = async (orderId: number) => (await db().select().from(scoreBills).where(eq(scoreBills.orderId, orderId)).orderBy(asc(scoreBills.id))).map((s) => [s.kind, s.delta]);

beforeAll(async () => {
  t = await makeTestApp({ appOptions: { payments: { queryIntervalMs: 0 } } });
  member = await signIn(t.app);
  [{ id: memberId }] = await db().select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
  priced = await db()
    .select({ id: articles.id, priceFen: articles.priceFen })
    .from(articles)
    .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, POINTS + 100)))
    .orderBy(sql`${articles.id} desc`)
    .limit(20);
  expect(priced.length).toBe(20);
});
afterAll(async () => {
  await t?.close();
});

describe('混合支付: points held, the rest by the QR', () => {
  for (const channel of ['alipay', 'wechat'] as const) {
    it(`${channel}: howMuchToPay offers it, the hold takes the points, the QR is for the rest, the notification completes the order once`, async () => {
      await setPoints(POINTS);
      const article = priced[next];
      const offer = (await post('/order/addOrder', { orderType: 1, joinId: article.id })).json().data;
      const how = (await get(`/order/howMuchToPay?id=${offer.id}`)).json().data;
      expect(how.payTypes.find((p: { payType: number; channel?: string }) => p.payType === 5 && p.channel === channel)).toMatchObject({ available: true, points: POINTS, moneyFen: article.priceFen - POINTS, channelLabel: channel === 'alipay' ? '支付宝' : '微信支付' });

      const before = await wallet();
      const order = await heldOrder(channel);
      expect(order.id).toBe(offer.id); // the open order for the item, handed back
      expect(await wallet()).toEqual({ balanceFen: before.balanceFen, score: 0 });
      expect(await pointEntries(order.id)).toEqual([['spend', -POINTS]]);
      // Asked again: the same hold, nothing more taken.
      expect((await post('/order/payToBuy', { id: order.id, payType: 5, channel })).json().data.heldPoints).toBe(POINTS);
      expect(await pointEntries(order.id)).toEqual([['spend', -POINTS]]);

      const qr = await restQr(channel, order.id);
      expect(qr.headers['content-type']).toBe('image/png');
      const [attempt] = await db().select().from(payAttempts).where(and(eq(payAttempts.orderId, order.id), eq(payAttempts.channel, channel)));
      expect(attempt).toMatchObject({ points: POINTS });
      expect(attempt.payUrl).toContain(`orderNo=${order.tradeNo}&`);
      expect((await get(`/pay/sandbox/trade?orderNo=${order.tradeNo}&channel=${channel}`)).json().data).toMatchObject({ amountFen: order.restFen, paid: false });
      expect(await owned(order.articleId)).toBe(0);

      expect((await sandboxPay(order.tradeNo, channel)).json().data.notified).toBe(true);
      expect((await get(`/order/getPayStatus?id=${order.id}`)).json().data.payStatus).toBe(2);
      expect(await orderRow(order.id)).toMatchObject({ payType: 5, payStatus: 2, paidPoints: POINTS, heldPoints: 0, paidBalanceFen: 0, remark: `积分抵扣${POINTS}，${channel === 'alipay' ? '支付宝' : '微信支付'}支付¥${(order.restFen / 100).toFixed(2)}` });
      expect(await owned(order.articleId)).toBe(1);
      const earned = Math.floor(order.restFen / 100);
      expect(await pointEntries(order.id)).toEqual([['spend', -POINTS], ['earn', earned]]);
      expect(await wallet()).toEqual({ balanceFen: before.balanceFen, score: earned });
      await expectLedgerConsistent(db(), memberId);

      // The wallet app sends the platform's notification again: credits nothing more.
      expect((await sandboxPay(order.tradeNo, channel)).json().data.paid).toBe(true);
      expect(await pointEntries(order.id)).toEqual([['spend', -POINTS], ['earn', earned]]);
      expect((await db().select().from(payNotifications).where(eq(payNotifications.orderNo, order.tradeNo))).map((n) => n.outcome)).toEqual(['credited', 'duplicate']);
    });
  }

  it('cancelling the order gives the held points back through the ledger', async () => {
    await setPoints(POINTS);
    const order = await heldOrder();
    expect((await post('/order/cancelOrder', { id: order.id })).json()).toMatchObject({ code: 200, msg: '订单已取消' });
    expect(await orderRow(order.id)).toMatchObject({ payStatus: 3, heldPoints: 0, paidPoints: 0 });
    expect(await pointEntries(order.id)).toEqual([['spend', -POINTS], ['release', POINTS]]);
    expect((await wallet()).score).toBe(POINTS);
    await expectLedgerConsistent(db(), memberId);
  });

  it('an expired order gives them back; the rest paid afterwards is still honoured and takes the points again', async () => {
    await setPoints(POINTS);
    const order = await heldOrder('wechat');
    await restQr('wechat', order.id);
    await db().update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    expect(await expireUnpaid(db(), { memberId })).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ payStatus: 3, heldPoints: 0 });
    expect((await wallet()).score).toBe(POINTS);

    // The payer had scanned in time; the platform's notification arrives late.
    expect((await sandboxPay(order.tradeNo, 'wechat')).json().data.notified).toBe(true);
    expect(await orderRow(order.id)).toMatchObject({ payStatus: 2, payType: 5, paidPoints: POINTS });
    expect(await owned(order.articleId)).toBe(1);
    expect(await pointEntries(order.id)).toEqual([['spend', -POINTS], ['release', POINTS], ['spend', -POINTS], ['earn', Math.floor(order.restFen / 100)]]);
    await expectLedgerConsistent(db(), memberId);
  });

  it('late, with the points spent meanwhile: the online money goes to the balance, the order is never lost', async () => {
    await setPoints(POINTS);
    const order = await heldOrder();
    await restQr('alipay', order.id);
    await db().update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id));
    await expireUnpaid(db(), { memberId });
    await setPoints(0);
    const before = await wallet();
    expect((await sandboxPay(order.tradeNo, 'alipay')).json().data.notified).toBe(true);
    expect(await orderRow(order.id)).toMatchObject({ payStatus: 2, paidPoints: 0, heldPoints: 0, remark: `积分已退回且不足抵扣，支付宝支付的¥${(order.restFen / 100).toFixed(2)}已转入余额` });
    expect(await owned(order.articleId)).toBe(0);
    expect(await wallet()).toEqual({ balanceFen: before.balanceFen + order.restFen, score: 0 });
    await expectLedgerConsistent(db(), memberId);
  });

  it('a notification lost on the way is recovered when the order is polled', async () => {
    await setPoints(POINTS);
    const order = await heldOrder();
    await restQr('alipay', order.id);
    expect((await sandboxPay(order.tradeNo, 'alipay', { dropNotification: true })).json().data.notified).toBe(false);
    expect(await orderRow(order.id)).toMatchObject({ payStatus: 1, heldPoints: POINTS });
    expect((await get(`/order/getPayStatus?id=${order.id}`)).json().data.payStatus).toBe(2);
    expect(await orderRow(order.id)).toMatchObject({ payType: 5, paidPoints: POINTS, heldPoints: 0 });
    expect((await db().select().from(payNotifications).where(eq(payNotifications.orderNo, order.tradeNo))).map((n) => [n.source, n.outcome])).toEqual([['query', 'credited']]);
    await expectLedgerConsistent(db(), memberId);
  });

  it('paid another way while points are held: the whole amount by QR or the balance releases the hold', async () => {
    await setPoints(POINTS);
    const byQr = await heldOrder();
    await get(`/alipay/getPaymentQRCode?id=${byQr.id}`); // the whole amount: out_trade_no = the order number
    expect((await sandboxPay(byQr.orderNo, 'alipay')).json().data.notified).toBe(true);
    expect(await orderRow(byQr.id)).toMatchObject({ payStatus: 2, payType: 1, paidPoints: 0, heldPoints: 0 });
    expect((await pointEntries(byQr.id)).slice(0, 2)).toEqual([['spend', -POINTS], ['release', POINTS]]);
    // Paid: the rest QR is no longer shown.
    await restQr('alipay', byQr.id).then((r) => expect(r.json()).toMatchObject({ code: 400, msg: MSG.paid }));

    await adjustWallet(db(), memberId, { balanceFen: 10_000, remark: '测试余额' });
    await setPoints(POINTS);
    const byBalance = await heldOrder();
    const paid = (await post('/order/payByBalance', { id: byBalance.id })).json();
    expect(paid).toMatchObject({ code: 200, data: { payType: 3, heldPoints: 0, paidPoints: 0 } });
    expect(await pointEntries(byBalance.id)).toEqual([['spend', -POINTS], ['release', POINTS], ['earn', Math.floor(priced[next - 1].priceFen / 100)]]);
    await expectLedgerConsistent(db(), memberId);
  });

  it('refuses what cannot be: another channel, no points, a top-up, the rest QR without a hold, a wrong amount or points claim', async () => {
    await setPoints(POINTS);
    const article = priced[next++];
    const order = (await post('/order/addOrder', { orderType: 1, joinId: article.id })).json().data;
    expect((await post('/order/payToBuy', { id: order.id, payType: 5, channel: 'paypal' })).json()).toMatchObject({ code: 400, msg: MIXED_MSG.channel });
    expect((await restQr('alipay', order.id)).json()).toMatchObject({ code: 400, msg: PAY_MSG.noHold });
    expect((await get(`/alipay/getPaymentQRCode?id=${order.id}&payType=3`)).json()).toMatchObject({ code: 400, msg: PAY_MSG.payType });
    await setPoints(0);
    expect((await post('/order/payToBuy', { id: order.id, payType: 5, channel: 'alipay' })).json()).toMatchObject({ code: 400, msg: MIXED_MSG.noPoints });
    await setPoints(article.priceFen + 5);
    expect((await post('/order/payToBuy', { id: order.id, payType: 5, channel: 'alipay' })).json()).toMatchObject({ code: 400, msg: MIXED_MSG.pointsCoverAll });
    const topUp = (await post('/order/addOrder', { orderType: 3, rechargeOptionId: 1 })).json().data;
    expect((await post('/order/payToBuy', { id: topUp.id, payType: 5, channel: 'alipay' })).json()).toMatchObject({ code: 400, msg: MSG.topUpOnline });

    // A signed notification for the rest trade that claims the whole amount, and claims about points the order never held.
    await setPoints(POINTS);
    const held = await heldOrder();
    await restQr('alipay', held.id);
    const trade = (await sandboxTrade(db(), 'alipay', held.tradeNo))!;
    const keys = await sandboxKeys(db(), 'alipay');
    const full = alipaySandboxNotification(keys, trade, { total_amount: (priced[next - 1].priceFen / 100).toFixed(2) });
    const answer = await t.app.inject({ method: 'POST', url: '/api/show/pay/notify/alipay', headers: full.headers, payload: full.body });
    expect(answer.json()).toMatchObject({ code: 400, msg: '支付金额与订单金额不一致' });
    expect(await markOrderPaid(db(), held.id, 'alipay', 1, 'forged', held.restFen)).toMatchObject({ credited: false, reason: 'amount' });
    expect(await markOrderPaid(db(), held.id, 'alipay', 0, 'forged', priced[next - 1].priceFen)).toMatchObject({ credited: false, reason: 'amount' });
    expect(await orderRow(held.id)).toMatchObject({ payStatus: 1, heldPoints: POINTS });
    expect(await owned(held.articleId)).toBe(0);
    await expectLedgerConsistent(db(), memberId);
  });
});
