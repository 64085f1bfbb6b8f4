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
    /**
     * Points taken off the member (ledger `spend`) for a mixed payment whose rest is paid online
     * (payType 5 by Alipay/WeChat), while that payment is awaited: they become `paidPoints` when it
     * arrives, and go back through the ledger (`release`) when the order is cancelled, expires or is
     * paid another way. 0 otherwise.
     */
    heldPoints: integer('held_points').notNull().default(0),
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
    check('pay_order_held_points_nonneg', sql`${t.heldPoints} >= 0`),
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

/**
 * A payment URL handed out for an order on one online channel (issue 12, payment channels): the
 * Alipay `qr_code` or WeChat `code_url`, kept so that showing the QR again asks the platform
 * nothing, and so a poll of the order knows which channels to ask about a missed notification.
 * `last_queried_at` throttles those trade queries (one claim per interval across processes).
 */
export const payAttempts = pgTable(
  'pay_attempt',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** alipay | wechat */
    channel: varchar('channel', { length: 8 }).notNull(),
    payUrl: text('pay_url').notNull(),
    /**
     * 0: a trade for the whole amount, `out_trade_no` = the order number. Otherwise the rest of a
     * mixed payment after these points: `out_trade_no` = `<order number>P<points>` (tradeNoFor in
     * server/modules/pay/channel.ts), so each amount is its own trade at the platform.
     */
    points: integer('points').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastQueriedAt: ts('last_queried_at'),
  },
  (t) => [uniqueIndex('pay_attempt_order_channel_points').on(t.orderId, t.channel, t.points)],
);

/**
 * Every payment notification received and every trade query that found a payment, with what was
 * done about it: credited, duplicate (already paid), rejected (signature, app id, amount, unknown
 * order) or ignored (a trade state that is not a payment). No keys, signatures or bodies are kept.
 */
export const payNotifications = pgTable(
  'pay_notification',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    /** notify (the platform called us) or query (we asked the platform while the order was polled). */
    source: varchar('source', { length: 8 }).notNull(),
    /** As the message claims it (unverified when the outcome is a signature rejection). */
    orderNo: varchar('order_no', { length: 64 }),
    tradeNo: varchar('trade_no', { length: 64 }),
    amountFen: integer('amount_fen'),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 64 }).notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pay_notification_order').on(t.orderNo), index('pay_notification_created').on(t.createdAt)],
);

/**
 * The sandbox payment platform's own keys (never used in production): per channel the platform's
 * RSA key pair that signs its notifications (its public key is what the channel's verifier is
 * configured with) and a secret: Alipay's app private key, WeChat's APIv3 key. Generated once per
 * database, so every server process on it verifies the same signatures.
 */
export const paySandboxKeys = pgTable('pay_sandbox_key', {
  channel: varchar('channel', { length: 8 }).primaryKey(),
  platformPrivateKey: text('platform_private_key').notNull(),
  platformPublicKey: text('platform_public_key').notNull(),
  secret: text('secret').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The sandbox platform's trades: created by its precreate, paid from /pay/sandbox, read by its trade query. */
export const paySandboxTrades = pgTable(
  'pay_sandbox_trade',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    tradeNo: varchar('trade_no', { length: 64 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    subject: varchar('subject', { length: 300 }).notNull().default(''),
    notifyUrl: text('notify_url').notNull(),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pay_sandbox_trade_out_no').on(t.channel, t.outTradeNo)],
);

/**
 * Short-lived access codes (`POST /fileLicense/accessBook`, `accessChronicles`): the code opens one
 * item for one member through `GET /fileLicense/accessByCode/{code}` without the Authorization
 * header (pdf.js and `<a href>` fetch by URL). Only the code's SHA-256 is stored.
 */
export const fileAccessCodes = pgTable(
  'file_access_code',
  {
    id: serial('id').primaryKey(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'book' or 'chronicle'. */
    itemKind: varchar('item_kind', { length: 20 }).notNull(),
    itemId: integer('item_id').notNull(),
    /** 1 在线阅读 (the PDF for the reader), 2 文本 (the pages as JSON). */
    accessMethod: integer('access_method').notNull().default(1),
    /** How the member holds it: free, bought, subscription, institution. */
    via: varchar('via', { length: 20 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('file_access_code_hash').on(t.codeHash), index('file_access_code_expiry').on(t.expiresAt)],
);
