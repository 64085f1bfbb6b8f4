import { and, asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { publishedRows } from '../../db/published';
import { ancientBooks, articles, books, journalPeriods, members, theses, usageEvents } from '../../db/schema';

// Issue 33: each reader event is one usage_event row, written after the answer, with its institution.
let t: TestApp;
let staff: string;
let reader: string;
let orgPartyId: number;
let article: { id: number; journalId: number };
/** The seeded demo usage ends here: the tests read only the events they made. */
let seededUpTo = 0;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const eventsOf = (itemId: number, itemKind = 1) =>
  t.database.db
    .select()
    .from(usageEvents)
    .where(and(gt(usageEvents.id, seededUpTo), eq(usageEvents.itemKind, itemKind), eq(usageEvents.itemId, itemId)))
    .orderBy(asc(usageEvents.id));
/** The first published, priced row of a gated area (the demo institution subscribes to theses and books, not ancient books). */
const firstPriced = async (table: typeof theses | typeof ancientBooks | typeof books) =>
  (await t.database.db.select({ id: table.id }).from(table).where(and(publishedRows(table), gt(table.priceFen, 0))).orderBy(asc(table.id)).limit(1))[0];

beforeAll(async () => {
  t = await makeTestApp();
  [{ seededUpTo }] = (await t.database.db.select({ seededUpTo: max(usageEvents.id) }).from(usageEvents)).map((r) => ({ seededUpTo: r.seededUpTo ?? 0 }));
  staff = await signIn(t.app, 'demo_staff');
  reader = await signIn(t.app);
  [{ orgPartyId }] = await t.database.db.select({ orgPartyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
  [article] = await t.database.db
    .select({ id: articles.id, journalId: articles.journalId })
    .from(articles)
    .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0)))
    .orderBy(asc(articles.id))
    .limit(1);
});
afterAll(async () => {
  await t?.close();
});

describe('usage events', () => {
  it("a subscribing institution's staff reading an article's whole text is a request for the institution", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/show/exhibition/journal/article/${article.id}`, headers: { ...authed(staff), 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await eventsOf(article.id)).toHaveLength(1));
    const rows = await eventsOf(article.id);
    expect(rows.map((r) => r.event)).toEqual(['request']);
    expect(rows[0]).toMatchObject({ orgPartyId, robot: false, titleKind: 'journal', titleId: article.journalId, dataType: 'Journal', database: 'article', accessType: 'Controlled' });
    expect(rows[0].sessionKey).toMatch(/^s\d+$/);
  });

  it('a plain member refused the PDF is a denial with no institution', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/show/order/downloadPdf?articleId=${article.id}`, headers: { ...authed(reader), 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(403);
    await vi.waitFor(async () => expect((await eventsOf(article.id)).filter((r) => r.event === 'denial')).toHaveLength(1));
    const [denial] = (await eventsOf(article.id)).filter((r) => r.event === 'denial');
    expect(denial).toMatchObject({ orgPartyId: null, robot: false });
  });

  it('a search by a crawler is recorded as a robot, its session a hash (no address kept)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: '诗经' }, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    expect(res.statusCode).toBe(200);
    const searches = () => t.database.db.select().from(usageEvents).where(and(gt(usageEvents.id, seededUpTo), eq(usageEvents.event, 'search')));
    await vi.waitFor(async () => expect(await searches()).toHaveLength(1));
    const [s] = await searches();
    expect(s).toMatchObject({ robot: true, orgPartyId: null, database: 'all', searchKind: 'automated', itemId: null });
    expect(s.sessionKey).toMatch(/^h[0-9a-f]{40}$/);
  });

  it("a subscribing institution's staff reading a thesis's whole text is a Thesis_or_Dissertation request for the institution", async () => {
    const thesis = await firstPriced(theses);
    const res = await t.app.inject({ method: 'GET', url: `/api/show/common/thesis/${thesis.id}`, headers: { ...authed(staff), 'user-agent': BROWSER } });
    expect(res.json().data).toMatchObject({ fullAccess: true, fullTextPreview: false });
    await vi.waitFor(async () => expect(await eventsOf(thesis.id, 6)).toHaveLength(1));
    expect((await eventsOf(thesis.id, 6))[0]).toMatchObject({ event: 'request', orgPartyId, dataType: 'Thesis_or_Dissertation', database: 'thesis', titleKind: 'thesis', accessType: 'Controlled' });
  });

  it('staff of an institution without the ancient-book licence see the preview: an investigation and a No_License denial for the institution', async () => {
    const book = await firstPriced(ancientBooks);
    const res = await t.app.inject({ method: 'GET', url: `/api/w_abm/wkapi/v1/ancientBook/${book.id}`, headers: { ...authed(staff), 'user-agent': BROWSER } });
    expect(res.json().data).toMatchObject({ fullAccess: false });
    await vi.waitFor(async () => expect(await eventsOf(book.id, 5)).toHaveLength(2));
    const rows = await eventsOf(book.id, 5);
    expect(rows.map((r) => r.event).sort()).toEqual(['denial', 'investigation']);
    for (const r of rows) expect(r).toMatchObject({ orgPartyId, dataType: 'Book', database: 'ancient' });
  });

  it('a signed-out visitor shown the ancient-book preview makes an investigation only (no one was refused a licence)', async () => {
    const book = await firstPriced(ancientBooks);
    const before = (await eventsOf(book.id, 5)).length;
    const res = await t.app.inject({ method: 'GET', url: `/api/w_abm/wkapi/v1/ancientBook/${book.id}`, headers: { 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await eventsOf(book.id, 5)).toHaveLength(before + 1));
    expect((await eventsOf(book.id, 5))[before]).toMatchObject({ event: 'investigation', orgPartyId: null });
  });

  it("a book's preview is an investigation (never a request), attributed to the reader's institution", async () => {
    const book = await firstPriced(books);
    const res = await t.app.inject({ method: 'GET', url: `/api/show/common/book/preview/${book.id}`, headers: { ...authed(staff), 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await eventsOf(book.id, 2)).toHaveLength(1));
    expect((await eventsOf(book.id, 2))[0]).toMatchObject({ event: 'investigation', orgPartyId, dataType: 'Book', database: 'book' });
  });

  it("a member refused an issue's PDF is refused each of its articles: one denial per article", async () => {
    const [period] = await t.database.db
      .select({ id: journalPeriods.id })
      .from(journalPeriods)
      .innerJoin(articles, eq(articles.periodId, journalPeriods.id))
      .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0)))
      .orderBy(asc(journalPeriods.id))
      .limit(1);
    const inIssue = await t.database.db.select({ id: articles.id }).from(articles).where(and(eq(articles.periodId, period.id), eq(articles.articleStatus, 2)));
    const res = await t.app.inject({ method: 'GET', url: `/api/show/order/downloadFullIssuePdf?periodId=${period.id}`, headers: { ...authed(reader), 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(403);
    const denials = () =>
      t.database.db.select().from(usageEvents).where(and(gt(usageEvents.id, seededUpTo), eq(usageEvents.event, 'denial'), eq(usageEvents.itemKind, 1)));
    await vi.waitFor(async () => expect((await denials()).map((d) => d.itemId)).toEqual(expect.arrayContaining(inIssue.map((a) => a.id))));
  });
});
