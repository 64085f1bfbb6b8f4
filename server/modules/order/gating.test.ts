import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTION_ONLY_MSG } from '../../../src/access/protectedRoutes';
import { ORDER_TYPE } from '../../../src/shared/order';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, codeHolderCookie, signIn } from '../../../tests/helpers/auth';
import { ancientBooks, balanceBills, books, fileAccessCodes, localHistories, members, scoreBills, theses } from '../../db/schema';
import { CODE_OTHER_HOLDER_MSG } from '../fileLicense/codeHolder';
import { LICENSE_MSG } from './fileLicense';
import { adjustWallet } from './service';

let t: TestApp;
let member: string;
let other: string;
let staff: string;
let admin: string;
let memberId: number;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: token ? authed(token) : {} });
/** Opens a code's URL as a browser does: no Authorization header, the holder cookie of the issuing answer. */
const open = (url: string, issued: { cookies: Array<{ name: string; value: string }> }) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: codeHolderCookie(issued) });
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url: `/api/show${url}`, payload, headers: token ? authed(token) : {} });
const ancientDetail = (id: number, token?: string) => t.app.inject({ method: 'GET', url: `/api/w_abm/wkapi/v1/ancientBook/${id}`, headers: token ? authed(token) : {} });

async function idOf(username: string) {
  const [{ id }] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  return id;
}

/** Buys an item with the balance (topped up by a back-office adjustment first). */
async function buy(token: string, id: number, orderType: number, joinId: number) {
  await adjustWallet(t.database.db, id, { balanceFen: 50_000, remark: '测试充值' });
  const order = (await post('/order/addOrder', { orderType, joinId }, token)).json();
  expect(order.code).toBe(200);
  const paid = (await post('/order/payByBalance', { id: order.data.id }, token)).json();
  expect(paid).toMatchObject({ code: 200, msg: '支付成功' });
}

/** Every member's ledgers sum to their balance and points, and nothing is negative. */
async function expectLedgersBalance() {
  const db = t.database.db;
  const rows = await db.select({ id: members.id, balanceFen: members.balanceFen, score: members.score }).from(members);
  const b = new Map((await db.select({ id: balanceBills.memberId, sum: sql<string>`sum(${balanceBills.deltaFen})` }).from(balanceBills).groupBy(balanceBills.memberId)).map((r) => [r.id, Number(r.sum)]));
  const s = new Map((await db.select({ id: scoreBills.memberId, sum: sql<string>`sum(${scoreBills.delta})` }).from(scoreBills).groupBy(scoreBills.memberId)).map((r) => [r.id, Number(r.sum)]));
  expect(rows.length).toBeGreaterThan(3);
  for (const r of rows) {
    expect(b.get(r.id) ?? 0).toBe(r.balanceFen);
    expect(s.get(r.id) ?? 0).toBe(r.score);
    expect(r.balanceFen).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeGreaterThanOrEqual(0);
  }
}

let ancient: { id: number; content: string | null };
let thesis: { id: number; fullText: string | null };
let freeThesis: { id: number; fullText: string | null };
let book: { id: number; previewPages: number };

beforeAll(async () => {
  t = await makeTestApp();
  member = await signIn(t.app);
  other = await signIn(t.app, 'demo_editor');
  staff = await signIn(t.app, 'demo_staff');
  admin = await signIn(t.app, 'admin');
  memberId = await idOf('demo_member');
  const db = t.database.db;
  [ancient] = await db.select({ id: ancientBooks.id, content: ancientBooks.content }).from(ancientBooks).where(gt(ancientBooks.priceFen, 0)).orderBy(asc(ancientBooks.id)).limit(1);
  [thesis] = await db.select({ id: theses.id, fullText: theses.fullText }).from(theses).where(gt(theses.priceFen, 0)).orderBy(asc(theses.id)).limit(1);
  // The seeded theses all have a price: one is made free (its administrator may set 0).
  [freeThesis] = await db.update(theses).set({ priceFen: 0 }).where(eq(theses.id, thesis.id + 1)).returning({ id: theses.id, fullText: theses.fullText });
  [book] = await db.select({ id: books.id, previewPages: books.previewPages }).from(books).where(gt(books.priceFen, 0)).orderBy(asc(books.id)).limit(1);
});
afterAll(async () => {
  await t?.close();
});

