import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { balanceBills, entitlements, orders, rechargeOptions, works } from '../../db/schema';
import { manuscriptLines } from '../journalManage/manuscript';
import { creditTopUp } from '../order/onlinePayment';
import { caller, EXPIRED } from '../organization/testing';
import { cloudReviewSettled } from './cloudReview';

// A passed work is sold as order type 4 through the shared order and pay code, then downloaded
// (downWorks) and listed under 已购作品 (`/order/bought/works`, 10 a page; spec §9).
let t: TestApp;
let writerToken: string;
let readerToken: string;
let otherToken: string;
let workId: number;

const V2 = '/w_rl/wkapi/v2/platform/works';
const WORK = {
  title: '梧桐巷的夏天',
  genre: '小说',
  summary: '少年与祖父在老城小巷里度过的最后一个夏天。',
  freeBlock: '那年夏天，梧桐巷口的老槐树开了满树的花。',
  body: '那年夏天，梧桐巷口的老槐树开了满树的花。\n祖父每天清晨都要去巷尾的茶馆坐一坐，我跟在他身后，数着青石板上的裂纹。\n后来巷子拆了，茶馆也没了，只有那棵槐树还立在新修的马路边。',
  price: 1500,
};

const download = (token: string | null, id: number) =>
  t.app.inject({ method: 'GET', url: `/api${V2}/downWorks?id=${id}`, headers: token ? authed(token) : {} });

async function passedWork(input: typeof WORK): Promise<number> {
  const writer = caller(t.app, writerToken);
  const id = (await writer('POST', `${V2}/add`, input)).body.data.id as number;
  await cloudReviewSettled();
  await vi.waitFor(async () => {
    const [w] = await t.database.db.select({ s: works.worksStatus }).from(works).where(eq(works.id, id));
    expect(w.s).toBe(1);
  });
  const admin = caller(t.app, await signIn(t.app, 'admin'));
  expect((await admin('POST', `${V2}/review`, { id, worksStatus: 2, remark: '文字干净，同意上线' })).body.code).toBe(200);
  return id;
}

async function topUp(token: string) {
  const me = caller(t.app, token);
  const [option] = await t.database.db.select().from(rechargeOptions).where(eq(rechargeOptions.amountFen, 5000));
  const top = (await me('POST', '/order/addOrder', { orderType: 3, rechargeOptionId: option.id })).body.data;
  expect((await creditTopUp(t.database.db, top.id, 'alipay', top.amountFen)).credited).toBe(true);
}

beforeAll(async () => {
  t = await makeTestApp();
  writerToken = await signIn(t.app, 'demo_writer');
  readerToken = await signIn(t.app, 'demo_member');
  otherToken = await signIn(t.app, 'demo_editor');
  workId = await passedWork(WORK);
});
afterAll(async () => {
  await t?.close();
});

describe('buying a work (order type 4)', () => {
  it('getPrice answers the server price with orderType 4; an unreviewed work cannot be ordered', async () => {
    const anon = caller(t.app, null);
    expect((await anon('GET', `${V2}/getPrice`, { id: workId })).body.data).toMatchObject({ price: 1500, orderType: 4, joinId: workId });
    const writer = caller(t.app, writerToken);
    const pending = (await writer('POST', `${V2}/add`, { ...WORK, title: '未审稿' })).body.data.id as number;
    const reader = caller(t.app, readerToken);
    expect((await reader('POST', '/order/addOrder', { orderType: 4, joinId: pending })).body).toEqual({ code: 404, msg: '购买的内容不存在或已下架' });
  });

  it('the author neither buys their own work nor needs to: downWorks stamps 作者本人', async () => {
    const writer = caller(t.app, writerToken);
    expect((await writer('POST', '/order/addOrder', { orderType: 4, joinId: workId })).body).toEqual({ code: 400, msg: '这是您自己的作品，无需购买' });
    expect((await writer('GET', '/order/getItemPayStatus', { orderType: 4, joinId: workId })).body.data).toMatchObject({ bought: false, mine: true });
    const res = await download(writerToken, workId);
    expect(res.statusCode).toBe(200);
    const { lines } = await manuscriptLines(res.rawPayload, 'pdf');
    expect(lines.join('')).toContain('作者本人');
  });

  it('anonymous 401; a member who has not bought it 403; after paying with the balance the PDF carries the order number', async () => {
    expect((await download(null, workId)).json()).toEqual(EXPIRED);
    expect((await download(readerToken, workId)).json()).toEqual({ code: 403, msg: '购买本作品后即可下载全文' });

    await topUp(readerToken);
    const reader = caller(t.app, readerToken);
    const order = (await reader('POST', '/order/addOrder', { orderType: 4, joinId: workId, amountFen: 1 })).body;
    expect(order).toMatchObject({ code: 200, data: { amountFen: 1500, title: '梧桐巷的夏天' } });
    expect((await reader('POST', '/order/payByBalance', { id: order.data.id })).body.code).toBe(200);

    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.data.id));
    expect(paid).toMatchObject({ orderType: 4, joinId: workId, payStatus: 2, amountFen: 1500 });
    const bills = await t.database.db.select().from(balanceBills).where(eq(balanceBills.orderId, paid.id));
    expect(bills.map((b) => b.deltaFen)).toEqual([-1500]);
    const owned = await t.database.db.select().from(entitlements).where(eq(entitlements.orderId, paid.id));
    expect(owned).toMatchObject([{ itemKind: 4, itemId: workId }]);

    const res = await download(readerToken, workId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = (await manuscriptLines(res.rawPayload, 'pdf')).lines.join('');
    expect(text).toContain('梧桐巷的夏天');
    expect(text).toContain('后来巷子拆了');
    expect(text).toContain(`订单号 ${paid.orderNo}`);

    expect((await reader('POST', '/order/addOrder', { orderType: 4, joinId: workId })).body).toEqual({ code: 400, msg: '您已购买过该内容，无需重复购买' });
    // Another member's purchase licenses nobody else.
    expect((await download(otherToken, workId)).json()).toEqual({ code: 403, msg: '购买本作品后即可下载全文' });
  });

  it('已购作品 lists the bought work with its author, 10 a page', async () => {
    const reader = caller(t.app, readerToken);
    const list = await reader('GET', '/order/bought/works');
    expect(list.body.total).toBe(1);
    expect(list.body.rows![0]).toMatchObject({ itemId: workId, title: '梧桐巷的夏天', authors: '周雨桐', path: `/works/${workId}`, amountFen: 1500 });
    expect((await caller(t.app, otherToken)('GET', '/order/bought/works')).body.total).toBe(0);
    expect((await caller(t.app, null)('GET', '/order/bought/works')).body).toEqual(EXPIRED);
  });

  it('a free work downloads for any member without an order; an unknown work is 404', async () => {
    const free = await passedWork({ ...WORK, title: '小巷短章', price: 0 });
    expect((await download(otherToken, free)).statusCode).toBe(200);
    expect((await caller(t.app, otherToken)('POST', '/order/addOrder', { orderType: 4, joinId: free })).body).toEqual({ code: 400, msg: '该内容免费，无需购买' });
    expect((await download(otherToken, 999999)).json()).toEqual({ code: 404, msg: '作品不存在或未通过审核' });
    const noId = await t.app.inject({ method: 'GET', url: `/api${V2}/downWorks`, headers: authed(otherToken) });
    expect(noId.json()).toEqual({ code: 400, msg: '请指定作品' });
  });
});
