import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { expectLedgerConsistent as expectLedgerConsistentIn } from '../../../tests/helpers/ledger';
import { articles, balanceBills, books, entitlements, journalPeriods, journals, members, orders, rechargeOptions, scoreBills } from '../../db/schema';
import { creditTopUp } from './onlinePayment';
import { adjustWallet, expirePoints, MSG } from './service';
import { ORDER_EXPIRY_JOB, POINTS_EXPIRY_JOB } from './jobs';

let t: TestApp;
let member: string;
let other: string;
let memberId: number;
let otherId: number;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: token ? authed(token) : {} });
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url: `/api/show${url}`, payload, headers: token ? authed(token) : {} });

async function memberIdOf(username: string) {
  const [{ id }] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  return id;
}

/** A paid top-up of the option closest to `amountFen`, through the function a notification calls. */
async function topUp(token: string, optionAmountFen: number) {
  const [option] = await t.database.db.select().from(rechargeOptions).where(eq(rechargeOptions.amountFen, optionAmountFen));
  const res = await post('/order/addOrder', { orderType: 3, rechargeOptionId: option.id }, token);
  expect(res.json().code).toBe(200);
  const { id, amountFen } = res.json().data;
  expect((await creditTopUp(t.database.db, id, 'alipay', amountFen)).credited).toBe(true);
  return { id, option };
}

async function wallet(id: number) {
  const [w] = await t.database.db.select({ balanceFen: members.balanceFen, score: members.score }).from(members).where(eq(members.id, id));
  return w;
}

const expectLedgerConsistent = (id: number) => expectLedgerConsistentIn(t.database.db, id);

let pricedArticles: Array<{ id: number; priceFen: number; periodId: number }>;
let period: { id: number; priceFen: number };
let book: { id: number; priceFen: number };

beforeAll(async () => {
  t = await makeTestApp();
  member = await signIn(t.app);
  other = await signIn(t.app, 'demo_editor');
  memberId = await memberIdOf('demo_member');
  otherId = await memberIdOf('demo_editor');
  const db = t.database.db;
  pricedArticles = await db
    .select({ id: articles.id, priceFen: articles.priceFen, periodId: articles.periodId })
    .from(articles)
    .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0)))
    .limit(12);
  const [p] = await db
    .select({ id: journalPeriods.id, priceFen: journals.issuePriceFen })
    .from(journalPeriods)
    .innerJoin(journals, eq(journals.id, journalPeriods.journalId))
    .where(gt(journals.issuePriceFen, 0))
    .limit(1);
  period = p;
  [book] = await db.select({ id: books.id, priceFen: books.priceFen }).from(books).where(gt(books.priceFen, 0)).limit(1);
  expect(pricedArticles.length).toBeGreaterThan(8);
});
afterAll(async () => {
  await t?.close();
});

