import { eq } from 'drizzle-orm';
import { ORDER_TYPE, PAY_STATUS, PAY_TYPE, PAY_TYPE_LABELS, POINTS_RULE } from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { members, orders } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { SELLABLE } from './items';
import { assertStillOnSale, expireUnpaid, grant, lockOrder, moveBalance, movePoints, MSG, pointsEarned, releaseHeldPoints, tryMovePoints, type Channel, type OrderRow } from './service';

/**
 * Money that arrives online (Alipay / WeChat Pay notifications and trade queries), and the mixed
 * payment whose rest is paid online: points first, held on the order until the channel's payment
 * arrives (docs/decisions.md "Mixed payment with the rest online (commerce)").
 */

export const MIXED_MSG = {
  channel: '请选择支付宝或微信支付余款',
  noPoints: '您没有可用积分，请直接选择支付宝或微信支付',
  pointsCoverAll: '积分足以支付全部金额，请选择河贝积分支付',
} as const;

const CHANNEL_LABEL: Record<Channel, string> = { alipay: PAY_TYPE_LABELS[PAY_TYPE.alipay], wechat: PAY_TYPE_LABELS[PAY_TYPE.wechat] };

/** What `points` pay of `amountFen`, and the rest. */
export function mixedSplit(amountFen: number, points: number) {
  const pointsFen = Math.min(amountFen, points * POINTS_RULE.pointValueFen);
  return { pointsFen, restFen: amountFen - pointsFen };
}

/** The points a mixed payment of this amount takes from a member holding `score`: as many as useful. */
export const mixedPoints = (amountFen: number, score: number) => Math.min(score, Math.ceil(amountFen / POINTS_RULE.pointValueFen));

export interface HeldOrder {
  order: OrderRow;
  heldPoints: number;
  restFen: number;
  score: number;
}

/**
 * `payToBuy {id, payType: 5, channel}`: takes the points part of a mixed payment now (ledger
 * `spend`) and holds it on the order; the rest is then paid through the channel's QR
 * (`…/getPaymentQRCode?id&payType=5`). Asked again, it answers the same hold. The points come back
 * (`release`) when the order is cancelled, expires, or is paid another way.
 */
export async function holdPointsForOnline(db: Db, memberId: number, id: number): Promise<HeldOrder> {
  await expireUnpaid(db, { memberId });
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, memberId);
    if (!order) throw notFound(MSG.orderMissing);
    if (order.payStatus === PAY_STATUS.paid) throw badRequest(MSG.paid);
    if (order.payStatus === PAY_STATUS.cancelled) throw badRequest(order.remark?.startsWith('超时') ? MSG.expired : MSG.cancelled);
    if (order.expiresAt.getTime() <= Date.now()) throw badRequest(MSG.expired);
    if (!SELLABLE[order.orderType]) throw badRequest(MSG.topUpOnline);
    await assertStillOnSale(tx, order);
    const [wallet] = await tx.select({ score: members.score }).from(members).where(eq(members.id, memberId)).for('update');
    if (order.heldPoints > 0) return { order, heldPoints: order.heldPoints, restFen: mixedSplit(order.amountFen, order.heldPoints).restFen, score: wallet.score };
    const points = mixedPoints(order.amountFen, wallet.score);
    if (points <= 0) throw badRequest(MIXED_MSG.noPoints);
    const { restFen } = mixedSplit(order.amountFen, points);
    if (restFen <= 0) throw badRequest(MIXED_MSG.pointsCoverAll);
    const score = await movePoints(tx, memberId, -points, { orderId: order.id, kind: 'spend', remark: `${order.title}（混合支付，待在线支付余款）` });
    const [held] = await tx.update(orders).set({ heldPoints: points }).where(eq(orders.id, order.id)).returning();
    return { order: held, heldPoints: points, restFen, score };
  });
}

export interface CreditResult {
  credited: boolean;
  reason?: 'unknown' | 'already' | 'amount';
  order?: OrderRow;
}

