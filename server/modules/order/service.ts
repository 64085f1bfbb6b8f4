import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, lte, sql, sum, type SQL } from 'drizzle-orm';
import { ORDER_TTL_MINUTES, ORDER_TYPE, PAY_STATUS, PAY_TYPE, POINTS_RULE } from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { balanceBills, entitlements, members, orders, rechargeOptions, scoreBills } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { isSellable, owns, pricedItem } from './items';

export type OrderRow = typeof orders.$inferSelect;

export const MSG = {
  orderMissing: '订单不存在或不属于当前账号',
  itemMissing: '购买的内容不存在或已下架',
  owned: '您已购买过该内容，无需重复购买',
  ownWork: '这是您自己的作品，无需购买',
  free: '该内容免费，无需购买',
  typeUnknown: '订单类型不正确',
  typeUnsupported: '该类型的内容暂不支持购买',
  typeInternal: '该订单类型不能由会员创建',
  optionRequired: '请选择充值金额',
  optionMissing: '充值选项不存在或已停用',
  joinRequired: '请指定要购买的内容',
  paid: '订单已支付，请勿重复支付',
  cancelled: '订单已取消，请重新下单',
  expired: '订单已超时取消，请重新下单',
  noBalance: '账户余额不足，请先充值或选择其他支付方式',
  noPoints: '积分不足，请选择其他支付方式',
  topUpOnline: '充值订单请使用支付宝或微信支付',
  onlineClosed: '在线支付暂未开通，请使用账户余额或积分支付',
  scanToPay: '支付宝和微信支付请扫描二维码付款',
  payTypeWrong: '支付方式不正确',
  cannotCancelPaid: '订单已支付，不能取消',
  alreadyCancelled: '订单已取消',
  remarkRequired: '请填写调整说明',
  adjustNegative: '调整后余额或积分不能为负数',
} as const;

/** Order number: time to the second plus 6 random digits (unique index behind it). */
export function newOrderNo(now = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `${stamp}${p(randomInt(0, 1_000_000), 6)}`;
}

interface Entry {
  orderId: number | null;
  kind: string;
  remark?: string;
}

/**
 * Moves a member's balance by `deltaFen` and writes its ledger entry, inside the caller's
 * transaction. A debit is one conditional UPDATE (`balance_fen >= amount`), which takes the row
 * lock and re-checks after waiting for a concurrent writer, so the balance can never go negative.
 */
export async function moveBalance(tx: Db, memberId: number, deltaFen: number, entry: Entry, failMsg: string = MSG.noBalance): Promise<number> {
  if (!Number.isSafeInteger(deltaFen)) throw new Error('deltaFen must be an integer');
  const [row] = await tx
    .update(members)
    .set({ balanceFen: sql`${members.balanceFen} + ${deltaFen}` })
    .where(and(eq(members.id, memberId), deltaFen < 0 ? sql`${members.balanceFen} >= ${-deltaFen}` : undefined))
    .returning({ balanceFen: members.balanceFen });
  if (!row) throw badRequest(failMsg);
  await tx.insert(balanceBills).values({ memberId, orderId: entry.orderId, deltaFen, balanceAfterFen: row.balanceFen, kind: entry.kind, remark: entry.remark ?? '' });
  return row.balanceFen;
}

/** The same for points (`member.score`, ledger `score_bill`). */
export async function movePoints(tx: Db, memberId: number, delta: number, entry: Entry, failMsg: string = MSG.noPoints): Promise<number> {
  const after = await tryMovePoints(tx, memberId, delta, entry);
  if (after === null) throw badRequest(failMsg);
  return after;
}

/** movePoints that answers null instead of refusing when the member has fewer points than a debit needs. */
export async function tryMovePoints(tx: Db, memberId: number, delta: number, entry: Entry): Promise<number | null> {
  if (!Number.isSafeInteger(delta)) throw new Error('delta must be an integer');
  const [row] = await tx
    .update(members)
    .set({ score: sql`${members.score} + ${delta}` })
    .where(and(eq(members.id, memberId), delta < 0 ? sql`${members.score} >= ${-delta}` : undefined))
    .returning({ score: members.score });
  if (!row) return null;
  await tx.insert(scoreBills).values({ memberId, orderId: entry.orderId, delta, balanceAfter: row.score, kind: entry.kind, remark: entry.remark ?? '' });
  return row.score;
}

/**
 * Gives back the points a mixed online payment held on this (locked) order, through the ledger
 * (`release`), inside the caller's transaction. Nothing when none are held.
 */
export async function releaseHeldPoints(tx: Db, order: OrderRow, why: string): Promise<OrderRow> {
  if (order.heldPoints <= 0) return order;
  await movePoints(tx, order.memberId, order.heldPoints, { orderId: order.id, kind: 'release', remark: `${order.title}（${why}，积分退回）` });
  const [row] = await tx.update(orders).set({ heldPoints: 0 }).where(eq(orders.id, order.id)).returning();
  return row;
}

