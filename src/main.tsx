import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './App';
import { installChunkReload } from './portal/chunkReload';
import { applyViewport } from './portal/layout/viewport';
import { queryClient } from './providers/queryClient';
import { preloadPages } from './portal/lazyPage';
import { readSsrPayload } from './shared/ssrPayload';
import './portal/global.css';

installChunkReload();
// Before the first paint, so /login on a phone never shows at 1200 px first.
applyViewport(window.location.pathname);

/**
 * Marks the page live (`<html data-hydrated>`) once React has committed its first render: before
 * that, a server-rendered button is only markup and a click on it does nothing. Tests wait for it.
 */
function LiveMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <LiveMark>
      <App />
    </LiveMark>
  </StrictMode>
);
const ssr = readSsrPayload(document);
if (ssr && container.firstChild) {
  // The server rendered this page (signed-out frame, src/entry-server.tsx): take over its markup
  // with the same data and the page modules it used, so the first client render matches it.
  hydrate(queryClient, ssr.state as DehydratedState);
  // Hydrating is one long task (seconds on a slow phone); the browser paints the server's markup
  // first only if it gets a frame before that task, so the reader sees the page while it wakes up.
  // A tab opened in the background gets no frames: then it hydrates after 200 ms all the same.
  const afterNextPaint = new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
  void Promise.all([preloadPages(ssr.modules), afterNextPaint]).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
