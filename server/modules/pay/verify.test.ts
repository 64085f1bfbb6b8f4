import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipaySdk, verifyAlipayNotification } from './alipay';
import { fenToYuan, yuanToFen } from './channel';
import { verifyWechatNotification, type WechatVerifierSettings } from './wechat';

/**
 * The notification verifiers on their own, with signatures made here by node:crypto (not by our
 * sandbox): an RSA2 (SHA256withRSA) signature as Alipay makes it, and a WeChat Pay v3 message
 * signed and AES-256-GCM-encrypted as WeChat Pay makes it.
 */
const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const platform = pem();
const app = pem();
const stranger = pem();

describe('Alipay notification (RSA2 via alipay-sdk checkNotifySignV2)', () => {
  const APP_ID = '2021000123456789';
  const sdk = alipaySdk({ appId: APP_ID, privateKey: app.privateKey, alipayPublicKey: platform.publicKey });

  /** Alipay's rule: every field but sign and sign_type, sorted by name, `k=v` joined by &, SHA256withRSA, base64. */
  function signed(fields: Record<string, string>, key = platform.privateKey) {
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
    return { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, rawBody: new URLSearchParams({ ...fields, sign, sign_type: 'RSA2' }).toString() };
  }
  const base = { app_id: APP_ID, out_trade_no: '20261125065001123456', trade_no: '2026112522001400001', trade_status: 'TRADE_SUCCESS', total_amount: '7.50', subject: '论《诗经》的比兴 & 赋', notify_type: 'trade_status_sync' };

  it('accepts a genuine payment and reads amount in fen', () => {
    expect(verifyAlipayNotification(sdk, APP_ID, signed(base))).toEqual({ kind: 'paid', payment: { orderNo: base.out_trade_no, amountFen: 750, tradeNo: base.trade_no } });
  });

  it('rejects a changed field, a stranger key, no signature, another app, a malformed amount', () => {
    const good = signed(base);
    expect(verifyAlipayNotification(sdk, APP_ID, { ...good, rawBody: good.rawBody.replace('total_amount=7.50', 'total_amount=750.00') })).toMatchObject({ kind: 'rejected', reason: 'signature' });
    expect(verifyAlipayNotification(sdk, APP_ID, signed(base, stranger.privateKey))).toMatchObject({ kind: 'rejected', reason: 'signature' });
    expect(verifyAlipayNotification(sdk, APP_ID, { ...good, rawBody: good.rawBody.replace(/&sign=[^&]*/, '') })).toMatchObject({ kind: 'rejected', reason: 'no-signature' });
    expect(verifyAlipayNotification(sdk, APP_ID, { ...good, rawBody: good.rawBody.replace(/&sign=[^&]*/, '&sign=%%%') })).toMatchObject({ kind: 'rejected' });
    expect(verifyAlipayNotification(sdk, APP_ID, signed({ ...base, app_id: '2021000000000000' }))).toMatchObject({ kind: 'rejected', reason: 'app-id' });
    expect(verifyAlipayNotification(sdk, APP_ID, signed({ ...base, total_amount: '7.505' }))).toMatchObject({ kind: 'rejected', reason: 'amount-format' });
    expect(verifyAlipayNotification(sdk, APP_ID, { ...good, headers: { 'content-type': 'application/json' } })).toMatchObject({ kind: 'rejected', reason: 'no-signature' });
  });

  it('ignores a genuine message that is not a payment', () => {
    expect(verifyAlipayNotification(sdk, APP_ID, signed({ ...base, trade_status: 'WAIT_BUYER_PAY' }))).toEqual({ kind: 'ignored', orderNo: base.out_trade_no, reason: 'state:WAIT_BUYER_PAY' });
  });
});

