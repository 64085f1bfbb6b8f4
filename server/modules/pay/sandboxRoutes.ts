import type { FastifyInstance } from 'fastify';
import { PAY_TYPE_LABELS } from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { badRequest, notFound, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { perMemberPerMinute } from '../../http/rateKey';
import { yuan } from '../member/routes';
import { CHANNELS, type Channel } from './channel';
import { alipaySandboxNotification, paySandboxTrade, sandboxKeys, sandboxTrade, wechatSandboxNotification, type SandboxTrade } from './sandbox';

export const SANDBOX_MSG = {
  channel: '请选择支付渠道（alipay 或 wechat）',
  orderNo: '请指定订单号',
  noTrade: '沙箱中没有该订单的待支付交易，请回到商户页面重新扫码',
  live: '该支付渠道已接入商户，沙箱不可用',
} as const;

const SANDBOX_RATE = perMemberPerMinute('pay-sandbox', 60);

function channelParam(raw: unknown): Channel {
  const s = typeof raw === 'string' ? raw.trim() : '';
  if (!(CHANNELS as readonly string[]).includes(s)) throw badRequest(SANDBOX_MSG.channel);
  return s as Channel;
}

function orderNoParam(raw: unknown): string {
  const s = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (!s) throw badRequest(SANDBOX_MSG.orderNo);
  // Our trade numbers: the order number, or `<order number>P<points>` for the rest of a mixed payment.
  if (!/^\d{1,32}(P\d{1,9})?$/.test(s)) throw notFound(SANDBOX_MSG.noTrade);
  return s;
}

const tradeView = (channel: Channel, trade: SandboxTrade) => ({
  orderNo: trade.outTradeNo,
  channel,
  channelLabel: PAY_TYPE_LABELS[channel === 'alipay' ? 1 : 2],
  subject: trade.subject,
  amountFen: trade.amountFen,
  amount: yuan(trade.amountFen),
  paid: trade.paidAt !== null,
});

/**
 * The sandbox platform's own calls, for its wallet page /pay/sandbox (src/portal/commerce/SandboxPayPage):
 * `GET /pay/sandbox/trade?orderNo&channel` and `POST /pay/sandbox/pay {orderNo, channel}`. Public
 * like a wallet app (the payer needs no session on our site). They exist only while a channel runs
 * as the sandbox, which production never allows; there `/pay/sandbox` itself is a 404 too.
 */
export function sandboxRoutes(app: FastifyInstance, db: Db): void {
  if (!app.payments.sandboxOn) {
    app.get('/pay/sandbox', (_req, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not Found'));
    return;
  }
  const sandboxOnly = (channel: Channel) => {
    if (app.payments.mode(channel) !== 'sandbox') throw badRequest(SANDBOX_MSG.live);
  };

  mount(app, db, 'GET', '/pay/sandbox/trade', async (ctx) => {
    const channel = channelParam(ctx.params.channel);
    sandboxOnly(channel);
    const trade = await sandboxTrade(db, channel, orderNoParam(ctx.params.orderNo));
    if (!trade) throw notFound(SANDBOX_MSG.noTrade);
    return ok(tradeView(channel, trade));
  });

  mount(
    app,
    db,
    'POST',
    '/pay/sandbox/pay',
    async (ctx) => {
      const channel = channelParam(ctx.params.channel);
      sandboxOnly(channel);
      const trade = await paySandboxTrade(db, channel, orderNoParam(ctx.params.orderNo));
      if (!trade) throw notFound(SANDBOX_MSG.noTrade);
      // `dropNotification`: the platform's call never arrives (a network fault), so the order can
      // only be settled by the trade query its poll makes (server/modules/pay/settle.ts).
      if (ctx.params.dropNotification === true || ctx.params.dropNotification === 'true') {
        return ok({ ...tradeView(channel, trade), notified: false }, '支付成功（模拟通知丢失）');
      }
      const keys = await sandboxKeys(db, channel);
      const message = channel === 'alipay' ? alipaySandboxNotification(keys, trade) : wechatSandboxNotification(keys, trade);
      // The platform calls the notify URL it was given at precreate; that URL is this very server,
      // so the call goes through Fastify's injector: the same route, parsers and verification as
      // a real notification arriving over the network.
      const target = new URL(trade.notifyUrl);
      const answer = await app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, headers: message.headers, payload: message.body });
      const accepted = channel === 'alipay' ? answer.body === 'success' : answer.statusCode === 204 || answer.statusCode === 200;
      if (!accepted) app.log.warn({ channel, orderNo: trade.outTradeNo, status: answer.statusCode }, 'sandbox notification not accepted');
      return ok({ ...tradeView(channel, trade), notified: accepted }, accepted ? '支付成功' : '支付成功，但商户未确认收到通知');
    },
    { config: { rateLimit: SANDBOX_RATE } },
  );
}
