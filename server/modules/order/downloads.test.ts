import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { pdfOf } from '../../../tests/helpers/manuscripts';
import { articlePdfs, articles, journalPeriods, journals, members, orders, rechargeOptions } from '../../db/schema';
import { manuscriptLines } from '../journalManage/manuscript';
import { DOWNLOAD_MSG } from './downloads';
import { creditTopUp } from './onlinePayment';

let t: TestApp;
let buyer: string;
let other: string;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: token ? authed(token) : {} });
const post = (url: string, payload: object, token: string) => t.app.inject({ method: 'POST', url: `/api/show${url}`, payload, headers: authed(token) });

/** Tops the member up by 500 yuan (through the notification's own function), then buys the item with the balance. */
async function buy(token: string, orderType: number, joinId: number): Promise<string> {
  const [option] = await t.database.db.select().from(rechargeOptions).where(eq(rechargeOptions.amountFen, 50000));
  const top = (await post('/order/addOrder', { orderType: 3, rechargeOptionId: option.id }, token)).json().data;
  expect((await creditTopUp(t.database.db, top.id, 'alipay', top.amountFen)).credited).toBe(true);
  const order = (await post('/order/addOrder', { orderType, joinId }, token)).json();
  expect(order.code).toBe(200);
  expect((await post('/order/payByBalance', { id: order.data.id }, token)).json().code).toBe(200);
  return order.data.orderNo as string;
}

async function pdfText(body: Buffer): Promise<{ lines: string[]; pages: number; text: string }> {
  const { lines, pages } = await manuscriptLines(body, 'pdf');
  return { lines, pages, text: lines.join('\n') };
}

const downloadsOf = async (id: number) => (await t.database.db.select({ d: articles.downloads }).from(articles).where(eq(articles.id, id)))[0].d;

let priced: { id: number; title: string; periodId: number };
let periodArticles: Array<{ id: number; title: string }>;
let period: { id: number; journalId: number };

beforeAll(async () => {
  t = await makeTestApp();
  buyer = await signIn(t.app);
  other = await signIn(t.app, 'demo_editor');
  const db = t.database.db;
  // An issue with a price and several public articles, none bought by the demo accounts.
  const [p] = await db
    .select({ id: journalPeriods.id, journalId: journalPeriods.journalId })
    .from(journalPeriods)
    .innerJoin(journals, eq(journals.id, journalPeriods.journalId))
    .innerJoin(articles, eq(articles.periodId, journalPeriods.id))
    .where(and(gt(journals.issuePriceFen, 0), eq(articles.articleStatus, 2), gt(articles.priceFen, 0)))
    .groupBy(journalPeriods.id, journalPeriods.journalId)
    .having(sql`count(*) >= 3`)
    .orderBy(asc(journalPeriods.id))
    .limit(1);
  period = p;
  periodArticles = await db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(eq(articles.periodId, p.id), eq(articles.articleStatus, 2)))
    .orderBy(sql`coalesce(${articles.pageStart}, 2147483647)`, articles.sort, articles.id);
  // A priced article of another issue, bought on its own below.
  [priced] = await db
    .select({ id: articles.id, title: articles.title, periodId: articles.periodId })
    .from(articles)
    .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0), sql`${articles.periodId} <> ${p.id}`, sql`${articles.fullText} is not null`))
    .limit(1);
});
afterAll(async () => {
  await t?.close();
});

