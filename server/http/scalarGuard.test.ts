import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { authed, signIn } from '../../tests/helpers/auth';
import { articles, members, orders } from '../db/schema';
import { notScalarMsg } from './scalarGuard';

let t: TestApp;
let member: string;
let memberId: number;

const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url: `/api/show${url}`, payload, headers: token ? authed(token) : {} });
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId)))[0].n;
const wallet = async () => (await t.database.db.select({ balanceFen: members.balanceFen, score: members.score }).from(members).where(eq(members.id, memberId)))[0];

beforeAll(async () => {
  t = await makeTestApp();
  member = await signIn(t.app);
  [{ id: memberId }] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('arrays and objects where a number is read (issue 30)', () => {
  it('teachingType/getNav: an object with its own toString is a 400 naming the parameter, not a 500', async () => {
    const res = await post('/common/teachingType/getNav', { id: { toString: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: notScalarMsg('id') });
    const array = await post('/common/teachingType/getNav', { id: [1] });
    expect(array.json()).toEqual({ code: 400, msg: notScalarMsg('id') });
    // The same call with the number itself still answers.
    expect((await post('/common/teachingType/getNav', { id: '' })).json().code).toBe(200);
  });

  it('addOrder: rechargeOptionId [1] is refused and no order is made', async () => {
    const before = await orderCount();
    const res = await post('/order/addOrder', { orderType: 3, rechargeOptionId: [1] }, member);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: notScalarMsg('rechargeOptionId') });
    expect(await orderCount()).toBe(before);
    // The declared addOrder reads its body only (issue 32): a query string, arrays and all, is no
    // order — refused as an order without a type, and nothing is made.
    const query = await t.app.inject({ method: 'POST', url: '/api/show/order/addOrder?orderType=3&orderType=3&rechargeOptionId=1', payload: {}, headers: authed(member) });
    expect(query.json()).toEqual({ code: 400, msg: '请指定订单类型' });
    expect(await orderCount()).toBe(before);
  });

  it('payToBuy: payType [3] is refused; the order stays unpaid and the wallet untouched', async () => {
    const [article] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.articleStatus, 2)).limit(1);
    const made = (await post('/order/addOrder', { orderType: 1, joinId: article.id }, member)).json();
    expect(made.code).toBe(200);
    const before = await wallet();
    const res = await post('/order/payToBuy', { id: made.data.id, payType: [3] }, member);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: notScalarMsg('payType') });
    const [row] = await t.database.db.select({ payStatus: orders.payStatus }).from(orders).where(eq(orders.id, made.data.id));
    expect(row.payStatus).toBe(1);
    expect(await wallet()).toEqual(before);
  });
});
