import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../shared/search';

vi.mock('./api', () => ({ fetchSearch: vi.fn() }));
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
