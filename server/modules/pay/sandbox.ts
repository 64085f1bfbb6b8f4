import { createSign, generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, isNull } from 'drizzle-orm';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import type { Db } from '../../db/client';
import { paySandboxKeys, paySandboxTrades } from '../../db/schema';
import { alipaySdk, verifyAlipayNotification } from './alipay';
import { fenToYuan, type Channel, type IncomingNotification, type PaymentChannel, type PlatformPayment } from './channel';
import { verifyWechatNotification, type WechatVerifierSettings } from './wechat';

/**
 * The sandbox payment platform (never in production): it plays Alipay and WeChat Pay for a site
 * that has no merchant account yet. Its precreate hands out a URL of our own wallet page
 * (/pay/sandbox), its "pay" marks its trade paid and sends a notification signed with its own RSA
 * key (and, for WeChat, encrypted with its own APIv3 key), and the notify endpoint checks that with
 * the live channel's verifier configured with the sandbox's public key as the platform key.
 */
export const SANDBOX_ALIPAY_APP_ID = '9021000000000001';
export const SANDBOX_WECHAT = { mchid: '1900000001', appid: 'wx00000000sandbox', platformSerial: 'PUB_KEY_ID_0000000000SANDBOX' } as const;

export type SandboxKeys = typeof paySandboxKeys.$inferSelect;
export type SandboxTrade = typeof paySandboxTrades.$inferSelect;

const generateRsa = promisify(generateKeyPair);
const rsaPair = () =>
  generateRsa('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/** The sandbox platform's keys for a channel, generated once per database (the first process to insert wins). */
export async function sandboxKeys(db: Db, channel: Channel): Promise<SandboxKeys> {
  const read = async () => (await db.select().from(paySandboxKeys).where(eq(paySandboxKeys.channel, channel)))[0];
  const existing = await read();
  if (existing) return existing;
  const platform = await rsaPair();
  // Alipay: the app's own private key (the SDK signs requests with it); WeChat: the 32-character APIv3 key.
  const secret = channel === 'alipay' ? (await rsaPair()).privateKey : randomBytes(16).toString('hex');
  await db.insert(paySandboxKeys).values({ channel, platformPrivateKey: platform.privateKey, platformPublicKey: platform.publicKey, secret }).onConflictDoNothing();
  return (await read())!;
}

export const wechatSandboxSettings = (keys: SandboxKeys): WechatVerifierSettings => ({
  mchid: SANDBOX_WECHAT.mchid,
  appid: SANDBOX_WECHAT.appid,
  apiV3Key: keys.secret,
  platformPublicKey: keys.platformPublicKey,
  platformSerial: SANDBOX_WECHAT.platformSerial,
});

const newTradeNo = (channel: Channel) => `${channel === 'alipay' ? '2026' : '4200'}${Date.now()}${randomBytes(4).toString('hex')}`;

/** The sandbox channel: the sandbox's trades behind the live channel's notification verifier. */
export async function sandboxChannel(db: Db, channel: Channel): Promise<PaymentChannel> {
  const keys = await sandboxKeys(db, channel);
  const verify =
    channel === 'alipay'
      ? (() => {
          const sdk = alipaySdk({ appId: SANDBOX_ALIPAY_APP_ID, privateKey: keys.secret, alipayPublicKey: keys.platformPublicKey });
          return (n: IncomingNotification) => verifyAlipayNotification(sdk, SANDBOX_ALIPAY_APP_ID, n);
        })()
      : (n: IncomingNotification) => verifyWechatNotification(wechatSandboxSettings(keys), n);
  return {
    channel,
    mode: 'sandbox',
    async createPayUrl(request) {
      // Like the platforms: asking again for an unpaid trade updates it and hands out the same kind of URL.
      await db
        .insert(paySandboxTrades)
        .values({ channel, outTradeNo: request.orderNo, tradeNo: newTradeNo(channel), amountFen: request.amountFen, subject: request.subject.slice(0, 300), notifyUrl: request.notifyUrl })
        .onConflictDoUpdate({
          target: [paySandboxTrades.channel, paySandboxTrades.outTradeNo],
          set: { amountFen: request.amountFen, subject: request.subject.slice(0, 300), notifyUrl: request.notifyUrl },
          setWhere: isNull(paySandboxTrades.paidAt),
        });
      return `${request.siteOrigin}/pay/sandbox?orderNo=${encodeURIComponent(request.orderNo)}&channel=${channel}`;
    },
    async queryTrade(orderNo): Promise<PlatformPayment | null> {
      const trade = await sandboxTrade(db, channel, orderNo);
      return trade?.paidAt ? { orderNo, amountFen: trade.amountFen, tradeNo: trade.tradeNo } : null;
    },
    verifyNotification: verify,
  };
}

export async function sandboxTrade(db: Db, channel: Channel, orderNo: string): Promise<SandboxTrade | undefined> {
  const [trade] = await db
    .select()
    .from(paySandboxTrades)
    .where(and(eq(paySandboxTrades.channel, channel), eq(paySandboxTrades.outTradeNo, orderNo)));
  return trade;
}

/** The buyer confirms in the sandbox wallet: the trade is paid (once); undefined when there is no such trade. */
export async function paySandboxTrade(db: Db, channel: Channel, orderNo: string): Promise<SandboxTrade | undefined> {
  const [paid] = await db
    .update(paySandboxTrades)
    .set({ paidAt: new Date() })
    .where(and(eq(paySandboxTrades.channel, channel), eq(paySandboxTrades.outTradeNo, orderNo), isNull(paySandboxTrades.paidAt)))
    .returning();
  return paid ?? (await sandboxTrade(db, channel, orderNo));
}

/** A notification as the sandbox platform sends it: what goes on the wire to the notify URL. */
export interface SandboxNotification {
  headers: Record<string, string>;
  body: string;
}

const beijing = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19);

