import type { FastifyInstance } from 'fastify';
import { dbCaller } from '../db/gate';

/**
 * Tells the database gate (server/db/gate.ts) which call a query belongs to and whether its client
 * is still there. Runs at preValidation, after the body has been read: a stream's data events would
 * not carry the context from an earlier hook. The signal aborts when the connection closes before
 * the answer was sent, so queued queries of a vanished client are dropped, not run.
 */
export function setupOverload(app: FastifyInstance): void {
  app.addHook('preValidation', (req, reply, done) => {
    const controller = new AbortController();
    const res = reply.raw;
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    dbCaller.run({ key: `${req.method} ${req.routeOptions.url ?? '*'}`, signal: controller.signal }, done);
  });
}
