import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvelopeError } from '../../shared/envelope';

const provider = vi.hoisted(() => ({ getList: vi.fn(), getOne: vi.fn(), custom: vi.fn() }));
const toast = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('../../providers/data', () => ({ dataProvider: provider }));
vi.mock('../../providers/notification', () => ({ notificationProvider: toast }));

const { useList, useOne } = await import('./hooks');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderWithClient(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function Titles({ quiet = false }: { quiet?: boolean }) {
  const { result, query } = useList<{ id: number; title: string }>({ resource: 'articles', pagination: { currentPage: 2, pageSize: 5 }, ...(quiet ? { errorNotification: false as const } : {}) });
  if (query.isError) return <p>failed: {query.error.message}</p>;
  return <p>{result.data.map((r) => r.title).join(',') + (result.total !== undefined ? ` / ${result.total}` : '')}</p>;
}

describe('portal data hooks (Refine-shaped, without Refine)', () => {
  it('useList pages through the data provider and gives {data, total}', async () => {
    provider.getList.mockResolvedValue({ data: [{ id: 1, title: '甲' }, { id: 2, title: '乙' }], total: 7 });
    renderWithClient(<Titles />);
    await screen.findByText('甲,乙 / 7');
    expect(provider.getList).toHaveBeenCalledWith(expect.objectContaining({ resource: 'articles', pagination: { currentPage: 2, pageSize: 5 } }));
  });

  it("a failure toasts the server's message, unless errorNotification is false", async () => {
    provider.getList.mockRejectedValue(new EnvelopeError(503, '服务器繁忙，请稍后再试'));
    renderWithClient(<Titles />);
    await screen.findByText('failed: 服务器繁忙，请稍后再试');
    await waitFor(() => expect(toast.open).toHaveBeenCalledWith({ type: 'error', message: '服务器繁忙，请稍后再试' }));
    cleanup();
    toast.open.mockClear();
    renderWithClient(<Titles quiet />);
    await screen.findByText('failed: 服务器繁忙，请稍后再试');
    expect(toast.open).not.toHaveBeenCalled();
  });

  it('useOne gives the record and waits while not enabled', async () => {
    provider.getOne.mockResolvedValue({ data: { id: 9, title: '丙' } });
    function One({ enabled }: { enabled: boolean }) {
      const { result, query } = useOne<{ title: string }>({ resource: 'books', id: 9, queryOptions: { enabled } });
      return <p>{query.isSuccess ? result?.title : 'idle'}</p>;
    }
    renderWithClient(<One enabled={false} />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(provider.getOne).not.toHaveBeenCalled();
    cleanup();
    renderWithClient(<One enabled />);
    await screen.findByText('丙');
    expect(provider.getOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'books', id: 9 }));
  });
});
