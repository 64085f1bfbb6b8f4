import fc from 'fast-check';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailPath } from '../../src/shared/contentTypes';
import { site } from '../../src/shared/site';
import { SSR_PAYLOAD_ID } from '../../src/shared/ssrPayload';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { studios } from '../db/schema';
import type { ContentTable } from '../content/define';
import { DETAIL_PAGES } from '../modules/citationMeta/pageHead';
import { staticDirWithIndex } from '../modules/citationMeta/testStatic';
import type { RenderModule } from './portalRender';
import { isRenderedRoute, renderedRoutePatterns } from './renderedRoutes';

/**
 * Issue 30, security suite: the server copies readers' and editors' text literally. `String.replace`
 * with a replacement string expands `$&`, `` $` ``, `$'`, `$1` and `$$`; a title ending in `` $` ``
 * copied the page into itself (40 doctypes, a broken hydration payload, 42 MB for one studio).
 * Every free-text field a server-rendered page shows gets such text, and the served page must hold
 * it literally, once, with one doctype, a size in proportion, and a payload that parses with the text.
 *
 * The pages come from the registries the server renders and describes them from: every content
 * type's detail page (DETAIL_PAGES: its title and summary columns) and every rendered list route
 * (renderedRoutes.ts, with `?keyword=`). The render is the portal's own (src/entry-server.tsx).
 */
let t: TestApp;
let staticDir: ReturnType<typeof staticDirWithIndex>;

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
});
afterAll(async () => {
  await t?.close();
  staticDir?.remove();
});

const PATTERNS = ['$&', '$`', "$'", '$1', '$$', '$<x>', '$0'];
/** Text full of replacement patterns, with a little ordinary text around them. */
const dollarText = (max: number) =>
  fc
    .tuple(fc.constantFrom('', '题名', '《书》'), fc.array(fc.constantFrom(...PATTERNS), { minLength: 1, maxLength: 30 }), fc.constantFrom('', '之研究', ' & 续'))
    .map(([head, parts, tail]) => `${head}${parts.join('')}${tail}`.slice(0, max));
/**
 * A long run, as in the report (50 × `` $` `` in a keyword, 200 × in an intro): every pattern that
 * expands (`$&`, `` $` ``, `$'`, `$1`, `$$`) over and over in one text, so one render meets them all
 * (a render costs a third of a second; five single-pattern runs a page were most of this file's time).
 */
const longRuns = (max: number) => [[PATTERNS.slice(0, 5).join('').repeat(40).slice(0, max)] as [string]];

const decode = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!);

/** The served page of an anonymous visitor, rendered (the budget above outlasts any render). */
async function served(url: string): Promise<{ status: number; html: string }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body };
}

/** What every served page holds, whatever text it was given. */
function expectWhole(html: string, text: string, baseline: number) {
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
const jsonText = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c');
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${SSR_PAYLOAD_ID}"`));
const keyOf = (table: ContentTable, column: AnyPgColumn) => Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
const maxLength = (column: AnyPgColumn | undefined) => Math.min(200, (column as { length?: number } | undefined)?.length ?? 200);

interface FreeTextPage {
  name: string;
  table: ContentTable;
  publicRows?: SQL;
  parentColumn?: AnyPgColumn;
  pattern: string;
  /** The column whose text is the page's title (`<title>`), and further free text it shows. */
  title?: AnyPgColumn;
  more: AnyPgColumn[];
  /** The server writes its `<title>` (server/modules/citationMeta); otherwise the page sets it once live. */
  headTitle: boolean;
}

// Every content type's detail page that is rendered, from the declarations; and the studio's home,
// which is no content type's detail page (its name and introduction, the report's 42 MB page).
const PAGES: FreeTextPage[] = [
  ...DETAIL_PAGES.filter((p) => isRenderedRoute(detailPath(p.pattern, 7, 3))).map((p) => ({
    name: p.key,
    table: p.rows.table,
    publicRows: p.rows.publicRows,
    parentColumn: p.rows.parentColumn,
    pattern: p.pattern,
    title: p.rows.titleColumn,
    more: p.rows.summaryColumn ? [p.rows.summaryColumn] : [],
    headTitle: true,
  })),
  { name: 'studio', table: studios as unknown as ContentTable, pattern: '/studio/:id', title: studios.name, more: [studios.intro], headTitle: false },
];

describe('free text of a rendered detail page is copied literally', () => {
  it('covers every rendered content type with a title column', () => {
    expect(PAGES.filter((p) => p.title).length).toBeGreaterThan(20);
  });

  it.each(PAGES.filter((p) => p.title).map((p) => [p.name, p] as const))('%s', async (_name, page) => {
    const db = t.database.db;
    const [row] = (await db
      .select({ id: page.table.id, ...(page.parentColumn ? { parent: page.parentColumn } : {}) })
      .from(page.table)
      .where(page.publicRows ? and(page.publicRows) : undefined)
      .limit(1)) as Array<{ id: number; parent?: number }>;
    expect(row, `a public ${page.name}`).toBeDefined();
    const url = detailPath(page.pattern, row!.id, row!.parent);
    const before = await served(url);
    expect(before.status).toBe(200);
    const columns = [page.title!, ...page.more];
    await fc.assert(
      fc.asyncProperty(dollarText(maxLength(page.title)), async (text) => {
        // As an editor's save would write it (varchar columns take what fits).
        const values = Object.fromEntries(columns.map((c) => [keyOf(page.table, c), text.slice(0, maxLength(c))]));
        await (db.update(page.table) as unknown as { set(v: object): { where(w: SQL): Promise<unknown> } }).set(values).where(eq(page.table.id, row!.id));
        await t.app.inject({ method: 'POST', url: '/api/test/edited' });
        const { status, html } = await served(url);
        expect(status).toBe(200);
        const { payload } = expectWhole(html, text, before.html.length);
        // The title once in <title>, as written; in the payload and in the page as written.
        const head = html.slice(0, html.indexOf('</head>'));
        const titles = [...head.matchAll(/<title>(.*?)<\/title>/gs)].map((m) => decode(m[1]!));
        expect(titles).toEqual([page.headTitle ? `${text} - ${site.fullName}` : site.fullName]);
        expect(payload).toContain(jsonText(text));
        expect(decode(rootOf(html))).toContain(text);
      }),
      { numRuns: 3, examples: longRuns(maxLength(page.title)) },
    );
  });
});

describe("a keyword in a rendered list's address is copied literally", () => {
  const lists = renderedRoutePatterns().filter((p) => !p.includes(':'));

  it('covers every rendered list', () => {
    expect(lists).toEqual(expect.arrayContaining(['/', '/ancient', '/journal', '/studio', '/bookLists']));
  });

  it.each(lists)('%s?keyword=', async (path) => {
    // The largest page it answers without the text (its whole list, or a list found by one letter).
    const bare = await served(path);
    const baseline = Math.max(bare.html.length, (await served(`${path}?keyword=a`)).html.length);
    expect(bare.html.includes(`id="${SSR_PAYLOAD_ID}"`), 'rendered without the text').toBe(true);
    await fc.assert(
      fc.asyncProperty(dollarText(100), async (text) => {
        const { status, html } = await served(`${path}?keyword=${encodeURIComponent(text)}`);
        expect(status).toBe(200);
        const { payload } = expectWhole(html, text, baseline);
        // The report's page: its search box and query hold the keyword as typed.
        if (path === '/ancient') expect(payload).toContain(jsonText(text));
      }),
      { numRuns: 2, examples: longRuns(100) },
    );
  });
});
