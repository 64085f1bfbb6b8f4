import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { PAY_STATUS } from '../../../src/shared/order';
import { apiUrl } from '../../../src/shared/apiPath';
import type { Db } from '../../db/client';
import { payAttempts } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/envelope';
import { mount, type Module, type RouteContext } from '../../http/routes';
import { perMemberPerMinute } from '../../http/rateKey';
import { requireMember } from '../../access/session';
import { idParam } from '../collect/items';
import { owns, pricedItem } from '../order/items';
import { mixedSplit } from '../order/onlinePayment';
import { memberOrder, MSG, type OrderRow } from '../order/service';
import { publicBaseUrl } from '../publicItems/baseUrl';
import { ChannelUnavailable, tradeNoFor, type Channel } from './channel';
import { notifyRoutes } from './notify';
import { sandboxRoutes } from './sandboxRoutes';

export const PAY_MSG = {
  qrWidth: '二维码宽度应为80到1000之间的整数',
  qrMode: '二维码模式不正确',
  channelDown: '支付渠道暂时无法连接，请稍后重试或选择其他支付方式',
  payType: '支付方式不正确',
  noHold: '请先选择混合支付，积分抵扣后再扫码支付余款',
} as const;

/** Spec §9: the Alipay QR is 180 px wide by default, pay mode 4. */
const DEFAULT_QR_WIDTH = 180;

/** Showing a QR asks the platform for a trade: a click, not a loop. */
const QR_RATE = perMemberPerMinute('pay-qr', 60);

function qrWidth(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_QR_WIDTH;
  const s = String(raw).trim();
  const n = /^\d{2,4}$/.test(s) ? Number(s) : NaN;
  if (!(n >= 80 && n <= 1000)) throw badRequest(PAY_MSG.qrWidth);
  return n;
}

/** Alipay's page-pay QR modes 0–4; our QR is always our own image of the payment URL, so it is only checked. */
function qrPayMode(raw: unknown): void {
  if (raw === undefined || raw === null || raw === '') return;
  if (!/^[0-4]$/.test(String(raw).trim())) throw badRequest(PAY_MSG.qrMode);
}

/** The path the platforms call back on (public: server/access/publicRoutes.ts). */
export const notifyPath = (channel: Channel) => `/pay/notify/${channel}`;

/** `payType`: absent, 1 or 2 — the whole amount; 5 — the rest of a mixed payment after the points held (payToBuy). */
function mixedRest(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === '') return false;
  const s = String(raw).trim();
  if (s === '5') return true;
  if (s === '1' || s === '2') return false;
  throw badRequest(PAY_MSG.payType);
}

/**
 * The payment URL of one of the member's unpaid orders on a channel: the one handed out before, or
 * a new trade at the platform (Alipay precreate / WeChat Native / the sandbox). For the whole
 * amount, or (`payType=5`) for the rest of a mixed payment after the points the order holds —
 * another trade number, since it is another amount (tradeNoFor).
 */
async function payUrlFor(app: FastifyInstance, db: Db, ctx: RouteContext, name: Channel): Promise<{ order: OrderRow; url: string }> {
  const { member } = await requireMember(ctx);
  const order = await memberOrder(db, member.id, idParam(ctx.params.id, '请指定订单', MSG.orderMissing));
  if (order.payStatus === PAY_STATUS.paid) throw badRequest(MSG.paid);
  if (order.payStatus === PAY_STATUS.cancelled) throw badRequest(order.remark?.startsWith('超时') ? MSG.expired : MSG.cancelled);
  if (order.expiresAt.getTime() <= Date.now()) throw badRequest(MSG.expired);
  if (order.joinId !== null) {
    const item = await pricedItem(db, order.orderType, order.joinId);
    // Withdrawn since the order was made: refused as at ordering (service.ts assertStillOnSale), no trade opened.
    if (!item) throw notFound(MSG.itemMissing);
    if (await owns(db, member.id, order.orderType, order.joinId, item.periodId)) throw badRequest(MSG.owned);
  }
  const points = mixedRest(ctx.params.payType) ? order.heldPoints : 0;
  if (mixedRest(ctx.params.payType) && points <= 0) throw badRequest(PAY_MSG.noHold);
  const channel = await app.payments.channel(name);
  if (!channel) throw badRequest(MSG.onlineClosed);
  const existing = async () => (await db.select().from(payAttempts).where(and(eq(payAttempts.orderId, order.id), eq(payAttempts.channel, name), eq(payAttempts.points, points))))[0];
  const shown = await existing();
  if (shown) return { order, url: shown.payUrl };
  const site = publicBaseUrl(ctx.req);
  let url: string;
  try {
    url = await channel.createPayUrl({
      orderNo: tradeNoFor(order.orderNo, points),
      amountFen: mixedSplit(order.amountFen, points).restFen,
      subject: order.title,
      expiresAt: order.expiresAt,
      notifyUrl: `${app.payments.settings.notifyBaseUrl ?? site}${apiUrl(notifyPath(name))}`,
      siteOrigin: site,
    });
  } catch (e) {
    if (e instanceof ChannelUnavailable) throw new AppError(503, PAY_MSG.channelDown);
    throw e;
  }
  // Two tabs asking at once: the first URL stored is the one both show.
  await db.insert(payAttempts).values({ orderId: order.id, channel: name, points, payUrl: url }).onConflictDoNothing();
  return { order, url: (await existing())!.payUrl };
}

async function sendQr(reply: FastifyReply, url: string, width: number) {
  const png = await QRCode.toBuffer(url, { type: 'png', width, margin: 1, errorCorrectionLevel: 'M' });
  return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
}

/** Spec §7: the QR images of Alipay and WeChat Pay, the notify endpoints, and the sandbox (docs/decisions.md "Payment channels"). */
export const payModule: Module = async (app, db) => {
  mount(
    app,
    db,
    'GET',
    '/alipay/getPaymentQRCode',
    async (ctx) => {
      await requireMember(ctx); // 401 before any parameter check
      const width = qrWidth(ctx.params.qrcodeWidth);
      qrPayMode(ctx.params.qr_pay_mode);
      const { url } = await payUrlFor(app, db, ctx, 'alipay');
      return sendQr(ctx.reply, url, width);
    },
    { config: { rateLimit: QR_RATE } },
  );

  mount(
    app,
    db,
    'GET',
    '/wxpay/getPaymentQRCode',
    async (ctx) => {
      await requireMember(ctx);
      const width = qrWidth(ctx.params.qrcodeWidth);
      const { url } = await payUrlFor(app, db, ctx, 'wechat');
      return sendQr(ctx.reply, url, width);
    },
    { config: { rateLimit: QR_RATE } },
  );

  await notifyRoutes(app, db);
  sandboxRoutes(app, db);
};
