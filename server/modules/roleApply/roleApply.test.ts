import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_APPLY_KIND_KEYS, roleApplyCalls } from '../../../src/resources/roleApplications';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { journalManagers, members, partyRoles } from '../../db/schema';
import { caller, EXPIRED, FORBIDDEN, menuNames } from '../organization/testing';

let t: TestApp;
let app: FastifyInstance;
let member: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;

const W = '/w_rl/wkapi/v1/platform/writer';
const LIST = '/w_rl/wkapi/v1/platform/roleApply/list';
const REVIEW = '/w_rl/wkapi/v1/platform/roleApply/review';
const WRITER_FORM = { realName: '李明', penName: '明月', phone: '13800000001', genre: '散文', works: '《江南旧事》', intro: '自由撰稿人' };

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  member = caller(app, await signIn(app, 'demo_member'));
  admin = caller(app, await signIn(app, 'admin'));
});
afterAll(async () => {
  await t?.close();
});

describe('every role application call', () => {
  it('refuses a signed-out caller with 401, for every kind', async () => {
    const anon = caller(app, null);
    for (const kind of ROLE_APPLY_KIND_KEYS) {
      for (const c of Object.values(roleApplyCalls(kind))) {
        const res = await anon(c.method, c.path, {});
        expect(res.body, `${c.method} ${c.path}`).toEqual(EXPIRED);
        expect(res.status).toBe(401);
      }
    }
    expect((await anon('GET', LIST)).body).toEqual(EXPIRED);
    expect((await anon('POST', REVIEW, { id: 1, status: 2 })).body).toEqual(EXPIRED);
  });

  it('every kind answers status 0 before any application', async () => {
    for (const kind of ROLE_APPLY_KIND_KEYS) {
      const res = await member('GET', roleApplyCalls(kind).status.path);
      expect(res.body, kind).toMatchObject({ code: 200, data: { status: 0, application: null, hasRole: false } });
    }
  });

  it('the review calls refuse anyone but the platform admin with 403', async () => {
    for (const who of ['demo_member', 'demo_org', 'demo_writer', 'demo_journal']) {
      const as = caller(app, await signIn(app, who));
      expect((await as('GET', LIST)).body, who).toEqual(FORBIDDEN);
      expect((await as('POST', REVIEW, { id: 1, status: 2, remark: '好' })).body, who).toEqual(FORBIDDEN);
    }
  });
});

describe('demo_member applies to be a writer and becomes one', () => {
  let applicationId: number;

  it('the form is checked per kind with Chinese messages', async () => {
    expect((await member('POST', `${W}/apply`, { ...WRITER_FORM, realName: '' })).body).toEqual({ code: 400, msg: '请输入真实姓名' });
    expect((await member('POST', `${W}/apply`, { ...WRITER_FORM, phone: '123' })).body).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    expect((await member('POST', `${W}/apply`, { ...WRITER_FORM, works: undefined })).body).toEqual({ code: 400, msg: '请填写代表作品' });
  });

  it('apply → status 1 (reviewing); a second apply is refused', async () => {
    const res = await member('POST', `${W}/apply`, WRITER_FORM);
    expect(res.body).toMatchObject({ code: 200, msg: '申请已提交，请等待审核', data: { status: 1 } });
    applicationId = res.body.data.id;
    const status = await member('GET', `${W}/status`);
    expect(status.body.data).toMatchObject({ status: 1, application: { id: applicationId, kind: 'writer', roleKey: 'foreWriter', form: { penName: '明月' } } });
    expect((await member('POST', `${W}/apply`, WRITER_FORM)).body).toEqual({ code: 400, msg: '您已提交过申请，请勿重复提交' });
  });

  it('edit while reviewing: a new history row, still status 1; others see nothing of it', async () => {
    const res = await member('PUT', `${W}/edit`, { ...WRITER_FORM, genre: '小说' });
    expect(res.body).toMatchObject({ code: 200, msg: '修改成功，请等待审核', data: { id: applicationId, status: 1 } });
    const history = (await member('GET', `${W}/historyRemark`)).body.data;
    expect(history.map((h: any) => [h.status, h.remark])).toEqual([
      [1, '修改申请后重新提交'],
      [1, '提交申请'],
    ]);
    const other = caller(app, await signIn(app, 'demo_scholar'));
    expect((await other('GET', `${W}/status`)).body.data.status).toBe(0);
    expect((await other('GET', `${W}/historyRemark`)).body.data).toEqual([]);
    expect((await other('PUT', `${W}/edit`, WRITER_FORM)).body).toEqual({ code: 400, msg: '您还没有提交过该申请' });
  });

  it('the admin lists it, must give a remark to reject, and approves with a remark', async () => {
    const list = await admin('GET', LIST, { status: 1, kind: 'writer' });
    expect(list.body.rows!.map((r) => [r.id, r.username, r.kindName])).toEqual([[applicationId, 'demo_member', '作家']]);
    expect((await admin('GET', LIST, { kind: 'nope' })).body).toEqual({ code: 400, msg: '申请类型不正确' });
    expect((await admin('GET', LIST, { orderByColumn: 'form' })).body).toEqual({ code: 400, msg: '不支持按“form”排序' });
    expect((await admin('POST', REVIEW, { id: applicationId, status: 4 })).body).toEqual({ code: 400, msg: '驳回申请时请填写审核意见' });
    expect((await admin('POST', REVIEW, { id: applicationId, status: 3, remark: 'x' })).body).toEqual({ code: 400, msg: '审核结果只能是通过或驳回' });
    expect((await admin('POST', REVIEW, { id: 987654, status: 2 })).body).toEqual({ code: 404, msg: '记录不存在' });
    const res = await admin('POST', REVIEW, { id: applicationId, status: 2, remark: '资料齐全，同意' });
    expect(res.body).toMatchObject({ code: 200, msg: '审核通过' });
    expect((await admin('POST', REVIEW, { id: applicationId, status: 4, remark: '再审' })).body).toEqual({ code: 400, msg: '该申请已审核，请勿重复操作' });
  });

  it('status 2 with the remark first in the history; the party_role exists (not activated); apply again is refused', async () => {
    expect((await member('GET', `${W}/status`)).body.data).toMatchObject({ status: 2, hasRole: true });
    const history = (await member('GET', `${W}/historyRemark`)).body.data;
    expect(history[0]).toMatchObject({ status: 2, remark: '资料齐全，同意' });
    expect(history).toHaveLength(3);
    const [m] = await t.database.db.select().from(members).where(eq(members.username, 'demo_member'));
    const [role] = await t.database.db.select().from(partyRoles).where(and(eq(partyRoles.partyId, m.partyId), eq(partyRoles.roleKey, 'foreWriter')));
    expect(role.activated).toBe(false);
    expect((await member('POST', `${W}/apply`, WRITER_FORM)).body).toEqual({ code: 400, msg: '您已提交过申请，请勿重复提交' });
    expect((await member('PUT', `${W}/edit`, WRITER_FORM)).body).toEqual({ code: 400, msg: '申请已通过，无需修改' });
  });

  it('roleList shows the role → switchRole to it → getRouters for it answers the writer menus', async () => {
    const roles = (await member('GET', '/auth/wkapi/v1/platform/roleList')).body.data as any[];
    const writer = roles.find((r) => r.partyRoleKey === 'foreWriter');
    expect(writer).toMatchObject({ activated: false, memberType: 8 });
    const before = await member('GET', `/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters/${writer.partyRoleId}`);
    expect(menuNames(before.body.data)).toEqual(['角色申请', '我的作品', '作家信息', '我的作家视频']);
    const switched = await member('GET', `/auth/wkapi/v1/platform/switchRole/${writer.partyRoleId}`);
    expect(switched.body).toMatchObject({ code: 200, msg: '切换成功', data: { memberType: 8 } });
    const active = (await member('GET', '/auth/wkapi/v1/platform/roleList')).body.data.find((r: any) => r.activated);
    expect(active.partyRoleKey).toBe('foreWriter');
    const memberRole = roles.find((r) => r.partyRoleKey === 'foreMember');
    const menus = await member('GET', `/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters/${writer.partyRoleId}`);
    expect(menus.body.data[1]).toMatchObject({ name: '我的作品', path: '/usercenter/works', scope: 'person', children: [] });
    expect(menuNames((await member('GET', `/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters/${memberRole.partyRoleId}`)).body.data)).toEqual(['角色申请']);
  });
});

