import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An order (spec §3/§9, issue 12): `orderType` 1 article … 10 points expiry, `payType` 1 Alipay,
 * 2 WeChat, 3 balance, 4 points, 5 mixed; `payStatus` 1 待支付, 2 成功, 3 已取消. Money in fen;
 * the price is copied from the item when the order is made and never taken from the client.
 */
export const orders = pgTable(
  'pay_order',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderType: integer('order_type').notNull(),
    /** The item bought (article, period, book, ancient book, thesis); null for top-ups, adjustments, expiries. */
    joinId: integer('join_id'),
    rechargeOptionId: integer('recharge_option_id'),
    /** What the order costs (top-up: what the member pays). */
    amountFen: integer('amount_fen').notNull(),
    /** Top-ups: the bonus credited on top of `amountFen`. */
    bonusFen: integer('bonus_fen').notNull().default(0),
    /** The item's title when ordered, for lists and bills. */
    title: varchar('title', { length: 300 }).notNull().default(''),
    payType: integer('pay_type'),
    payStatus: integer('pay_status').notNull().default(1),
    /** How the amount was settled: balance fen and points (1 point = 1 fen). */
    paidBalanceFen: integer('paid_balance_fen').notNull().default(0),
    paidPoints: integer('paid_points').notNull().default(0),
    /** Payment channel reference (alipay / wechat trade number), set by the notification. */
    channelTradeNo: varchar('channel_trade_no', { length: 64 }),
    remark: text('remark'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    expiresAt: ts('expires_at').notNull(),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('pay_order_no').on(t.orderNo),
    index('pay_order_member').on(t.memberId, t.createdAt),
    index('pay_order_unpaid').on(t.payStatus, t.expiresAt),
    index('pay_order_item').on(t.memberId, t.orderType, t.joinId),
    check('pay_order_amount_nonneg', sql`${t.amountFen} >= 0 and ${t.bonusFen} >= 0`),
  ],
);

/** Balance ledger (`/bill/list`): every change of `member.balance_fen`, with the balance after it. */
export const balanceBills = pgTable(
  'balance_bill',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id').references(() => orders.id),
    deltaFen: integer('delta_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    /** topup, bonus, purchase, adjust. */
    kind: varchar('kind', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 300 }).notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('balance_bill_member').on(t.memberId, t.id), check('balance_bill_after_nonneg', sql`${t.balanceAfterFen} >= 0`)],
);

/** Points ledger (`/bill/scoreList`): every change of `member.score`, with the points after it. */
export const scoreBills = pgTable(
  'score_bill',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id').references(() => orders.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** earn, spend, expire, adjust. */
    kind: varchar('kind', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 300 }).notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('score_bill_member').on(t.memberId, t.id), check('score_bill_after_nonneg', sql`${t.balanceAfter} >= 0`)],
);

/** Top-up choices (`/recharge_options/list`): pay `amountFen`, receive `amountFen + bonusFen`. */
export const rechargeOptions = pgTable('recharge_option', {
  id: serial('id').primaryKey(),
  amountFen: integer('amount_fen').notNull(),
  bonusFen: integer('bonus_fen').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** What a member may read because of a paid order: one row per member and item. */
export const entitlements = pgTable(
  'entitlement',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The order type of the item (1 article, 2 book, 5 ancient book, 6 thesis, 8 whole issue). */
    itemKind: integer('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('entitlement_unique').on(t.memberId, t.itemKind, t.itemId), index('entitlement_order').on(t.orderId)],
);
