import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse, SearchRow } from '../../shared/search';
import { EnvelopeError } from '../../shared/envelope';
import { sessionStore } from '../../session/store';

vi.mock('./api', () => ({ fetchAdvanced: vi.fn(), fetchSearch: vi.fn(), fetchSuggestions: vi.fn(), collectMany: vi.fn(), fetchCitations: vi.fn() }));
vi.mock('../area/CitationDialog', () => ({ download: vi.fn() }));
const api = await import('./api');
const { download } = await import('../area/CitationDialog');
const { default: AdvancedSearchPage } = await import('./AdvancedSearchPage');

const row = (docId: number, title: string, over: Partial<SearchRow> = {}): SearchRow => ({
  docType: 'article',
  docId,
  title,
  authors: '王静;李明',
  source: '图书馆学研究',
  year: 2021,
  snippet: '',
  url: `/article/${docId}`,
  ...over,
});
const response = (rows: SearchRow[], total = 12): SearchResponse => ({
  code: 200,
  msg: '查询成功',
  rows,
  total,
  facets: { type: [{ value: 'article', label: '期刊论文', count: total }], year: [], journal: [], subject: [] },
});
const PAGE_1 = [row(1, '<em>智慧图书馆</em>的建设', { citedCount: 7 }), row(2, '公共图书馆服务')];
const PAGE_2 = [row(11, '高校&amp;公共馆', { docType: 'news', url: '/newspaper/news/11' })];

