import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../shared/search';

vi.mock('./api', () => ({ fetchSearch: vi.fn(), fetchSuggestions: vi.fn(), collectMany: vi.fn() }));
const api = await import('./api');
const { default: SearchPage } = await import('./SearchPage');

const response = (over: Partial<SearchResponse>): SearchResponse => ({
  code: 200,
  msg: '查询成功',
  rows: [{ docType: 'ancient', docId: 1, title: '<em>月</em>夜', authors: '杜甫', source: '全唐诗', year: null, snippet: '今夜鄜州<em>月</em>', url: '/ancientBook/1' }],
  total: 73_000,
  facets: { type: [{ value: 'ancient', label: '古籍', count: 73_000 }], year: [], journal: [], subject: [] },
  ...over,
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <App>
          <SearchPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SearchPage totals', () => {
  it('shows an estimated total and estimated facet counts as 约 N', async () => {
    vi.mocked(api.fetchSearch).mockResolvedValue(response({ approximate: true }));
    renderAt('/search?kw=月');
    expect((await screen.findByTestId('search-summary')).textContent).toContain('共找到 约 73,000 条结果');
    expect(screen.getByTestId('search-facets').textContent).toContain('(约73000)');
  });

  it('shows an exact total without 约', async () => {
    vi.mocked(api.fetchSearch).mockResolvedValue(response({ total: 4990, facets: { type: [{ value: 'ancient', label: '古籍', count: 4990 }], year: [], journal: [], subject: [] } }));
    renderAt('/search?kw=明月');
    const summary = await screen.findByTestId('search-summary');
    expect(summary.textContent).toContain('共找到 4,990 条结果');
    expect(summary.textContent).not.toContain('约');
    expect(screen.getByTestId('search-facets').textContent).toContain('(4990)');
  });
});

describe('SearchPage pinyin and did you mean', () => {
  it('says a keyword was matched as pinyin', async () => {
    vi.mocked(api.fetchSearch).mockResolvedValue(response({ total: 2, pinyin: 'changan' }));
    renderAt('/search?kw=changan');
    expect((await screen.findByTestId('search-summary')).textContent).toBe('全部：按拼音 changan 匹配到 2 条结果');
  });

  it('offers 您是不是要找 on an empty result, and the link runs the corrected search in the same field', async () => {
    const empty = response({ rows: [], total: 0, facets: { type: [], year: [], journal: [], subject: [] } });
    vi.mocked(api.fetchSearch).mockImplementation(async (state) => (state.kw === '图书官' ? { ...empty, didYouMean: '图书馆' } : response({ total: 1 })));
    renderAt('/search?kw=图书官&field=title');
    const offer = await screen.findByTestId('search-did-you-mean');
    expect(offer.textContent).toBe('您是不是要找：图书馆');
    fireEvent.click(screen.getByRole('link', { name: '图书馆' }));
    // The previous answer stays shown while the new one loads: wait for the corrected search's.
    await waitFor(() => expect(screen.getByTestId('search-summary').textContent).toBe('题名：“图书馆” 共找到 1 条结果'));
    expect(vi.mocked(api.fetchSearch).mock.calls.at(-1)?.[0]).toMatchObject({ kw: '图书馆', field: 'title' });
  });

  it('offers nothing when the answer has no correction', async () => {
    vi.mocked(api.fetchSearch).mockResolvedValue(response({ rows: [], total: 0, facets: { type: [], year: [], journal: [], subject: [] } }));
    renderAt('/search?kw=量子纠缠');
    expect((await screen.findByTestId('search-summary')).textContent).toContain('共找到 0 条结果');
    expect(screen.queryByTestId('search-did-you-mean')).toBeNull();
  });
});
