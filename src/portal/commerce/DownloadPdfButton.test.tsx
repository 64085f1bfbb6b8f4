import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/store';

vi.mock('./api', async (orig) => {
  const real = await orig<typeof import('./api')>();
  return { ...real, commerceApi: { downloadCheck: vi.fn(), bought: vi.fn() } };
});
vi.mock('../../providers/http', async (orig) => ({ ...(await orig<typeof import('../../providers/http')>()), downloadFile: vi.fn() }));
const { commerceApi } = await import('./api');
const { downloadFile } = await import('../../providers/http');
const { ArticleDownloadButton, PeriodDownloadButton } = await import('./DownloadPdfButton');
const api = vi.mocked(commerceApi);

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const signedIn = () => sessionStore.set({ auth: 'token-1', logregState: false });
const check = (canDownload: boolean) => ({ articleId: 5, canDownload, bought: canDownload, free: false, hasPdf: false, pages: null, reason: canDownload ? null : '购买本文或本期后即可下载全文PDF' });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStore.set({ auth: '', logregState: false });
});

describe('下载PDF', () => {
  it('downloads the stamped PDF of an article the member may download, under its title', async () => {
    signedIn();
    api.downloadCheck.mockResolvedValue(check(true));
    vi.mocked(downloadFile).mockResolvedValue();
    renderWith(<ArticleDownloadButton articleId={5} title="一篇文章" free={false} />);
    fireEvent.click(await screen.findByTestId('download-pdf'));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('/order/downloadPdf', { articleId: 5 }, '一篇文章.pdf'));
  });

  it('shows the server refusal as a message', async () => {
    signedIn();
    api.downloadCheck.mockResolvedValue(check(true));
    vi.mocked(downloadFile).mockRejectedValue(new Error('购买本文或本期后即可下载全文PDF'));
    renderWith(<ArticleDownloadButton articleId={5} title="一篇文章" free={false} />);
    fireEvent.click(await screen.findByTestId('download-pdf'));
    expect(await screen.findByText('购买本文或本期后即可下载全文PDF')).toBeTruthy();
  });

  it('offers nothing for a priced article the member has not bought (购买 is beside it)', async () => {
    signedIn();
    api.downloadCheck.mockResolvedValue(check(false));
    const client = renderWith(<ArticleDownloadButton articleId={5} title="一篇文章" free={false} />);
    // The answer is in, and React has rendered what follows from it.
    await waitFor(() => expect(client.getQueryData(['bought', 1, 5, 'download'])).toEqual(check(false)));
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('download-pdf')).toBeNull();
  });

  it('signed out: a free article offers 下载PDF, which asks to sign in first; a priced one offers none', () => {
    renderWith(<ArticleDownloadButton articleId={5} title="免费文章" free />);
    expect(screen.getByTestId('download-pdf').textContent).toContain('下载PDF');
    expect(api.downloadCheck).not.toHaveBeenCalled();
    cleanup();
    renderWith(<ArticleDownloadButton articleId={6} title="付费文章" free={false} />);
    expect(screen.queryByTestId('download-pdf')).toBeNull();
  });

  it('下载整期PDF once the whole issue is bought', async () => {
    signedIn();
    api.bought.mockResolvedValue(true);
    vi.mocked(downloadFile).mockResolvedValue();
    renderWith(<PeriodDownloadButton periodId={9} title="图书馆杂志 2024年第3期" />);
    fireEvent.click(await screen.findByTestId('download-issue-pdf'));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('/order/downloadFullIssuePdf', { periodId: 9 }, '图书馆杂志 2024年第3期.pdf'));
    expect(api.bought).toHaveBeenCalledWith(8, 9);
  });
});
