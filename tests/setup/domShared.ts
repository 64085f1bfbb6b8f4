import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { queryClient } from '../../src/providers/queryClient';
import { sessionStore } from '../../src/session/store';
import './dom';

/**
 * The component files that run without isolation (vitest.config.ts, project `unit`): one jsdom and
 * one module graph per worker, so what a file leaves behind is put back here, after each file, as a
 * fresh environment would have it: rendered trees, storage and cookies, the address, stubs and
 * timers, the shared query cache and the session store read again from the (now empty) storage.
 */
afterAll(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  queryClient.clear();
  sessionStore.reload();
});
