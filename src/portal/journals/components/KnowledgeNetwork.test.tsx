import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleNetwork, NetworkArticle } from '../../../resources/articles';
import { EnvelopeError } from '../../../shared/envelope';

const provider = vi.hoisted(() => ({ custom: vi.fn() }));
vi.mock('../../../providers/data', () => ({ dataProvider: provider }));
const { default: KnowledgeNetwork } = await import('./KnowledgeNetwork');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderNetwork(articleId = 7) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <KnowledgeNetwork articleId={articleId} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (id: number, title: string, extra: Partial<NetworkArticle> = {}): NetworkArticle => ({ id, title, authors: '王静;李强', journalName: '图书馆论坛', year: 2024, issue: 3, citedCount: 0, ...extra });
const none = { total: 0, rows: [] };
const NETWORK: ArticleNetwork = {
  articleId: 7,
  references: [
    {
      seq: 1,
      raw: '林知远, 许清. 县域图书馆总分馆制的运行逻辑[J]. 图书馆论坛, 2024(3): 1-9.',
      authors: '林知远;许清',
      title: '县域图书馆总分馆制的运行逻辑',
      source: '图书馆论坛',
      year: 2024,
      volume: null,
      issue: '3',
      pages: '1-9',
      doi: null,
      docType: 'J',
      link: { type: 'article', id: 12, path: '/article/12', label: '文章' },
    },
    { seq: 2, raw: '费孝通. 乡土中国[M]. 北京: 生活·读书·新知三联书店, 1985.', authors: '费孝通', title: '乡土中国', source: null, year: 1985, volume: null, issue: null, pages: null, doi: null, docType: 'M', link: null },
  ],
  citing: { total: 23, rows: [card(31, '公共文化服务的引证网络', { citedCount: 4 })] },
  coCiting: { total: 1, rows: [card(32, '共引的一篇', { shared: 3 })] },
  coCited: none,
  similar: { total: 1, rows: [card(33, '相似的一篇', { shared: 2 })] },
  authorArticles: { total: 1, rows: [card(34, '作者的另一篇')] },
  institutionArticles: none,
  issueArticles: none,
};

describe('知网节 on the article page', () => {
  it('asks for the article\'s network and shows each section with its count', async () => {
    provider.custom.mockResolvedValue({ data: NETWORK });
    renderNetwork();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['参考文献 2', '引证文献 23', '共引文献 1', '同被引文献 0', '相似文献 1', '作者的其他文献 1', '机构的其他文献 0']);
    expect(provider.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/exhibition/journal/article/7/network', method: 'get' }));
    expect(screen.getByText('被引 23 次')).toBeTruthy();
  });

  it('links a matched reference\'s title to its page and leaves an unmatched one as text', async () => {
    provider.custom.mockResolvedValue({ data: NETWORK });
    renderNetwork();
    const list = await screen.findByTestId('references');
    const link = within(list).getByTestId('reference-link');
    expect(link.textContent).toBe('县域图书馆总分馆制的运行逻辑');
    expect(link.getAttribute('href')).toBe('/article/12');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(list.textContent).toContain('[2]费孝通. 乡土中国[M]. 北京: 生活·读书·新知三联书店, 1985.');
    expect(within(list).getByText('本库文章')).toBeTruthy();
  });

  it('lists the citing articles with their own 被引, and says so when a list is empty', async () => {
    provider.custom.mockResolvedValue({ data: NETWORK });
    renderNetwork();
    fireEvent.click(await screen.findByRole('tab', { name: '引证文献 23' }));
    const citing = await screen.findByRole('link', { name: '公共文化服务的引证网络' });
    expect(citing.getAttribute('href')).toBe('/article/31');
    expect(citing.closest('li')!.textContent).toContain('被引 4');
    fireEvent.click(screen.getByRole('tab', { name: '机构的其他文献 0' }));
    expect(await screen.findByText('暂无机构的其他文献。')).toBeTruthy();
  });

  it('shows the server\'s message when the network cannot be loaded', async () => {
    provider.custom.mockRejectedValue(new EnvelopeError(404, '该文章不存在或尚未发布'));
    renderNetwork();
    expect(await screen.findByText('该文章不存在或尚未发布')).toBeTruthy();
  });
});
