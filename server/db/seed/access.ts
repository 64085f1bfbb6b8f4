import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { journalManagers, journals, members, menus, menuSeedKeys, orgDepts, orgProfiles, orgRoleMenus, orgRoles, orgStaff, parties } from '../schema';
import { DEMO_PASSWORD } from './accounts';
import { holderMenus, platformMenuTree, type MenuSeed } from './adminMenus';

/**
 * Menus and the demo institution's structure (docs/api-access.md). A menu is a permission when it
 * names a subject and action. Person-scope menus only name what is harmless to grant without a
 * row condition (ability.ts grants person menus on every row): public reads, or rights the role's
 * policy already gives everywhere. What a role may write comes from src/access/policy.ts, with its
 * row conditions — so 我的作品 names no subject (authors manage only their own works).
 * The platform admin's grouped screens and each role holder's own screens are not written here:
 * they are derived from the resource declarations (./adminMenus.ts, the declaration's `menu`).
 */
export type { MenuSeed } from './adminMenus';

export const AUTHOR_ROLE_KEYS = [
  'forePublisher',
  'foreTeacher',
  'foreScholar',
  'foreWriter',
  'foreDissertation',
  'foreHeadmaster',
  'foreFamousTeach',
  'foreFamousTeachersOfBasicEducation',
  'forePhotographer',
  'studioManager',
  'foreStudioMember',
] as const;
export const JOURNAL_ROLE_KEYS = ['foreJoumalAdmin', 'zazhisheguanli', 'editer', 'showJournalAdministrators'] as const;
/** Every person role key but the platform admin. */
const EVERY_PERSON_KEY = ['foreMember', ...AUTHOR_ROLE_KEYS, ...JOURNAL_ROLE_KEYS] as const;

export const PERSON_MENUS: readonly MenuSeed[] = [
  { key: 'roleApply', name: '角色申请', path: '/usercenter/roleApply', icon: 'IdcardOutlined', menuType: 'C', perms: 'person:roleApply', roleKeys: EVERY_PERSON_KEY },
  { key: 'works', name: '我的作品', path: '/usercenter/works', icon: 'FileTextOutlined', menuType: 'C', perms: 'person:works', roleKeys: AUTHOR_ROLE_KEYS },
  // Teacher studios (issue 13): the manager runs their studio; a member posts documents. The menus
  // name only the public read; what each may write is the policy's (studio rows `{managerId}`, posts `{uid}`).
  {
    key: 'studio',
    name: '工作室管理',
    path: '/usercenter/studio',
    icon: 'HomeOutlined',
    menuType: 'M',
    perms: 'person:studio',
    subject: 'Studio',
    action: 'read',
    roleKeys: ['studioManager'],
    children: [
      { key: 'studioProfile', name: '工作室信息', path: '/usercenter/studio/profile', menuType: 'C', perms: 'studio:profile', subject: 'Studio', action: 'read' },
      { key: 'studioInfos', name: '工作室资讯', path: '/usercenter/studio/infos', menuType: 'C', perms: 'studio:info', subject: 'Studio', action: 'read' },
      { key: 'studioData', name: '工作室资料', path: '/usercenter/studio/data', menuType: 'C', perms: 'studio:data', subject: 'StudioData', action: 'read' },
      { key: 'studioVideos', name: '工作室视频', path: '/usercenter/studio/videos', menuType: 'C', perms: 'studio:video', subject: 'Studio', action: 'read' },
      { key: 'studioMembers', name: '成员管理', path: '/usercenter/studio/members', menuType: 'C', perms: 'studio:member', subject: 'Studio', action: 'read' },
    ],
  },
  {
    key: 'studioMember',
    name: '我的工作室',
    path: '/usercenter/studioMember',
    icon: 'TeamOutlined',
    menuType: 'M',
    perms: 'person:studioMember',
    subject: 'Studio',
    action: 'read',
    roleKeys: ['foreStudioMember'],
    children: [{ key: 'studioMemberData', name: '资料投稿', path: '/usercenter/studioMember/data', menuType: 'C', perms: 'studioMember:data', subject: 'StudioData', action: 'read' }],
  },
  {
    key: 'magazine',
    name: '期刊管理',
    path: '/usercenter/magazine',
    icon: 'ReadOutlined',
    menuType: 'M',
    perms: 'journal:manage',
    subject: 'Journal',
    action: 'read',
    roleKeys: JOURNAL_ROLE_KEYS,
    children: [
      { key: 'periods', name: '期次管理', path: '/usercenter/magazine/periods', menuType: 'C', perms: 'journal:period', subject: 'Period', action: 'read' },
      { key: 'columns', name: '栏目管理', path: '/usercenter/magazine/columns', menuType: 'C', perms: 'journal:column', subject: 'Column', action: 'read' },
      { key: 'articles', name: '文章管理', path: '/usercenter/magazine/articles', menuType: 'C', perms: 'journal:article', subject: 'Article', action: 'read' },
    ],
  },
  // The platform admin's seven groups and each role holder's own screens: derived from the resource declarations.
  ...platformMenuTree(),
  ...holderMenus(),
];

