import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import { SSR_PAYLOAD_ID } from '../../src/shared/ssrPayload';
import { staticDirWithIndex } from '../../server/modules/citationMeta/testStatic';
import type { RenderModule } from '../../server/ssr/portalRender';
import { makeTestApp, type TestApp } from './app';

/**
 * What the two halves of the literal-text suite share (server/ssr/literalTextDetail.test.ts and
 * literalTextList.test.ts, issue 30): the app that renders the portal, the texts full of
 * replacement patterns, and what every served page must hold whatever text it was given. Two files,
 * not one, so that two test workers share its ~600 renders.
 */

/**
 * The real app with the portal's own server render (src/entry-server.tsx), for the calling file:
 * made before its tests and closed after them. `current()` is the app while the file runs.
 */
export function renderingApp(): { current: () => TestApp; served: (url: string) => Promise<{ status: number; html: string }> } {
  let t: TestApp | undefined;
  let staticDir: ReturnType<typeof staticDirWithIndex> | undefined;
  beforeAll(async () => {
    const entry = (await import('../../src/entry-server')) as unknown as RenderModule;
    staticDir = staticDirWithIndex();
    t = await makeTestApp({
      // Every page waits for its render (no plain page first on a busy machine), one render at a time,
      // and for its head (title, citation meta), which a busy machine can hold past the 400 ms a reader gets.
      appOptions: {
        staticDir: staticDir.dir,
        serverBundle: { mod: entry, manifest: {} },
        serverRenderOptions: { budgetMs: 120_000, maxConcurrent: 1 },
        pageMetaTimeoutMs: 120_000,
      },
      // A write through the app makes every cached page stale, as an editor's save does.
      beforeReady: (app) => void app.post('/api/test/edited', async () => ({ code: 200 })),
    });
    // The portal's whole server bundle is imported and an app built, in both halves of the suite at
    // once: on a saturated 2-core machine (load average 20) that outlasted the API project's 60 s.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    staticDir?.remove();
  });
  const current = () => {
    if (!t) throw new Error('the rendering app is made in beforeAll');
    return t;
  };
  /** The served page of an anonymous visitor, rendered (the budget above outlasts any render). */
  const served = async (url: string) => {
    const res = await current().app.inject({ method: 'GET', url });
    return { status: res.statusCode, html: res.body };
  };
  return { current, served };
}

const PATTERNS = ['$&', '$`', "$'", '$1', '$$', '$<x>', '$0'];
/** Text full of replacement patterns, with a little ordinary text around them. */
export const dollarText = (max: number) =>
  fc
    .tuple(fc.constantFrom('', '题名', '《书》'), fc.array(fc.constantFrom(...PATTERNS), { minLength: 1, maxLength: 30 }), fc.constantFrom('', '之研究', ' & 续'))
    .map(([head, parts, tail]) => `${head}${parts.join('')}${tail}`.slice(0, max));
/**
 * A long run, as in the report (50 × `` $` `` in a keyword, 200 × in an intro): every pattern that
 * expands (`$&`, `` $` ``, `$'`, `$1`, `$$`) over and over in one text, so one render meets them all
 * (a render costs a third of a second; five single-pattern runs a page were most of this suite's time).
 */
export const longRuns = (max: number) => [[PATTERNS.slice(0, 5).join('').repeat(40).slice(0, max)] as [string]];

export const decode = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!);

/** What every served page holds, whatever text it was given. */
export function expectWhole(html: string, text: string, baseline: number) {
  // `` $` `` copies what precedes a fill (the doctype), `$'` what follows (`</html>`), `$&` the mark it replaces.
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<\/html>/gi)).toHaveLength(1);
  expect(html.match(/<\/head>/gi)).toHaveLength(1);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  // Each copy of the text grows at most sixfold by escaping (' → &#39;), and the page may show an
  // empty list's style instead of a full one (16 kB); an expansion copies the page, tens of kB each.
  expect(html.length).toBeLessThan(baseline + 64 * text.length + 16_384);
  const payload = new RegExp(`<script type="application/json" id="${SSR_PAYLOAD_ID}">(.*?)</script>`, 's').exec(html);
  expect(payload, 'hydration payload').not.toBeNull();
  return { payload: payload![1]!, state: JSON.parse(payload![1]!) as unknown };
}

/** The text as the hydration payload holds it: JSON, with `<` escaped so no `</script>` can end it (src/shared/ssrPayload.ts). */
export const jsonText = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c');
export const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${SSR_PAYLOAD_ID}"`));
