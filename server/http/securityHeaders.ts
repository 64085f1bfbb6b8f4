import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer (API, pages, files, 404s and the 503s of load
 * shedding). The middleware is built once: @fastify/helmet built it anew for each request (parsing
 * the CSP directives every time), which was a tenth of the main thread's work while a burst was
 * being shed (docs/decisions.md, eighteenth session). No route needs its own headers or a CSP nonce.
 */
const applyHelmet = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its CSS-in-JS into <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => applyHelmet(req.raw, reply.raw, (err) => done(err as Error | undefined)));
}