let location = '';
function Where() {
  location = useLocation().pathname + useLocation().search;
  return null;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <App>
          <AdvancedSearchPage />
          <Where />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastRequest = () => vi.mocked(api.fetchAdvanced).mock.calls.at(-1)?.[0] as Record<string, unknown>;

beforeEach(() => {
  sessionStore.set({ auth: null, logregState: false, device: { ...sessionStore.get().device, type: 'pc' } });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('高级检索', () => {
  it('searches the rows in the URL as one expression and shows it above the results', async () => {
    vi.mocked(api.fetchAdvanced).mockResolvedValue(response(PAGE_1));
    renderAt(`/search/advanced?mode=advanced&row=${encodeURIComponent('and.SU.fuzzy.数字人文')}&row=${encodeURIComponent('or.KY.exact.古籍')}&yf=2018`);
    expect((await screen.findByTestId('search-summary')).textContent).toContain(`检索式 (SU%'数字人文' OR KY='古籍') AND PY>=2018 共找到 12 条结果`);
    expect(lastRequest()).toMatchObject({ expression: `(SU%'数字人文' OR KY='古籍') AND PY>=2018`, pageNum: 1, sort: 'relevance' });
    // The form is filled from the URL: three rows (CNKI's least), the year kept.
    expect(screen.getAllByTestId('advanced-row')).toHaveLength(3);
    expect((screen.getByLabelText('第1行的检索词') as HTMLInputElement).value).toBe('数字人文');
    expect((screen.getByLabelText('起始年') as HTMLInputElement).value).toBe('2018');
    // 被引 where the server counted it (a type a reference can name), nothing where it did not.
    const [first, second] = screen.getAllByTestId('search-results')[0].querySelectorAll('li');
    expect(first.textContent).toContain('被引 7');
    expect(second.textContent).not.toContain('被引');
  });

  it('writes what the reader typed into the URL, a link to the same search', async () => {
    vi.mocked(api.fetchAdvanced).mockResolvedValue(response(PAGE_1));
    renderAt('/search/advanced');
    expect(screen.queryByTestId('search-summary')).toBeNull();
    fireEvent.change(screen.getByLabelText('第1行的检索词'), { target: { value: '智慧图书馆' } });
    fireEvent.change(screen.getByLabelText('第2行的检索词'), { target: { value: '王静' } });
    fireEvent.change(screen.getByLabelText('来源限定'), { target: { value: '图书馆学' } });
    fireEvent.click(within(screen.getByTestId('advanced-rows-form')).getByRole('button', { name: '检 索' }));
    await waitFor(() => expect(lastRequest()?.expression).toBe(`(SU%'智慧图书馆' AND AU%'王静') AND LY%'图书馆学'`));
    expect(new URLSearchParams(location.split('?')[1]).getAll('row')).toEqual(['and.SU.fuzzy.智慧图书馆', 'and.AU.fuzzy.王静']);
    expect(location).toContain('src=');
  });
});

describe('专业检索', () => {
  it('shows the server’s message for a bad expression', async () => {
    vi.mocked(api.fetchAdvanced).mockRejectedValue(new EnvelopeError(400, '检索式第1个字符处：检索字段“XX”不存在，可用：SU、TI、AU、KY、AB、LY、AF、PY'));
    renderAt('/search/advanced?mode=expert');
    fireEvent.change(screen.getByLabelText('检索式'), { target: { value: "XX='a'" } });
    fireEvent.click(within(screen.getByTestId('expert-form')).getByRole('button', { name: '检 索' }));
    expect(await screen.findByText('检索式第1个字符处：检索字段“XX”不存在，可用：SU、TI、AU、KY、AB、LY、AF、PY')).toBeTruthy();
    expect(lastRequest().expression).toBe("XX='a'");
    expect(screen.getByTestId('expert-help').textContent).toContain('SU 主题');
  });
});

describe('作者发文检索', () => {
  it('searches the author by name (精确) at an institution (模糊), newest first', async () => {
    vi.mocked(api.fetchAdvanced).mockResolvedValue(response(PAGE_1));
    renderAt('/search/advanced?mode=author');
    fireEvent.change(screen.getByLabelText('作者姓名'), { target: { value: '王静' } });
    fireEvent.change(screen.getByLabelText('作者单位'), { target: { value: '北京大学' } });
    fireEvent.click(within(screen.getByTestId('author-form')).getByRole('button', { name: '检 索' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ expression: "AU='王静' AND AF%'北京大学'", sort: 'date' }));
    expect(location).toBe(`/search/advanced?mode=author&au=${encodeURIComponent('王静')}&af=${encodeURIComponent('北京大学')}`);
  });
});

describe('selecting results', () => {
  async function selectAcrossPages() {
    vi.mocked(api.fetchAdvanced).mockImplementation(async (body) => response((body as { pageNum: number }).pageNum === 2 ? PAGE_2 : PAGE_1));
    renderAt(`/search/advanced?mode=expert&expr=${encodeURIComponent("TI%'图书馆'")}`);
    fireEvent.click(await screen.findByLabelText('选择 智慧图书馆的建设'));
    expect(screen.getByTestId('selection-count').textContent).toBe('1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByLabelText('选择 高校&公共馆');
    // Kept while paging: page 2 adds to page 1's pick.
    fireEvent.click(screen.getByText('本页全选'));
    expect(screen.getByTestId('selection-count').textContent).toBe('2');
  }

  it('while the next page loads, the last page stays numbered as it was and cannot be selected (本页全选 took page 1 as page 2)', async () => {
    let page2: (r: SearchResponse) => void = () => {};
    vi.mocked(api.fetchAdvanced).mockImplementation((body) =>
      (body as { pageNum: number }).pageNum === 2 ? new Promise<SearchResponse>((resolve) => (page2 = resolve)) : Promise.resolve(response(PAGE_1)),
    );
    renderAt(`/search/advanced?mode=expert&expr=${encodeURIComponent("TI%'图书馆'")}`);
    fireEvent.click(await screen.findByLabelText('选择 智慧图书馆的建设'));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastRequest().pageNum).toBe(2));
    const results = screen.getByTestId('search-results');
    expect(results.getAttribute('start')).toBe('1');
    expect((screen.getByLabelText('选择 公共图书馆服务') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('本页全选'));
    expect(screen.getByTestId('selection-count').textContent).toBe('1');

    await act(async () => page2(response(PAGE_2)));
    expect((await screen.findByLabelText('选择 高校&公共馆') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByTestId('search-results').getAttribute('start')).toBe('11');
    fireEvent.click(screen.getByText('本页全选'));
    expect(screen.getByTestId('selection-count').textContent).toBe('2');
  });

  it('keeps the selection across pages and exports its citations in the chosen style', async () => {
    await selectAcrossPages();
    // The server builds the records from the ids (with issue, pages and DOI) and leaves the news item out.
    vi.mocked(api.fetchCitations).mockResolvedValue([
      { kind: 'article', id: 1, title: '智慧图书馆的建设', authors: '王静;李明', year: 2021, journal: '图书馆学研究', issue: 3, pageStart: 12, pageEnd: 18, doi: '10.1234/tsg.2021.03.002', url: '/article/1' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /导出引文/ }));
    fireEvent.click(await screen.findByText('GB/T 7714-2015'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(api.fetchCitations).toHaveBeenCalledWith([expect.objectContaining({ docType: 'article', docId: 1 }), expect.objectContaining({ docType: 'news', docId: 11 })]);
    const [text, fileName] = vi.mocked(download).mock.calls[0];
    // The news item has no citation kind: one entry, and the reader is told why.
    expect(text).toBe(`[1] 王静, 李明. 智慧图书馆的建设[J]. 图书馆学研究, 2021(3): 12-18. DOI:10.1234/tsg.2021.03.002.\n`);
    expect(fileName).toBe('检索结果引文_1条.txt');
    expect(await screen.findByText('已导出1条，1条（报纸、法规、标准等）暂不支持导出引文')).toBeTruthy();
  });

  it('keeps the selection for the tab when the page is mounted anew (a reload, signing in)', async () => {
    await selectAcrossPages();
    cleanup();
    renderAt(`/search/advanced?mode=expert&expr=${encodeURIComponent("TI%'图书馆'")}`);
    await screen.findByLabelText('选择 智慧图书馆的建设');
    await waitFor(() => expect(screen.getByTestId('selection-count').textContent).toBe('2'));
    expect((screen.getByLabelText('选择 智慧图书馆的建设') as HTMLInputElement).checked).toBe(true);
  });

  it('收藏所选: asks a signed-out reader to sign in, then collects in one call and says what happened', async () => {
    await selectAcrossPages();
    fireEvent.click(screen.getByRole('button', { name: /收藏所选/ }));
    expect(sessionStore.get().logregState).toBe(true);
    expect(api.collectMany).not.toHaveBeenCalled();

    await act(async () => sessionStore.set({ auth: 'token-1', logregState: false }));
    vi.mocked(api.collectMany).mockResolvedValue({ msg: '新收藏1条', added: 1, already: 0, missing: 0 });
    fireEvent.click(screen.getByRole('button', { name: /收藏所选/ }));
    expect(await screen.findByText('新收藏1条')).toBeTruthy();
    // The news item is no reader item: only the article is sent.
    expect(api.collectMany).toHaveBeenCalledWith([{ type: 1, itemId: 1 }]);
  });
});
