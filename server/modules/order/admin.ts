import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ORDER_PAGE_SIZE, ORDER_TYPE_LABELS, PAY_STATUS, PAY_STATUS_LABELS } from '../../../src/shared/order';
import { authorizeEverywhere } from '../../access/authorize';
import { rowsOf } from '../../db/client';
import { balanceBills, members, orders, scoreBills } from '../../db/schema';
import { badRequest, notFound, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { mount, type Module } from '../../http/routes';
import { idParam } from '../collect/items';
import { yuan } from '../member/routes';
import { orderView } from './routes';
import { adjustWallet } from './service';

const MEMBER_MISSING = '会员不存在';

/** A whole number of fen or points, signed, within ±10,000,000; absent is 0. */
function signedInt(raw: unknown, msg: string): number {
  if (raw === undefined || raw === null || raw === '') return 0;
  const s = String(raw).trim();
  if (!/^-?\d{1,8}$/.test(s)) throw badRequest(msg);
  return Number(s);
}

function optionalCode(raw: unknown, allowed: Record<number, string>, msg: string): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = /^\d{1,2}$/.test(String(raw).trim()) ? Number(String(raw).trim()) : NaN;
  if (!allowed[n]) throw badRequest(msg);
  return n;
}

/**
 * The platform admin's side of commerce (manage Order without conditions: `foreWebAdmin`): every
 * order, a back-office adjustment (order type 9, remark required) and the reconciliation of ledgers
 * against balances with the takings per day and channel.
 */
export const orderAdminModule: Module = (app, db) => {
  mount(app, db, 'GET', '/order/admin/list', async (ctx) => {
    await authorizeEverywhere(ctx, 'manage', 'Order');
    const p = ctx.params;
    const paging = parsePaging(p, { name: 'admin-orders', sortable: [], defaultSort: [{ field: 'createTime', order: 'desc' as const }], pageSize: ORDER_PAGE_SIZE, maxPageSize: 100 }, { createTime: orders.createdAt, id: orders.id });
    const conditions: Array<SQL | undefined> = [];
    const memberId = p.memberId === undefined || p.memberId === '' ? undefined : idParam(p.memberId, MEMBER_MISSING, MEMBER_MISSING);
    if (memberId !== undefined) conditions.push(eq(orders.memberId, memberId));
    const orderType = optionalCode(p.orderType, ORDER_TYPE_LABELS, '订单类型不正确');
    if (orderType !== undefined) conditions.push(eq(orders.orderType, orderType));
    const payStatus = optionalCode(p.payStatus, PAY_STATUS_LABELS, '支付状态不正确');
    if (payStatus !== undefined) conditions.push(eq(orders.payStatus, payStatus));
    if (typeof p.orderNo === 'string' && p.orderNo.trim()) conditions.push(eq(orders.orderNo, p.orderNo.trim().slice(0, 32)));
    const where = and(...conditions);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ order: orders, username: members.username })
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(where)
        .orderBy(...paging.orderBy)
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return page(rows.map((r) => ({ ...orderView(r.order), memberId: r.order.memberId, username: r.username })), Number(total));
  });

  mount(app, db, 'POST', '/order/admin/adjust', async (ctx) => {
    await authorizeEverywhere(ctx, 'manage', 'Order');
    const memberId = idParam(ctx.params.memberId, '请指定会员', MEMBER_MISSING);
    const balanceFen = signedInt(ctx.params.balanceFen, '调整金额必须是整数（分）');
    const points = signedInt(ctx.params.points, '调整积分必须是整数');
    if (balanceFen === 0 && points === 0) throw badRequest('请填写调整金额或积分');
    const remark = typeof ctx.params.remark === 'string' ? ctx.params.remark.slice(0, 300) : '';
    const [exists] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!exists) throw notFound(MEMBER_MISSING);
    const order = await adjustWallet(db, memberId, { balanceFen, points, remark });
    return ok(orderView(order), '调整成功');
  });

  mount(app, db, 'GET', '/order/admin/reconcile', async (ctx) => {
    await authorizeEverywhere(ctx, 'manage', 'Order');
    const mismatches = rowsOf<{ member_id: number; balance_fen: number; ledger_fen: string; score: number; ledger_points: string }>(
      await db.execute(sql`
        select m.id as member_id, m.balance_fen, coalesce(b.s, 0) as ledger_fen, m.score, coalesce(s.s, 0) as ledger_points
        from ${members} m
        left join (select member_id, sum(delta_fen) s from ${balanceBills} group by member_id) b on b.member_id = m.id
        left join (select member_id, sum(delta) s from ${scoreBills} group by member_id) s on s.member_id = m.id
        where m.balance_fen <> coalesce(b.s, 0) or m.score <> coalesce(s.s, 0)
        limit 100`),
    );
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
      mismatches: mismatches.map((m) => ({ memberId: m.member_id, balanceFen: m.balance_fen, ledgerFen: Number(m.ledger_fen), score: m.score, ledgerPoints: Number(m.ledger_points) })),
      takings: takings.map((t) => ({ ...t, amountFen: Number(t.amountFen), amount: yuan(Number(t.amountFen)) })),
    });
  });
};
