import { API_BASE, call, callPage, request } from '../../providers/http';
import { apiUrl } from '../../shared/apiPath';
import { EnvelopeError, parseEnvelope } from '../../shared/envelope';
import { ORDER_TYPE, PAY_TYPE, type PointEntry } from '../../shared/order';

/** The commerce calls of issue 12 (docs/decisions.md "Commerce"). Amounts are fen. */

export interface OrderRow {
  id: number;
  orderNo: string;
  orderType: number;
  orderTypeLabel: string;
  joinId: number | null;
  title: string;
  amountFen: number;
  amount: string;
  payType: number | null;
  payTypeLabel: string;
  payStatus: number;
  payStatusLabel: string;
  paidBalanceFen: number;
  paidPoints: number;
  heldPoints?: number;
  remark: string;
  createTime: string;
  payTime: string | null;
  expireTime: string;
}

/** The stamped PDF downloads (server/modules/order/downloads.ts). */
export const DOWNLOAD_CALLS = { article: '/order/downloadPdf', period: '/order/downloadFullIssuePdf', work: '/w_rl/wkapi/v2/platform/works/downWorks' } as const;

export interface DownloadCheck {
  articleId: number;
  canDownload: boolean;
  bought: boolean;
  free: boolean;
  hasPdf: boolean;
  pages: number | null;
  reason: string | null;
}

export interface BillRow {
  id: number;
  orderId: number | null;
  kind: string;
  deltaFen: number;
  amount: string;
  balanceAfter: string;
  remark: string;
  createTime: string;
}

export type ScoreRow = PointEntry;

export interface BoughtVideoRow {
  id: number;
  classId: number;
  title: string;
  courseTitle: string;
  teacher: string;
  durationText: string;
  orderNo: string;
  amountFen: number;
  path: string;
  createTime: string;
}

export interface BoughtRow {
  id: number;
  itemId: number;
  orderId: number;
  orderNo: string;
  title: string;
  amountFen: number;
  cover: string | null;
  authors: string;
  path: string | null;
  createTime: string;
}

export interface RechargeOption {
  id: number;
  amountFen: number;
  bonusFen: number;
  amount: string;
  bonus: string;
  label: string;
}

export interface Wallet {
  balanceFen: number;
  balance: string;
  score: number;
}

export interface PayChoice {
  payType: number;
  /** 混合支付 whose rest is paid online: the channel of the rest. */
  channel?: OnlineChannel;
  channelLabel?: string;
  label: string;
  available: boolean;
  balanceFen?: number;
  points?: number;
  moneyFen?: number;
}

export interface HowMuch {
  id: number;
  orderNo: string;
  payStatus: number;
  expireTime: string;
  amountFen: number;
  amount: string;
  balanceFen: number;
  balance: string;
  score: number;
  /** Points this order holds for a mixed payment whose rest is awaited online. */
  heldPoints?: number;
  payTypes: PayChoice[];
}

export type OnlineChannel = 'alipay' | 'wechat';

/** `POST /fileLicense/accessBook`: a short-lived code whose URL opens the whole book. */
export interface BookAccess {
  code: string;
  url: string;
  expireTime: string;
  id: number;
  title: string;
  pages: number;
  accessVia: 'free' | 'bought' | 'subscription';
  subscribedBy: string | null;
}

/** The sandbox platform's view of a trade (its wallet page, /pay/sandbox). */
export interface SandboxTrade {
  orderNo: string;
  channel: OnlineChannel;
  channelLabel: string;
  subject: string;
  amountFen: number;
  amount: string;
  paid: boolean;
}

