import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTION_USAGE_CALLS as C, USAGE_MSG } from '../../../src/resources/institutionUsage';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { usageMonth } from '../../access/subscription';
import { articles, institutionUsage, members, organizations, securityGroupGrants } from '../../db/schema';
import { caller, FORBIDDEN, orgSignIn } from './testing';

let t: TestApp;
let org: string;
let staff: string;
let reader: string;
let admin: string;
let orgPartyId: number;
let article: { id: number; title: string; journalId: number; periodId: number };

const detail = (id: number, token?: string) => t.app.inject({ method: 'GET', url: `/api/show/exhibition/journal/article/${id}`, headers: token ? authed(token) : {} });
const download = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: authed(token) });

beforeAll(async () => {
  t = await makeTestApp();
  org = await orgSignIn(t.app, 'demo_org');
  staff = await signIn(t.app, 'demo_staff');
  reader = await signIn(t.app);
  admin = await signIn(t.app, 'admin');
  [{ orgPartyId }] = await t.database.db.select({ orgPartyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
  [article] = await t.database.db
    .select({ id: articles.id, title: articles.title, journalId: articles.journalId, periodId: articles.periodId })
    .from(articles)
    .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0)))
    .orderBy(asc(articles.id))
    .limit(1);
});
afterAll(async () => {
  await t?.close();
});

describe('institutional access: what the institution subscribes to is open to its readers', () => {
  it("its staff read a priced article's whole text, named as the institution's subscription; a plain member reads the preview", async () => {
    const forStaff = (await detail(article.id, staff)).json().data;
    expect(forStaff.fullTextPreview).toBe(false);
    expect(forStaff.subscribedBy).toBe('文库示范大学图书馆');
    const forReader = (await detail(article.id, reader)).json().data;
    expect(forReader.fullTextPreview).toBe(true);
    expect(forReader.subscribedBy).toBeNull();
    expect(forReader.fullText.length).toBeLessThan(forStaff.fullText.length);
  });

  it('the institution account itself (and so its IP-range sessions) reads it too', async () => {
    expect((await detail(article.id, org)).json().data).toMatchObject({ fullTextPreview: false, subscribedBy: '文库示范大学图书馆' });
  });

  it("its staff download the article and the whole issue unbought, stamped with the institution's subscription", async () => {
    const one = await download(`/order/downloadPdf?articleId=${article.id}`, staff);
    expect(one.statusCode).toBe(200);
    expect((await PDFDocument.load(one.rawPayload)).getSubject()).toContain('文库示范大学图书馆机构订阅');
    const issue = await download(`/order/downloadFullIssuePdf?periodId=${article.periodId}`, staff);
    expect(issue.statusCode).toBe(200);
    // A plain member has bought neither.
    expect((await download(`/order/downloadPdf?articleId=${article.id}`, reader)).statusCode).toBe(403);
  });

  it("counts its readers' views and downloads per month, item and journal; a plain member's are not counted", async () => {
    const rows = await t.database.db.select().from(institutionUsage).where(and(eq(institutionUsage.orgPartyId, orgPartyId), eq(institutionUsage.itemId, article.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ month: usageMonth(), itemKind: 1, journalId: article.journalId, views: 2, downloads: 2 });
  });

  it('a group of chosen journals opens those journals only', async () => {
    const db = t.database.db;
    const chosen = await db.select({ journalId: securityGroupGrants.journalId }).from(securityGroupGrants).where(eq(securityGroupGrants.groupId, 2));
    const ids = chosen.map((c) => c.journalId!);
    const [inGroup] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.journalId, ids[0]), eq(articles.articleStatus, 2), gt(articles.priceFen, 0))).orderBy(asc(articles.id)).limit(1);
    const [outside] = await db.select({ id: articles.id }).from(articles).where(and(notInArray(articles.journalId, ids), eq(articles.articleStatus, 2), gt(articles.priceFen, 0))).orderBy(asc(articles.id)).limit(1);
    await db.update(organizations).set({ securityGroupId: 2 }).where(eq(organizations.partyId, orgPartyId));
    try {
      expect((await detail(inGroup.id, staff)).json().data.fullTextPreview).toBe(false);
      expect((await detail(outside.id, staff)).json().data).toMatchObject({ fullTextPreview: true, subscribedBy: null });
      expect((await download(`/order/downloadPdf?articleId=${outside.id}`, staff)).statusCode).toBe(403);
    } finally {
      await db.update(organizations).set({ securityGroupId: 1 }).where(eq(organizations.partyId, orgPartyId));
    }
  });
});