describe('an ancient book: the 原文 is a preview until bought', () => {
  it('anonymous, a member, an institution reader (its package has no ancient books) and the admin get the preview only', async () => {
    for (const token of [undefined, member, staff, admin]) {
      const d = (await ancientDetail(ancient.id, token)).json().data;
      expect(d).toMatchObject({ fullAccess: false, accessVia: null, contentPreview: true });
      expect(d.content.length).toBeGreaterThan(0);
      expect(d.content.length).toBeLessThanOrEqual(ancient.content!.length / 2);
      expect(ancient.content!.startsWith(d.content)).toBe(true);
    }
  });

  it('the owner reads the whole text after buying; another member still reads the preview', async () => {
    await buy(member, memberId, ORDER_TYPE.ancient, ancient.id);
    expect((await ancientDetail(ancient.id, member)).json().data).toMatchObject({ fullAccess: true, accessVia: 'bought', contentPreview: false, content: ancient.content });
    expect((await ancientDetail(ancient.id, other)).json().data).toMatchObject({ fullAccess: false, contentPreview: true });
  });

  it('the list never carries the text', async () => {
    const rows = (await t.app.inject({ method: 'GET', url: '/api/w_abm/wkapi/v1/ancientBook/list?pageSize=5' })).json().rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: Record<string, unknown>) => !('content' in r))).toBe(true);
  });
});

describe('a thesis: the full text for the bought, the subscribed and everybody when free', () => {
  it('the subscribing institution reads it whole, named; a plain member and anonymous get the preview', async () => {
    expect((await get(`/common/thesis/${thesis.id}`, staff)).json().data).toMatchObject({ fullAccess: true, accessVia: 'subscription', subscribedBy: '文库示范大学图书馆', fullText: thesis.fullText });
    for (const token of [undefined, other]) {
      const d = (await get(`/common/thesis/${thesis.id}`, token)).json().data;
      expect(d).toMatchObject({ fullAccess: false, fullTextPreview: true });
      expect(d.fullText.length).toBeLessThan(thesis.fullText!.length);
    }
  });

  it('a free thesis is whole for anonymous readers; a bought one for its buyer', async () => {
    expect((await get(`/common/thesis/${freeThesis.id}`)).json().data).toMatchObject({ fullAccess: true, accessVia: 'free', fullText: freeThesis.fullText });
    await buy(member, memberId, ORDER_TYPE.monograph, thesis.id);
    expect((await get(`/common/thesis/${thesis.id}`, member)).json().data).toMatchObject({ fullAccess: true, accessVia: 'bought', fullText: thesis.fullText });
  });
});