describe('wallet, recharge options, points rule', () => {
  it('needs a member (401) for orders and the wallet; options and the points rule are public', async () => {
    expect((await post('/order/addOrder', { orderType: 1, joinId: pricedArticles[0].id })).json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
    expect((await get('/wallet/getBalance')).statusCode).toBe(401);
    const options = (await get('/recharge_options/list')).json();
    expect(options.code).toBe(200);
    expect(options.data).toContainEqual(expect.objectContaining({ amountFen: 10000, bonusFen: 1000, label: '充100送10', amount: '100.00' }));
    const rule = (await get('/common/integral/show')).json();
    expect(rule.data).toMatchObject({ earnPerYuan: 1, pointValueFen: 1, expireDays: 365 });
    expect(rule.data.rules[2]).toContain('365天');
  });

  it('a top-up credits amount plus bonus once: replays, a wrong amount and an unknown order credit nothing', async () => {
    const before = await wallet(memberId);
    const { id, option } = await topUp(member, 10000);
    expect(await wallet(memberId)).toMatchObject({ balanceFen: before.balanceFen + 11000 });
    const replays = await Promise.all(Array.from({ length: 10 }, () => creditTopUp(t.database.db, id, 'alipay', option.amountFen)));
    expect(replays.every((r) => !r.credited && r.reason === 'already')).toBe(true);
    expect((await wallet(memberId)).balanceFen).toBe(before.balanceFen + 11000);

    const second = (await post('/order/addOrder', { orderType: 3, rechargeOptionId: option.id }, member)).json().data;
    expect(await creditTopUp(t.database.db, second.id, 'wechat', 1)).toMatchObject({ credited: false, reason: 'amount' });
    expect(await creditTopUp(t.database.db, 99_999_999, 'wechat', 10000)).toMatchObject({ credited: false, reason: 'unknown' });
    expect((await wallet(memberId)).balanceFen).toBe(before.balanceFen + 11000);
    const bills = (await get('/bill/list', member)).json();
    expect(bills.rows.slice(0, 2).map((r: { kind: string; deltaFen: number }) => [r.kind, r.deltaFen])).toEqual([
      ['bonus', 1000],
      ['topup', 10000],
    ]);
    const balance = (await get('/wallet/getBalance', member)).json().data;
    expect(balance).toEqual({ balanceFen: before.balanceFen + 11000, balance: ((before.balanceFen + 11000) / 100).toFixed(2), score: before.score });
    await expectLedgerConsistent(memberId);
  });

  it('a top-up cannot be paid with the balance; online channels are refused for now', async () => {
    const [option] = await t.database.db.select().from(rechargeOptions).limit(1);
    const o = (await post('/order/addOrder', { orderType: 3, rechargeOptionId: option.id }, member)).json().data;
    expect((await post('/order/payByBalance', { id: o.id }, member)).json()).toMatchObject({ code: 400, msg: MSG.topUpOnline });
    expect((await post('/order/payToBuy', { id: o.id, payType: 1 }, member)).json()).toMatchObject({ code: 400, msg: MSG.scanToPay });
    expect((await post('/order/addOrder', { orderType: 3 }, member)).json()).toMatchObject({ code: 400, msg: '请选择充值金额' });
  });
});

describe('POST /order/addOrder', () => {
  it('prices from the server: a client amount is ignored', async () => {
    const a = pricedArticles[0];
    const res = await post('/order/addOrder', { orderType: 1, joinId: a.id, amountFen: 1, amount: '0.01', price: 1 }, member);
    expect(res.json()).toMatchObject({ code: 200, msg: '下单成功', data: { amountFen: a.priceFen, payStatus: 1 } });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().data.id));
    expect(row.amountFen).toBe(a.priceFen);
    // A second click hands back the same unpaid order.
    const again = await post('/order/addOrder', { orderType: 1, joinId: a.id }, member);
    expect(again.json().data.id).toBe(res.json().data.id);
  });

  it('refuses unknown items and types with Chinese messages, writing nothing', async () => {
    const count = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const n = await count();
    expect((await post('/order/addOrder', { orderType: 1, joinId: 999999 }, member)).json()).toEqual({ code: 404, msg: '购买的内容不存在或已下架' });
    expect((await post('/order/addOrder', { orderType: 99, joinId: 1 }, member)).json()).toEqual({ code: 400, msg: '订单类型不正确' });
    expect((await post('/order/addOrder', { orderType: 7, joinId: 1 }, member)).json()).toEqual({ code: 400, msg: '该类型的内容暂不支持购买' });
    expect((await post('/order/addOrder', { orderType: 9, joinId: 1 }, member)).json()).toEqual({ code: 400, msg: '该订单类型不能由会员创建' });
    expect((await post('/order/addOrder', { orderType: 1 }, member)).json()).toEqual({ code: 400, msg: '请指定要购买的内容' });
    expect(await count()).toBe(n);
  });
});

