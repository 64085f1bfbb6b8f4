import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/envelope';

/** What an SMS provider is asked to deliver. */
export interface SmsMessage {
  phone: string;
  purpose: string;
  code: string;
  /** The Chinese text a person receives. */
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  /** Demo provider only: what was "sent", newest last. */
  readonly outbox?: ReadonlyArray<SmsMessage & { createdAt: string }>;
}

/** SMS_PROVIDER / SMS_WEBHOOK_URL as read from the environment. */
export interface SmsSettings {
  provider?: string;
  webhookUrl?: string;
}

const OUTBOX_LIMIT = 1000;

/**
 * Demo mode, development and tests: nothing leaves the process. Every message goes to an in-memory
 * outbox (read back through `GET /api/dev/outbox` when DEV_ENDPOINTS=1) and to the server log.
 */
export function demoSmsProvider(log?: FastifyBaseLogger): SmsProvider {
  const outbox: Array<SmsMessage & { createdAt: string }> = [];
  return {
    name: 'demo',
    outbox,
    async send(message) {
      outbox.push({ ...message, createdAt: new Date().toISOString() });
      if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
      // Demo mode: the code is what an operator needs to sign in; the phone is shown masked.
      log?.info({ phone: `${message.phone.slice(0, 3)}****${message.phone.slice(-4)}`, purpose: message.purpose, code: message.code }, 'demo SMS (not sent)');
    },
  };
}

/** Production: POSTs `{phone, purpose, code, text}` as JSON to a gateway of the operator's choice. */
export function webhookSmsProvider(url: string, log?: FastifyBaseLogger, timeoutMs = 10_000): SmsProvider {
  return {
    name: 'webhook',
    async send(message) {
      let status = 0;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        await res.arrayBuffer().catch(() => undefined);
      } catch (err) {
        log?.error({ err }, 'SMS webhook unreachable');
      }
      if (status < 200 || status >= 300) {
        if (status) log?.error({ status }, 'SMS webhook refused the message');
        throw new AppError(503, '短信发送失败，请稍后重试');
      }
    },
  };
}

/** Thrown at start-up; the message is for the operator, in English and Chinese. */
export class SmsConfigError extends Error {
  override name = 'SmsConfigError';
}

/**
 * The provider for these settings. In production only a configured webhook is accepted: the demo
 * provider would write codes to the log instead of sending them, so start-up fails instead.
 */
export function createSmsProvider(settings: SmsSettings, production: boolean, log?: FastifyBaseLogger): SmsProvider {
  const name = (settings.provider ?? '').trim().toLowerCase();
  if (name === 'webhook') {
    const url = (settings.webhookUrl ?? '').trim();
    if (!/^https?:\/\/\S+$/i.test(url)) {
      throw new SmsConfigError(
        'SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL (an http or https URL). 短信服务配置错误：SMS_PROVIDER=webhook 时必须设置 SMS_WEBHOOK_URL（http 或 https 地址）。',
      );
    }
    return webhookSmsProvider(url, log);
  }
  if (name !== '' && name !== 'demo') {
    throw new SmsConfigError(`Unknown SMS_PROVIDER "${settings.provider}" (use webhook). 未知的短信服务 SMS_PROVIDER="${settings.provider}"，请使用 webhook。`);
  }
  if (production) {
    throw new SmsConfigError(
      'No SMS provider configured: in production set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL. 生产环境未配置短信服务：请设置 SMS_PROVIDER=webhook 和 SMS_WEBHOOK_URL 后再启动。',
    );
  }
  return demoSmsProvider(log);
}
