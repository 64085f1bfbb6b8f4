import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkUnderReview } from './WorksReviewPage';
import type { ArticleStatusChange } from './ArticleReviewPage';

const call = vi.fn();
vi.mock('../providers/http', () => ({ call: (...args: unknown[]) => call(...args), downloadFile: vi.fn() }));
vi.mock('@refinedev/core', async (original) => ({ ...(await original<object>()), useInvalidate: () => async () => undefined }));
const { WorksReviewPage } = await import('./WorksReviewPage');
const { ArticleReviewPage } = await import('./ArticleReviewPage');

afterEach(() => {
  cleanup();
  call.mockReset();
});

const WORK: WorkUnderReview = {
  id: 31,
  uid: 9,
  title: '梧桐巷的夏天',
  genre: '小说',
  summary: '少年与祖父的最后一个夏天',
  body: '那年夏天，梧桐巷口的老槐树开了满树的花。',
  freeBlock: '那年夏天',
  fileUrl: 'https://example.com/wutong.docx',
  price: 1500,
  worksStatus: 1,
  flaggedWords: [],
  createTime: '2026-12-01T22:13:00.000Z',
  updateTime: '2026-12-01T22:13:00.000Z',
  writer: { uid: 9, name: '明月', writerId: 4 },
  remarks: [{ fromStatus: 5, status: 1, remark: '云审核通过，等待人工审核', byPlatform: '云审核', createTime: '2026-12-01T22:14:00.000Z' }],
};

/** The OK button of the open Popconfirm (antd spaces two-character labels: 通 过). */
const confirmButton = async (name: string) => {
  const buttons = await waitFor(() => {
    const box = document.querySelector<HTMLElement>('.ant-popconfirm-buttons');
    if (!box) throw new Error('no confirmation yet');
    return box;
  });
  return within(buttons).getByRole('button', { name });
};

const render_ = (path: string, route: string, element: React.ReactNode) =>
  render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </App>,
  );

describe('作品审核 screen', () => {
  it('shows the whole work and the writer by name with a link to their history, never the member id alone', async () => {
    call.mockResolvedValue({ code: 200, msg: '操作成功', data: WORK });
    render_('/admin/worksReview/show/31', '/admin/worksReview/show/:id', <WorksReviewPage />);
    expect(await screen.findByTestId('works-writer')).toHaveTextContent('明月');
    expect(screen.getByRole('link', { name: '作者的历史作品与审核结果' })).toHaveAttribute('href', '/admin/worksReview/writer/9?exceptId=31');
    expect(screen.getByTestId('works-body')).toHaveTextContent('那年夏天，梧桐巷口的老槐树开了满树的花。');
    expect(screen.getByTestId('works-file')).toHaveAttribute('href', 'https://example.com/wutong.docx');
    expect(screen.getByTestId('works-download')).toHaveTextContent('下载全文PDF');
    expect(screen.getByTestId('works-remarks')).toHaveTextContent('云审核中 → 审核中');
    expect(screen.queryByText('作者编号')).toBeNull();
    expect(call).toHaveBeenCalledWith('get', '/w_rl/wkapi/v2/platform/works/review/detail', { query: { id: '31' } });
  });

  it('驳回 without a remark says why and sends nothing; 通过 is confirmed, then sent', async () => {
    call.mockResolvedValue({ code: 200, msg: '操作成功', data: WORK });
    render_('/admin/worksReview/show/31', '/admin/worksReview/show/:id', <WorksReviewPage />);
    const decision = await screen.findByTestId('works-decision');
    fireEvent.click(within(decision).getByRole('button', { name: '驳 回' }));
    expect(await within(decision).findByText('驳回时请填写审核意见')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    call.mockResolvedValueOnce({ code: 200, msg: '审核通过' });
    fireEvent.click(within(decision).getByRole('button', { name: '通 过' }));
    fireEvent.click(await confirmButton('通 过'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('post', '/w_rl/wkapi/v2/platform/works/review', { body: { id: 31, worksStatus: 2, remark: undefined } }));
  });

  it('a work no longer awaiting review offers no decision', async () => {
    call.mockResolvedValue({ code: 200, msg: '操作成功', data: { ...WORK, worksStatus: 2 } });
    render_('/admin/worksReview/show/31', '/admin/worksReview/show/:id', <WorksReviewPage />);
    await screen.findByTestId('works-review');
    expect(screen.queryByTestId('works-decision')).toBeNull();
  });
});

const HISTORY: ArticleStatusChange[] = [
  { id: 1, fromStatus: null, toStatus: 1, remark: null, byName: '王静', createTime: '2026-12-01T22:13:00.000Z' },
  { id: 2, fromStatus: 1, toStatus: 1, remark: '摘要过长，请压缩', byName: '李编辑', createTime: '2026-12-02T01:00:00.000Z' },
];
const ARTICLE = { id: 7, title: '数字图书馆的元数据', authors: '王静', institution: null, journalName: '图书馆学刊', issueLabel: '2026年第1期', columnName: '', abstract: '摘要', keywords: '元数据', fullText: '正文开头', articleStatus: 1 };

describe('文章审核 screen', () => {
  it('shows each status change — from → to, who, when (China time) — with its remark', async () => {
    call.mockImplementation(async (_m: string, path: string) => ({ code: 200, msg: '操作成功', data: path.endsWith('/history') ? HISTORY : ARTICLE }));
    render_('/admin/managedArticles/review/7', '/admin/managedArticles/review/:id', <ArticleReviewPage />);
    const history = await screen.findByTestId('article-history');
    expect(history).toHaveTextContent('新建 → 未审核');
    expect(history).toHaveTextContent('王静 · 2026-12-02 06:13');
    expect(history).toHaveTextContent('未审核 → 未审核');
    expect(history).toHaveTextContent('审核意见：摘要过长，请压缩');
    expect(call).toHaveBeenCalledWith('get', '/editArticles/7/history');
  });

  it('驳回 needs the remark; with it the review is sent as 未审核 (1) with the remark', async () => {
    call.mockImplementation(async (_m: string, path: string) => ({ code: 200, msg: '操作成功', data: path.endsWith('/history') ? HISTORY : ARTICLE }));
    render_('/admin/managedArticles/review/7', '/admin/managedArticles/review/:id', <ArticleReviewPage />);
    const decision = await screen.findByTestId('article-decision');
    fireEvent.click(within(decision).getByRole('button', { name: '驳 回' }));
    expect(await within(decision).findByText('驳回时请填写审核意见')).toBeInTheDocument();
    fireEvent.change(within(decision).getByLabelText('审核意见'), { target: { value: '图表不清晰' } });
    fireEvent.click(within(decision).getByRole('button', { name: '驳 回' }));
    fireEvent.click(await confirmButton('驳 回'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('post', '/editArticles/review', { body: { id: 7, articleStatus: 1, remark: '图表不清晰' } }));
  });
});
