import { beforeEach, describe, expect, it } from 'vitest';
import { addSearchHistory, clearSearchHistory, getSearchHistory, removeSearchHistory, SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from './searchHistory';
import { clearSession } from './storage';

describe('search history (spec §3 searchHistoryArr)', () => {
  beforeEach(() => localStorage.clear());

  it('is stored under the spec key, newest first', () => {
    expect(SEARCH_HISTORY_KEY).toBe('searchHistoryArr');
    addSearchHistory('图书馆');
    addSearchHistory('数字人文');
    expect(getSearchHistory()).toEqual(['数字人文', '图书馆']);
    expect(JSON.parse(localStorage.getItem('searchHistoryArr')!)).toEqual(['数字人文', '图书馆']);
  });

  it('dedupes: searching again moves the keyword to the front', () => {
    addSearchHistory('图书馆');
    addSearchHistory('古籍');
    addSearchHistory(' 图书馆 ');
    expect(getSearchHistory()).toEqual(['图书馆', '古籍']);
  });

  it(`keeps at most ${SEARCH_HISTORY_MAX}`, () => {
    for (let i = 1; i <= 12; i++) addSearchHistory(`检索词${i}`);
    const list = getSearchHistory();
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('检索词12');
    expect(list).not.toContain('检索词2');
  });

  it('ignores blank keywords and survives broken storage contents', () => {
    addSearchHistory('   ');
    expect(getSearchHistory()).toEqual([]);
    localStorage.setItem('searchHistoryArr', '{not json');
    expect(getSearchHistory()).toEqual([]);
    localStorage.setItem('searchHistoryArr', JSON.stringify(['ok', 3, null, 'ok']));
    expect(getSearchHistory()).toEqual(['ok']);
  });

  it('removes one keyword, and 清空 clears all', () => {
    addSearchHistory('甲骨文');
    addSearchHistory('敦煌学');
    expect(removeSearchHistory('甲骨文')).toEqual(['敦煌学']);
    clearSearchHistory();
    expect(getSearchHistory()).toEqual([]);
    expect(localStorage.getItem('searchHistoryArr')).toBeNull();
  });

  it('is kept by clearSession (logout and the 401 rule)', () => {
    addSearchHistory('图书馆');
    localStorage.setItem('userInfo', '{}');
    clearSession();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(getSearchHistory()).toEqual(['图书馆']);
  });
});
