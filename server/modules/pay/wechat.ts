import type { FastifyBaseLogger } from 'fastify';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { ChannelUnavailable, header, type IncomingNotification, type NotificationVerdict, type PaymentChannel } from './channel';
import type { WechatSettings } from './settings';

/** What verifying a notification needs: the platform's public key and id, the APIv3 key, and who we are. */
export type WechatVerifierSettings = Pick<WechatSettings, 'mchid' | 'appid' | 'apiV3Key' | 'platformPublicKey' | 'platformSerial'>;

/** WeChat Pay's advice: refuse a notification whose timestamp is more than 5 minutes off (replays of old captures). */
const MAX_CLOCK_SKEW_S = 300;

interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

/**
 * Verifies a WeChat Pay API v3 notification: the `Wechatpay-Serial` is the platform key we know,
 * the timestamp is recent, the SHA256-RSA signature over `timestamp\nnonce\nbody\n` holds (the
 * SDK's Rsa.verify and Formatter.response), then the resource is decrypted with the APIv3 key
 * (AEAD_AES_256_GCM, the SDK's Aes.AesGcm; a tampered ciphertext fails its tag) and must name our
 * merchant and app id and be a SUCCESS transaction with an integer amount.
 */
export function verifyWechatNotification(settings: WechatVerifierSettings, notification: IncomingNotification, now = Date.now()): NotificationVerdict {
  const serial = header(notification.headers, 'wechatpay-serial');
  const timestamp = header(notification.headers, 'wechatpay-timestamp') ?? '';
  const nonce = header(notification.headers, 'wechatpay-nonce') ?? '';
  const signature = header(notification.headers, 'wechatpay-signature');
  if (!signature || !serial) return { kind: 'rejected', reason: 'no-signature' };
  if (serial !== settings.platformSerial) return { kind: 'rejected', reason: 'serial' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) return { kind: 'rejected', reason: 'timestamp' };
  let signed: boolean;
  try {
    signed = Rsa.verify(Formatter.response(timestamp, nonce, notification.rawBody), signature, settings.platformPublicKey);
  } catch {
    signed = false;
  }
  if (!signed) return { kind: 'rejected', reason: 'signature' };

  let transaction: WechatTransaction;
  let eventType: string;
  try {
    const body = JSON.parse(notification.rawBody) as { event_type?: string; resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string } };
    eventType = String(body.event_type ?? '');
    const r = body.resource;
    if (r?.algorithm !== 'AEAD_AES_256_GCM' || typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') return { kind: 'rejected', reason: 'resource' };
    transaction = JSON.parse(Aes.AesGcm.decrypt(r.ciphertext, settings.apiV3Key, r.nonce, r.associated_data ?? '')) as WechatTransaction;
  } catch {
    return { kind: 'rejected', reason: 'decrypt' };
  }
  const orderNo = typeof transaction.out_trade_no === 'string' ? transaction.out_trade_no.slice(0, 64) : undefined;
  if (transaction.mchid !== settings.mchid || transaction.appid !== settings.appid) return { kind: 'rejected', orderNo, reason: 'merchant' };
  if (!orderNo) return { kind: 'rejected', reason: 'no-order-no' };
  if (eventType !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS') return { kind: 'ignored', orderNo, reason: `state:${String(transaction.trade_state ?? eventType).slice(0, 32)}` };
  const total = transaction.amount?.total;
  if (!Number.isSafeInteger(total) || total! < 0) return { kind: 'rejected', orderNo, reason: 'amount-format' };
  return { kind: 'paid', payment: { orderNo, amountFen: total!, tradeNo: String(transaction.transaction_id ?? '').slice(0, 64) } };
}

/** RFC 3339 in Beijing time, as WeChat Pay's `time_expire` takes it. */
function rfc3339Beijing(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** WeChat Pay's live Native pay: `code_url` for the QR, the order query for missed notifications. */
export function liveWechat(settings: WechatSettings, log: FastifyBaseLogger): PaymentChannel {
  const client = new Wechatpay({
    mchid: settings.mchid,
    serial: settings.merchantSerial,
    privateKey: settings.merchantPrivateKey,
    // Answers are verified by the SDK with the platform key: a forged answer is an error.
    certs: { [settings.platformSerial]: Rsa.from(settings.platformPublicKey, Rsa.KEY_TYPE_PUBLIC) },
  });
  const failed = (what: string, e: unknown, orderNo: string) => {
    const response = (e as { response?: { status?: number; data?: { code?: string } } }).response;
    log.error({ channel: 'wechat', what, status: response?.status, code: response?.data?.code, orderNo }, 'wechat pay call failed');
    return new ChannelUnavailable(what);
  };
  return {
    channel: 'wechat',
    mode: 'live',
    async createPayUrl(request) {
      try {
        // The SDK types the answer as the request body; the answer of Native pay is {code_url}.
        const { data } = (await client.v3.pay.transactions.native.post({
          appid: settings.appid,
          mchid: settings.mchid,
          description: request.subject.slice(0, 127) || '文库订单',
          out_trade_no: request.orderNo,
          time_expire: rfc3339Beijing(request.expiresAt),
          notify_url: request.notifyUrl,
          amount: { total: request.amountFen, currency: 'CNY' },
        })) as unknown as { data?: { code_url?: unknown } };
        if (typeof data?.code_url !== 'string') throw new Error('no code_url');
        return data.code_url;
      } catch (e) {
        throw failed('native', e, request.orderNo);
      }
    },
    async queryTrade(orderNo) {
      let data: WechatTransaction;
      try {
        ({ data } = await client.v3.pay.transactions.outTradeNo.$out_trade_no$.get({ params: { mchid: settings.mchid }, out_trade_no: orderNo }));
      } catch (e) {
        const status = (e as { response?: { status?: number } }).response?.status;
        if (status === 404) return null; // ORDER_NOT_EXIST: no QR was ever scanned
        throw failed('query', e, orderNo);
      }
      if (data.trade_state !== 'SUCCESS' || data.out_trade_no !== orderNo || data.mchid !== settings.mchid || data.appid !== settings.appid) return null;
      const total = data.amount?.total;
      return Number.isSafeInteger(total) ? { orderNo, amountFen: total!, tradeNo: String(data.transaction_id ?? '') } : null;
    },
    verifyNotification: (notification) => verifyWechatNotification(settings, notification),
  };
}
