import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, journals, usageEvents } from '../../db/schema';
import { usageMonth } from '../../access/subscription';
import { buildReport, type Identifiers, type ReportId, type ReportRequest } from './reports';
import type { RawEvent } from './rules';

/*
 * Reads an institution's usage events and the identifiers of their titles, and makes the report:
 * the SUSHI call's and 使用统计's COUNTER table's.
 */

/** The instant a Beijing month starts. */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00+08:00`);
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The institution's raw events of the months. */
async function eventsOf(db: Db, orgPartyId: number, begin: string, end: string): Promise<RawEvent[]> {
  return db
    .select({
      at: usageEvents.at,
      event: usageEvents.event,
      sessionKey: usageEvents.sessionKey,
      robot: usageEvents.robot,
      itemKind: usageEvents.itemKind,
      itemId: usageEvents.itemId,
      itemName: usageEvents.itemName,
      titleKind: usageEvents.titleKind,
      titleId: usageEvents.titleId,
      titleName: usageEvents.titleName,
      dataType: usageEvents.dataType,
      database: usageEvents.database,
      accessType: usageEvents.accessType,
      searchKind: usageEvents.searchKind,
      platform: usageEvents.platform,
    })
    .from(usageEvents)
    .where(and(eq(usageEvents.orgPartyId, orgPartyId), gte(usageEvents.at, monthStart(begin)), lt(usageEvents.at, monthStart(nextMonth(end))))) as Promise<RawEvent[]>;
}

/** ISSNs, ISBNs and publishers of the titles in the events (journals and books), keyed as reports.ts keys them. */
async function identifiersOf(db: Db, events: RawEvent[]): Promise<Map<string, Identifiers>> {
  const ids = new Map<string, Identifiers>();
  const journalIds = [...new Set(events.filter((e) => e.titleKind === 'journal' && e.titleId !== null).map((e) => e.titleId!))];
  const bookIds = [...new Set(events.filter((e) => e.itemKind === 2 && e.itemId !== null).map((e) => e.itemId!))];
  const [js, bs] = await Promise.all([
    journalIds.length ? db.select({ id: journals.id, issn: journals.issn, publisher: journals.publisher }).from(journals).where(inArray(journals.id, journalIds)) : [],
    bookIds.length ? db.select({ id: books.id, isbn: books.isbn, publisher: books.publisher, publishDate: books.publishDate }).from(books).where(inArray(books.id, bookIds)) : [],
  ]);
  for (const j of js) ids.set(`journal:${j.id}`, { Item_ID: j.issn ? { Print_ISSN: j.issn } : {}, Publisher: j.publisher ?? '' });
  for (const b of bs) {
    const known: Identifiers = { Item_ID: b.isbn ? { ISBN: b.isbn } : {}, Publisher: b.publisher ?? '', YOP: b.publishDate ? String(b.publishDate).slice(0, 4) : undefined };
    ids.set(`book:${b.id}`, known);
    ids.set(`2:${b.id}`, known);
  }
  return ids;
}

/** Builds a report of an institution from the database: the SUSHI call's and the admin page's. */
export async function institutionReport(
  db: Db,
  inst: { orgPartyId: number; name: string; customerId: string },
  reportId: ReportId,
  begin: string,
  end: string,
  options?: ReportRequest['options'],
) {
  const events = await eventsOf(db, inst.orgPartyId, begin, end);
  return buildReport(events, { reportId, beginMonth: begin, endMonth: end, institution: inst, identifiers: await identifiersOf(db, events), options, currentMonth: usageMonth() });
}

