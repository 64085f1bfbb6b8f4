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
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ name: '平台管理', menuType: 'M', scope: 'person' });
    expect(tree[0].children.map((c: any) => [c.name, c.subject, c.action])).toEqual([
      ['角色申请审核', 'RoleApplication', 'review'],
      ['机构管理', 'Organization', 'manage'],
      ['菜单管理', 'Menu', 'manage'],
      ['角色菜单', 'Menu', 'update'],
      ['期刊管理', 'Journal', 'manage'],
      ['期次管理', 'Period', 'manage'],
      ['栏目管理', 'Column', 'manage'],
      ['文章管理', 'Article', 'manage'],
      ['图书管理', 'Book', 'manage'],
      ['法规管理', 'Content', 'manage'],
      ['报纸管理', 'Content', 'manage'],
      ['新闻管理', 'Content', 'manage'],
      ['古籍管理', 'Content', 'manage'],
      ['方志管理', 'Content', 'manage'],
      ['学位论文管理', 'Content', 'manage'],
      ['标准管理', 'Content', 'manage'],
      ['轮播图管理', 'Content', 'manage'],
      ['年鉴管理', 'Content', 'manage'],
      ['名师管理', 'FamousTeacher', 'manage'],
      ['名师成果管理', 'FamousTeacherWork', 'manage'],
      ['作品审核', 'Works', 'review'],
      ['版权登记审核', 'Copyright', 'review'],
      ['敏感词管理', 'Works', 'review'],
      ['操作日志', 'Content', 'manage'],
      ['订单管理', 'Order', 'manage'],
      ['余额积分调整', 'Order', 'manage'],
      ['对账', 'Order', 'manage'],
      ['充值选项', 'Order', 'manage'],
      ['机构订阅包', 'Order', 'manage'],
      ['问题反馈', 'PlatformIssue', 'manage'],
      ['字典管理', 'Content', 'manage'],
      ['字典数据', 'Content', 'manage'],
      ['作文管理', 'Composition', 'manage'],
      ['朗诵管理', 'Recitation', 'manage'],
      ['摄影作品管理', 'Photo', 'manage'],
      ['摄影活动管理', 'Content', 'manage'],
      ['摄影课堂管理', 'PhotoCourse', 'manage'],
      ['课程章节管理', 'PhotoCourse', 'manage'],
      ['课程视频管理', 'PhotoCourse', 'manage'],
      ['书法作品管理', 'Content', 'manage'],
      ['书法家管理', 'Content', 'manage'],
      ['校长管理', 'Headmaster', 'manage'],
      ['校长履历管理', 'HeadmasterExp', 'manage'],
      ['校长视频管理', 'HeadmasterWork', 'manage'],
      ['校长图文管理', 'HeadmasterWork', 'manage'],
      ['名校管理', 'Content', 'manage'],
      ['名校动态管理', 'Content', 'manage'],
      ['校园风采管理', 'Content', 'manage'],
      ['高校活动管理', 'Content', 'manage'],
      ['活动赛程管理', 'Content', 'manage'],
      ['获奖作品管理', 'Content', 'manage'],
      ['活动资讯管理', 'Content', 'manage'],
      ['教学资源管理', 'TeachingResource', 'manage'],
      ['教学目录管理', 'TeachingType', 'manage'],
      ['学校管理', 'Content', 'manage'],
      ['校区管理', 'Content', 'manage'],
      ['学习场所管理', 'Content', 'manage'],
      ['专题管理', 'Content', 'manage'],
      ['专题栏目管理', 'Content', 'manage'],
      ['专题资源管理', 'Content', 'manage'],
      ['数据库导航管理', 'Content', 'manage'],
      ['关于我们', 'Content', 'manage'],
      ['教师工作室', null, null],
      ['作家管理', 'Writer', 'manage'],
      ['作家视频管理', 'Writer', 'manage'],
      ['学者管理', 'Scholar', 'manage'],
      ['出版社管理', 'PublisherProfile', 'manage'],
      ['教师管理', 'TeacherProfile', 'manage'],
    ]);
    // A headmaster's own page and its rows (issue 14): the public read only; the writes are the policy's.
    const head = await as('demo_head');
    expect(menuNames((await head.api('GET', `${PERSON}/${head.role('foreHeadmaster')}`)).body.data)).toEqual(['角色申请', '我的作品', '校长资料', '校长履历', '校长视频', '校长图文']);
    const journal = await as('demo_journal');
    const jt = (await journal.api('GET', `${PERSON}/${journal.role('foreJoumalAdmin')}`)).body.data;
    expect(menuNames(jt)).toEqual(['角色申请', '期刊管理', '期次管理', '栏目管理', '文章管理']);
    expect(jt[1]).toMatchObject({ path: '/usercenter/magazine', icon: 'ReadOutlined', perms: 'journal:manage' });
    const writer = await as('demo_writer');
    expect(menuNames((await writer.api('GET', `${PERSON}/${writer.role('foreWriter')}`)).body.data)).toEqual(['角色申请', '我的作品', '作家信息', '作家视频']);
    const teacher = await as('demo_teacher');
    expect(menuNames((await teacher.api('GET', `${PERSON}/${teacher.role('foreTeacher')}`)).body.data)).toEqual(['角色申请', '我的作品', '学生作文', '学生朗诵', '教师资料', '我的教学资源']);
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
    expect(menuNames((await writer.api('GET', `${PERSON}/${writer.role('foreWriter')}`)).body.data)).toEqual(['角色申请', '作家信息', '作家视频']);
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
