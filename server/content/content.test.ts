import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_LIST } from '../../src/shared/contentTypes';
import { READER_ITEM_TYPES } from '../../src/shared/readerItems';
import { SEARCH_DOC_TYPES } from '../../src/shared/search';
import { SERVER_CONTENT, SERVER_CONTENT_LIST } from './index';
import { READER_ITEM_SOURCES } from '../modules/publicItems/registry';
import { PUBLIC_SOURCES } from '../modules/publicItems/sources';
import { OAI_SETS } from '../modules/oai/records';
import { LOADERS } from '../search/sources';

// Issue 11 item 3: a content type is declared once per side; these fail when a half is missing.
describe('server halves of the content types', () => {
  it('every reader item type has a source with its own key and number', () => {
    for (const [key, item] of Object.entries(READER_ITEM_TYPES)) {
      const source = SERVER_CONTENT[key as keyof typeof SERVER_CONTENT].source;
      expect(source, key).toBeDefined();
      expect(source?.key, key).toBe(key);
      expect(source?.type, key).toBe(item.type);
    }
    expect(Object.keys(READER_ITEM_SOURCES).sort()).toEqual(Object.keys(READER_ITEM_TYPES).sort());
  });

  it('no server half claims what its client half does not declare', () => {
    for (const c of SERVER_CONTENT_LIST) {
      const client = CONTENT_TYPE_LIST.find((t) => t.key === c.key);
      if (c.source) expect(client?.readerItem, `${c.key}: source without readerItem`).toBeDefined();
      if (c.search) expect(client?.search, `${c.key}: loader without search`).toBeDefined();
      if (c.oai) expect(c.oai.spec, c.key).toBe(c.key);
    }
    expect(SERVER_CONTENT_LIST.length).toBe(Object.keys(SERVER_CONTENT).length);
  });

  it('every search type has a loader, and only those', () => {
    expect(Object.keys(LOADERS).sort()).toEqual([...SEARCH_DOC_TYPES].sort());
  });

  it('the sitemap and OAI-PMH follow the declaration order, each type once', () => {
    const order = CONTENT_TYPE_LIST.map((t) => t.key as string);
    const inOrder = (keys: string[]) => expect(keys).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    inOrder(PUBLIC_SOURCES.map((s) => s.key));
    inOrder(OAI_SETS.map((s) => s.spec));
    expect(new Set(PUBLIC_SOURCES.map((s) => s.key)).size).toBe(PUBLIC_SOURCES.length);
    // Passed works are crawled (server/content/works.ts): in the sitemap and an OAI-PMH set of their own.
    expect(PUBLIC_SOURCES.map((s) => s.key)).toContain('works');
    expect(OAI_SETS.map((s) => s.spec)).toContain('works');
  });

  it('home figures have distinct names', () => {
    const names = SERVER_CONTENT_LIST.flatMap((c) => (c.homeCount ? [c.homeCount.as] : []));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('ancientBook');
  });
});
