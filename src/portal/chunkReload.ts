/** Spec §8: a chunk-load failure reloads the page, at most once a minute (a broken deploy must not loop). */
const KEY = 'chunkReloadAt';
const MIN_INTERVAL_MS = 60_000;

export function reloadAfterChunkError(now: number = Date.now(), storage: Storage = sessionStorage, reload = () => location.reload()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < MIN_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(msg);
}

export function installChunkReload(): void {
  // Vite fires this when a lazily loaded chunk (or its CSS) cannot be fetched.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadAfterChunkError();
  });
}