describe('the usage report', () => {
  it('shows the subscription, the totals and the journals of the month', async () => {
    const res = await caller(t.app, org)('GET', C.report.path, { month: usageMonth() });
    expect(res.body.code).toBe(200);
    const report = res.body.data;
    expect(report).toMatchObject({ month: usageMonth(), orgName: '文库示范大学图书馆', subscription: { groupName: '高校馆全库包', grants: ['全部期刊', '图书', '学位论文'] } });
    // The journal's row sums what was counted for its articles this month (the tests above read and
    // downloaded some; the journal-only group's test may have read one more of the same journal).
    const [counted] = await t.database.db
      .select({ views: sql<number>`sum(${institutionUsage.views})::int`, downloads: sql<number>`sum(${institutionUsage.downloads})::int`, items: sql<number>`count(*)::int` })
      .from(institutionUsage)
      .where(and(eq(institutionUsage.orgPartyId, orgPartyId), eq(institutionUsage.month, usageMonth()), eq(institutionUsage.journalId, article.journalId)));
    const row = report.journals.find((j: { journalId: number }) => j.journalId === article.journalId);
    expect(row).toMatchObject({ views: Number(counted.views), downloads: Number(counted.downloads), uniqueItems: Number(counted.items) });
    expect(row.views).toBeGreaterThanOrEqual(2);
    expect(row.downloads).toBeGreaterThanOrEqual(2);
    expect(report.totals.views).toBe(report.journals.reduce((n: number, j: { views: number }) => n + j.views, 0));
  });

  it('lists the items a page at a time, busiest first', async () => {
    const res = await caller(t.app, org)('GET', C.items.path, { month: usageMonth(), pageNum: 1, pageSize: 2 });
    expect(res.body.code).toBe(200);
    expect(res.body.rows!.length).toBeLessThanOrEqual(2);
    expect(res.body.total).toBeGreaterThan(1);
    const [first, second] = res.body.rows!;
    expect(first.views + first.downloads).toBeGreaterThanOrEqual(second.views + second.downloads);
  });

  it('downloads as CSV for Excel (BOM, COUNTER metric names, the journal)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api${C.csv.path}?month=${usageMonth()}`, headers: authed(org) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF报告,期刊使用报告（TR_J1）')).toBe(true);
    expect(res.body).toContain('Total_Item_Requests（全文下载）');
    expect(res.body).toContain('文库示范大学图书馆');
  });

  it('refuses a malformed or future month', async () => {
    for (const month of ['2026-13', '26-11', '2999-01']) {
      expect((await caller(t.app, org)('GET', C.report.path, { month })).body).toEqual({ code: 400, msg: USAGE_MSG.month });
    }
  });

  it('is the institution’s own: signed out 401, a plain member 403, the platform admin names the institution', async () => {
    expect((await caller(t.app, null)('GET', C.report.path)).status).toBe(401);
    expect((await caller(t.app, reader)('GET', C.report.path)).body).toEqual(FORBIDDEN);
    expect((await caller(t.app, reader)('GET', C.csv.path)).body).toEqual(FORBIDDEN);
    const forAdmin = await caller(t.app, admin)('GET', C.report.path, { orgPartyId });
    expect(forAdmin.body.data.orgName).toBe('文库示范大学图书馆');
  });
});
