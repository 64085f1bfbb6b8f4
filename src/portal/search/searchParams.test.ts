import { describe, expect, it } from 'vitest';
import { readSearchParams, searchUrl, toRequest } from './searchParams';

describe('search URL state', () => {
  it('round-trips through the URL, leaving defaults out', () => {
    const url = searchUrl({ kw: ' 图书馆 ', field: 'title', type: 'article', year: 2024, journal: '图书情报研究', within: '阅读', sort: 'date', page: 3 });
    expect(url).toBe('/search?kw=%E5%9B%BE%E4%B9%A6%E9%A6%86&field=title&type=article&year=2024&journal=%E5%9B%BE%E4%B9%A6%E6%83%85%E6%8A%A5%E7%A0%94%E7%A9%B6&within=%E9%98%85%E8%AF%BB&sort=date&page=3');
    const state = readSearchParams(new URLSearchParams(url.split('?')[1]));
    expect(state).toEqual({ kw: '图书馆', field: 'title', type: 'article', year: 2024, subject: undefined, journal: '图书情报研究', sort: 'date', page: 3, within: '阅读' });
    expect(searchUrl({ kw: '古籍', field: 'all', sort: 'relevance', page: 1 })).toBe('/search?kw=%E5%8F%A4%E7%B1%8D');
  });

  it('falls back to defaults for values the server would refuse', () => {
    const state = readSearchParams(new URLSearchParams('kw=x&field=body&type=video&sort=views&page=-2&year=abc&subject=0'));
    expect(state).toMatchObject({ field: 'all', type: undefined, sort: 'relevance', page: 1, year: undefined, subject: undefined });
    expect(readSearchParams(new URLSearchParams('kw=x&page=99999')).page).toBe(500);
  });

  it('builds the POST /es/list body with the spec page size', () => {
    const body = toRequest(readSearchParams(new URLSearchParams('kw=图书&within=阅读&page=2')));
    expect(body).toMatchObject({ keyword: '图书', secondKeyword: '阅读', pageNum: 2, pageSize: 10, field: 'all', sort: 'relevance' });
  });
});
