import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SSR_PAYLOAD_ID } from '../../src/shared/ssrPayload';
import { dollarText, expectWhole, jsonText, longRuns, renderingApp } from '../../tests/helpers/literalText';
import { renderedRoutePatterns } from './renderedRoutes';

/**
 * Issue 30, security suite (the half of server/ssr/literalTextDetail.test.ts's suite for the lists):
 * a keyword in a rendered list's address, full of `String.replace` patterns (`$&`, `` $` ``, `$'`,
 * `$1`, `$$`), is served literally, once, with one doctype, a size in proportion, and a hydration
 * payload that parses with the text. The lists come from the registry the server renders from
 * (renderedRoutes.ts); the render is the portal's own (src/entry-server.tsx).
 */
const { served } = renderingApp();

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
