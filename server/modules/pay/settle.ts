import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAY_STATUS } from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { orders, payAttempts, payNotifications } from '../../db/schema';
import { markOrderPaid } from '../order/onlinePayment';
import type { OrderRow } from '../order/service';
import { ChannelUnavailable, parseTradeNo, tradeNoFor, type Channel, type NotificationVerdict, type PlatformPayment } from './channel';
import type { Payments } from './payments';

export type Outcome = 'credited' | 'duplicate' | 'rejected' | 'ignored';

export interface Settled {
  outcome: Outcome;
  reason: string;
}

interface LogEntry {
  channel: Channel;
  source: 'notify' | 'query';
  orderNo?: string;
  tradeNo?: string;
  amountFen?: number;
  outcome: Outcome;
  reason: string;
}

/** One row in pay_notification and one log line: channel, order number, outcome. Never keys, signatures or bodies. */
async function record(db: Db, log: FastifyBaseLogger, entry: LogEntry): Promise<void> {
  await db.insert(payNotifications).values({ ...entry, orderNo: entry.orderNo ?? null, tradeNo: entry.tradeNo || null, amountFen: entry.amountFen ?? null });
  const line = { channel: entry.channel, source: entry.source, orderNo: entry.orderNo, amountFen: entry.amountFen, outcome: entry.outcome, reason: entry.reason };
  if (entry.outcome === 'rejected') log.warn(line, 'payment notification rejected');
  else log.info(line, 'payment notification');
}

/**
 * Credits a payment the platform vouched for (a verified notification, or its own trade query):
 * the order is looked up by the number in our trade number (which also says whether the trade was
 * for the whole amount or the rest of a mixed payment after its points) and paid through markOrderPaid — one transaction, the
 * ledgers and entitlements of the balance path, idempotent, expired orders still honoured. A wrong
 * amount or an unknown order credits nothing.
 */
export async function settlePayment(db: Db, log: FastifyBaseLogger, channel: Channel, payment: PlatformPayment, source: 'notify' | 'query'): Promise<Settled> {
  const base = { channel, source, orderNo: payment.orderNo, tradeNo: payment.tradeNo, amountFen: payment.amountFen };
  const trade = parseTradeNo(payment.orderNo);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, trade.orderNo));
  let settled: Settled;
  if (!order) {
    settled = { outcome: 'rejected', reason: 'unknown-order' };
  } else {
    const result = await markOrderPaid(db, order.id, channel, payment.amountFen, payment.tradeNo || undefined, trade.points);
    if (result.credited) settled = { outcome: 'credited', reason: '' };
    // A replay carries the trade number the order was paid with; another trade number is a second
    // payment of a paid order (both QRs scanned, or balance first): logged for a manual refund.
    else if (result.reason === 'already') settled = { outcome: 'duplicate', reason: (result.order?.channelTradeNo ?? '') === payment.tradeNo ? '' : 'second-payment' };
    else settled = { outcome: 'rejected', reason: result.reason === 'amount' ? 'amount' : 'unknown-order' };
  }
  await record(db, log, { ...base, ...settled });
  return settled;
}

/** A notification's verdict, settled (payments) or recorded (everything else). */
export async function settleNotification(db: Db, log: FastifyBaseLogger, channel: Channel, verdict: NotificationVerdict): Promise<Settled> {
  if (verdict.kind === 'paid') return settlePayment(db, log, channel, verdict.payment, 'notify');
  const settled: Settled = { outcome: verdict.kind, reason: verdict.reason };
  await record(db, log, { channel, source: 'notify', orderNo: verdict.orderNo, ...settled });
  return settled;
}

/**
 * A poll of an unpaid (or expired) order asks each channel it showed a QR for whether it was paid
 * after all — the recovery of a notification that never arrived. At most once per interval per
 * order and channel across processes: the claim is a conditional update of `last_queried_at`.
 * A channel that cannot be reached leaves the order as it is.
 */
export async function recoverMissedPayment(db: Db, log: FastifyBaseLogger, payments: Payments, order: OrderRow): Promise<boolean> {
  if (order.payStatus === PAY_STATUS.paid) return false;
  const now = new Date();
  const interval = payments.settings.queryIntervalMs ?? 10_000;
  const claimed = await db
    .update(payAttempts)
    .set({ lastQueriedAt: now })
    .where(and(eq(payAttempts.orderId, order.id), or(isNull(payAttempts.lastQueriedAt), lt(payAttempts.lastQueriedAt, new Date(now.getTime() - interval)))))
    .returning({ channel: payAttempts.channel, points: payAttempts.points });
  let credited = false;
  for (const { channel, points } of claimed) {
    const c = await payments.channel(channel as Channel);
    if (!c) continue;
    try {
      const payment = await c.queryTrade(tradeNoFor(order.orderNo, points));
      if (payment) credited = (await settlePayment(db, log, c.channel, payment, 'query')).outcome === 'credited' || credited;
    } catch (e) {
      if (!(e instanceof ChannelUnavailable)) throw e;
    }
  }
  return credited;
}
