import { describe, expect, it } from 'vitest';
import { createRoutesFromElements, matchRoutes } from 'react-router';
import { AppRoutes } from './App';
import { CONTENT_TYPE_LIST, detailPath, HOME_FIGURES } from './shared/contentTypes';
import { SERVER_CONTENT_LIST } from '../server/content';
import { AREAS } from './shared/areas';
import { READER_ITEM_TYPES, readerItemKey } from './shared/readerItems';
import { DOC_TYPE_COLORS, DOC_TYPE_LABELS, SEARCH_DOC_TYPES, docUrl } from './shared/search';

// The portal's route table, as App.tsx mounts it.
const routes = createRoutesFromElements((AppRoutes() as { props: { children: React.ReactNode } }).props.children);

/** The route a portal path lands on; the catch-all (页面不存在) counts as none. */
function portalRoute(path: string): string | undefined {
  const matches = matchRoutes(routes, path.split('?')[0]);
  const last = matches?.at(-1)?.route.path;
  return last && last !== '*' ? last : undefined;
}

describe('content types: one declaration each, nothing half-declared', () => {
  it('no two types share a reader item number, an area key or an area path', () => {
    const numbers = CONTENT_TYPE_LIST.flatMap((t) => (t.readerItem ? [t.readerItem.type] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(AREAS.map((a) => a.key)).size).toBe(AREAS.length);
    expect(new Set(AREAS.map((a) => a.path)).size).toBe(AREAS.length);
  });

  it('every reader item type round-trips through its number', () => {
    for (const [key, item] of Object.entries(READER_ITEM_TYPES)) expect(readerItemKey(item.type)).toBe(key);
  });

  it('every searched type has a Chinese label, a tag colour and a detail page', () => {
    for (const type of SEARCH_DOC_TYPES) {
      expect(DOC_TYPE_LABELS[type], type).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(DOC_TYPE_COLORS[type], type).toMatch(/^(#[0-9a-f]{6}|[a-z]+)$/);
      expect(portalRoute(docUrl(type, 1)), `${type} → ${docUrl(type, 1)}`).toBeDefined();
    }
  });

  it('every area path and every reader item detail path is a portal route', () => {
    for (const area of AREAS) expect(portalRoute(area.path), `${area.key} → ${area.path}`).toBeDefined();
    for (const [key, item] of Object.entries(READER_ITEM_TYPES)) expect(portalRoute(item.path(1, 2)), `${key} → ${item.path(1, 2)}`).toBeDefined();
  });

  it('the route check itself fails on a path the portal does not have', () => {
    expect(portalRoute(detailPath('/no-such-area/:id', 1))).toBeUndefined();
    expect(portalRoute('/journal/2/period/1')).toBeDefined();
  });

  it('a declared path pattern fills in the id and the parent id', () => {
    expect(READER_ITEM_TYPES.period.path(7, 3)).toBe('/journal/3/period/7');
    expect(READER_ITEM_TYPES.book.path(12)).toBe('/book/12');
    expect(docUrl('news', 5)).toBe('/newspaper/news/5');
  });
});

describe('the home page’s 馆藏统计 figures', () => {
  it('are the ones the content types declare, in their order, each counted by /common/totle under its name', () => {
    expect(HOME_FIGURES.map((f) => f.label)).toEqual(['期刊', '文章', '图书', '古籍', '学位论文', '法律法规', '标准', '报纸文章']);
    const counted = new Set(SERVER_CONTENT_LIST.flatMap((c) => (c.homeCount ? [c.homeCount.as] : [])));
    for (const figure of HOME_FIGURES) expect(counted.has(figure.key), `${figure.label}: /common/totle has no ${figure.key}`).toBe(true);
  });
});
