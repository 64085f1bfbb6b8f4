import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload';

describe('chunk-load failure (spec §8)', () => {
  it('reloads at most once a minute', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, sessionStorage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_030_000, sessionStorage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_060_001, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/AdminApp-x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
