import { eq } from 'drizzle-orm';
import { memberTypeForRole } from '../../../src/access/roles';
import { activeRoleKeyOf, managedJournalIdsFor } from '../../access/member';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { maskPhone } from './crypto';
import type { SignedIn } from './session';

/** The institution a member belongs to: its own party (institution accounts) or the staff's one. */
export function organizationPartyId(s: Pick<SignedIn, 'member' | 'partyType'>): number | null {
  return s.partyType === 2 ? s.member.partyId : (s.member.orgPartyId ?? null);
}

/** Institution accounts: party type 2 or member type 13 (docs/api-auth.md orgLoginByPwd). */
export const isInstitution = (s: Pick<SignedIn, 'partyType' | 'memberType'>) => s.partyType === 2 || s.memberType === 13;

/** `role[]` as the client reads it; `activated` is this session's active role. */
export function roleList(s: SignedIn) {
  return s.roles.map((r) => ({
    partyRoleId: r.id,
    partyRoleKey: r.roleKey,
    activated: r.id === s.role?.id,
    memberType: memberTypeForRole(r.roleKey),
  }));
}

/**
 * Member info of spec §3 (getInfo, switchRole). `managedJournalIds`: the journals the active role
 * manages (journal_manager; empty for other roles) — the client's `userjournalData`, so its
 * ability checks journal rows as the server does.
 */
export async function memberInfo(db: Db, s: SignedIn) {
  const orgPartyId = organizationPartyId(s);
  const [[org], managedJournalIds] = await Promise.all([
    orgPartyId === null ? [] : db.select().from(organizations).where(eq(organizations.partyId, orgPartyId)),
    managedJournalIdsFor(db, s.member.id, activeRoleKeyOf(s)),
  ]);
  return {
    memberType: s.memberType,
    partyType: s.partyType,
    organization: org
      ? {
          imageUrl: org.imageUrl ?? null,
          partyId: org.partyId,
          name: org.name,
          wenkuSecurityGroup: { securityGroupId: org.securityGroupId ?? null },
        }
      : null,
    user: {
      avatar: s.member.avatar ?? null,
      partyId: s.member.partyId,
      mname: s.member.mname,
      username: s.member.username,
      phone: maskPhone(s.member.phone),
      email: s.member.email ?? null,
      role: roleList(s).map(({ partyRoleId, partyRoleKey, activated }) => ({ partyRoleId, partyRoleKey, activated })),
    },
    managedJournalIds,
  };
}