/** Points earned for `moneyFen` paid with money on a purchase. */
export const pointsEarned = (moneyFen: number) => Math.floor(moneyFen / 100) * POINTS_RULE.earnPerYuan;

const EXPIRED_REMARK = '超时未支付，已自动取消';

/**
 * Cancels unpaid orders past their 30 minutes (all, or one member's). Lazily on reads and by the
 * job. An order holding points for a mixed online payment is cancelled in a transaction of its own
 * that gives the points back; the rest in one statement.
 */
export async function expireUnpaid(db: Db, options: { memberId?: number; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const overdue = (...more: SQL[]) => and(eq(orders.payStatus, PAY_STATUS.unpaid), lte(orders.expiresAt, now), options.memberId === undefined ? undefined : eq(orders.memberId, options.memberId), ...more);
  let expired = 0;
  for (const { id } of await db.select({ id: orders.id }).from(orders).where(overdue(gt(orders.heldPoints, 0))).limit(500)) {
    expired += await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || order.payStatus !== PAY_STATUS.unpaid) return 0;
      await releaseHeldPoints(tx, order, '订单超时');
      await tx.update(orders).set({ payStatus: PAY_STATUS.cancelled, cancelledAt: now, remark: EXPIRED_REMARK }).where(eq(orders.id, id));
      return 1;
    });
  }
  const rows = await db
    .update(orders)
    .set({ payStatus: PAY_STATUS.cancelled, cancelledAt: now, remark: EXPIRED_REMARK })
    .where(overdue(eq(orders.heldPoints, 0)))
    .returning({ id: orders.id });
  return expired + rows.length;
}

function parseIntIn(raw: unknown, requiredMsg: string, wrongMsg: string): number {
  if (raw === undefined || raw === null || raw === '') throw badRequest(requiredMsg);
  const s = String(raw).trim();
  if (!/^\d{1,10}$/.test(s)) throw badRequest(wrongMsg);
  return Number(s);
}

export interface NewOrderInput {
  orderType: unknown;
  joinId?: unknown;
  rechargeOptionId?: unknown;
}

/**
 * Makes an unpaid order, priced from the server's record of the item (or recharge option). An
 * unpaid order of the same member for the same item is handed back instead of a second one.
 */
export async function createOrder(db: Db, memberId: number, input: NewOrderInput): Promise<OrderRow> {
  const orderType = parseIntIn(input.orderType, '请指定订单类型', MSG.typeUnknown);
  if (orderType === ORDER_TYPE.adjustment || orderType === ORDER_TYPE.pointsExpiry) throw badRequest(MSG.typeInternal);
  if (orderType === ORDER_TYPE.calligraphy) throw badRequest(MSG.typeUnsupported);
  if (orderType !== ORDER_TYPE.topUp && !isSellable(orderType)) throw badRequest(MSG.typeUnknown);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ORDER_TTL_MINUTES * 60_000);
  await expireUnpaid(db, { memberId, now });

  if (orderType === ORDER_TYPE.topUp) {
    const optionId = parseIntIn(input.rechargeOptionId, MSG.optionRequired, MSG.optionMissing);
    const [option] = await db
      .select()
      .from(rechargeOptions)
      .where(and(eq(rechargeOptions.id, optionId), eq(rechargeOptions.enabled, true)));
    if (!option) throw notFound(MSG.optionMissing);
    const title = `充值${option.amountFen / 100}元${option.bonusFen > 0 ? `送${option.bonusFen / 100}元` : ''}`;
    const [row] = await db
      .insert(orders)
      .values({ orderNo: newOrderNo(now), memberId, orderType, rechargeOptionId: option.id, amountFen: option.amountFen, bonusFen: option.bonusFen, title, createdAt: now, expiresAt })
      .returning();
    return row;
  }

  const joinId = parseIntIn(input.joinId, MSG.joinRequired, MSG.itemMissing);
  const item = joinId > 2_147_483_647 ? null : await pricedItem(db, orderType, joinId);
  if (!item) throw notFound(MSG.itemMissing);
  if (item.priceFen <= 0) throw badRequest(MSG.free);
  if (item.ownerId === memberId) throw badRequest(MSG.ownWork);
  if (await owns(db, memberId, orderType, joinId, item.periodId)) throw badRequest(MSG.owned);
  const [pending] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.orderType, orderType), eq(orders.joinId, joinId), eq(orders.payStatus, PAY_STATUS.unpaid), gt(orders.expiresAt, now)))
    .limit(1);
  if (pending && pending.amountFen === item.priceFen) return pending;
  const [row] = await db
    .insert(orders)
    .values({ orderNo: newOrderNo(now), memberId, orderType, joinId, amountFen: item.priceFen, title: item.title, createdAt: now, expiresAt })
    .returning();
  return row;
}

