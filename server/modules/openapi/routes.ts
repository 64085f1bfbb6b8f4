import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Module } from '../../http/routes';
import { openApiDocument } from '../../openapi/document';

/**
 * `GET /api/openapi.json`: OpenAPI 3.1 of every route, built from the route census and the resource
 * declarations (server/openapi/document.ts) when first asked for; `/api/docs`: Swagger
 * UI over it (@fastify/swagger-ui, its assets served locally, its own CSP for its inline script).
 * @fastify/swagger runs in static mode: it only hands our document to the UI, it never asks routes
 * for JSON schemas (ours validate with zod, with Chinese messages).
 */
export const openApiModule: Module = async (app) => {
  const document: Record<string, unknown> = {};
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets element styles at run time (as antd does in the portal).
    transformStaticCSP: (header: string) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    // No "Explore any URL" bar and no third-party logo: this page documents this API only.
    theme: { title: '文库 Wenku 接口文档', css: [{ filename: 'wenku.css', content: '.swagger-ui .topbar { display: none }' }] },
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
  });
  // Filled in place (the UI's static-mode plugin holds this very object), on the first request for
  // it: describing ~1,000 operations costs 0.4–1 s of CPU that a start (or a test's app) need not pay.
  let filled = false;
  app.addHook('onRequest', async (req) => {
    if (filled || !(req.url.startsWith('/api/docs') || req.url.startsWith('/api/openapi.json'))) return;
    Object.assign(document, openApiDocument(app.registeredRoutes));
    filled = true;
  });
  app.get('/api/openapi.json', async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(document));
};
