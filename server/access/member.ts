import { and, asc, eq } from 'drizzle-orm';
import type { AccessMember, MenuGrant } from '../../src/access/ability';
import { ROLE_POLICY } from '../../src/access/policy';
import type { Db } from '../db/client';
import { journalManagers, orgRoles, orgStaff } from '../db/schema';
import type { SignedIn } from './session';
import { orgRoleMenusFor, personMenusFor } from './menus';

export type StaffRow = typeof orgStaff.$inferSelect;

/**
 * A member without any role still needs one for the policy: ability.ts reads a missing active
 * role as the empty key, which is the institution account's. Institution staff have no person
 * role of their own, so a role-less person is treated as a plain member (`foreMember`), never
 * as an institution.
 */
export const ROLELESS_PERSON_KEY = 'foreMember';

/** The member's enabled position at an institution (org_staff), if any. */
export async function staffPositionOf(db: Db, memberId: number): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(orgStaff)
    .where(and(eq(orgStaff.memberId, memberId), eq(orgStaff.enabled, true)))
    .orderBy(asc(orgStaff.id))
    .limit(1);
  return row ?? null;
}

/** Whether the staff member's institution role is enabled (a disabled role grants nothing). */
async function enabledOrgRole(db: Db, orgRoleId: number | null, orgPartyId: number): Promise<number | null> {
  if (orgRoleId === null) return null;
  const [role] = await db
    .select({ id: orgRoles.id })
    .from(orgRoles)
    .where(and(eq(orgRoles.id, orgRoleId), eq(orgRoles.orgPartyId, orgPartyId), eq(orgRoles.enabled, true)));
  return role?.id ?? null;
}

const grant = (scope: 'person' | 'organization') => (m: { subject: string | null; action: string | null }): MenuGrant => ({
  subject: m.subject,
  action: m.action,
  scope,
});

/** The role key the policy applies for a session: the active role's, else the institution's (''), else a plain member's. */
export function activeRoleKeyOf(s: Pick<SignedIn, 'role' | 'partyType'>): string {
  return s.role ? s.role.roleKey : s.partyType === 2 ? '' : ROLELESS_PERSON_KEY;
}

/**
 * The journals the member manages (journal_manager) when the role key's rules are scoped to
 * journals; none otherwise. The server's ability and getInfo's `managedJournalIds` (the client's
 * ability) both read it, so the browser hides exactly what the server refuses.
 */
export async function managedJournalIdsFor(db: Db, memberId: number, roleKey: string): Promise<number[]> {
  const needsJournals = (ROLE_POLICY[roleKey] ?? []).some((rule) => rule.scope === 'journals');
  if (!needsJournals) return [];
  const rows = await db.select({ id: journalManagers.journalId }).from(journalManagers).where(eq(journalManagers.memberId, memberId)).orderBy(asc(journalManagers.journalId));
  return rows.map((r) => r.id);
}

/** What the policy needs about a signed-in member, plus where they work. */
export interface AccessFacts {
  member: AccessMember;
  /** Institution accounts: their own party; staff: org_staff.orgPartyId; others null. */
  orgPartyId: number | null;
  isInstitution: boolean;
  staff: StaffRow | null;
  /** The staff member's institution role when it is enabled. */
  orgRoleId: number | null;
}

/**
 * Builds the AccessMember of a session: roles with this session's active role flagged, the
 * institution, the journals a journal role manages (journal_manager), and the menus that are
 * permissions — the active role key's person menus and a staff member's institution-role menus.
 */
export async function accessFactsFor(db: Db, s: SignedIn): Promise<AccessFacts> {
  const isInstitution = s.partyType === 2;
  const staff = isInstitution ? null : await staffPositionOf(db, s.member.id);
  const orgPartyId = isInstitution ? s.member.partyId : (staff?.orgPartyId ?? null);

  const roles: Array<AccessMember['roles'][number]> = s.roles.map((r) => ({
    partyRoleId: r.id,
    partyRoleKey: r.roleKey,
    activated: r.id === s.role?.id,
  }));
  if (!s.role && !isInstitution) roles.push({ partyRoleKey: ROLELESS_PERSON_KEY, activated: true });
  const activeKey = activeRoleKeyOf(s);

  const managedJournalIds = await managedJournalIdsFor(db, s.member.id, activeKey);

  const menus: MenuGrant[] = (await personMenusFor(db, activeKey)).map(grant('person'));
  const orgRoleId = staff ? await enabledOrgRole(db, staff.orgRoleId ?? null, staff.orgPartyId) : null;
  if (orgRoleId !== null) menus.push(...(await orgRoleMenusFor(db, orgRoleId)).map(grant('organization')));

  return {
    member: { memberId: s.member.id, partyId: s.member.partyId, orgPartyId, roles, managedJournalIds, studioIds: [], menus },
    orgPartyId,
    isInstitution,
    staff,
    orgRoleId,
  };
}