/** One of the member's orders, expired lazily first; 404 when it is not theirs. */
export async function memberOrder(db: Db, memberId: number, id: number): Promise<OrderRow> {
  await expireUnpaid(db, { memberId });
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.memberId, memberId)));
  if (!row) throw notFound(MSG.orderMissing);
  return row;
}

/**
 * An order for an item is paid only while the item is still on sale: one withdrawn (下架) or deleted
 * since the order was made answers exactly as ordering it would (404 购买的内容不存在或已下架), before
 * anything is charged or held — its full text is no longer served, so it must not be sold.
 */
export async function assertStillOnSale(db: Db, order: Pick<OrderRow, 'orderType' | 'joinId'>): Promise<void> {
  if (order.joinId === null || !isSellable(order.orderType)) return;
  if (!(await pricedItem(db, order.orderType, order.joinId))) throw notFound(MSG.itemMissing);
}

/** Locks an order row for the rest of the transaction. */
export async function lockOrder(tx: Db, id: number, memberId?: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), memberId === undefined ? undefined : eq(orders.memberId, memberId)))
    .for('update');
  return row;
}

/** Grants the item of a paid purchase; false when the member already owned it. */
export async function grant(tx: Db, order: OrderRow): Promise<boolean> {
  const item = order.joinId === null ? null : await pricedItem(tx, order.orderType, order.joinId);
  if (item?.periodId !== undefined && (await owns(tx, order.memberId, ORDER_TYPE.period, item.periodId))) return false;
  const added = await tx
    .insert(entitlements)
    .values({ memberId: order.memberId, itemKind: order.orderType, itemId: order.joinId!, orderId: order.id })
    .onConflictDoNothing()
    .returning({ id: entitlements.id });
  return added.length > 0;
}

export interface PaidOrder {
  order: OrderRow;
  balanceFen: number;
  score: number;
}

/**
 * Pays an unpaid purchase with the balance (3), points (4) or both, points first (5). One
 * transaction: the order row is locked first, then the member row moves through the ledgers; any
 * refusal rolls everything back. 20 concurrent calls for one order charge once.
 */
export async function payOrder(db: Db, memberId: number, id: number, payType: number): Promise<PaidOrder> {
  // Online money arrives by the channel's notification after the QR is scanned (server/modules/pay), never by this call.
  if (payType === PAY_TYPE.alipay || payType === PAY_TYPE.wechat) throw badRequest(MSG.scanToPay);
  if (payType !== PAY_TYPE.balance && payType !== PAY_TYPE.points && payType !== PAY_TYPE.mixed) throw badRequest(MSG.payTypeWrong);
  await expireUnpaid(db, { memberId });
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, memberId);
    if (!order) throw notFound(MSG.orderMissing);
    if (order.payStatus === PAY_STATUS.paid) throw badRequest(MSG.paid);
    if (order.payStatus === PAY_STATUS.cancelled) throw badRequest(order.cancelledAt && order.remark?.startsWith('超时') ? MSG.expired : MSG.cancelled);
    if (order.expiresAt.getTime() <= Date.now()) throw badRequest(MSG.expired);
    if (!isSellable(order.orderType)) throw badRequest(MSG.topUpOnline);
    await assertStillOnSale(tx, order);
    // Points held for a mixed online payment go back first: this payment takes what it needs anew.
    await releaseHeldPoints(tx, order, '改用其他方式支付');
    const [wallet] = await tx.select({ score: members.score }).from(members).where(eq(members.id, memberId)).for('update');
    const amount = order.amountFen;
    const pointsNeeded = Math.ceil(amount / POINTS_RULE.pointValueFen);
    let points = 0;
    if (payType === PAY_TYPE.points) {
      if (wallet.score < pointsNeeded) throw badRequest(MSG.noPoints);
      points = pointsNeeded;
    } else if (payType === PAY_TYPE.mixed) {
      points = Math.min(wallet.score, pointsNeeded);
    }
    const moneyFen = amount - Math.min(amount, points * POINTS_RULE.pointValueFen);
    if (!(await grant(tx, order))) throw badRequest(MSG.owned);
    const entry = { orderId: order.id, remark: order.title };
    let score = wallet.score;
    if (points > 0) score = await movePoints(tx, memberId, -points, { ...entry, kind: 'spend' });
    let balanceFen: number | undefined;
    if (moneyFen > 0) balanceFen = await moveBalance(tx, memberId, -moneyFen, { ...entry, kind: 'purchase' });
    const earned = pointsEarned(moneyFen);
    if (earned > 0) score = await movePoints(tx, memberId, earned, { ...entry, kind: 'earn' });
    const [paid] = await tx
      .update(orders)
      .set({ payStatus: PAY_STATUS.paid, payType, paidAt: new Date(), paidBalanceFen: moneyFen, paidPoints: points })
      .where(eq(orders.id, order.id))
      .returning();
    if (balanceFen === undefined) [{ balanceFen }] = await tx.select({ balanceFen: members.balanceFen }).from(members).where(eq(members.id, memberId));
    return { order: paid, balanceFen, score };
  });
}

