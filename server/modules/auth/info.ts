import { eq } from 'drizzle-orm';
import { memberTypeForRole } from '../../../src/access/roles';
import { activeRoleKeyOf, managedJournalIdsFor } from '../../access/member';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { maskPhone } from '../../access/crypto';
import { isInstitutionReaderSession, type SignedIn } from '../../access/session';

/** The institution a member belongs to: its own party (institution accounts) or the staff's one. */
export function organizationPartyId(s: Pick<SignedIn, 'member' | 'partyType'>): number | null {
  return s.partyType === 2 ? s.member.partyId : (s.member.orgPartyId ?? null);
}

/** Institution accounts: party type 2 or member type 13 (docs/api-auth.md orgLoginByPwd). */
export const isInstitution = (s: Pick<SignedIn, 'partyType' | 'memberType'>) => s.partyType === 2 || s.memberType === 13;

/** `role[]` as the client reads it; `activated` is this session's active role. An IP-range session holds none. */
export function roleList(s: SignedIn) {
  if (isInstitutionReaderSession(s)) return [];
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
  if (isInstitutionReaderSession(s)) return institutionReaderInfo(db, s);
  const [organization, managedJournalIds] = await Promise.all([
    organizationOf(db, organizationPartyId(s)),
    managedJournalIdsFor(db, s.member.id, activeRoleKeyOf(s)),
  ]);
  return {
    memberType: s.memberType,
    partyType: s.partyType,
    organization,
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

/** The institution as the portal shows it. */
async function organizationOf(db: Db, orgPartyId: number | null) {
  const [org] = orgPartyId === null ? [] : await db.select().from(organizations).where(eq(organizations.partyId, orgPartyId));
  return org
    ? { imageUrl: org.imageUrl ?? null, partyId: org.partyId, name: org.name, wenkuSecurityGroup: { securityGroupId: org.securityGroupId ?? null } }
    : null;
}

/**
 * getInfo of an IP-range session: the institution it reads for, under the institution's name, and
 * none of the account's own details (username, phone, e-mail) or roles — anyone on the campus
 * network holds such a session. `institutionReader` tells the portal to offer 登录个人账号, not 我的文库.
 */
async function institutionReaderInfo(db: Db, s: SignedIn) {
  const organization = await organizationOf(db, organizationPartyId(s));
  return {
    memberType: s.memberType,
    partyType: s.partyType,
    institutionReader: true,
    organization,
    user: { avatar: organization?.imageUrl ?? null, partyId: s.member.partyId, mname: organization?.name ?? s.member.mname, username: '', phone: null, email: null, role: [] },
    managedJournalIds: [],
  };
}
