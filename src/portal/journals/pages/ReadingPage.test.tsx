import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleReading } from '../../../resources/articleReading';
import { EnvelopeError } from '../../../shared/envelope';

const provider = vi.hoisted(() => ({ custom: vi.fn() }));
vi.mock('../../../providers/data', () => ({ dataProvider: provider }));
const { default: ReadingPage } = await import('./ReadingPage');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPage(id = 7) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/article/${id}/read`]}>
        <App>
          <Routes>
            <Route path="/article/:id/read" element={<ReadingPage />} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const READING: ArticleReading = {
  article: {
    id: 7,
    journalId: 3,
    periodId: 40,
    title: '县域公共图书馆总分馆制的服务效能研究',
    authors: '林知远;许清',
    institution: '武汉大学信息管理学院',
    abstract: '本文考察县域总分馆制。',
    keywords: '总分馆制;服务效能',
    priceFen: 500,
    views: 10,
    downloads: 2,
    fullTextPreview: true,
    fullTextLength: 3000,
    subscribedBy: null,
    journal: { id: 3, name: '图书馆论坛' },
    period: { periodId: 40, year: 2024, issue: 3 },
    column: null,
    prev: null,
    next: null,
  },
  accessVia: null,
  reading: {
    html:
      '<h2 id="sec-1">1 引言</h2><p>总分馆制已在多地推行<sup class="wk-cite"><a href="#ref-1" data-refs="1">[1]</a></sup>。</p>' +
      '<p class="wk-caption" id="fig-1">图1 县域总分馆的服务网络</p><h3 id="sec-2">1.1 研究问题</h3><p>本文关注服务效能<sup class="wk-cite"><a href="#ref-1" data-refs="1-2">[1-2]</a></sup>。</p>',
    outline: [
      { id: 'sec-1', level: 2, text: '1 引言' },
      { id: 'sec-2', level: 3, text: '1.1 研究问题' },
      { id: 'sec-3', level: 2, text: '2 研究方法', locked: true },
    ],
    figures: [{ id: 'fig-1', kind: 'figure', label: '图1', caption: '县域总分馆的服务网络' }],
    full: false,
    shownChars: 60,
    totalChars: 3000,
  },
  references: [
    {
      seq: 1,
      raw: '王静. 县域图书馆总分馆制的运行逻辑[J]. 图书馆论坛, 2023(3): 1-9.',
      authors: '王静',
      title: '县域图书馆总分馆制的运行逻辑',
      source: '图书馆论坛',
      year: 2023,
      volume: null,
      issue: '3',
      pages: '1-9',
      doi: null,
      docType: 'J',
      link: { type: 'article', id: 12, path: '/article/12', label: '文章' },
    },
    { seq: 2, raw: '费孝通. 乡土中国[M]. 北京: 生活·读书·新知三联书店, 1985.', authors: '费孝通', title: '乡土中国', source: null, year: 1985, volume: null, issue: null, pages: null, doi: null, docType: 'M', link: null },
  ],
};

describe('the reading page', () => {
  it('asks for the reading of the article in the address and shows its text, outline and figures', async () => {
    provider.custom.mockResolvedValue({ data: READING });
    renderPage();
    const outline = await screen.findByRole('navigation', { name: '文章目录' });
    expect(provider.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/exhibition/journal/article/7/read', method: 'get' }));
    expect(within(outline).getByRole('link', { name: '1 引言' }).getAttribute('href')).toBe('#sec-1');
    expect(within(outline).getByRole('link', { name: '1.1 研究问题' }).getAttribute('href')).toBe('#sec-2');
    // A section past the free part is named, not linked.
    expect(within(outline).queryByRole('link', { name: /2 研究方法/ })).toBeNull();
    expect(within(outline).getByText(/2 研究方法/)).toBeTruthy();
    expect(within(screen.getByTestId('reading-figures')).getByRole('link').getAttribute('href')).toBe('#fig-1');
    expect(screen.getByTestId('reading-text').querySelector('#fig-1')!.textContent).toBe('图1 县域总分馆的服务网络');
  });

  it('lights the section being read as the page scrolls', async () => {
    // Where each heading is in the window: 1 引言 near the top, 1.1 below the fold.
    const tops: Record<string, number> = { 'sec-1': 50, 'sec-2': 700 };
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: tops[this.id] ?? 2000 } as DOMRect;
    });
    provider.custom.mockResolvedValue({ data: READING });
    renderPage();
    const outline = await screen.findByRole('navigation', { name: '文章目录' });
    const first = within(outline).getByRole('link', { name: '1 引言' });
    const second = within(outline).getByRole('link', { name: '1.1 研究问题' });
    await waitFor(() => expect(first.getAttribute('aria-current')).toBe('location'));
    expect(second.getAttribute('aria-current')).toBeNull();
    // Scrolled on: 1.1 has passed the top, so it is lit and 1 引言 no longer.
    Object.assign(tops, { 'sec-1': -400, 'sec-2': 40 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(second.getAttribute('aria-current')).toBe('location'));
    expect(first.getAttribute('aria-current')).toBeNull();
    rect.mockRestore();
  });

  it('opens a marker\'s pop-up with the parsed entries, the one in the library linked', async () => {
    provider.custom.mockResolvedValue({ data: READING });
    renderPage();
    const text = await screen.findByTestId('reading-text');
    fireEvent.click(within(text).getByText('[1-2]'));
    const popup = await screen.findByTestId('reference-popup');
    expect(screen.getByText('参考文献 [1, 2]')).toBeTruthy();
    const link = within(popup).getByTestId('reference-link');
    expect(link.textContent).toBe('县域图书馆总分馆制的运行逻辑');
    expect(link.getAttribute('href')).toBe('/article/12');
    expect(popup.textContent).toContain('[2]费孝通. 乡土中国[M]');
    expect(within(popup).getAllByRole('listitem')).toHaveLength(2);
  });

  it('tells a reader of the free part what the whole is and offers 购买 and 登录', async () => {
    provider.custom.mockResolvedValue({ data: READING });
    renderPage();
    const note = await screen.findByTestId('reading-free-note');
    expect(note.textContent).toContain('以上为免费阅读部分（已显示 60 字，全文共 3000 字）');
    expect(note.textContent).toContain('¥5.00');
    expect(within(note).getByRole('button', { name: /购买全文/ })).toBeTruthy();
    expect(within(note).getByTestId('reading-login')).toBeTruthy();
  });

  it('shows no such note to a reader of the whole text', async () => {
    provider.custom.mockResolvedValue({ data: { ...READING, accessVia: 'bought', reading: { ...READING.reading, full: true, outline: READING.reading.outline.slice(0, 2) } } });
    renderPage();
    await screen.findByTestId('reading-text');
    expect(screen.queryByTestId('reading-free-note')).toBeNull();
    expect(screen.getByText('全文')).toBeTruthy();
  });

  it('shows the server\'s message for an article readers may not see', async () => {
    provider.custom.mockRejectedValue(new EnvelopeError(404, '该文章不存在或尚未发布'));
    renderPage();
    expect(await screen.findByText('该文章不存在或尚未发布')).toBeTruthy();
  });
});