export type Channel = 'alipay' | 'wechat';

/** The member cancels an unpaid order; points it held for a mixed online payment go back in the same transaction. */
export async function cancelOrder(db: Db, memberId: number, id: number): Promise<OrderRow> {
  await expireUnpaid(db, { memberId });
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, memberId);
    if (!order) throw notFound(MSG.orderMissing);
    if (order.payStatus !== PAY_STATUS.unpaid) throw badRequest(order.payStatus === PAY_STATUS.paid ? MSG.cannotCancelPaid : MSG.alreadyCancelled);
    await releaseHeldPoints(tx, order, '订单取消');
    const [row] = await tx.update(orders).set({ payStatus: PAY_STATUS.cancelled, cancelledAt: new Date(), remark: '会员取消' }).where(eq(orders.id, id)).returning();
    return row;
  });
}

/**
 * A back-office adjustment (order type 9) of a member's balance and/or points, with a required
 * remark; a paid order and its ledger entries in one transaction.
 */
export async function adjustWallet(
  db: Db,
  memberId: number,
  change: { balanceFen?: number; points?: number; remark: string },
  /** Written in the same transaction (the admin's audit entry). */
  alsoWrite?: (tx: Db, order: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  const remark = change.remark.trim();
  if (!remark) throw badRequest(MSG.remarkRequired);
  const balanceFen = change.balanceFen ?? 0;
  const points = change.points ?? 0;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(now),
        memberId,
        orderType: ORDER_TYPE.adjustment,
        amountFen: Math.abs(balanceFen),
        title: '后台调整',
        remark,
        payStatus: PAY_STATUS.paid,
        createdAt: now,
        paidAt: now,
        expiresAt: now,
      })
      .returning();
    const entry = { orderId: order.id, kind: 'adjust', remark };
    if (balanceFen !== 0) await moveBalance(tx, memberId, balanceFen, entry, MSG.adjustNegative);
    if (points !== 0) await movePoints(tx, memberId, points, entry, MSG.adjustNegative);
    await alsoWrite?.(tx, order);
    return order;
  });
}

/**
 * Expires a member's points earned more than `expireDays` ago and not yet used, oldest first: the
 * points to expire are what was earned before the cut-off minus everything ever taken off (spent,
 * expired, adjusted down). Writes an order of type 10 and its ledger entry. Returns the points expired.
 */
export async function expirePoints(db: Db, memberId: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - POINTS_RULE.expireDays * 86_400_000);
  return db.transaction(async (tx) => {
    const [wallet] = await tx.select({ score: members.score }).from(members).where(eq(members.id, memberId)).for('update');
    if (!wallet || wallet.score <= 0) return 0;
    const [{ old }] = await tx
      .select({ old: sum(scoreBills.delta) })
      .from(scoreBills)
      .where(and(eq(scoreBills.memberId, memberId), gt(scoreBills.delta, 0), lt(scoreBills.createdAt, cutoff)));
    const [{ taken }] = await tx
      .select({ taken: sum(scoreBills.delta) })
      .from(scoreBills)
      .where(and(eq(scoreBills.memberId, memberId), lt(scoreBills.delta, 0)));
    const toExpire = Math.min(wallet.score, Number(old ?? 0) + Number(taken ?? 0));
    if (toExpire <= 0) return 0;
    const [order] = await tx
      .insert(orders)
      .values({ orderNo: newOrderNo(now), memberId, orderType: ORDER_TYPE.pointsExpiry, amountFen: 0, title: '积分过期', payStatus: PAY_STATUS.paid, createdAt: now, paidAt: now, expiresAt: now, remark: `${toExpire}积分已过期` })
      .returning();
    await movePoints(tx, memberId, -toExpire, { orderId: order.id, kind: 'expire', remark: `${POINTS_RULE.expireDays}天前获得的积分已过期` });
    return toExpire;
  });
}

/** Members who may have points to expire (earned before the cut-off, points left). */
export async function membersWithOldPoints(db: Db, now = new Date()): Promise<number[]> {
  const cutoff = new Date(now.getTime() - POINTS_RULE.expireDays * 86_400_000);
  const rows = await db
    .selectDistinct({ memberId: scoreBills.memberId })
    .from(scoreBills)
    .innerJoin(members, eq(members.id, scoreBills.memberId))
    .where(and(gt(scoreBills.delta, 0), lt(scoreBills.createdAt, cutoff), gt(members.score, 0)));
  return rows.map((r) => r.memberId);
}

