import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { captchaText } from './captcha';
import { simulateWechatScan } from './wechat';

/**
 * Development helpers (docs/api-auth.md): the SMS outbox, an image code's text, a simulated
 * WeChat scan. Registered only when not in production, so there they are 404 like any unknown path.
 */
export function devRoutes(app: FastifyInstance, db: Db): void {
  if (app.accounts.production) return;

  app.get('/api/dev/outbox', async (req) => {
    const phone = (req.query as Record<string, unknown>).phone;
    const outbox = app.accounts.sms.outbox ?? [];
    const rows = outbox
      .filter((m) => !phone || m.phone === phone)
      .map(({ phone: p, purpose, code, createdAt }) => ({ phone: p, purpose, code, createdAt }))
      .reverse();
    return ok(rows);
  });

  app.get('/api/dev/captcha/:uuid', async (req) => {
    const { uuid } = req.params as { uuid: string };
    return ok({ text: await captchaText(db, uuid) });
  });

  app.post('/api/dev/wechat/bind', async (req) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    await simulateWechatScan(db, body);
    return ok(undefined, '已模拟扫码确认');
  });
}
