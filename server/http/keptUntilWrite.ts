import type { FastifyInstance } from 'fastify';
import { writeCount } from './writeCount';

/**
 * An answer that is the same for every reader, read once and kept until this process writes
 * anything (writeCount) or `ttlMs` passes (what another process wrote shows by then). Callers at
 * the same moment share the read in flight; a failed read is not kept. At most `maxEntries` keys,
 * the oldest out first. The library totals and an article's issue catalogue are kept this way.
 */
export function keptUntilWrite<V>(app: FastifyInstance, load: (key: string) => Promise<V>, options: { ttlMs: number; maxEntries?: number }): (key: string) => Promise<V> {
  if (options.ttlMs <= 0) return load;
  const maxEntries = options.maxEntries ?? 500;
  const writes = writeCount(app);
  const kept = new Map<string, { value: Promise<V>; until: number; writes: number }>();
  return (key) => {
    const hit = kept.get(key);
    if (hit && hit.until > Date.now() && hit.writes === writes()) return hit.value;
    kept.delete(key);
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    const entry = { value: load(key), until: Date.now() + options.ttlMs, writes: writes() };
    kept.set(key, entry);
    entry.value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry.value;
  };
}