describe('licensed downloads', () => {
  it('need a signed-in member (401) and a real article (400 / 404)', async () => {
    for (const url of [`/order/downloadPdf?articleId=${priced.id}`, `/order/downloadFullIssuePdf?periodId=${period.id}`, `/fileLicense/download/check?articleId=${priced.id}`]) {
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await get('/order/downloadPdf?articleId=abc', buyer)).json()).toEqual({ code: 400, msg: '编号必须是正整数' });
    expect((await get('/order/downloadPdf', buyer)).json()).toEqual({ code: 400, msg: DOWNLOAD_MSG.article });
    expect((await get('/order/downloadPdf?articleId=99999999', buyer)).json()).toEqual({ code: 404, msg: DOWNLOAD_MSG.articleMissing });
    expect((await get('/order/downloadFullIssuePdf?periodId=99999999', buyer)).json()).toEqual({ code: 404, msg: DOWNLOAD_MSG.periodMissing });
  });

  it('an article that is not bought is refused (403) and the check says why', async () => {
    const check = (await get(`/fileLicense/download/check?articleId=${priced.id}`, buyer)).json();
    expect(check.data).toMatchObject({ articleId: priced.id, canDownload: false, bought: false, free: false, reason: DOWNLOAD_MSG.buyArticle });
    const res = await get(`/order/downloadPdf?articleId=${priced.id}`, buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: DOWNLOAD_MSG.buyArticle });
  });

  it('a bought article downloads as a PDF of its text stamped with the buyer, the order number and the time on every page', async () => {
    const before = await downloadsOf(priced.id);
    const orderNo = await buy(buyer, 1, priced.id);
    expect((await get(`/fileLicense/download/check?articleId=${priced.id}`, buyer)).json().data).toMatchObject({ canDownload: true, bought: true, hasPdf: false, reason: null });
    const res = await get(`/order/downloadPdf?articleId=${priced.id}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(priced.title.slice(0, 20))}`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getSubject()).toContain(`订单号 ${orderNo}`);
    expect(pdf.getSubject()).toContain('李明');
    const { text, pages } = await pdfText(res.rawPayload);
    expect(text.replace(/\s/g, '')).toContain(priced.title.replace(/\s/g, '').slice(0, 12));
    // The footer line on every page, with its page number.
    for (let n = 1; n <= pages; n++) expect(text).toContain(`第 ${n}/${pages} 页`);
    expect(text.split(orderNo).length - 1).toBeGreaterThanOrEqual(pages);
    expect(await downloadsOf(priced.id)).toBe(before + 1);
    // Another member has not bought it.
    expect((await get(`/order/downloadPdf?articleId=${priced.id}`, other)).statusCode).toBe(403);
  });

  it("the journal's uploaded PDF is the one sent when there is one", async () => {
    const uploaded = await pdfOf(['全文PDF第一页：上传的排版稿', '', '正文内容'], 2);
    const name = `article-${priced.id}-testupload.pdf`;
    await t.app.accounts.storage.put('pdf', name, uploaded);
    await t.database.db.insert(articlePdfs).values({ articleId: priced.id, fileName: name, fileSize: uploaded.length, pages: 2 });
    expect((await get(`/fileLicense/download/check?articleId=${priced.id}`, buyer)).json().data).toMatchObject({ canDownload: true, hasPdf: true, pages: 2 });
    const res = await get(`/order/downloadPdf?articleId=${priced.id}`, buyer);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(2);
    expect(text).toContain('全文PDF第一页：上传的排版稿');
    expect(text).toContain('第 2/2 页');
  });

  it('a whole issue: refused until bought, then every article in catalogue order in one stamped file; its articles download with the issue order', async () => {
    const refused = await get(`/order/downloadFullIssuePdf?periodId=${period.id}`, buyer);
    expect(refused.json()).toEqual({ code: 403, msg: DOWNLOAD_MSG.buyPeriod });
    const orderNo = await buy(buyer, 8, period.id);
    const res = await get(`/order/downloadFullIssuePdf?periodId=${period.id}`, buyer);
    expect(res.statusCode).toBe(200);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(periodArticles.length);
    const flat = text.replace(/\s/g, '');
    const positions = periodArticles.map((a) => flat.indexOf(a.title.replace(/\s/g, '').slice(0, 12)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain(orderNo);
    // One article of the bought issue, licensed by the issue's order.
    const one = await get(`/order/downloadPdf?articleId=${periodArticles[0].id}`, buyer);
    expect((await PDFDocument.load(one.rawPayload)).getSubject()).toContain(`订单号 ${orderNo}`);
    // The issue's order is the buyer's own.
    const [o] = await t.database.db.select({ memberId: orders.memberId }).from(orders).where(eq(orders.orderNo, orderNo));
    const [m] = await t.database.db.select({ username: members.username }).from(members).where(eq(members.id, o.memberId));
    expect(m.username).toBe('demo_member');
  });

  it('a free article downloads for any signed-in member, stamped 免费获取', async () => {
    const id = periodArticles[1].id;
    await t.database.db.update(articles).set({ priceFen: 0 }).where(eq(articles.id, id));
    expect((await get(`/fileLicense/download/check?articleId=${id}`, other)).json().data).toMatchObject({ canDownload: true, free: true, bought: false });
    const res = await get(`/order/downloadPdf?articleId=${id}`, other);
    expect((await PDFDocument.load(res.rawPayload)).getSubject()).toContain('免费获取');
  });
});
