import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { expectLedgerConsistent } from '../../../tests/helpers/ledger';
import { contentAudits, members, orders, organizations, rechargeOptions, securityGroupGrants, securityGroups } from '../../db/schema';

let t: TestApp;
let admin: string;
let member: string;
let staff: string;
let memberId: number;

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/show${url}`, payload, headers: token ? authed(token) : {} });

beforeAll(async () => {
  t = await makeTestApp();
  admin = await signIn(t.app, 'admin');
  member = await signIn(t.app);
  staff = await signIn(t.app, 'demo_staff');
  [{ id: memberId }] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
});
afterAll(async () => {
  await t?.close();
});

describe('who may use the commerce admin calls', () => {
  const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object]> = [
    ['GET', '/order/admin/list'],
    ['GET', '/order/admin/details/1'],
    ['GET', '/order/admin/adjustments'],
    ['POST', '/order/admin/adjust', { username: 'demo_member', balanceFen: 100, remark: '测试' }],
    ['GET', '/order/admin/reconcile'],
    ['GET', '/manage/rechargeOptions/list'],
    ['POST', '/manage/rechargeOptions', { amountFen: 1000 }],
    ['GET', '/manage/securityGroups/list'],
    ['POST', '/manage/securityGroups', { name: '测试包' }],
  ];
  it('anonymous 401; a member and an institution reader 403; nothing written', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    for (const [method, url, body] of calls) {
      expect((await req(method, url, undefined, body)).statusCode, url).toBe(401);
      for (const token of [member, staff]) {
        const res = await req(method, url, token, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(before);
  });
});

describe('orders', () => {
  it('lists every member\'s orders with filters; details show the ledger entries', async () => {
    const adjusted = (await req('POST', '/order/admin/adjust', admin, { username: 'demo_member', balanceFen: 5000, points: 20, remark: '活动奖励' })).json();
    expect(adjusted).toMatchObject({ code: 200, msg: '调整成功', data: { orderType: 9, username: 'demo_member', payStatus: 2 } });
    const list = (await req('GET', '/order/admin/list?orderType=9&keyword=demo_member', admin)).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows.every((r: { orderType: number; username: string }) => r.orderType === 9 && r.username === 'demo_member')).toBe(true);
    const byNo = (await req('GET', `/order/admin/list?keyword=${adjusted.data.orderNo}`, admin)).json();
    expect(byNo.rows.map((r: { id: number }) => r.id)).toEqual([adjusted.data.id]);
    expect((await req('GET', '/order/admin/list?orderType=99', admin)).json()).toEqual({ code: 400, msg: '订单类型不正确' });
    const detail = (await req('GET', `/order/admin/details/${adjusted.data.id}`, admin)).json().data;
    expect(detail.balanceEntries).toMatchObject([{ kind: 'adjust', deltaFen: 5000, remark: '活动奖励' }]);
    expect(detail.pointEntries).toMatchObject([{ kind: 'adjust', delta: 20 }]);
    expect((await req('GET', '/order/admin/details/99999999', admin)).json()).toEqual({ code: 404, msg: '订单不存在' });
  });
});

describe('back-office adjustment (order type 9)', () => {
  it('needs a remark, never leaves a negative balance, and is audit-logged with the order in one transaction', async () => {
    const [w] = await t.database.db.select().from(members).where(eq(members.id, memberId));
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.orderType, 9)))[0].n;
    const n = await count();
    expect((await req('POST', '/order/admin/adjust', admin, { username: 'demo_member', balanceFen: 100, remark: '  ' })).json()).toEqual({ code: 400, msg: '请填写调整说明' });
    expect((await req('POST', '/order/admin/adjust', admin, { username: 'demo_member', balanceFen: -(w.balanceFen + 1), remark: '扣减' })).json()).toEqual({ code: 400, msg: '调整后余额或积分不能为负数' });
    expect((await req('POST', '/order/admin/adjust', admin, { username: 'nobody_here', balanceFen: 100, remark: '测试' })).json()).toEqual({ code: 404, msg: '会员不存在' });
    expect((await req('POST', '/order/admin/adjust', admin, { username: 'demo_member', balanceFen: '1.5', remark: '测试' })).json()).toEqual({ code: 400, msg: '调整金额必须是整数（分）' });
    expect(await count()).toBe(n);
    const ok = (await req('POST', '/order/admin/adjust', admin, { username: 'demo_member', balanceFen: -1000, remark: '冲正重复充值' })).json();
    expect(ok.code).toBe(200);
    const [audit] = await t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'walletAdjustments'), eq(contentAudits.entityId, ok.data.id)));
    expect(audit).toMatchObject({ action: 'create', after: { username: 'demo_member', balanceFen: -1000, remark: '冲正重复充值' } });
    const adjustments = (await req('GET', '/order/admin/adjustments', admin)).json();
    expect(adjustments.rows[0]).toMatchObject({ id: ok.data.id, balanceDeltaFen: -1000, pointsDelta: 0 });
    await expectLedgerConsistent(t.database.db, memberId);
  });

  it('reconciliation finds every ledger equal to its balance', async () => {
    const r = (await req('GET', '/order/admin/reconcile', admin)).json().data;
    expect(r).toMatchObject({ balanced: true, mismatches: [] });
    expect(r.totalBalanceFen).toBe(r.totalLedgerFen);
  });
});

describe('recharge options', () => {
  it('the admin adds, edits and removes an option; the public list follows', async () => {
    const created = (await req('POST', '/manage/rechargeOptions', admin, { amountFen: 80_000, bonusFen: 12_000 })).json();
    expect(created.code).toBe(200);
    const id = created.data.id;
    const pub = async () => (await req('GET', '/recharge_options/list')).json().data as Array<{ id: number; label: string }>;
    expect((await pub()).find((o) => o.id === id)?.label).toBe('充800送120');
    expect((await req('PUT', `/manage/rechargeOptions/${id}`, admin, { enabled: false })).json().code).toBe(200);
    expect((await pub()).some((o) => o.id === id)).toBe(false);
    expect((await req('POST', '/manage/rechargeOptions', admin, { amountFen: 50 })).json()).toEqual({ code: 400, msg: '充值金额不能小于1元' });
    expect((await req('DELETE', `/manage/rechargeOptions/${id}`, admin)).json().code).toBe(200);
    expect(await t.database.db.select().from(rechargeOptions).where(eq(rechargeOptions.id, id))).toEqual([]);
  });
});

describe('security groups (institution subscription packages)', () => {
  it('lists the packages with their areas, journals and holders', async () => {
    const rows = (await req('GET', '/manage/securityGroups/list', admin)).json().rows;
    const all = rows.find((r: { name: string }) => r.name === '高校馆全库包');
    expect(all).toMatchObject({ allJournals: true, book: true, thesis: true, ancient: false, holders: '文库示范大学图书馆' });
  });

  it('a new package opens ancient books to the institution that holds it; a held package cannot be deleted', async () => {
    const created = (await req('POST', '/manage/securityGroups', admin, { name: '古籍专题包', ancient: true, remark: '古籍全文' })).json();
    expect(created).toMatchObject({ code: 200, data: { name: '古籍专题包', ancient: true, book: false } });
    const id = created.data.id;
    expect((await req('PUT', `/manage/securityGroups/${id}`, admin, { book: true })).json().data).toMatchObject({ ancient: true, book: true });
    const grants = await t.database.db.select().from(securityGroupGrants).where(eq(securityGroupGrants.groupId, id));
    expect(grants.map((g) => g.scope).sort()).toEqual(['ancient', 'book']);
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.name, '文库示范大学图书馆'));
    await t.database.db.update(organizations).set({ securityGroupId: id }).where(eq(organizations.partyId, org.partyId));
    expect((await req('DELETE', `/manage/securityGroups/${id}`, admin)).json()).toEqual({ code: 409, msg: '仍有机构持有该订阅包，请先在机构管理中为这些机构更换订阅包' });
    await t.database.db.update(organizations).set({ securityGroupId: org.securityGroupId }).where(eq(organizations.partyId, org.partyId));
    expect((await req('DELETE', `/manage/securityGroups/${id}`, admin)).json().code).toBe(200);
    expect(await t.database.db.select().from(securityGroups).where(eq(securityGroups.id, id))).toEqual([]);
    expect((await req('POST', '/manage/securityGroups', admin, { name: '' })).json()).toEqual({ code: 400, msg: '请输入订阅包名称' });
  });
});
