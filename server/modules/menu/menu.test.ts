import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { menus } from '../../db/schema';
import { caller, EXPIRED, FORBIDDEN, menuNames, O, orgSignIn } from '../organization/testing';

let t: TestApp;
let app: FastifyInstance;

const PERSON = '/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters';
const ORG = '/uc_p/wkapi/v1/wenku_menu/organization/getRouters';
const ORG_ROLES = '/uc_p/wkapi/v1/wenku_menu/organization/roles';

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in caller and their role ids by key. */
async function as(username: string, institution = false) {
  const api = caller(app, institution ? await orgSignIn(app, username) : await signIn(app, username));
  const roles = (await api('GET', '/auth/wkapi/v1/platform/roleList')).body.data as Array<{ partyRoleId: number; partyRoleKey: string }>;
  return { api, role: (key: string) => roles.find((r) => r.partyRoleKey === key)!.partyRoleId };
}

describe('getRouters', () => {
  it('refuses a signed-out caller with 401', async () => {
    const anon = caller(app, null);
    for (const path of [`${PERSON}/1`, `${ORG}/1`, ORG_ROLES]) expect((await anon('GET', path)).body, path).toEqual(EXPIRED);
  });

  it('person menus are those of the role key, as a tree sorted by sort', async () => {
    const admin = await as('admin');
    const tree = (await admin.api('GET', `${PERSON}/${admin.role('foreWebAdmin')}`)).body.data;
    // Issue 32 item 4: seven directories by domain, each screen under its group, derived from the resource declarations.
    expect(tree.map((g: any) => [g.name, g.menuType, g.icon])).toEqual([
      ['期刊出版', 'M', 'ReadOutlined'],
      ['图书与古籍', 'M', 'BookOutlined'],
      ['教育文化', 'M', 'BulbOutlined'],
      ['创作与版权', 'M', 'HighlightOutlined'],
      ['商城与订单', 'M', 'ShoppingCartOutlined'],
      ['机构与用户', 'M', 'BankOutlined'],
      ['系统', 'M', 'SettingOutlined'],
    ]);
    expect(tree.every((g: any) => g.scope === 'person' && g.children.length > 0)).toBe(true);
    const group = (name: string) => tree.find((g: any) => g.name === name).children.map((c: any) => [c.name, c.path, c.subject, c.action]);
    expect(group('期刊出版')).toEqual([
      ['期刊管理', '/admin/managedJournals', 'Journal', 'manage'],
      ['期次管理', '/admin/managedPeriods', 'Period', 'manage'],
      ['栏目管理', '/admin/managedColumns', 'Column', 'manage'],
      ['文章管理', '/admin/managedArticles', 'Article', 'manage'],
    ]);
    expect(group('商城与订单')).toEqual([
      ['订单管理', '/admin/adminOrders', 'Order', 'manage'],
      ['余额积分调整', '/admin/walletAdjust', 'Order', 'manage'],
      ['对账', '/admin/reconcile', 'Order', 'manage'],
      ['充值选项', '/admin/rechargeOptions', 'Order', 'manage'],
      ['机构订阅包', '/admin/securityGroups', 'Order', 'manage'],
    ]);
    expect(group('机构与用户')).toEqual([
      ['机构管理', '/admin/organizations', 'Organization', 'manage'],
      ['角色申请审核', '/admin/roleApplications', 'RoleApplication', 'review'],
      ['学者管理', '/admin/scholars', 'Scholar', 'manage'],
      ['出版社管理', '/admin/publishers', 'PublisherProfile', 'manage'],
      ['教师管理', '/admin/teachers', 'TeacherProfile', 'manage'],
    ]);
    expect(group('创作与版权').slice(0, 3)).toEqual([
      ['作品审核', '/admin/worksReview', 'Works', 'review'],
      ['敏感词管理', '/admin/sensitiveWords', 'Content', 'manage'],
      ['版权登记审核', '/admin/copyrightReview', 'Copyright', 'review'],
    ]);
    expect(group('系统').map(([name]: string[]) => name)).toEqual(['菜单管理', '角色菜单', '字典类型管理', '字典数据', '轮播图管理', '关于我们', '问题反馈', '操作日志']);
    // The 72 screens the platform admin had in the flat 平台管理, each now in its group (none lost, none
    // twice), and 专利管理, derived from the kit's declaration like the others.
    const screens = tree.flatMap((g: any) => g.children.map((c: any) => c.path));
    expect(screens).toHaveLength(73);
    expect(screens).toContain('/admin/patents');
    expect(new Set(screens).size).toBe(screens.length);
    // A headmaster's own page and its rows (issue 14): the public read only; the writes are the policy's.
    const head = await as('demo_head');
    expect(menuNames((await head.api('GET', `${PERSON}/${head.role('foreHeadmaster')}`)).body.data)).toEqual(['角色申请', '我的作品', '校长资料', '我的校长履历', '我的校长视频', '我的校长图文']);
    const journal = await as('demo_journal');
    const jt = (await journal.api('GET', `${PERSON}/${journal.role('foreJoumalAdmin')}`)).body.data;
    expect(menuNames(jt)).toEqual(['角色申请', '期刊管理', '期次管理', '栏目管理', '文章管理']);
    expect(jt[1]).toMatchObject({ path: '/usercenter/magazine', icon: 'ReadOutlined', perms: 'journal:manage' });
    const writer = await as('demo_writer');
    expect(menuNames((await writer.api('GET', `${PERSON}/${writer.role('foreWriter')}`)).body.data)).toEqual(['角色申请', '我的作品', '作家信息', '我的作家视频']);
    const teacher = await as('demo_teacher');
    expect(menuNames((await teacher.api('GET', `${PERSON}/${teacher.role('foreTeacher')}`)).body.data)).toEqual(['角色申请', '我的作品', '教师资料', '我的作文', '我的朗诵', '我的教学资源']);
    // The people directories (issue 14): a holder's own profile.
    const scholar = await as('demo_scholar');
    expect(menuNames((await scholar.api('GET', `${PERSON}/${scholar.role('foreScholar')}`)).body.data)).toEqual(['角色申请', '我的作品', '学者资料']);
    const publisher = await as('demo_publisher');
    expect(menuNames((await publisher.api('GET', `${PERSON}/${publisher.role('forePublisher')}`)).body.data)).toContain('出版社资料');
  });

  it('a roleId that is not one of mine is 403; a malformed one 400', async () => {
    const admin = await as('admin');
    const writer = await as('demo_writer');
    expect((await writer.api('GET', `${PERSON}/${admin.role('foreWebAdmin')}`)).body).toEqual(FORBIDDEN);
    expect((await writer.api('GET', `${PERSON}/99999999`)).body).toEqual(FORBIDDEN);
    expect((await writer.api('GET', `${PERSON}/abc`)).body).toEqual({ code: 400, msg: '角色编号不正确' });
  });

  it('only visible menus are answered', async () => {
    const writer = await as('demo_writer');
    await t.database.db.update(menus).set({ visible: false }).where(eq(menus.name, '我的作品'));
    expect(menuNames((await writer.api('GET', `${PERSON}/${writer.role('foreWriter')}`)).body.data)).toEqual(['角色申请', '作家信息', '我的作家视频']);
    await t.database.db.update(menus).set({ visible: true }).where(eq(menus.name, '我的作品'));
  });

  it('organization menus: every one for the institution account; its staff get their role’s; others 403', async () => {
    const org = await as('demo_org', true);
    const all = (await org.api('GET', `${ORG}/${org.role('')}`)).body.data;
    expect(menuNames(all)).toEqual(['机构信息', '部门管理', '员工管理', '角色管理', '银行账户', '使用统计']);
    expect(all.every((m: any) => m.scope === 'organization')).toBe(true);
    // Each grants management of its subject, but 使用统计 only reads (a role bound to it cannot edit the institution).
    expect(all.map((m: any) => m.action)).toEqual(['manage', 'manage', 'manage', 'manage', 'manage', 'read']);
    expect((await org.api('GET', ORG_ROLES)).body.data).toEqual([expect.objectContaining({ roleId: org.role(''), kind: 'institution', name: '机构管理员' })]);

    const staff = caller(app, await signIn(app, 'demo_staff'));
    const [mine] = (await staff('GET', ORG_ROLES)).body.data;
    expect(menuNames((await staff('GET', `${ORG}/${mine.roleId}`)).body.data)).toEqual(['部门管理', '员工管理']);
    // Another role of the same institution is not the staff member's.
    const other = await org.api('POST', `${O}/role`, { name: '全部权限', roleKey: 'all_menus', menuIds: all.map((m: any) => m.id) });
    expect((await staff('GET', `${ORG}/${other.body.data.id}`)).body).toEqual(FORBIDDEN);
    expect((await org.api('GET', `${ORG}/${mine.roleId}`)).body).toEqual(FORBIDDEN);

    const member = await as('demo_member');
    expect((await member.api('GET', `${ORG}/${member.role('foreMember')}`)).body).toEqual(FORBIDDEN);
    expect((await member.api('GET', ORG_ROLES)).body.data).toEqual([]);
  });
});
