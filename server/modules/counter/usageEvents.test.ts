import { and, asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { articles, members, usageEvents } from '../../db/schema';

// Issue 33: each reader event is one usage_event row, written after the answer, with its institution.
let t: TestApp;
let staff: string;
let reader: string;
let orgPartyId: number;
let article: { id: number; journalId: number };
/** The seeded demo usage ends here: the tests read only the events they made. */
let seededUpTo = 0;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const eventsOf = (itemId: number) =>
  t.database.db
    .select()
    .from(usageEvents)
    .where(and(gt(usageEvents.id, seededUpTo), eq(usageEvents.itemKind, 1), eq(usageEvents.itemId, itemId)))
    .orderBy(asc(usageEvents.id));

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
});
