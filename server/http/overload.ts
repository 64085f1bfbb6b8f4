import { setMaxListeners } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { BUSY_MSG, dbCaller, gateOf, newDbCaller, type DbCaller } from '../db/gate';
import { mayBeAnsweredFromListCache } from './publicListCache';

/** How many statements one request may have waiting at once before Node warns of a leak. */
const QUEUED_STATEMENTS_PER_REQUEST = 100;

/** Each request's caller, for its Server-Timing header. */
const callers = new WeakMap<FastifyRequest, DbCaller>();

/** The shed answer, made once. */
const SHED_BODY = Buffer.from(JSON.stringify({ code: 503, msg: BUSY_MSG }));
const SHED_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'content-length': SHED_BODY.length, 'retry-after': '1' };

const callKey = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? '*'}`;

/**
 * Load shedding in front of the database gate (server/db/gate.ts):
 * - onRequest: when this call already holds its whole share of the queue, the request is answered
 *   503 at once, before its body is parsed or its query compiled — shedding must be cheaper than
 *   serving. (Calls that never touch the database, such as static files, are not turned away.)
 * - preValidation (after the body was read: a stream's data events would not carry the context
 *   from an earlier hook): tells the gate which call a query belongs to and gives it a signal that
 *   aborts when the connection closes before the answer was sent, so a vanished client's queued
 *   queries are dropped, not run.
 * - onSend: `Server-Timing: db;dur=…, total;dur=…` on every answer that got that far — the time its
 *   statements held the database and the time from request to answer, in the server. Browsers'
 *   developer tools show it; the bench reads it (search's own cost beside its bare indexed query,
 *   without the round trip). A shed 503 skips it, as it skips everything else.
 */
export function setupOverload(app: FastifyInstance, db: Db): void {
  const gate = gateOf(db);
  if (!gate) return;
  app.addHook('onRequest', (req, reply, done) => {
    if (req.routeOptions.url && gate.shareFull(callKey(req)) && !mayBeAnsweredFromListCache(req)) {
      gate.stats.shed++;
      // Written on the raw response, past Fastify's reply path (serialization, the onSend hooks):
      // during a burst nearly every answer is this one, and each costs the event loop. The
      // security headers were set on the raw response by an earlier onRequest hook.
      reply.hijack();
      reply.raw.writeHead(503, SHED_HEADERS).end(SHED_BODY);
      return;
    }
    done();
  });
  app.addHook('preValidation', (req, reply, done) => {
    const controller = new AbortController();
    // Each statement a request queues listens for the abort until it is admitted; a page that
    // loads a dozen things at once queues more than Node's default of ten without leaking any.
    setMaxListeners(QUEUED_STATEMENTS_PER_REQUEST, controller.signal);
    const res = reply.raw;
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const caller = newDbCaller(callKey(req), controller.signal);
    callers.set(req, caller);
    dbCaller.run(caller, done);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const caller = callers.get(req);
    if (caller) reply.header('server-timing', `db;dur=${caller.dbMs.toFixed(1)}, total;dur=${reply.elapsedTime.toFixed(1)}`);
    done(null, payload);
  });
}