describe('paying', () => {
  it('payByBalance charges the price, writes the ledger, grants the item; buying it again is refused', async () => {
    const a = pricedArticles[1];
    const before = await wallet(memberId);
    const o = (await post('/order/addOrder', { orderType: 1, joinId: a.id }, member)).json().data;
    const paid = await post('/order/payByBalance', { id: o.id }, member);
    expect(paid.json()).toMatchObject({ code: 200, msg: '支付成功', data: { payStatus: 2, payType: 3, balanceFen: before.balanceFen - a.priceFen } });
    const earned = Math.floor(a.priceFen / 100);
    expect(await wallet(memberId)).toEqual({ balanceFen: before.balanceFen - a.priceFen, score: before.score + earned });
    expect(await t.database.db.select().from(entitlements).where(eq(entitlements.orderId, o.id))).toHaveLength(1);
    expect((await get(`/order/getArticleAmount?articleId=${a.id}`, member)).json().data).toMatchObject({ bought: true, amountFen: a.priceFen });
    expect((await get(`/order/getArticleAmount?articleId=${a.id}`, other)).json().data).toMatchObject({ bought: false });
    expect((await post('/order/addOrder', { orderType: 1, joinId: a.id }, member)).json()).toEqual({ code: 400, msg: '您已购买过该内容，无需重复购买' });
    expect((await post('/order/payByBalance', { id: o.id }, member)).json()).toEqual({ code: 400, msg: '订单已支付，请勿重复支付' });
    // The buyer now reads the whole text; anyone else still the preview.
    const read = async (token: string) => (await get(`/exhibition/journal/article/${a.id}`, token)).json().data;
    const mine = await read(member);
    const theirs = await read(other);
    expect(mine.fullTextPreview).toBe(false);
    expect(mine.fullText.length).toBe(mine.fullTextLength);
    expect(theirs.fullTextPreview).toBe(true);
    expect(theirs.fullText.length).toBeLessThan(mine.fullText.length);
    const bought = (await get('/order/bought/articles', member)).json();
    expect(bought.rows.some((r: { itemId: number }) => r.itemId === a.id)).toBe(true);
    await expectLedgerConsistent(memberId);
  });

  it('an article withdrawn (下架) after its order was made is refused at every way to pay, as at ordering; nothing is charged', async () => {
    const a = pricedArticles[8];
    const db = t.database.db;
    // Enough money that a refusal cannot come from the balance (given back below).
    await adjustWallet(db, memberId, { balanceFen: 100_000, remark: '测试充值' });
    const o = (await post('/order/addOrder', { orderType: 1, joinId: a.id }, member)).json().data;
    await db.update(articles).set({ published: false }).where(eq(articles.id, a.id));
    try {
      const before = await wallet(memberId);
      const refused = { code: 404, msg: '购买的内容不存在或已下架' };
      // The same answer as ordering it now.
      expect((await post('/order/addOrder', { orderType: 1, joinId: a.id }, member)).json()).toEqual(refused);
      for (const [url, body] of [
        ['/order/payByBalance', {}],
        ['/order/payByScore', {}],
        ['/order/payToBuy', { payType: 3 }],
        ['/order/payToBuy', { payType: 4 }],
        ['/order/payToBuy', { payType: 5 }],
        ['/order/payToBuy', { payType: 5, channel: 'alipay' }],
      ] as const) {
        const res = await post(url, { id: o.id, ...body }, member);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(404);
        expect(res.json()).toEqual(refused);
      }
      // Nor is an online trade opened for it.
      expect((await get(`/alipay/getPaymentQRCode?id=${o.id}`, member)).json()).toEqual(refused);
      expect(await wallet(memberId)).toEqual(before);
      expect(await db.select().from(balanceBills).where(eq(balanceBills.orderId, o.id))).toEqual([]);
      expect(await db.select().from(scoreBills).where(eq(scoreBills.orderId, o.id))).toEqual([]);
      expect(await db.select().from(entitlements).where(eq(entitlements.orderId, o.id))).toEqual([]);
      const [row] = await db.select({ payStatus: orders.payStatus, heldPoints: orders.heldPoints }).from(orders).where(eq(orders.id, o.id));
      expect(row).toEqual({ payStatus: 1, heldPoints: 0 });
      await expectLedgerConsistent(memberId);
    } finally {
      await db.update(articles).set({ published: true }).where(eq(articles.id, a.id));
      await adjustWallet(db, memberId, { balanceFen: -100_000, remark: '测试扣回' });
    }
  });

  it('20 parallel payByBalance of one order charge once', async () => {
    const a = pricedArticles[2];
    const before = await wallet(memberId);
    const o = (await post('/order/addOrder', { orderType: 1, joinId: a.id }, member)).json().data;
    const results = await Promise.all(Array.from({ length: 20 }, () => post('/order/payByBalance', { id: o.id }, member)));
    const bodies = results.map((r) => r.json());
    expect(bodies.filter((b) => b.code === 200)).toHaveLength(1);
    expect(bodies.filter((b) => b.code !== 200).every((b) => b.msg === '订单已支付，请勿重复支付')).toBe(true);
    expect((await wallet(memberId)).balanceFen).toBe(before.balanceFen - a.priceFen);
    expect(await t.database.db.select().from(balanceBills).where(eq(balanceBills.orderId, o.id))).toHaveLength(1);
    await expectLedgerConsistent(memberId);
  });

  it('two orders whose sum exceeds the balance, paid in parallel: exactly one succeeds', async () => {
    const [a, b] = [pricedArticles[3], pricedArticles[4]];
    // Bring the other member to exactly the larger price (top-up 10 yuan, then adjust through a purchase-free path).
    const target = Math.max(a.priceFen, b.priceFen);
    const { adjustWallet } = await import('./service');
    const w = await wallet(otherId);
    await adjustWallet(t.database.db, otherId, { balanceFen: target - w.balanceFen, remark: '测试：设定余额' });
    const oa = (await post('/order/addOrder', { orderType: 1, joinId: a.id }, other)).json().data;
    const ob = (await post('/order/addOrder', { orderType: 1, joinId: b.id }, other)).json().data;
    const res = (await Promise.all([post('/order/payByBalance', { id: oa.id }, other), post('/order/payByBalance', { id: ob.id }, other)])).map((r) => r.json());
    expect(res.filter((r) => r.code === 200)).toHaveLength(1);
    expect(res.find((r) => r.code !== 200)).toEqual({ code: 400, msg: '账户余额不足，请先充值或选择其他支付方式' });
    const paid = res.find((r) => r.code === 200).data;
    expect((await wallet(otherId)).balanceFen).toBe(target - paid.amountFen);
    await expectLedgerConsistent(otherId);
  });

  it('points pay (4) needs enough points; mixed (5) spends points first and the rest from the balance', async () => {
    const a = pricedArticles[5];
    const o = (await post('/order/addOrder', { orderType: 1, joinId: a.id }, member)).json().data;
    const w = await wallet(memberId);
    expect(w.score).toBeLessThan(a.priceFen);
    expect((await post('/order/payByScore', { id: o.id }, member)).json()).toEqual({ code: 400, msg: '积分不足，请选择其他支付方式' });
    const how = (await get(`/order/howMuchToPay?id=${o.id}`, member)).json().data;
    expect(how.payTypes.find((p: { payType: number }) => p.payType === 5)).toMatchObject({ points: w.score, balanceFen: a.priceFen - w.score, available: true });
    const paid = (await post('/order/payToBuy', { id: o.id, payType: 5 }, member)).json();
    expect(paid.data).toMatchObject({ payType: 5, paidPoints: w.score, paidBalanceFen: a.priceFen - w.score });
    const earned = Math.floor((a.priceFen - w.score) / 100);
    expect(await wallet(memberId)).toEqual({ balanceFen: w.balanceFen - (a.priceFen - w.score), score: earned });
    expect((await post('/order/payToBuy', { id: o.id, payType: 7 }, member)).json()).toEqual({ code: 400, msg: '支付方式不正确' });
    await expectLedgerConsistent(memberId);
  });

  it('a whole issue covers its articles: buying one of them afterwards is refused', async () => {
    const o = (await post('/order/addOrder', { orderType: 8, joinId: period.id }, member)).json().data;
    expect(o.amountFen).toBe(period.priceFen);
    expect((await post('/order/payByBalance', { id: o.id }, member)).json().code).toBe(200);
    expect((await get(`/order/getFullIssuePayStatus?periodId=${period.id}`, member)).json().data).toMatchObject({ bought: true });
    const [inIssue] = await t.database.db.select({ id: articles.id }).from(articles).where(and(eq(articles.periodId, period.id), eq(articles.articleStatus, 2), gt(articles.priceFen, 0))).limit(1);
    if (inIssue) expect((await post('/order/addOrder', { orderType: 1, joinId: inIssue.id }, member)).json()).toEqual({ code: 400, msg: '您已购买过该内容，无需重复购买' });
    expect((await get('/order/bought/periods', member)).json().rows[0]).toMatchObject({ itemId: period.id });
  });
});

