import type { Channel } from '../order/service';

export type { Channel };
export const CHANNELS: readonly Channel[] = ['alipay', 'wechat'];

/** What the platform says was paid for one of our orders (`out_trade_no` = our order number). */
export interface PlatformPayment {
  orderNo: string;
  amountFen: number;
  /** The platform's trade number (Alipay `trade_no`, WeChat `transaction_id`). */
  tradeNo: string;
}

/**
 * A notification's verdict. `paid`: signed by the platform, for our app/merchant, and a payment;
 * `ignored`: genuine but not a payment (e.g. WAIT_BUYER_PAY, TRADE_CLOSED); `rejected`: not to be
 * believed (bad or missing signature, another app id, a stale timestamp). `orderNo` is what the
 * message claims, for the log only.
 */
export type NotificationVerdict =
  | { kind: 'paid'; payment: PlatformPayment }
  | { kind: 'ignored'; orderNo?: string; reason: string }
  | { kind: 'rejected'; orderNo?: string; reason: string };

/** A notification as it arrived: headers and the raw body (signatures cover the exact bytes). */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** What a new payment URL is for. */
export interface PayRequest {
  orderNo: string;
  amountFen: number;
  subject: string;
  expiresAt: Date;
  /** Where the platform sends its notification. */
  notifyUrl: string;
  /** This site's origin, for the sandbox's own wallet page. */
  siteOrigin: string;
}

/**
 * One online channel (docs/decisions.md "Payment channels"): the live Alipay / WeChat Pay
 * platforms and the sandbox that stands in for them implement the same three operations, and the
 * sandbox's notifications are checked by the very `verifyNotification` of the live channel, only
 * configured with the sandbox's keys.
 */
export interface PaymentChannel {
  channel: Channel;
  mode: 'live' | 'sandbox';
  /** The URL the QR code carries (Alipay `qr_code`, WeChat `code_url`, the sandbox's wallet page). */
  createPayUrl(request: PayRequest): Promise<string>;
  /** The platform's trade query: the payment when the order was paid, null while it is not. */
  queryTrade(orderNo: string): Promise<PlatformPayment | null>;
  verifyNotification(notification: IncomingNotification): NotificationVerdict;
}

/** The platform could not be reached or refused the call: 503 to our caller, details in our log. */
export class ChannelUnavailable extends Error {
  override name = 'ChannelUnavailable';
}

/** Yuan with at most two decimals ("7.00", "7.5", "12") to fen, without floating point. */
export function yuanToFen(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen to the "7.00" form Alipay's amounts take. */
export const fenToYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** A header's single value. */
export function header(headers: IncomingNotification['headers'], name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Our `out_trade_no` for a payment of an order: the order number for the whole amount; for the
 * rest of a mixed payment after `points`, `<order number>P<points>` — another amount is another
 * trade at the platform (Alipay and WeChat refuse a second amount under one trade number).
 * Order numbers are digits only, so the split is unambiguous; at most 20 + 1 + 9 characters
 * (WeChat allows 32).
 */
export const tradeNoFor = (orderNo: string, points: number) => (points > 0 ? `${orderNo}P${points}` : orderNo);

/** The order number and the points part of one of our trade numbers (points 0: the whole amount). */
export function parseTradeNo(tradeNo: string): { orderNo: string; points: number } {
  const m = /^(\d+)P([1-9]\d{0,8})$/.exec(tradeNo);
  return m ? { orderNo: m[1], points: Number(m[2]) } : { orderNo: tradeNo, points: 0 };
}
