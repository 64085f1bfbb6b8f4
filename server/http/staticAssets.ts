import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { markStaticAssets } from './apiBudget';

/** Hashed build output (`assets/name-HASH.js`): its name changes with its content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The built front end. The build writes `.br` and `.gz` beside every text asset
 * (build/precompress.ts); `preCompressed` sends the best one the client accepts, with
 * `Content-Encoding` and `Vary: Accept-Encoding`, and the plain file otherwise. Hashed assets are
 * cached for a year as immutable; every other file (favicon, covers, index.html) revalidates.
 * The compressed siblings get no routes of their own. Its routes are marked as static assets: they
 * never spend the API rate-limit budget (server/http/apiBudget.ts).
 */
export async function registerStaticAssets(app: FastifyInstance, staticDir: string): Promise<void> {
  const assetsDir = `${path.sep}assets${path.sep}`;
  await app.register(async (scope) => {
    markStaticAssets(scope);
    await registerFiles(scope, staticDir, assetsDir);
  });
}

async function registerFiles(app: FastifyInstance, staticDir: string, assetsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    // .ssr (the server render's bundle) and .vite (the build manifest) are the server's, not the web's.
    globIgnore: ['**/*.br', '**/*.gz', '.ssr/**', '.vite/**'],
    setHeaders: (reply, filePath) => {
      if (filePath.includes(assetsDir)) reply.header('Cache-Control', IMMUTABLE_CACHE);
    },
  });
}