describe('rejection, editing back to review, and the journal editor kind', () => {
  const J = '/custom/journalApply';

  it('a rejected application is edited back to reviewing; a new one may be submitted after rejection', async () => {
    const teacher = caller(app, await signIn(app, 'demo_photo'));
    const form = { realName: '胡晨', phone: '13800000015', school: '文库中学', subject: '美术' };
    const { id } = (await teacher('POST', '/teacher/apply', form)).body.data;
    await admin('POST', REVIEW, { id, status: 4, remark: '请补充职称' });
    expect((await teacher('GET', '/teacher/status')).body.data.status).toBe(4);
    const edited = await teacher('PUT', '/teacher/edit', { ...form, title: '一级教师' });
    expect(edited.body.data).toEqual({ id, status: 1 });
    const history = (await teacher('GET', '/teacher/historyRemark')).body.data;
    expect(history.map((h: any) => h.status)).toEqual([1, 4, 1]);
    expect(history[1].remark).toBe('请补充职称');
    await admin('POST', REVIEW, { id, status: 4, remark: '仍不符合条件' });
    const again = await teacher('POST', '/teacher/apply', { ...form, title: '高级教师' });
    expect(again.body.data.id).not.toBe(id);
    expect((await teacher('GET', '/teacher/status')).body.data).toMatchObject({ status: 1, application: { id: again.body.data.id } });
  });

  it('approving a journal editor assigns the journal (journal_manager) in the same transaction', async () => {
    const jeditor = caller(app, await signIn(app, 'demo_head'));
    expect((await jeditor('POST', `${J}/apply`, { realName: '徐建国', phone: '13800000011', journalId: 99999999, reason: '编辑经验十年' })).body).toEqual({ code: 400, msg: '申请管理的期刊不存在' });
    const journals = (await app.inject({ method: 'POST', url: '/api/show/es/getJournalList', payload: { pageSize: 1 } })).json().rows;
    const journalId = journals[0].id as number;
    const { id } = (await jeditor('POST', `${J}/apply`, { realName: '徐建国', phone: '13800000011', journalId, reason: '编辑经验十年' })).body.data;
    expect((await admin('POST', REVIEW, { id, status: 2, remark: '同意' })).status).toBe(200);
    const [m] = await t.database.db.select().from(members).where(eq(members.username, 'demo_head'));
    expect(await t.database.db.select().from(journalManagers).where(eq(journalManagers.memberId, m.id))).toEqual([{ memberId: m.id, journalId }]);
    const roles = (await jeditor('GET', '/auth/wkapi/v1/platform/roleList')).body.data as any[];
    expect(roles.map((r) => r.partyRoleKey).sort()).toEqual(['foreHeadmaster', 'showJournalAdministrators']);
  });

  it('a member may not read another member’s routers', async () => {
    const roles = (await admin('GET', '/auth/wkapi/v1/platform/roleList')).body.data as any[];
    const res = await member('GET', `/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters/${roles[0].partyRoleId}`);
    expect(res.body).toEqual(FORBIDDEN);
  });
});