describe('POST /fileLicense/accessBook: reading a whole book by a short-lived code', () => {
  const accessBook = (token: string | undefined, body: object) => post('/fileLicense/accessBook', body, token);

  it('anonymous 401; not bought 403; bad ids 400/404', async () => {
    expect((await accessBook(undefined, { id: book.id })).statusCode).toBe(401);
    expect((await accessBook(other, { id: book.id })).json()).toEqual({ code: 403, msg: LICENSE_MSG.buyBook });
    expect((await accessBook(admin, { id: book.id })).json()).toEqual({ code: 403, msg: LICENSE_MSG.buyBook });
    expect((await accessBook(other, {})).json()).toEqual({ code: 400, msg: LICENSE_MSG.book });
    expect((await accessBook(other, { id: 99999999 })).json()).toEqual({ code: 404, msg: LICENSE_MSG.bookMissing });
    expect((await accessBook(other, { id: book.id, accessMethod: 7 })).json()).toEqual({ code: 400, msg: LICENSE_MSG.method });
    expect(await t.database.db.select().from(fileAccessCodes)).toEqual([]);
  });

  it('the book detail says who may read it all', async () => {
    expect((await get(`/common/book/${book.id}`, other)).json().data).toMatchObject({ fullAccess: false, hasContent: true });
    expect((await get(`/common/book/${book.id}`, other)).json().data.content).toBeUndefined();
    expect((await get(`/common/book/${book.id}`, staff)).json().data).toMatchObject({ fullAccess: true, accessVia: 'subscription' });
  });

  it('after buying, the code opens every page of the book as a PDF, without the Authorization header', async () => {
    await buy(member, memberId, ORDER_TYPE.book, book.id);
    const detail = (await get(`/common/book/${book.id}`, member)).json().data;
    expect(detail).toMatchObject({ fullAccess: true, accessVia: 'bought' });
    const issued = await accessBook(member, { id: book.id });
    const res = issued.json();
    expect(res).toMatchObject({ code: 200, data: { accessMethod: 1, accessVia: 'bought', id: book.id } });
    expect(res.data.url).toBe(`/fileLicense/accessByCode/${res.data.code}`);
    const pdf = await open(res.data.url, issued);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    // 阅读全书 opens all of the book's 页数 (issue 34: 48 of 182 pages while saying 可阅读全书).
    expect(doc.getPageCount()).toBe(detail.pages);
    expect(res.data).toMatchObject({ pages: detail.pages, totalPages: detail.pages });
    expect(doc.getPageCount()).toBeGreaterThan(book.previewPages);
    expect(doc.getTitle()).not.toContain('试读');
    // Only the hash is kept.
    const [stored] = await t.database.db.select().from(fileAccessCodes).where(eq(fileAccessCodes.memberId, memberId));
    expect(stored.codeHash).not.toBe(res.data.code);
  });

  it('accessMethod 2 gives the pages as text: front matter then the body', async () => {
    const issued = await accessBook(member, { id: book.id, accessMethod: 2 });
    const full = (await open(issued.json().data.url, issued)).json().data;
    expect(full).toMatchObject({ id: book.id, full: true });
    expect(full.pages.slice(0, 3).map((p: { kind: string }) => p.kind)).toEqual(['cover', 'title', 'copyright']);
    expect(full.pages.filter((p: { kind: string }) => p.kind === 'body').length).toBeGreaterThan(3);
  });

  it('the institution reader gets a code through its subscription', async () => {
    expect((await accessBook(staff, { id: book.id })).json()).toMatchObject({ code: 200, data: { accessVia: 'subscription', subscribedBy: '文库示范大学图书馆' } });
  });

  it('an unknown or expired code is a 404 with a message', async () => {
    expect((await get('/fileLicense/accessByCode/nonsense')).json()).toEqual({ code: 404, msg: LICENSE_MSG.code });
    const issued = await accessBook(member, { id: book.id });
    await t.database.db.update(fileAccessCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await open(issued.json().data.url, issued)).json()).toEqual({ code: 404, msg: LICENSE_MSG.code });
  });

  it('a code is bound to the browser that asked for it: the link alone, or from another session, opens nothing (issue 30)', async () => {
    const issued = await accessBook(member, { id: book.id });
    const { url } = issued.json().data;
    const mine = codeHolderCookie(issued);
    expect(issued.cookies.find((c) => c.name === 'wk_code_holder')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/show/fileLicense' });
    // The link alone (a copied URL, another device): 403 with the reason.
    const bare = await get(url);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ code: 403, msg: CODE_OTHER_HOLDER_MSG });
    // Another member's browser with its own holder key (and its own session): no such code.
    const theirs = await accessBook(staff, { id: book.id });
    const stolen = await t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: { ...codeHolderCookie(theirs), ...authed(staff) } });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ code: 404, msg: LICENSE_MSG.code });
    // The member's own browser keeps its key across codes, and opens its code.
    const again = await t.app.inject({ method: 'POST', url: '/api/show/fileLicense/accessBook', payload: { id: book.id }, headers: { ...authed(member), ...mine } });
    expect(codeHolderCookie(again)).toEqual(mine);
    expect((await open(url, issued)).statusCode).toBe(200);
    // Single-purpose: a book's text code opens the text, never the PDF, and no other item.
    const text = await accessBook(member, { id: book.id, accessMethod: 2 });
    const asText = await open(text.json().data.url, text);
    expect(asText.headers['content-type']).toMatch(/^application\/json/);
    expect(asText.json().data).toMatchObject({ id: book.id });
  });
});

describe('POST /fileLicense/accessChronicles', () => {
  it('a 地方志 for any member; 旧方志 only for institution readers; text only', async () => {
    const [open] = await t.database.db.select().from(localHistories).where(eq(localHistories.type, 1)).limit(1);
    const [closed] = await t.database.db.select().from(localHistories).where(inArray(localHistories.type, [2, 3])).limit(1);
    expect((await post('/fileLicense/accessChronicles', { id: open.id, accessMethod: 2 })).statusCode).toBe(401);
    const issued = await post('/fileLicense/accessChronicles', { id: open.id, accessMethod: 2 }, member);
    const code = issued.json();
    expect(code.code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/show${code.data.url}`, headers: codeHolderCookie(issued) })).json().data).toMatchObject({ id: open.id, title: open.title });
    expect((await get(code.data.url)).json()).toEqual({ code: 403, msg: CODE_OTHER_HOLDER_MSG });
    expect((await post('/fileLicense/accessChronicles', { id: closed.id, accessMethod: 2 }, member)).json()).toEqual({ code: 403, msg: INSTITUTION_ONLY_MSG });
    expect((await post('/fileLicense/accessChronicles', { id: closed.id, accessMethod: 2 }, staff)).json().code).toBe(200);
    expect((await post('/fileLicense/accessChronicles', { id: open.id }, member)).json().code).toBe(400);
  });
});

describe('ledgers after the purchases', () => {
  it('every ledger sums to its balance, none negative', async () => {
    await expectLedgersBalance();
    const [w] = await t.database.db.select().from(members).where(and(eq(members.id, memberId)));
    expect(w.balanceFen).toBeGreaterThan(0);
  });
});
