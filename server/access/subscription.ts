import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutionUsage, organizations, securityGroupGrants } from '../db/schema';
import { boundInstitutionOf } from './samlBinding';
import type { SignedIn } from './session';
import { staffPositionOf } from './member';

/**
 * Institutional access (issue 12, CNKI's model): content an institution subscribes to — what its
 * security group grants (server/db/schema/institution.ts) — is free to its institution account,
 * the sessions opened from its IP ranges and its enabled staff. Their reads and downloads of it
 * are counted per institution and month for the usage report.
 */
export type SubscribedItem =
  /** An article or a whole issue of a journal. */
  | { area: 'journal'; journalId: number }
  | { area: 'book' | 'ancient' | 'thesis' };

export interface Subscriber {
  orgPartyId: number;
  orgName: string;
}

/**
 * The institution a caller reads for: their own institution account (or its IP or CARSI session),
 * the one they are staff of, or the one their personal account was bound to through CARSI.
 */
export async function institutionPartyOf(db: Db, s: SignedIn): Promise<number | null> {
  if (s.partyType === 2) return s.member.partyId;
  return (await staffPositionOf(db, s.member.id))?.orgPartyId ?? (await boundInstitutionOf(db, s.member.id));
}

function grantCovers(item: SubscribedItem): SQL {
  if (item.area === 'journal') {
    return or(eq(securityGroupGrants.scope, 'allJournals'), and(eq(securityGroupGrants.scope, 'journal'), eq(securityGroupGrants.journalId, item.journalId)))!;
  }
  return eq(securityGroupGrants.scope, item.area);
}

/** The caller's institution when it subscribes to the item; null otherwise (and for the signed out). */
export async function subscriberFor(db: Db, s: SignedIn | null, item: SubscribedItem): Promise<Subscriber | null> {
  if (!s) return null;
  const orgPartyId = await institutionPartyOf(db, s);
  if (orgPartyId === null) return null;
  const [row] = await db
    .select({ orgPartyId: organizations.partyId, orgName: organizations.name })
    .from(organizations)
    .innerJoin(securityGroupGrants, eq(securityGroupGrants.groupId, organizations.securityGroupId))
    .where(and(eq(organizations.partyId, orgPartyId), grantCovers(item)))
    .limit(1);
  return row ?? null;
}

/** `YYYY-MM` of an instant in Beijing time, the month a use is counted in. */
export function usageMonth(at = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}

interface UsedItem {
  kind: number;
  id: number;
  title: string;
  journalId?: number | null;
}

/** Counts one read or download of each item for an institution: one upsert, however many items (a whole issue). */
export async function countUse(db: Db, who: Subscriber, use: 'view' | 'download', items: UsedItem | UsedItem[]): Promise<void> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return;
  const views = use === 'view' ? 1 : 0;
  const downloads = use === 'download' ? 1 : 0;
  const month = usageMonth();
  await db
    .insert(institutionUsage)
    .values(list.map((item) => ({ orgPartyId: who.orgPartyId, month, itemKind: item.kind, itemId: item.id, title: item.title.slice(0, 300), journalId: item.journalId ?? null, views, downloads })))
    .onConflictDoUpdate({
      target: [institutionUsage.orgPartyId, institutionUsage.month, institutionUsage.itemKind, institutionUsage.itemId],
      set: { views: sql`${institutionUsage.views} + ${views}`, downloads: sql`${institutionUsage.downloads} + ${downloads}` },
    });
}