describe('WeChat Pay v3 notification (Rsa.verify + AES-256-GCM of wechatpay-axios-plugin)', () => {
  const apiV3Key = randomBytes(16).toString('hex');
  const settings: WechatVerifierSettings = { mchid: '1230000109', appid: 'wxd678efh567hg6787', apiV3Key, platformPublicKey: platform.publicKey, platformSerial: 'PUB_KEY_ID_0112345678' };
  const now = 1_790_000_000_000;

  function message(transaction: object, opts: { key?: string; aesKey?: string; serial?: string; ts?: number; eventType?: string } = {}) {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', opts.aesKey ?? apiV3Key, nonce).setAAD(Buffer.from('transaction'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({ id: 'EV-2018022511223320873', event_type: opts.eventType ?? 'TRANSACTION.SUCCESS', resource_type: 'encrypt-resource', resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce, associated_data: 'transaction', original_type: 'transaction' } });
    const ts = String(opts.ts ?? Math.floor(now / 1000));
    const headerNonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${ts}\n${headerNonce}\n${body}\n`).sign(opts.key ?? platform.privateKey, 'base64');
    return { headers: { 'wechatpay-serial': opts.serial ?? settings.platformSerial, 'wechatpay-timestamp': ts, 'wechatpay-nonce': headerNonce, 'wechatpay-signature': signature }, rawBody: body };
  }
  const paid = { appid: settings.appid, mchid: settings.mchid, out_trade_no: '20261125065001654321', transaction_id: '4200000000202611250001', trade_state: 'SUCCESS', amount: { total: 2400, currency: 'CNY' } };

  it('accepts a genuine payment', () => {
    expect(verifyWechatNotification(settings, message(paid), now)).toEqual({ kind: 'paid', payment: { orderNo: paid.out_trade_no, amountFen: 2400, tradeNo: paid.transaction_id } });
  });

  it('rejects a stranger signature, a changed body, another key, serial or merchant, an old timestamp', () => {
    expect(verifyWechatNotification(settings, message(paid, { key: stranger.privateKey }), now)).toMatchObject({ kind: 'rejected', reason: 'signature' });
    const good = message(paid);
    expect(verifyWechatNotification(settings, { ...good, rawBody: good.rawBody.replace('EV-', 'EX-') }, now)).toMatchObject({ kind: 'rejected', reason: 'signature' });
    expect(verifyWechatNotification(settings, message(paid, { aesKey: 'x'.repeat(32) }), now)).toMatchObject({ kind: 'rejected', reason: 'decrypt' });
    expect(verifyWechatNotification(settings, message(paid, { serial: 'PUB_KEY_ID_9' }), now)).toMatchObject({ kind: 'rejected', reason: 'serial' });
    expect(verifyWechatNotification(settings, message({ ...paid, mchid: '1900000001' }), now)).toMatchObject({ kind: 'rejected', reason: 'merchant' });
    expect(verifyWechatNotification(settings, message(paid, { ts: Math.floor(now / 1000) - 600 }), now)).toMatchObject({ kind: 'rejected', reason: 'timestamp' });
    expect(verifyWechatNotification(settings, message({ ...paid, amount: { total: 24.5 } }), now)).toMatchObject({ kind: 'rejected', reason: 'amount-format' });
  });

  it('ignores a genuine non-payment', () => {
    expect(verifyWechatNotification(settings, message({ ...paid, trade_state: 'CLOSED' }, { eventType: 'TRANSACTION.CLOSED' }), now)).toMatchObject({ kind: 'ignored', reason: 'state:CLOSED' });
  });
});

describe('amounts', () => {
  it('yuan strings to fen and back without floating point', () => {
    expect([yuanToFen('7.00'), yuanToFen('7.5'), yuanToFen('12'), yuanToFen('0.01'), yuanToFen('1.234'), yuanToFen('-1'), yuanToFen(7)]).toEqual([700, 750, 1200, 1, null, null, null]);
    expect([fenToYuan(700), fenToYuan(5), fenToYuan(12345)]).toEqual(['7.00', '0.05', '123.45']);
  });
});