/** Organization menus: each grants its action on its subject, on the staff member's own institution only. */
export const ORGANIZATION_MENUS: readonly MenuSeed[] = [
  { key: 'orgInfo', name: '机构信息', path: '/org/info', icon: 'BankOutlined', menuType: 'C', perms: 'org:info', subject: 'Organization', action: 'manage' },
  { key: 'orgDept', name: '部门管理', path: '/org/dept', icon: 'ApartmentOutlined', menuType: 'C', perms: 'org:dept', subject: 'Dept', action: 'manage' },
  { key: 'orgStaff', name: '员工管理', path: '/org/staff', icon: 'TeamOutlined', menuType: 'C', perms: 'org:staff', subject: 'Staff', action: 'manage' },
  { key: 'orgRole', name: '角色管理', path: '/org/role', icon: 'SafetyCertificateOutlined', menuType: 'C', perms: 'org:role', subject: 'OrgRole', action: 'manage' },
  { key: 'orgBank', name: '银行账户', path: '/org/bank', icon: 'CreditCardOutlined', menuType: 'C', perms: 'org:bank', subject: 'BankAccount', action: 'manage' },
  { key: 'orgUsage', name: '使用统计', path: '/org/usage', icon: 'BarChartOutlined', menuType: 'C', perms: 'org:usage', subject: 'Organization', action: 'read' },
];

/** The demo institution's department, role (bound to two menus) and staff account. */
export const DEMO_ORG_STRUCTURE = {
  dept: { name: '综合办公室', leader: '郑敏', phone: '13800000019' },
  role: { name: '办公室管理员', roleKey: 'office_admin', menuKeys: ['orgDept', 'orgStaff'] },
  /** Signs in with DEMO_PASSWORD (the hash is demo_org's). */
  staff: { username: 'demo_staff', mname: '钱芳', phone: '13800000018', password: DEMO_PASSWORD },
  profile: { orgType: '1', areaCode: '110108', address: '北京市海淀区文库路1号', contactName: '钱芳', contactPhone: '13800000018' },
} as const;

/** demo_journal manages the first two journals (by id). */
export const DEMO_MANAGED_JOURNALS = 2;

/**
 * Seeds the demo institution's structure and journal assignments. The menus themselves are put in
 * by syncSeededMenus (./menuSync.ts), which runs first: the same code brings later menus to existing databases.
 */
export async function seedAccess(db: Db): Promise<void> {
  const ids = new Map((await db.select({ key: menuSeedKeys.key, menuId: menuSeedKeys.menuId }).from(menuSeedKeys).where(eq(menuSeedKeys.scope, 'organization'))).map((r) => [r.key, r.menuId]));

  // demo_org's hash is of the same demo password: reused, so seeding costs no extra argon2 run.
  const [org] = await db.select({ partyId: members.partyId, passwordHash: members.passwordHash }).from(members).where(eq(members.username, 'demo_org'));
  const [journalAdmin] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_journal'));
  if (!org || !journalAdmin) throw new Error('seedAccess: run seedAccounts first (demo_org, demo_journal)');
  const orgPartyId = org.partyId;
  const s = DEMO_ORG_STRUCTURE;

  await db.insert(orgProfiles).values({ partyId: orgPartyId, ...s.profile, authStatus: 2 });
  const [dept] = await db.insert(orgDepts).values({ orgPartyId, ...s.dept, sort: 1 }).returning({ id: orgDepts.id });
  const [role] = await db.insert(orgRoles).values({ orgPartyId, name: s.role.name, roleKey: s.role.roleKey, sort: 1 }).returning({ id: orgRoles.id });
  await db.insert(orgRoleMenus).values(s.role.menuKeys.map((k) => ({ orgRoleId: role.id, menuId: ids.get(k)! })));

  // A staff account: its own person party, no person role, employed by the institution.
  const [party] = await db.insert(parties).values({ partyType: 1 }).returning({ id: parties.id });
  const [staff] = await db
    .insert(members)
    .values({ partyId: party.id, orgPartyId, username: s.staff.username, mname: s.staff.mname, phone: s.staff.phone, passwordHash: org.passwordHash, memberType: 1 })
    .returning({ id: members.id });
  await db.insert(orgStaff).values({ orgPartyId, memberId: staff.id, deptId: dept.id, orgRoleId: role.id });

  const firstJournals = await db.select({ id: journals.id }).from(journals).orderBy(asc(journals.id)).limit(DEMO_MANAGED_JOURNALS);
  if (firstJournals.length) await db.insert(journalManagers).values(firstJournals.map((j) => ({ memberId: journalAdmin.id, journalId: j.id })));
}

/** Menu ids by seed key (tests, the admin screens' fixtures). */
export async function menuIdsByPerms(db: Db, perms: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: menus.id, perms: menus.perms }).from(menus).where(inArray(menus.perms, [...perms]));
  return new Map(rows.map((r) => [r.perms ?? '', r.id]));
}