/**
 * An Alipay `trade_status_sync` notification for a paid sandbox trade, signed RSA2 with the sandbox
 * platform's key over the sorted `key=value` pairs without `sign` and `sign_type`, as Alipay does.
 * `fields` overrides any field (tests use it to forge).
 */
export function alipaySandboxNotification(keys: SandboxKeys, trade: SandboxTrade, fields: Record<string, string> = {}): SandboxNotification {
  const at = trade.paidAt ?? new Date();
  const yuan = fenToYuan(trade.amountFen);
  const message: Record<string, string> = {
    notify_time: beijing(new Date()).replace('T', ' '),
    notify_type: 'trade_status_sync',
    notify_id: randomUUID().replace(/-/g, ''),
    charset: 'utf-8',
    version: '1.0',
    app_id: SANDBOX_ALIPAY_APP_ID,
    auth_app_id: SANDBOX_ALIPAY_APP_ID,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: yuan,
    receipt_amount: yuan,
    buyer_pay_amount: yuan,
    invoice_amount: yuan,
    point_amount: '0.00',
    subject: trade.subject,
    gmt_create: beijing(trade.createdAt).replace('T', ' '),
    gmt_payment: beijing(at).replace('T', ' '),
    seller_id: '2088000000000001',
    buyer_id: '2088000000000002',
    ...fields,
  };
  const content = Object.keys(message)
    .filter((k) => k !== 'sign' && k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${message[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(keys.platformPrivateKey, 'base64');
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams({ ...message, sign_type: 'RSA2', sign }).toString(),
  };
}

/**
 * A WeChat Pay `TRANSACTION.SUCCESS` notification for a paid sandbox trade: the transaction
 * encrypted with the sandbox's APIv3 key (AEAD_AES_256_GCM), the body signed SHA256-RSA with the
 * sandbox platform's key, headers as WeChat Pay sends them. `transaction` overrides fields.
 */
export function wechatSandboxNotification(keys: SandboxKeys, trade: SandboxTrade, transaction: Record<string, unknown> = {}, timestamp = Math.floor(Date.now() / 1000)): SandboxNotification {
  const plain = {
    appid: SANDBOX_WECHAT.appid,
    mchid: SANDBOX_WECHAT.mchid,
    out_trade_no: trade.outTradeNo,
    transaction_id: trade.tradeNo,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: `${beijing(trade.paidAt ?? new Date())}+08:00`,
    payer: { openid: 'o-sandbox-payer' },
    amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: 'CNY', payer_currency: 'CNY' },
    ...transaction,
  };
  const iv = randomBytes(6).toString('hex');
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: `${beijing(new Date())}+08:00`,
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: Aes.AesGcm.encrypt(JSON.stringify(plain), keys.secret, iv, 'transaction'), associated_data: 'transaction', nonce: iv },
  });
  const nonce = randomBytes(16).toString('hex');
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-serial': SANDBOX_WECHAT.platformSerial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      'wechatpay-signature': Rsa.sign(Formatter.response(String(timestamp), nonce, body), keys.platformPrivateKey),
    },
    body,
  };
}
