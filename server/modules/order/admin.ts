import { z } from 'zod';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_TYPE, PAY_STATUS } from '../../../src/shared/order';
import { ADMIN_ORDER_CALLS as CALLS, adminOrderFilters, adminOrderResource, rechargeOptionResource } from '../../../src/resources/commerceAdmin';
import { authorizeEverywhere } from '../../access/authorize';
import { rowsOf, type Db } from '../../db/client';
import { balanceBills, members, orders, rechargeOptions, scoreBills } from '../../db/schema';
import { auditActor, recordAudit } from '../contentAudit/record';
import { badRequest, notFound, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { checkedByHandler, defineRoute, routesModule, type AnyRoute, type RouteAccess } from '../../http/declareRoute';
import { pagingShape } from '../../http/paging';
import { areaManagementRoutes } from '../area/manageArea';
import { recordId } from '../area/mountArea';
import type { AuthContext } from '../../access/session';
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

/** The platform admin only (`manage Order` without conditions): declared on every call below. */
const PLATFORM_ADMIN: RouteAccess = { action: 'manage', subject: 'Order', everywhere: true };

/** Who acts, for the audit log (the declared access already let only the platform admin in). */
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

/** Every order with filters, one order with its ledger entries, and the adjustments made. */
function orderReadRoutes(db: Db): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: CALLS.list.path,
      access: PLATFORM_ADMIN,
      summary: '全部订单（按关键字、会员、类型、状态、支付方式、日期筛选）',
      query: z.looseObject({ ...adminOrderFilters.shape, memberId: checkedByHandler({ type: 'integer', description: '会员编号' }), ...pagingShape(adminOrderResource) }),
      handler: async (ctx) => {
        const f = ctx.query;
        const conditions: Array<SQL | undefined> = [];
        if (f.keyword) conditions.push(or(eq(orders.orderNo, f.keyword.slice(0, 32)), ilike(members.username, `%${f.keyword.replace(/[%_\\]/g, '\\$&')}%`), ilike(orders.title, `%${f.keyword.replace(/[%_\\]/g, '\\$&')}%`)));
        if (ctx.input.memberId !== undefined && ctx.input.memberId !== '') conditions.push(eq(orders.memberId, recordId(ctx.input.memberId, MEMBER_MISSING)));
        if (f.orderType !== undefined) conditions.push(eq(orders.orderType, f.orderType));
        if (f.payStatus !== undefined) conditions.push(eq(orders.payStatus, f.payStatus));
        if (f.payType !== undefined) conditions.push(eq(orders.payType, f.payType));
        if (f.beginTime) conditions.push(gte(orders.createdAt, dayStart(f.beginTime)));
        if (f.endTime) conditions.push(lt(orders.createdAt, dayStart(f.endTime, 1)));
        return orderRows(db, and(...conditions), pagingOf(ctx.input));
      },
    }),
    defineRoute({
      method: 'GET',
      path: CALLS.one.path,
      access: PLATFORM_ADMIN,
      summary: '一个订单及其余额、积分流水',
      params: z.object({ id: checkedByHandler({ type: 'integer', description: '订单编号' }) }),
      handler: async (ctx) => {
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
      },
    }),
    defineRoute({
      method: 'GET',
      path: CALLS.adjustments.path,
      access: PLATFORM_ADMIN,
      summary: '后台调整记录（含余额与积分的变动）',
      query: z.looseObject(pagingShape(adminOrderResource)),
      handler: async (ctx) => {
          const result = await orderRows(db, eq(orders.orderType, ORDER_TYPE.adjustment), pagingOf(ctx.input));
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
      },
    }),
  ];
}

/** Balances against their ledgers (the members whose differ, at most 100) and the takings per day and channel. */
async function reconciliation(db: Db) {
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
}

/** The back-office adjustment and the reconciliation of ledgers against balances. */
function walletAdminRoutes(db: Db): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: CALLS.adjust.path,
      access: PLATFORM_ADMIN,
      summary: '调整会员的余额或积分（须填写说明，记入操作日志）',
      body: z.looseObject({
        username: checkedByHandler({ type: 'string', description: '会员账号（与 memberId 二选一）' }),
        memberId: checkedByHandler({ type: 'integer', description: '会员编号' }),
        balanceFen: checkedByHandler({ type: 'integer', description: '余额变动（分，可为负）' }),
        points: checkedByHandler({ type: 'integer', description: '积分变动（可为负）' }),
        remark: checkedByHandler({ type: 'string', description: '调整说明（必填）' }),
      }),
      handler: async (ctx) => {
        const who = await platformAdmin(ctx);
        const p = ctx.body;
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
      },
    }),
    defineRoute({
      method: 'GET',
      path: CALLS.reconcile.path,
      access: PLATFORM_ADMIN,
      summary: '对账：账户余额、积分与流水之差，及按日、按支付方式的收款',
      handler: () => reconciliation(db),
    }),
  ];
}

/**
 * The platform admin's side of commerce (manage Order without conditions: `foreWebAdmin`): every
 * order with filters and its details (ledger entries), the back-office adjustment (order type 9,
 * remark required, audit-logged), the reconciliation of ledgers against balances with the takings
 * per day and channel, and the recharge options.
 */
export const orderAdminModule = routesModule(
  'orderAdmin',
  (db) => [
    ...orderReadRoutes(db),
    ...walletAdminRoutes(db),
    // 充值选项: create, edit, delete, each audit-logged (the shared management of a declared resource).
    ...areaManagementRoutes({ resource: rechargeOptionResource, table: rechargeOptions, titleColumn: 'amountFen', notFoundMsg: '充值选项不存在' }),
  ],
  { tags: ['订单管理'] },
);