export const commerceApi = {
  wallet: async () => (await call<Wallet>('get', '/wallet/getBalance')).data!,
  rechargeOptions: async () => (await call<RechargeOption[]>('get', '/recharge_options/list')).data ?? [],
  addOrder: async (body: { orderType: number; joinId?: number; rechargeOptionId?: number }) =>
    (await call<{ id: number; orderNo: string; amountFen: number; amount: string; payStatus: number; title: string; expireTime: string }>('post', '/order/addOrder', { body })).data!,
  orders: (query: { pageNum: number; pageSize: number; payStatus?: number }) => callPage<OrderRow>('get', '/order/list', { query }),
  howMuchToPay: async (id: number) => (await call<HowMuch>('get', '/order/howMuchToPay', { query: { id } })).data!,
  payStatus: async (id: number) => (await call<{ payStatus: number }>('get', '/order/getPayStatus', { query: { id } })).data!.payStatus,
  payToBuy: (id: number, payType: number) => call<OrderRow & Wallet>('post', '/order/payToBuy', { body: { id, payType } }),
  /** 混合支付 with the rest online: the points are held on the order; the rest is then paid by the channel's QR. */
  holdForOnline: (id: number, channel: OnlineChannel) => call<OrderRow & { restFen: number; score: number }>('post', '/order/payToBuy', { body: { id, payType: PAY_TYPE.mixed, channel } }),
  cancel: (id: number) => call<OrderRow>('post', '/order/cancelOrder', { body: { id } }),
  bills: (query: { pageNum: number; pageSize: number }) => callPage<BillRow>('get', '/bill/list', { query }),
  scores: (query: { pageNum: number; pageSize: number }) => callPage<ScoreRow>('get', '/bill/scoreList', { query }),
  /** Whether the member owns an item (an article also through its issue). */
  bought: async (orderType: number, joinId: number): Promise<boolean> => {
    if (orderType === ORDER_TYPE.article) return (await call<{ bought: boolean }>('get', '/order/getArticleAmount', { query: { articleId: joinId } })).data!.bought;
    if (orderType === ORDER_TYPE.period) return (await call<{ bought: boolean }>('get', '/order/getFullIssuePayStatus', { query: { periodId: joinId } })).data!.bought;
    return (await call<{ bought: boolean }>('get', '/order/getItemPayStatus', { query: { orderType, joinId } })).data!.bought;
  },
  /** An item's price and whether the member owns it, or (a work) wrote it. */
  itemStatus: async (orderType: number, joinId: number) =>
    (await call<{ bought: boolean; free: boolean; mine?: boolean; amountFen: number }>('get', '/order/getItemPayStatus', { query: { orderType, joinId } })).data!,
  boughtList: (kind: string, query: { pageNum: number; pageSize: number }) => callPage<BoughtRow>('get', `/order/bought/${kind}`, { query }),
  /** Bought photography classes (order type 11): their own call (`path`), with the course and its teacher. */
  boughtVideos: (path: string, query: { pageNum: number; pageSize: number }) => callPage<BoughtVideoRow>('get', path, { query }),
  /** Whether the member may download an article's PDF, and why not. */
  downloadCheck: async (articleId: number) => (await call<DownloadCheck>('get', '/fileLicense/download/check', { query: { articleId } })).data!,
  /**
   * The payment QR of an order on a channel, as an object URL (an <img> cannot send the session's
   * Authorization header). A refusal arrives as the envelope and throws its message.
   */
  payQr: async (channel: OnlineChannel, id: number, mixedRest = false): Promise<string> => {
    const path = channel === 'alipay' ? '/alipay/getPaymentQRCode' : '/wxpay/getPaymentQRCode';
    // payType=5: the trade for the rest of a mixed payment after the points the order holds.
    const params = { ...(channel === 'alipay' ? { id, qrcodeWidth: 180, qr_pay_mode: 4 } : { id, qrcodeWidth: 180 }), ...(mixedRest ? { payType: PAY_TYPE.mixed } : {}) };
    const response = await request<Blob>({ method: 'GET', url: apiUrl(path, API_BASE), params, responseType: 'blob' });
    if (!String(response.headers['content-type'] ?? '').startsWith('image/')) {
      parseEnvelope(JSON.parse(await response.data.text()));
      throw new EnvelopeError(500, '二维码加载失败，请稍后重试');
    }
    return URL.createObjectURL(response.data);
  },
  sandboxTrade: async (orderNo: string, channel: string) => (await call<SandboxTrade>('get', '/pay/sandbox/trade', { query: { orderNo, channel } })).data!,
  sandboxPay: (orderNo: string, channel: string) => call<SandboxTrade & { notified: boolean }>('post', '/pay/sandbox/pay', { body: { orderNo, channel } }),
  /** The whole book's PDF address for a member who may read it; null when they may not (bought nothing, no subscription). */
  accessBook: async (id: number): Promise<BookAccess | null> => {
    try {
      return (await call<BookAccess>('post', '/fileLicense/accessBook', { body: { id, accessMethod: 1 } })).data!;
    } catch (e) {
      if (e instanceof EnvelopeError && (e.code === 403 || e.code === 400)) return null;
      throw e;
    }
  },
  pointsRule: async () => (await call<{ rules: string[] }>('get', '/common/integral/show')).data!,
};
