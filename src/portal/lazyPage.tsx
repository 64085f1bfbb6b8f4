import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * Server rendering: which page modules (by source path, the key of Vite's client manifest) the
 * render used, so the server can link their CSS and preload their chunks, and the client can load
 * them before it hydrates (a page that suspends during hydration keeps the frame inert).
 */
export const RenderedModulesContext = createContext<Set<string> | null>(null);

/** Per source module, the preloads of the pages it holds (an area module holds several). */
const loaders = new Map<string, Array<() => Promise<void>>>();

/**
 * `lazy()` that can be loaded ahead of rendering: once its module is in, the page renders
 * directly (no Suspense round trip), which is what hydration needs.
 */
export function lazyPage<P extends object>(source: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((m) => {
      Loaded = m.default;
      return m;
    });
  const Lazy = lazy(preload);
  loaders.set(source, [...(loaders.get(source) ?? []), () => preload().then(() => undefined)]);
  function Page(props: P) {
    useContext(RenderedModulesContext)?.add(source);
    const Component = (Loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  Page.displayName = `Page(${source})`;
  return Page;
}

/**
 * A named export of an area module as a server-rendered, lazily loaded page: each area module is its
 * own chunk, fetched on the first visit, and named by its source path (the key of Vite's client
 * manifest) so the server can link its CSS and the client can load it before hydrating.
 */
export function areaPage<M extends Record<string, unknown>>(source: string, load: () => Promise<M>, name: keyof M): ComponentType {
  return lazyPage(source, async () => ({ default: (await load())[name] as ComponentType }));
}

/** Loads the page modules the server rendered; unknown names are skipped (the page then suspends). */
export function preloadPages(sources: readonly string[]): Promise<unknown> {
  return Promise.all(sources.flatMap((s) => (loaders.get(s) ?? []).map((load) => load().catch(() => undefined))));
}
