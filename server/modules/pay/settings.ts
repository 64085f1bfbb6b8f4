import { readFileSync } from 'node:fs';
import { ConfigError } from '../../config';

/** Alipay face-to-face pay (当面付) of one app, as the Alipay open platform issues it. */
export interface AlipaySettings {
  appId: string;
  /** The app's private key (PKCS#1 or PKCS#8, PEM or bare base64): signs our requests. */
  privateKey: string;
  /** Alipay's public key (支付宝公钥): verifies notifications and answers (RSA2). */
  alipayPublicKey: string;
  /** Gateway; default Alipay's production gateway (the Alipay sandbox: https://openapi-sandbox.dl.alipaydev.com/gateway.do). */
  gateway?: string;
}

/** WeChat Pay API v3 Native pay of one merchant. */
export interface WechatSettings {
  mchid: string;
  /** The app id (公众号/小程序/开放平台应用) the merchant is bound to. */
  appid: string;
  /** The merchant API certificate's serial number and private key (apiclient_key.pem): sign our requests. */
  merchantSerial: string;
  merchantPrivateKey: string;
  /** The 32-byte APIv3 key: decrypts the notification's resource (AEAD_AES_256_GCM). */
  apiV3Key: string;
  /** WeChat Pay's public key (微信支付公钥) and its id (PUB_KEY_ID_…): verifies notifications and answers. */
  platformPublicKey: string;
  platformSerial: string;
}

export interface PaySettings {
  alipay?: AlipaySettings;
  wechat?: WechatSettings;
  /** Origin the platforms call back (PAY_NOTIFY_BASE_URL, else PUBLIC_BASE_URL, else the request's host). */
  notifyBaseUrl?: string;
  /** Shortest time between two trade queries of one order while it is polled (ms). */
  queryIntervalMs?: number;
}

const ALIPAY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
const WECHAT_VARS = ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID'] as const;

/** A key given inline (PEM or bare base64) or as a file path (`/…` or `./…`). */
function keyValue(name: string, raw: string): string {
  if (/^\.{0,2}\//.test(raw)) {
    try {
      return readFileSync(raw, 'utf8').trim();
    } catch {
      throw new ConfigError(`${name}: cannot read the key file ${raw}. ${name}：无法读取密钥文件 ${raw}。`);
    }
  }
  return raw.replace(/\\n/g, '\n');
}

/** All of a channel's variables, or none of them (then the sandbox stands in outside production). */
function group<T extends readonly string[]>(env: NodeJS.ProcessEnv, names: T): Record<T[number], string> | undefined {
  const present = names.filter((n) => env[n]?.trim());
  if (present.length === 0) return undefined;
  const missing = names.filter((n) => !env[n]?.trim());
  if (missing.length > 0) {
    throw new ConfigError(`Payment channel half configured: ${missing.join(', ')} missing. 支付渠道配置不完整，缺少 ${missing.join('、')}。`);
  }
  return Object.fromEntries(names.map((n) => [n, env[n]!.trim()])) as Record<T[number], string>;
}

/** The payment channels from the environment (README: ALIPAY_*, WECHATPAY_*, PAY_NOTIFY_BASE_URL). */
export function readPaySettings(env: NodeJS.ProcessEnv = process.env): PaySettings {
  const a = group(env, ALIPAY_VARS);
  const w = group(env, WECHAT_VARS);
  if (w && Buffer.byteLength(w.WECHATPAY_APIV3_KEY) !== 32) {
    throw new ConfigError('WECHATPAY_APIV3_KEY must be the 32-character APIv3 key. WECHATPAY_APIV3_KEY 应为32位的APIv3密钥。');
  }
  const notifyBaseUrl = (env.PAY_NOTIFY_BASE_URL?.trim() || env.PUBLIC_BASE_URL?.trim() || undefined)?.replace(/\/+$/, '');
  if (notifyBaseUrl && !/^https?:\/\/[^\s/?#]+$/i.test(notifyBaseUrl)) {
    throw new ConfigError(`PAY_NOTIFY_BASE_URL must be an origin such as https://www.example.com, got "${notifyBaseUrl}". PAY_NOTIFY_BASE_URL 应为站点地址。`);
  }
  return {
    notifyBaseUrl,
    alipay: a && {
      appId: a.ALIPAY_APP_ID,
      privateKey: keyValue('ALIPAY_PRIVATE_KEY', a.ALIPAY_PRIVATE_KEY),
      alipayPublicKey: keyValue('ALIPAY_PUBLIC_KEY', a.ALIPAY_PUBLIC_KEY),
      gateway: env.ALIPAY_GATEWAY?.trim() || undefined,
    },
    wechat: w && {
      mchid: w.WECHATPAY_MCHID,
      appid: w.WECHATPAY_APPID,
      merchantSerial: w.WECHATPAY_SERIAL,
      merchantPrivateKey: keyValue('WECHATPAY_PRIVATE_KEY', w.WECHATPAY_PRIVATE_KEY),
      apiV3Key: w.WECHATPAY_APIV3_KEY,
      platformPublicKey: keyValue('WECHATPAY_PUBLIC_KEY', w.WECHATPAY_PUBLIC_KEY),
      platformSerial: w.WECHATPAY_PUBLIC_KEY_ID,
    },
  };
}
