/**
 * The server render of the portal (built by `vite build --ssr`, loaded by server/ssr). Anonymous
 * visitors only: the server skips it when the request carries a session cookie, so the HTML is
 * the signed-out frame the client hydrates without mismatches.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { AxiosAdapter } from 'axios';
import { AppTree } from './App';
import { http } from './providers/axiosInstance';
import { RenderedModulesContext } from './portal/lazyPage';
import { withoutButtonPresets } from './ssr/buttonPresetStyles';

export interface RenderResult {
  /** The markup for `<div id="root">`. */
  html: string;
  /** antd's `<style>` tags for `<head>`. */
  styles: string;
  /** react-query's dehydrated cache (JSON-serialisable). */
  state: unknown;
  /** Source paths (Vite manifest keys) of the lazily loaded pages the render used. */
  modules: string[];
}

/** Routes the API calls of the render through the server itself (fastify.inject), never the network. */
export function setApiAdapter(adapter: AxiosAdapter): void {
  http.defaults.adapter = adapter;
}

/** Rounds of "render, fetch what the render asked for": a detail page's second call needs the first's answer. */
const MAX_ROUNDS = 4;

function fetchable(q: Query): boolean {
  if (q.state.status !== 'pending' || q.state.fetchStatus === 'fetching') return false;
  const enabled = (q.options as { enabled?: unknown }).enabled;
  return enabled !== false && typeof enabled !== 'function';
}

async function renderOnce(url: string, client: QueryClient, modules: Set<string>, cache: ReturnType<typeof createCache>) {
  // An error below a Suspense boundary does not fail the render (React would finish that part in the
  // browser, with a console error); the server then sends the plain page instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <RenderedModulesContext.Provider value={modules}>
          <StaticRouter location={url}>
            <AppTree client={client} />
          </StaticRouter>
        </RenderedModulesContext.Provider>
      </StyleProvider>
    </StrictMode>,
    // Never outline a large boundary into a later segment: revealing it takes an inline script,
    // which the Content-Security-Policy forbids. The page is sent whole.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length > 0) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return { html, styles: withoutButtonPresets(extractStyle(cache)) };
}

/** Out-of-order segments: a part suspended, and React would reveal it with inline scripts (CSP forbids them). */
const hasPendingSegments = (html: string) => html.includes('<script') || html.includes('<!--$?-->');

export async function render(url: string): Promise<RenderResult> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } });
  const modules = new Set<string>();
  // One style cache for every round of this page: antd's CSS-in-JS computes a component's styles
  // once per cache (token merge, stylis parse, hash) — most of a render's CPU with a fresh cache
  // each round. Styles of a part only an earlier round showed (a loading state) stay in <head>:
  // harmless rules, not markup React hydrates.
  const cache = createCache();
  try {
    let out = await renderOnce(url, client, modules, cache);
    for (let round = 1; round < MAX_ROUNDS; round++) {
      const pending = client.getQueryCache().getAll().filter(fetchable);
      // A lazily loaded part seen for the first time suspends once; the next render has it.
      if (pending.length === 0 && !hasPendingSegments(out.html)) break;
      await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
      out = await renderOnce(url, client, modules, cache);
    }
    if (hasPendingSegments(out.html)) throw new Error(`server render of ${url} did not settle in ${MAX_ROUNDS} rounds`);
    // A failed call rendered its error state, which the browser cannot reproduce from the
    // dehydrated cache (errors are not carried over): the plain page is sent instead.
    const failed = client.getQueryCache().getAll().find((q) => q.state.status === 'error');
    if (failed) throw new Error(`server render of ${url}: ${failed.queryHash} failed`, { cause: failed.state.error });
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
    return { html: out.html, styles: out.styles, state, modules: [...modules] };
  } finally {
    client.clear();
  }
}
export { isPortalRoute, portalRoutePatterns } from './portalRoutes';
