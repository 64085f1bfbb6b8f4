import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../src/shared/apiPath';
import type { Db } from '../../db/client';
import type { Channel, IncomingNotification } from './channel';
import { settleNotification, type Settled } from './settle';

/** The platforms' notification bodies are small; anything larger is not one of theirs. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/** Refusals in words a person reading the platform's notification log understands (no secrets). */
const REFUSAL: Record<string, string> = {
  'no-signature': '缺少签名',
  signature: '签名验证失败',
  serial: '平台证书序列号不匹配',
  timestamp: '通知时间戳已过期',
  'app-id': '应用ID不匹配',
  merchant: '商户号或应用ID不匹配',
  resource: '通知内容格式不正确',
  decrypt: '通知内容解密失败',
  'no-order-no': '缺少商户订单号',
  'amount-format': '金额格式不正确',
  'unknown-order': '订单不存在',
  amount: '支付金额与订单金额不一致',
};

export const refusalText = (s: Settled) => REFUSAL[s.reason] ?? '通知处理失败';

/**
 * The asynchronous notification endpoints, `POST /api/show/pay/notify/alipay` and `…/wechat`,
 * public (the platforms sign, we verify). They live in their own plugin scope because signatures
 * cover the exact bytes received: here JSON and form bodies are kept as raw strings, not parsed.
 *
 * Answers, as each platform expects: Alipay reads the body `success` (anything else is a failure and
 * is retried — our failures are the usual envelope); WeChat Pay reads 204 as received and a 4xx
 * with `{code: "FAIL", message}` as a failure. A payment credited, a duplicate and a genuine
 * non-payment state are acknowledged; a bad signature, an unknown order or a wrong amount is not,
 * so the platform's own console shows it too (the retries can never credit anything).
 */
export async function notifyRoutes(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, String(body)));

    const receive = async (channel: Channel, headers: IncomingNotification['headers'], body: unknown): Promise<Settled | null> => {
      const c = await app.payments.channel(channel);
      if (!c) return null;
      const verdict = c.verifyNotification({ headers, rawBody: typeof body === 'string' ? body : '' });
      return settleNotification(db, app.log, channel, verdict);
    };

    scope.post(apiUrl('/pay/notify/alipay'), async (req, reply) => {
      const settled = await receive('alipay', req.headers, req.body);
      if (!settled) return reply.code(404).send({ code: 404, msg: '请求的接口不存在' });
      if (settled.outcome === 'rejected') return reply.code(400).send({ code: 400, msg: refusalText(settled) });
      return reply.type('text/plain; charset=utf-8').send('success');
    });

    scope.post(apiUrl('/pay/notify/wechat'), async (req, reply) => {
      const settled = await receive('wechat', req.headers, req.body);
      if (!settled) return reply.code(404).send({ code: 404, msg: '请求的接口不存在' });
      if (settled.outcome === 'rejected') {
        const status = settled.reason === 'unknown-order' || settled.reason === 'amount' ? 400 : 401;
        return reply.code(status).send({ code: 'FAIL', message: refusalText(settled) });
      }
      return reply.code(204).send();
    });
  });
}
