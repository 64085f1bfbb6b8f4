import { hash } from '@node-rs/argon2';
import type { Db } from '../client';
import { members, organizations, parties, partyRoles } from '../schema';

/** The one password of every demo account (spec §5: 8–18 characters, a lowercase letter and a digit). */
export const DEMO_PASSWORD = 'wenku2026';

export interface DemoAccount {
  /** Role key of spec §6; '' is the institution (member type 13). */
  roleKey: string;
  username: string;
  password: string;
  /** Member type the role key maps to (spec §6). */
  memberType: number;
  mname: string;
  phone: string;
  /** 1 person, 2 organization. */
  partyType: 1 | 2;
}

const account = (roleKey: string, username: string, memberType: number, mname: string, n: number, partyType: 1 | 2 = 1): DemoAccount => ({
  roleKey,
  username,
  password: DEMO_PASSWORD,
  memberType,
  mname,
  phone: `138000000${String(n).padStart(2, '0')}`,
  partyType,
});

/**
 * One demo account per role key of spec §6, with the role key → member type table
 * (foreMember 1 … foreWebAdmin 16; the empty key is the institution, 13). README and tests read this.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('foreMember', 'demo_member', 1, '李明', 1),
  account('foreJoumalAdmin', 'demo_journal', 2, '王静', 2),
  account('editer', 'demo_editor', 3, '张伟', 3),
  account('showJournalAdministrators', 'demo_jeditor', 3, '陈晓', 4),
  account('forePublisher', 'demo_publisher', 4, '刘洋', 5),
  account('foreTeacher', 'demo_teacher', 5, '杨帆', 6),
  account('studioManager', 'demo_studio', 6, '赵磊', 7),
  account('foreScholar', 'demo_scholar', 7, '黄文博', 8),
  account('foreWriter', 'demo_writer', 8, '周雨桐', 9),
  account('foreDissertation', 'demo_thesis', 9, '吴思远', 10),
  account('foreHeadmaster', 'demo_head', 10, '徐建国', 11),
  account('foreStudioMember', 'demo_stmember', 11, '孙悦', 12),
  account('zazhisheguanli', 'demo_magazine', 12, '马丽', 13),
  account('foreFamousTeach', 'demo_famous', 14, '朱清华', 14),
  account('forePhotographer', 'demo_photo', 15, '胡晨', 15),
  account('foreWebAdmin', 'admin', 16, '平台管理员', 16),
  account('', 'demo_org', 13, '文库示范大学图书馆', 17, 2),
];

/** The institution behind the `demo_org` account. */
export const DEMO_ORGANIZATION = {
  name: '文库示范大学图书馆',
  // Loopback only under test (the IP-login tests come from 127.0.0.1). Otherwise a documentation
  // range, so a reader trying the demo on localhost is not silently signed in as the institution;
  // DEMO_ORG_IP_RANGES (read at first start) puts in your own.
  ipRanges: process.env.DEMO_ORG_IP_RANGES ?? (process.env.NODE_ENV === 'test' ? '127.0.0.0/8,::1/128' : '192.0.2.0/24,2001:db8:1::/48'),
  securityGroupId: 1,
};

/** Writes a party, member and activated party_role for every demo account (one argon2id hash for all). */
export async function seedAccounts(db: Db): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const insertedParties = await db
    .insert(parties)
    .values(DEMO_ACCOUNTS.map((a) => ({ partyType: a.partyType })))
    .returning({ id: parties.id });
  // Serial ids are drawn in VALUES order, so ascending ids line up with DEMO_ACCOUNTS.
  const partyIds = insertedParties.map((p) => p.id).sort((a, b) => a - b);
  const orgIndex = DEMO_ACCOUNTS.findIndex((a) => a.partyType === 2);
  await db.insert(organizations).values({ partyId: partyIds[orgIndex], ...DEMO_ORGANIZATION });
  await db.insert(members).values(
    DEMO_ACCOUNTS.map((a, i) => ({
      partyId: partyIds[i],
      username: a.username,
      phone: a.phone,
      passwordHash,
      mname: a.mname,
      memberType: a.memberType,
    })),
  );
  await db.insert(partyRoles).values(DEMO_ACCOUNTS.map((a, i) => ({ partyId: partyIds[i], roleKey: a.roleKey, activated: true })));
}
