import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, books, journals, members, usageEvents } from '../schema';
import { issueSushiCredential } from '../../modules/counter/credentials';

/** demo_org's demo SUSHI credential (README: the librarian's `curl`); a real institution makes its own in 使用统计. */
export const DEMO_SUSHI = { customerId: 'demo_org', requestorId: 'demo-erm', apiKey: 'demo-sushi-key-wenku-2026' };

/** A small deterministic generator, so every seed has the same month of usage. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * demo_org's COUNTER demo (issue 33): its SUSHI credential and last month's usage — about 60
 * reader sessions on weekdays in library hours, searching, opening articles and books, reading
 * and downloading some, a few double clicks and a crawler — in one insert.
 */
export async function seedCounterUsage(db: Db, now = new Date()): Promise<void> {
  const [org] = await db.select({ partyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
  if (!org) throw new Error('seedCounterUsage: run seedAccounts first (demo_org)');
  await issueSushiCredential(db, org.partyId, DEMO_SUSHI.apiKey, DEMO_SUSHI);
  const arts = await db
    .select({ id: articles.id, title: articles.title, priceFen: articles.priceFen, journalId: articles.journalId, journalName: journals.name })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0)))
    .orderBy(asc(articles.id))
    .limit(24);
  const bks = await db.select({ id: books.id, title: books.title, priceFen: books.priceFen }).from(books).orderBy(asc(books.id)).limit(6);
  if (arts.length === 0) return;
  // Last month in Beijing time: its first day at 00:00 +08:00.
  const bj = new Date(now.getTime() + 8 * 3_600_000);
  const monthStart = Date.UTC(bj.getUTCFullYear(), bj.getUTCMonth() - 1, 1) - 8 * 3_600_000;
  const rand = prng(33);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const rows: (typeof usageEvents.$inferInsert)[] = [];
  for (let session = 1; session <= 60; session++) {
    const day = Math.floor(rand() * 28);
    let at = monthStart + day * 86_400_000 + (9 + Math.floor(rand() * 10)) * 3_600_000 + Math.floor(rand() * 3_600_000);
    const robot = session % 20 === 0;
    const common = { orgPartyId: org.partyId, sessionKey: `seed-${session}`, robot, platform: 'Wenku' };
    const step = () => (at += 20_000 + Math.floor(rand() * 300_000));
    rows.push({ ...common, at: new Date(step()), event: 'search', dataType: 'Platform', database: rand() < 0.6 ? 'all' : 'article', searchKind: 'automated' });
    if (rows.at(-1)!.database === 'article') rows.at(-1)!.searchKind = 'regular';
    for (let n = 1 + Math.floor(rand() * 4); n > 0; n--) {
      if (rand() < 0.8) {
        const a = pick(arts);
        const item = { itemKind: 1, itemId: a.id, itemName: a.title, titleKind: 'journal', titleId: a.journalId, titleName: a.journalName, dataType: 'Journal', database: 'article', accessType: 'Controlled' };
        const event = rand() < 0.6 ? 'request' : 'investigation';
        rows.push({ ...common, ...item, at: new Date(step()), event });
        // Now and then the reader clicks twice (the double-click filter counts it once).
        if (rand() < 0.15) rows.push({ ...common, ...item, at: new Date((at += 5_000)), event });
      } else {
        const b = pick(bks);
        const item = { itemKind: 2, itemId: b.id, itemName: b.title, titleKind: 'book', titleId: b.id, titleName: b.title, dataType: 'Book', database: 'book', accessType: b.priceFen > 0 ? 'Controlled' : 'Open' };
        rows.push({ ...common, ...item, at: new Date(step()), event: 'investigation' });
        if (rand() < 0.5) rows.push({ ...common, ...item, at: new Date(step()), event: 'request' });
      }
    }
  }
  await db.insert(usageEvents).values(rows);
}
