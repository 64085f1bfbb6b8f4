/** Spec §9 order, payment and status codes (issue 12), shared by the portal and the server. */
export const ORDER_TYPE = {
  article: 1,
  book: 2,
  topUp: 3,
  works: 4,
  ancient: 5,
  /** 学术专著: theses (学位论文) are sold under this type (docs/decisions.md "Commerce"). */
  monograph: 6,
  calligraphy: 7,
  period: 8,
  adjustment: 9,
  pointsExpiry: 10,
  /**
   * 视频课程: a photography forum class's video (spec §9 buy class 3). The spec's list stops at 10 and
   * has no type for a video; entitlements are keyed by order type, so sharing 4 (作品) would let a
   * bought work open the class of the same id (docs/decisions.md "Photography").
   */
  video: 11,
} as const;

export const ORDER_TYPE_LABELS: Record<number, string> = {
  1: '文章',
  2: '图书',
  3: '充值',
  4: '作品',
  5: '古籍',
  6: '学术专著',
  7: '书画',
  8: '期刊整期',
  9: '后台调整',
  10: '积分过期',
  11: '视频课程',
};

export const PAY_TYPE = { alipay: 1, wechat: 2, balance: 3, points: 4, mixed: 5 } as const;
export const PAY_TYPE_LABELS: Record<number, string> = { 1: '支付宝', 2: '微信支付', 3: '账户余额', 4: '河贝积分', 5: '混合支付' };

export const PAY_STATUS = { unpaid: 1, paid: 2, cancelled: 3 } as const;
export const PAY_STATUS_LABELS: Record<number, string> = { 1: '待支付', 2: '成功', 3: '已取消' };

/** Unpaid orders are cancelled after this long. */
export const ORDER_TTL_MINUTES = 30;

/**
 * The points rule (shown at /common/integral/show): 1 point for every whole yuan paid with money
 * (balance or online) on a purchase; 100 points pay 1 yuan; points expire 365 days after they were
 * earned, the oldest first.
 */
export const POINTS_RULE = {
  earnPerYuan: 1,
  /** What one point is worth when paying, in fen. */
  pointValueFen: 1,
  expireDays: 365,
} as const;

/** Page sizes of spec §9. */
export const ORDER_PAGE_SIZE = 15;
export const BILL_PAGE_SIZE = 10;
export const BOUGHT_ARTICLE_PAGE_SIZE = 7;
export const BOUGHT_PAGE_SIZE = 10;

/** Ledger entry kinds (`balance_bill.kind`, `score_bill.kind`) in the reader's and the admin's words. */
export const LEDGER_KIND_LABELS: Record<string, string> = {
  topup: '充值',
  bonus: '充值赠送',
  purchase: '购买',
  adjust: '后台调整',
  refund: '退回余额',
  earn: '获得积分',
  spend: '积分支付',
  expire: '积分过期',
  release: '积分退回',
};

/** One points-ledger entry as `/bill/scoreList` and the admin's order details answer it. */
export interface PointEntry {
  id: number;
  kind: string;
  delta: number;
  balanceAfter: number;
  remark: string;
  createTime: string;
}