describe('GET /order/getItemPayStatus', () => {
  it('answers whether the member owns any sellable item, priced by the server', async () => {
    const a = pricedArticles[1];
    expect((await get(`/order/getItemPayStatus?orderType=1&joinId=${a.id}`, member)).json().data).toMatchObject({ bought: true, amountFen: a.priceFen });
    expect((await get(`/order/getItemPayStatus?orderType=2&joinId=${book.id}`, member)).json().data).toMatchObject({ bought: false, amountFen: book.priceFen });
    expect((await get('/order/getItemPayStatus?orderType=7&joinId=1', member)).json()).toEqual({ code: 400, msg: '该类型的内容暂不支持购买' });
    expect((await get(`/order/getItemPayStatus?orderType=2&joinId=${book.id}`)).statusCode).toBe(401);
  });
});

describe('cancel and expiry', () => {
  it('cancelOrder turns an unpaid order to 已取消; it cannot be paid; a paid order cannot be cancelled', async () => {
    const o = (await post('/order/addOrder', { orderType: 2, joinId: book.id }, member)).json().data;
    expect((await post('/order/cancelOrder', { id: o.id }, member)).json()).toMatchObject({ code: 200, msg: '订单已取消', data: { payStatus: 3, payStatusLabel: '已取消' } });
    expect((await post('/order/payByBalance', { id: o.id }, member)).json()).toEqual({ code: 400, msg: '订单已取消，请重新下单' });
    expect((await post('/order/cancelOrder', { id: o.id }, member)).json()).toEqual({ code: 400, msg: '订单已取消' });
    const [paid] = await t.database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.memberId, memberId), eq(orders.payStatus, 2))).limit(1);
    expect((await post('/order/cancelOrder', { id: paid.id }, member)).json()).toEqual({ code: 400, msg: '订单已支付，不能取消' });
  });

  it('an unpaid order past 30 minutes reads as 已取消 and cannot be paid', async () => {
    const o = (await post('/order/addOrder', { orderType: 2, joinId: book.id }, member)).json().data;
    const created = new Date(o.expireTime).getTime();
    expect(created - Date.now()).toBeGreaterThan(29 * 60_000);
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, o.id));
    expect((await get(`/order/getPayStatus?id=${o.id}`, member)).json().data).toMatchObject({ payStatus: 3, payStatusLabel: '已取消' });
    expect((await post('/order/payByBalance', { id: o.id }, member)).json()).toEqual({ code: 400, msg: '订单已超时取消，请重新下单' });
  });
});

