import fc from 'fast-check';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { detailPath } from '../../src/shared/contentTypes';
import { site } from '../../src/shared/site';
import { decode, dollarText, expectWhole, jsonText, longRuns, renderingApp, rootOf } from '../../tests/helpers/literalText';
import { studios } from '../db/schema';
import type { ContentTable } from '../content/define';
import { DETAIL_PAGES } from '../modules/citationMeta/pageHead';
import { isRenderedRoute } from './renderedRoutes';

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
 * This file: the detail pages; literalTextList.test.ts: the lists (tests/helpers/literalText.ts: what both share).
 */
const { current, served } = renderingApp();

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
    const { database, app } = current();
    const db = database.db;
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
        await app.inject({ method: 'POST', url: '/api/test/edited' });
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
