import { createPrivateKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { FastifyBaseLogger } from 'fastify';
import { ChannelUnavailable, fenToYuan, header, yuanToFen, type IncomingNotification, type NotificationVerdict, type PaymentChannel } from './channel';
import type { AlipaySettings } from './settings';

/** Trade states that mean the buyer paid (TRADE_FINISHED: paid and past the refund period). */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** PKCS#8 or PKCS#1: the SDK must be told, and Alipay's key tool hands out either as bare base64. */
function keyTypeOf(privateKey: string): 'PKCS1' | 'PKCS8' {
  if (privateKey.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  if (privateKey.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  try {
    createPrivateKey({ key: Buffer.from(privateKey.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

/** The SDK for one app: requests signed with the app key, answers and notifications checked with Alipay's public key. */
export function alipaySdk(settings: AlipaySettings): AlipaySdk {
  return new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKey,
    keyType: keyTypeOf(settings.privateKey),
    alipayPublicKey: settings.alipayPublicKey,
    signType: 'RSA2',
    ...(settings.gateway ? { gateway: settings.gateway } : {}),
  });
}

/** The form fields of an Alipay notification (application/x-www-form-urlencoded; one value per name). */
export function alipayFields(notification: IncomingNotification): Record<string, string> {
  const type = header(notification.headers, 'content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return {};
  const fields: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(notification.rawBody)) if (!(k in fields)) fields[k] = v;
  return fields;
}

/**
 * Verifies an Alipay asynchronous notification: the RSA2 signature by the SDK
 * (`checkNotifySignV2`: the fields are already form-decoded, so they are signed as they are), then
 * that it is for our app and is a payment, with a well-formed `total_amount`. Whether the order
 * exists and the amount matches it is decided when it is settled (server/modules/pay/settle.ts).
 */
export function verifyAlipayNotification(sdk: AlipaySdk, appId: string, notification: IncomingNotification): NotificationVerdict {
  const fields = alipayFields(notification);
  const orderNo = fields.out_trade_no?.slice(0, 64);
  if (!fields.sign) return { kind: 'rejected', orderNo, reason: 'no-signature' };
  let signed: boolean;
  try {
    signed = sdk.checkNotifySignV2(fields);
  } catch {
    signed = false; // a signature that is not base64, or a key the runtime cannot read
  }
  if (!signed) return { kind: 'rejected', orderNo, reason: 'signature' };
  if (fields.app_id !== appId) return { kind: 'rejected', orderNo, reason: 'app-id' };
  if (!orderNo) return { kind: 'rejected', reason: 'no-order-no' };
  if (!PAID_STATES.has(fields.trade_status ?? '')) return { kind: 'ignored', orderNo, reason: `state:${(fields.trade_status ?? '').slice(0, 32)}` };
  const amountFen = yuanToFen(fields.total_amount);
  if (amountFen === null) return { kind: 'rejected', orderNo, reason: 'amount-format' };
  return { kind: 'paid', payment: { orderNo, amountFen, tradeNo: (fields.trade_no ?? '').slice(0, 64) } };
}

/** Alipay's live face-to-face pay: precreate for the QR, trade query for missed notifications. */
export function liveAlipay(settings: AlipaySettings, log: FastifyBaseLogger): PaymentChannel {
  const sdk = alipaySdk(settings);
  const call = async (method: string, params: Record<string, unknown>) => {
    try {
      // validateSign: the answer's own RSA2 signature is checked with Alipay's public key.
      return await sdk.exec(method, params, { validateSign: true });
    } catch (e) {
      log.error({ channel: 'alipay', method, err: (e as Error).message }, 'alipay call failed');
      throw new ChannelUnavailable(method);
    }
  };
  return {
    channel: 'alipay',
    mode: 'live',
    async createPayUrl(request) {
      const minutes = Math.max(1, Math.floor((request.expiresAt.getTime() - Date.now()) / 60_000));
      const result = await call('alipay.trade.precreate', {
        notify_url: request.notifyUrl,
        bizContent: { out_trade_no: request.orderNo, total_amount: fenToYuan(request.amountFen), subject: request.subject.slice(0, 128) || '文库订单', timeout_express: `${minutes}m` },
      });
      if (result.code !== '10000' || typeof result.qrCode !== 'string') {
        log.error({ channel: 'alipay', code: result.code, subCode: result.subCode, orderNo: request.orderNo }, 'alipay precreate refused');
        throw new ChannelUnavailable('alipay.trade.precreate');
      }
      return result.qrCode;
    },
    async queryTrade(orderNo) {
      const result = await call('alipay.trade.query', { bizContent: { out_trade_no: orderNo } });
      if (result.code !== '10000') {
        if (result.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
        log.warn({ channel: 'alipay', code: result.code, subCode: result.subCode, orderNo }, 'alipay trade query refused');
        return null;
      }
      if (!PAID_STATES.has(result.tradeStatus) || result.outTradeNo !== orderNo) return null;
      const amountFen = yuanToFen(result.totalAmount);
      return amountFen === null ? null : { orderNo, amountFen, tradeNo: String(result.tradeNo ?? '') };
    },
    verifyNotification: (notification) => verifyAlipayNotification(sdk, settings.appId, notification),
  };
}