describe('scoping', () => {
  it("another member's order is a 404 everywhere and never shows", async () => {
    const o = (await post('/order/addOrder', { orderType: 2, joinId: book.id }, member)).json().data;
    const notMine = { code: 404, msg: '订单不存在或不属于当前账号' };
    expect((await get(`/order/details/${o.id}`, other)).json()).toEqual(notMine);
    expect((await get(`/order/getPayStatus?id=${o.id}`, other)).json()).toEqual(notMine);
    expect((await get(`/order/howMuchToPay?id=${o.id}`, other)).json()).toEqual(notMine);
    expect((await post('/order/payByBalance', { id: o.id }, other)).json()).toEqual(notMine);
    expect((await post('/order/cancelOrder', { id: o.id }, other)).json()).toEqual(notMine);
    const list = (await get('/order/list?pageSize=50', other)).json();
    expect(list.rows.every((r: { id: number }) => r.id !== o.id)).toBe(true);
    expect((await get(`/order/details/${o.id}`, member)).json().data).toMatchObject({ id: o.id, payStatus: 1, payStatusLabel: '待支付' });
  });

  it('lists with filters and the page size of 15', async () => {
    const list = (await get('/order/list?payStatus=2', member)).json();
    expect(list.code).toBe(200);
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.length).toBeLessThanOrEqual(15);
    expect(list.rows.every((r: { payStatus: number }) => r.payStatus === 2)).toBe(true);
    expect((await get('/order/list?orderType=3', member)).json().rows.every((r: { orderType: number }) => r.orderType === 3)).toBe(true);
    expect((await get('/order/list?payStatus=7', member)).json()).toEqual({ code: 400, msg: '支付状态不正确' });
    expect((await get('/order/list?beginTime=tomorrow', member)).json()).toEqual({ code: 400, msg: '开始时间格式不正确' });
    expect((await get('/bill/scoreList', member)).json().rows.length).toBeLessThanOrEqual(10);
  });
});

