import type { FastifyInstance } from 'fastify';

const counters = new WeakMap<FastifyInstance, { count: number }>();

/**
 * How many writes (a POST, PUT, PATCH or DELETE answered below 400) this process has served, for
 * caches of public pages: a page cached at one count is stale at another. A write through another
 * process behind the same proxy is not seen; the caches' time limits bound that.
 */
export function writeCount(app: FastifyInstance): () => number {
  let counter = counters.get(app);
  if (!counter) {
    const state = { count: 0 };
    counter = state;
    counters.set(app, state);
    app.addHook('onResponse', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400) state.count++;
    });
  }
  const read = counter;
  return () => read.count;
}
