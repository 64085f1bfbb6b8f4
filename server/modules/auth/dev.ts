import type { FastifyInstance } from 'fastify';
import { isLoopbackPeer } from '../../http/ipAddress';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { captchaText } from './captcha';
import { demoIdpPage } from './saml/demoIdp';
import { simulateWechatScan } from './wechat';

/**
 * Development helpers (docs/api-auth.md): the SMS outbox, an image code's text, a simulated
 * WeChat scan, the demo CARSI IdP. Each of them hands out a way to sign in as anyone, so they are registered only
 * when the server was started with DEV_ENDPOINTS=1 (tests, local development) and then answer
 * only clients on this machine; everywhere else they are 404 like any unknown path.
 */
export function devRoutes(app: FastifyInstance, db: Db): void {
  if (!app.accounts.devEndpoints) return;

  app.register(async (dev) => {
    dev.addHook('onRequest', async (req, reply) => {
      // req.socket, not req.ip: with TRUST_PROXY a client could name itself 127.0.0.1.
      if (!isLoopbackPeer(req.socket.remoteAddress)) return reply.code(404).send({ code: 404, msg: '请求的接口不存在' });
    });

    dev.get('/api/dev/outbox', async (req) => {
      const phone = (req.query as Record<string, unknown>).phone;
      const outbox = app.accounts.sms.outbox ?? [];
      const rows = outbox
        .filter((m) => !phone || m.phone === phone)
        .map(({ phone: p, purpose, code, createdAt }) => ({ phone: p, purpose, code, createdAt }))
        .reverse();
      return ok(rows);
    });

    dev.get('/api/dev/captcha/:uuid', async (req) => {
      const { uuid } = req.params as { uuid: string };
      return ok({ text: await captchaText(db, uuid) });
    });

    dev.post('/api/dev/wechat/bind', async (req) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      await simulateWechatScan(db, body);
      return ok(undefined, '已模拟扫码确认');
    });

    // demo_org's demo CARSI IdP: its SSO page, answering our AuthnRequest with a signed assertion.
    dev.get('/api/dev/saml/sso', async (req, reply) => demoIdpPage(req, reply));
  });
}
