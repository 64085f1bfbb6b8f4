import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/store';
import type { CommentRow } from './api';

vi.mock('./api', async (orig) => {
  const real = await orig<typeof import('./api')>();
  return { ...real, listComments: vi.fn(), listReplies: vi.fn(), addComment: vi.fn(), addReply: vi.fn(), thumbComment: vi.fn(), deleteComment: vi.fn(), getCollectStatus: vi.fn(), setCollect: vi.fn() };
});
const api = await import('./api');
const { default: CommentSection } = await import('./CommentSection');
const { CollectButton } = await import('./CollectButton');

const row = (over: Partial<CommentRow>): CommentRow => ({
  commentId: 1,
  parentId: null,
  content: '内容',
  deleted: false,
  createTime: '2026-11-21T08:05:00Z',
  thumbs: 0,
  thumbed: false,
  replyCount: 0,
  mine: false,
  author: { name: '李明', avatar: null },
  replyTo: null,
  ...over,
});

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStore.set({ auth: null, logregState: false, device: { ...sessionStore.get().device, type: 'pc' } });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('CommentSection', () => {
  it('shows markup as text, 删除 only on my own, 该评论已删除 without actions, and 查看更多回复', async () => {
    vi.mocked(api.listComments).mockResolvedValue({
      code: 200,
      msg: '',
      total: 3,
      rows: [
        row({ commentId: 3, content: '<script>alert(1)</script><b>粗</b>', mine: true, thumbs: 2 }),
        row({ commentId: 2, content: '他人的评论', author: { name: '张伟', avatar: null } }),
        row({ commentId: 1, content: '该评论已删除', deleted: true, author: null, replyCount: 2 }),
      ],
    });
    vi.mocked(api.listReplies).mockResolvedValue({ code: 200, msg: '', total: 1, rows: [row({ commentId: 9, parentId: 1, content: '一条回复', replyTo: { name: '王静' } })] });
    const { container } = renderWith(<CommentSection type={1} joinId={5} />);
    await screen.findByText('<script>alert(1)</script><b>粗</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('读者评论').textContent).toContain('（3）');
    expect(screen.getAllByRole('button', { name: /删除/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /点赞/ })).toHaveLength(2);
    expect(screen.getByText('该评论已删除')).toBeTruthy();
    expect(api.listComments).toHaveBeenCalledWith(1, 5, 1);

    fireEvent.click(screen.getByText('查看更多回复（2条）'));
    await screen.findByText('一条回复');
    expect(screen.getByText('王静')).toBeTruthy();
    expect(api.listReplies).toHaveBeenCalledWith(1);
  });

  it('signed out: 发表 opens the login dialog and sends nothing', async () => {
    vi.mocked(api.listComments).mockResolvedValue({ code: 200, msg: '', total: 0, rows: [] });
    renderWith(<CommentSection type={1} joinId={5} />);
    await screen.findByText('暂无评论，快来发表第一条评论吧');
    fireEvent.change(screen.getByPlaceholderText('登录后即可发表评论'), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*表/ }));
    expect(sessionStore.get().logregState).toBe(true);
    expect(api.addComment).not.toHaveBeenCalled();
  });

  it('signed in: 发表 sends the trimmed text and reloads page 1', async () => {
    sessionStore.set({ auth: 'token' });
    vi.mocked(api.listComments).mockResolvedValue({ code: 200, msg: '', total: 0, rows: [] });
    vi.mocked(api.addComment).mockResolvedValue({ code: 200, msg: '评论成功', data: { commentId: 1 } });
    renderWith(<CommentSection type={2} joinId={7} />);
    await screen.findByText('暂无评论，快来发表第一条评论吧');
    fireEvent.change(screen.getByPlaceholderText('写下你的评论…'), { target: { value: '  好刊  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /发\s*表/ })));
    await waitFor(() => expect(api.addComment).toHaveBeenCalledWith(2, 7, '好刊'));
    await waitFor(() => expect(vi.mocked(api.listComments).mock.calls.length).toBeGreaterThanOrEqual(2));
  });
});

describe('CollectButton', () => {
  it('signed out: shows the count and opens the login dialog instead of collecting', async () => {
    vi.mocked(api.getCollectStatus).mockResolvedValue({ itemId: 4, type: 1, collected: false, count: 3 });
    renderWith(<CollectButton type={1} itemId={4} />);
    const button = await screen.findByTestId('collect-button');
    await waitFor(() => expect(button.textContent).toBe('收藏(3)'));
    fireEvent.click(button);
    expect(sessionStore.get().logregState).toBe(true);
    expect(api.setCollect).not.toHaveBeenCalled();
  });

  it('signed in: collects explicitly and shows 已收藏', async () => {
    sessionStore.set({ auth: 'token' });
    vi.mocked(api.getCollectStatus).mockResolvedValue({ itemId: 4, type: 1, collected: false, count: 0 });
    vi.mocked(api.setCollect).mockResolvedValue({ state: { itemId: 4, type: 1, collected: true, count: 1 }, msg: '收藏成功' });
    renderWith(<CollectButton type={1} itemId={4} />);
    const button = await screen.findByTestId('collect-button');
    await waitFor(() => expect(button.textContent).toBe('收藏(0)'));
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button.textContent).toBe('已收藏(1)'));
    expect(api.setCollect).toHaveBeenCalledWith(1, 4, true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