/**
 * What a verified payment notification (or trade query) calls: the channel was paid `amountFen`
 * for the order, for the whole amount (`points` 0) or for the rest of a mixed payment after
 * `points` (the trade number says which: server/modules/pay/channel.ts tradeNoFor). One transaction:
 * - a top-up credits its amount plus bonus to the balance;
 * - a purchase grants the item and earns points on the money paid. The points part of a mixed
 *   payment is the points held on the order; if they were given back meanwhile (the order expired
 *   or was cancelled before the money arrived) they are taken again. Points held but not needed
 *   (the whole amount was paid online) go back.
 * - money for an item the member meanwhile owns, or whose points part can no longer be taken, goes
 *   to the balance (`refund`) — the order is still honoured, never lost.
 * Idempotent: a paid order credits nothing more. An order that expired or was cancelled is still
 * honoured (the money was taken). A wrong amount or an unknown order credits nothing.
 */
export async function markOrderPaid(db: Db, orderId: number, channel: Channel, amountFen: number, tradeNo?: string, points = 0): Promise<CreditResult> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.orderType === ORDER_TYPE.adjustment || locked.orderType === ORDER_TYPE.pointsExpiry) return { credited: false, reason: 'unknown' as const };
    if (locked.payStatus === PAY_STATUS.paid) return { credited: false, reason: 'already' as const, order: locked };
    const { pointsFen, restFen } = mixedSplit(locked.amountFen, points);
    const mixed = points > 0;
    if (amountFen !== restFen || (mixed && (locked.orderType === ORDER_TYPE.topUp || restFen <= 0 || pointsFen < points * POINTS_RULE.pointValueFen))) {
      return { credited: false, reason: 'amount' as const, order: locked };
    }
    const entry = { orderId: locked.id, remark: locked.title };
    let pointsPaid = 0;
    let remark = locked.remark;
    if (locked.orderType === ORDER_TYPE.topUp) {
      await moveBalance(tx, locked.memberId, locked.amountFen, { ...entry, kind: 'topup' });
      if (locked.bonusFen > 0) await moveBalance(tx, locked.memberId, locked.bonusFen, { ...entry, kind: 'bonus', remark: `${locked.title}（赠送）` });
    } else {
      // The points part: the hold when it is this trade's; otherwise the hold goes back and, for a mixed trade, the points are taken anew.
      let order = locked;
      if (mixed && order.heldPoints === points) pointsPaid = points;
      else {
        order = await releaseHeldPoints(tx, order, mixed ? '积分抵扣数额已变更' : '已全额在线支付');
        if (mixed && (await tryMovePoints(tx, order.memberId, -points, { ...entry, kind: 'spend', remark: `${order.title}（混合支付）` })) !== null) pointsPaid = points;
      }
      const pointsShort = mixed && pointsPaid === 0;
      if (!pointsShort && (await grant(tx, order))) {
        const earned = pointsEarned(amountFen);
        if (earned > 0) await movePoints(tx, order.memberId, earned, { ...entry, kind: 'earn' });
        if (mixed) remark = `积分抵扣${points}，${CHANNEL_LABEL[channel]}支付¥${(restFen / 100).toFixed(2)}`;
      } else {
        // Not granted: the money paid online goes to the balance, and the points taken for it come back.
        if (pointsPaid > 0) await movePoints(tx, order.memberId, pointsPaid, { ...entry, kind: 'release', remark: `${order.title}（未购得，积分退回）` });
        pointsPaid = 0;
        const why = pointsShort ? '积分已退回且不足抵扣' : '已拥有';
        await moveBalance(tx, order.memberId, amountFen, { ...entry, kind: 'refund', remark: `${order.title}（${why}，款项转入余额）` });
        remark = `${why}，${CHANNEL_LABEL[channel]}支付的¥${(amountFen / 100).toFixed(2)}已转入余额`;
      }
    }
    const [paid] = await tx
      .update(orders)
      .set({
        payStatus: PAY_STATUS.paid,
        payType: mixed ? PAY_TYPE.mixed : channel === 'alipay' ? PAY_TYPE.alipay : PAY_TYPE.wechat,
        paidAt: new Date(),
        paidPoints: pointsPaid,
        heldPoints: 0,
        channelTradeNo: tradeNo ?? null,
        cancelledAt: null,
        remark,
      })
      .where(eq(orders.id, locked.id))
      .returning();
    return { credited: true, order: paid };
  });
}

/** The name the payment handlers use for a top-up. */
export const creditTopUp = markOrderPaid;
