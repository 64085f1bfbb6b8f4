import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_TYPE, PAY_STATUS } from '../../../src/shared/order';
import { ADMIN_ORDER_CALLS as CALLS, adminOrderFilters, adminOrderResource, rechargeOptionResource } from '../../../src/resources/commerceAdmin';
import { authorizeEverywhere } from '../../access/authorize';
import { rowsOf, type Db } from '../../db/client';
import { balanceBills, members, orders, rechargeOptions, scoreBills } from '../../db/schema';
import { auditActor, recordAudit } from '../contentAudit/record';
import { badRequest, notFound, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { mount, type Module } from '../../http/routes';
import { mountAreaManagement } from '../area/manageArea';
import { recordId } from '../area/mountArea';
import type { AuthContext } from '../auth/session';
import { yuan } from '../member/routes';
import { orderView } from './views';
import { adjustWallet, type OrderRow } from './service';

const MEMBER_MISSING = '会员不存在';
const ORDER_MISSING = '订单不存在';

/** A whole number of fen or points, signed, within ±10,000,000; absent is 0. */
function signedInt(raw: unknown, msg: string): number {
  if (raw === undefined || raw === null || raw === '') return 0;
  const s = String(raw).trim();
  if (!/^-?\d{1,8}$/.test(s)) throw badRequest(msg);
  return Number(s);
}

/** Who acts: the platform admin only (`manage Order` without conditions). */
async function platformAdmin(ctx: AuthContext) {
  return auditActor(await authorizeEverywhere(ctx, 'manage', 'Order'));
}

const dayStart = (d: string, plusDays = 0) => new Date(new Date(`${d}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);

async function orderRows(db: Db, where: SQL | undefined, paging: { orderBy: SQL[]; limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db.select({ order: orders, username: members.username }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(where).orderBy(...paging.orderBy).limit(paging.limit).offset(paging.offset),
    db.select({ total: count() }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(where),
  ]);
  return page(rows.map((r) => ({ ...adminView(r.order), username: r.username })), Number(total));
}

const adminView = (o: OrderRow) => ({ ...orderView(o), memberId: o.memberId, channelTradeNo: o.channelTradeNo });
const pagingOf = (params: Record<string, unknown>) =>
  parsePaging(params, { name: 'admin-orders', sortable: [...adminOrderResource.sortable], defaultSort: [...adminOrderResource.defaultSort], pageSize: 15, maxPageSize: 100 }, { createTime: orders.createdAt, amountFen: orders.amountFen, id: orders.id });

/**
 * The platform admin's side of commerce (manage Order without conditions: `foreWebAdmin`): every
 * order with filters and its details (ledger entries), the back-office adjustment (order type 9,
 * remark required, audit-logged), the reconciliation of ledgers against balances with the takings
 * per day and channel, and the recharge options.
 */
export const orderAdminModule: Module = (app, db) => {
  mount(app, db, 'GET', CALLS.list.path, async (ctx) => {
    await platformAdmin(ctx);
    const f = adminOrderFilters.parse(ctx.params);
    const conditions: Array<SQL | undefined> = [];
    if (f.keyword) conditions.push(or(eq(orders.orderNo, f.keyword.slice(0, 32)), ilike(members.username, `%${f.keyword.replace(/[%_\\]/g, '\\$&')}%`), ilike(orders.title, `%${f.keyword.replace(/[%_\\]/g, '\\$&')}%`)));
    if (ctx.params.memberId !== undefined && ctx.params.memberId !== '') conditions.push(eq(orders.memberId, recordId(ctx.params.memberId, MEMBER_MISSING)));
    if (f.orderType !== undefined) conditions.push(eq(orders.orderType, f.orderType));
    if (f.payStatus !== undefined) conditions.push(eq(orders.payStatus, f.payStatus));
    if (f.payType !== undefined) conditions.push(eq(orders.payType, f.payType));
    if (f.beginTime) conditions.push(gte(orders.createdAt, dayStart(f.beginTime)));
    if (f.endTime) conditions.push(lt(orders.createdAt, dayStart(f.endTime, 1)));
    return orderRows(db, and(...conditions), pagingOf(ctx.params));
  });

  mount(app, db, 'GET', CALLS.one.path, async (ctx) => {
    await platformAdmin(ctx);
    const id = recordId(ctx.params.id, ORDER_MISSING);
    const [row] = await db.select({ order: orders, username: members.username, mname: members.mname }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).where(eq(orders.id, id));
    if (!row) throw notFound(ORDER_MISSING);
    const [bills, scores] = await Promise.all([
      db.select().from(balanceBills).where(eq(balanceBills.orderId, id)).orderBy(balanceBills.id),
      db.select().from(scoreBills).where(eq(scoreBills.orderId, id)).orderBy(scoreBills.id),
    ]);
    return ok({
      ...adminView(row.order),
      username: row.username,
      mname: row.mname,
      balanceEntries: bills.map((b) => ({ id: b.id, kind: b.kind, deltaFen: b.deltaFen, balanceAfterFen: b.balanceAfterFen, remark: b.remark, createTime: b.createdAt })),
      pointEntries: scores.map((s) => ({ id: s.id, kind: s.kind, delta: s.delta, balanceAfter: s.balanceAfter, remark: s.remark, createTime: s.createdAt })),
    });
  });

  mount(app, db, 'GET', CALLS.adjustments.path, async (ctx) => {
    await platformAdmin(ctx);
    const result = await orderRows(db, eq(orders.orderType, ORDER_TYPE.adjustment), pagingOf(ctx.params));
    // The signed changes, from the ledgers (one query each for the page).
    const ids = result.rows.map((r) => r.id);
    const [b, s] = ids.length
      ? await Promise.all([
          db.select({ orderId: balanceBills.orderId, delta: balanceBills.deltaFen }).from(balanceBills).where(inArray(balanceBills.orderId, ids)),
          db.select({ orderId: scoreBills.orderId, delta: scoreBills.delta }).from(scoreBills).where(inArray(scoreBills.orderId, ids)),
        ])
      : [[], []];
    result.rows = result.rows.map((r) => ({ ...r, balanceDeltaFen: b.find((x) => x.orderId === r.id)?.delta ?? 0, pointsDelta: s.find((x) => x.orderId === r.id)?.delta ?? 0 }));
    return result;
  });

  mount(app, db, 'POST', CALLS.adjust.path, async (ctx) => {
    const who = await platformAdmin(ctx);
    const p = ctx.params;
    const username = typeof p.username === 'string' ? p.username.trim().slice(0, 32) : '';
    if (!username && (p.memberId === undefined || p.memberId === '')) throw badRequest('请指定会员');
    const balanceFen = signedInt(p.balanceFen, '调整金额必须是整数（分）');
    const points = signedInt(p.points, '调整积分必须是整数');
    if (balanceFen === 0 && points === 0) throw badRequest('请填写调整金额或积分');
    const remark = typeof p.remark === 'string' ? p.remark.slice(0, 300) : '';
    const [member] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(username ? eq(members.username, username) : eq(members.id, recordId(p.memberId, MEMBER_MISSING)));
    if (!member) throw notFound(MEMBER_MISSING);
    const order = await adjustWallet(db, member.id, { balanceFen, points, remark }, async (tx, o) => {
      await recordAudit(tx, who, {
        action: 'create',
        entity: 'walletAdjustments',
        entityId: o.id,
        title: `${member.username} 余额${balanceFen >= 0 ? '+' : '-'}${yuan(Math.abs(balanceFen))}元 积分${points >= 0 ? '+' : ''}${points}`,
        before: null,
        after: { memberId: member.id, username: member.username, orderNo: o.orderNo, balanceFen, points, remark: remark.trim() },
      });
    });
    return ok({ ...adminView(order), username: member.username }, '调整成功');
  });

  mount(app, db, 'GET', CALLS.reconcile.path, async (ctx) => {
    await platformAdmin(ctx);
    const mismatches = rowsOf<{ member_id: number; username: string; balance_fen: number; ledger_fen: string; score: number; ledger_points: string }>(
      await db.execute(sql`
        select m.id as member_id, m.username, m.balance_fen, coalesce(b.s, 0) as ledger_fen, m.score, coalesce(s.s, 0) as ledger_points
        from ${members} m
        left join (select member_id, sum(delta_fen) s from ${balanceBills} group by member_id) b on b.member_id = m.id
        left join (select member_id, sum(delta) s from ${scoreBills} group by member_id) s on s.member_id = m.id
        where m.balance_fen <> coalesce(b.s, 0) or m.score <> coalesce(s.s, 0)
        limit 100`),
    );
    const totals = rowsOf<{ balance: string; ledger: string; score: string; members: string }>(
      await db.execute(sql`select coalesce(sum(balance_fen), 0) as balance, (select coalesce(sum(delta_fen), 0) from ${balanceBills}) as ledger, coalesce(sum(score), 0) as score, count(*) as members from ${members}`),
    )[0];
    const takings = await db
      .select({
        day: sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
        payType: orders.payType,
        orders: count(),
        amountFen: sql<string>`sum(${orders.amountFen})`,
      })
      .from(orders)
      .where(and(eq(orders.payStatus, PAY_STATUS.paid), sql`${orders.orderType} not in (9, 10)`))
      .groupBy(sql`1`, orders.payType)
      .orderBy(desc(sql`1`))
      .limit(400);
    return ok({
      balanced: mismatches.length === 0,
      totalBalanceFen: Number(totals.balance),
      totalLedgerFen: Number(totals.ledger),
      totalScore: Number(totals.score),
      memberCount: Number(totals.members),
      mismatches: mismatches.map((m) => ({ memberId: m.member_id, username: m.username, balanceFen: m.balance_fen, ledgerFen: Number(m.ledger_fen), score: m.score, ledgerPoints: Number(m.ledger_points) })),
      takings: takings.map((t) => ({ ...t, amountFen: Number(t.amountFen), amount: yuan(Number(t.amountFen)) })),
    });
  });

  // 充值选项: create, edit, delete, each audit-logged (the shared management of a declared resource).
  mountAreaManagement(app, db, { resource: rechargeOptionResource, table: rechargeOptions, titleColumn: 'amountFen', notFoundMsg: '充值选项不存在' });
};
