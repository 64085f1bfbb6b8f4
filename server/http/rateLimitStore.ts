import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Db, rowsOf } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}


/**
 * A @fastify/rate-limit store on the database, so every server process on one PostgreSQL counts
 * against the same limits (issue 10, scale-out). One atomic upsert per counted request: a row per
 * limit and key, reset when its window has passed. Each route's own limit gets its own namespace,
 * as the in-memory store's per-route children do. Expired rows are removed by the cleanup job.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    constructor(
      _params: unknown,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const k = `${this.namespace}|${key}`.slice(0, 300);
      db.execute(sql`
        insert into rate_limit_counter (key, count, window_end)
        values (${k}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit_counter.window_end <= now() then 1 else rate_limit_counter.count + 1 end,
          window_end = case when rate_limit_counter.window_end <= now() then excluded.window_end else rate_limit_counter.window_end end
        returning count, greatest(0, floor(extract(epoch from (window_end - now())) * 1000))::int as ttl`)
        .then((result) => {
          const [row] = rowsOf<{ count: number; ttl: number }>(result);
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      const k = `${this.namespace}|${key}`.slice(0, 300);
      db.execute(sql`
        select count, greatest(0, floor(extract(epoch from (window_end - now())) * 1000))::int as ttl
        from rate_limit_counter where key = ${k} and window_end > now()`)
        .then((result) => {
          const [row] = rowsOf<{ count: number; ttl: number }>(result);
          callback(null, row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: unknown): DatabaseRateLimitStore {
      const info = (routeOptions as RouteParams).routeInfo ?? {};
      return new DatabaseRateLimitStore(routeOptions, `${[info.method].flat().join(',')} ${info.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