describe('platform admin', () => {
  it('only the platform admin adjusts (order type 9, remark required), lists every order and reconciles', async () => {
    const admin = await signIn(t.app, 'admin');
    expect((await post('/order/admin/adjust', { memberId, balanceFen: 100, remark: '补偿' }, member)).json()).toEqual({ code: 403, msg: '没有权限执行该操作' });
    expect((await get('/order/admin/list', member)).json().code).toBe(403);
    expect((await post('/order/admin/adjust', { memberId, balanceFen: 100 }, admin)).json()).toEqual({ code: 400, msg: '请填写调整说明' });
    const before = await wallet(memberId);
    expect((await post('/order/admin/adjust', { memberId, balanceFen: -(before.balanceFen + 1), remark: '扣减' }, admin)).json()).toEqual({ code: 400, msg: '调整后余额或积分不能为负数' });
    const res = (await post('/order/admin/adjust', { memberId, balanceFen: 250, points: 5, remark: '客服补偿' }, admin)).json();
    expect(res).toMatchObject({ code: 200, msg: '调整成功', data: { orderType: 9, payStatus: 2, remark: '客服补偿' } });
    expect(await wallet(memberId)).toEqual({ balanceFen: before.balanceFen + 250, score: before.score + 5 });
    const list = (await get(`/order/admin/list?memberId=${memberId}&orderType=9`, admin)).json();
    expect(list.rows[0]).toMatchObject({ id: res.data.id, username: 'demo_member' });
    const rec = (await get('/order/admin/reconcile', admin)).json().data;
    expect(rec).toMatchObject({ balanced: true, mismatches: [] });
    expect(rec.takings.length).toBeGreaterThan(0);
    await expectLedgerConsistent(memberId);
  });
});

describe('jobs', () => {
  it('the order-expiry job cancels every overdue unpaid order, whoever it belongs to', async () => {
    const o = (await post('/order/addOrder', { orderType: 2, joinId: book.id }, other)).json().data;
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, o.id));
    expect(await ORDER_EXPIRY_JOB.run(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ payStatus: 3, remark: '超时未支付，已自动取消' });
  });

  it('points expire 365 days after they were earned, oldest first, as an order of type 10 with its ledger entry', async () => {
    const db = t.database.db;
    // A member with no points history: earns 100 (a year and a day ago), spends 30, earns 50 today.
    const id = await memberIdOf('demo_writer');
    expect((await wallet(id)).score).toBe(0);
    const earned = await adjustWallet(db, id, { points: 100, remark: '活动赠送' });
    await db.update(scoreBills).set({ createdAt: new Date(Date.now() - 366 * 86_400_000) }).where(eq(scoreBills.orderId, earned.id));
    await adjustWallet(db, id, { points: -30, remark: '使用' });
    await adjustWallet(db, id, { points: 50, remark: '新获得' });
    expect(await POINTS_EXPIRY_JOB.run(db)).toBeGreaterThanOrEqual(70);
    expect((await wallet(id)).score).toBe(50);
    const [last] = await db.select().from(scoreBills).where(eq(scoreBills.memberId, id)).orderBy(sql`${scoreBills.id} desc`).limit(1);
    expect(last).toMatchObject({ kind: 'expire', delta: -70, balanceAfter: 50 });
    const [order] = await db.select().from(orders).where(eq(orders.id, last.orderId!));
    expect(order).toMatchObject({ orderType: 10, payStatus: 2 });
    // Nothing more to expire now; the newer 50 expire only a year later.
    expect(await expirePoints(db, id)).toBe(0);
    expect(await expirePoints(db, id, new Date(Date.now() + 366 * 86_400_000))).toBe(50);
    await expectLedgerConsistent(id);
  });
});
