import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/store';

vi.mock('./api', async (orig) => {
  const real = await orig<typeof import('./api')>();
  return { ...real, commerceApi: { bought: vi.fn(), addOrder: vi.fn() } };
});
const { commerceApi } = await import('./api');
const { BuyButton } = await import('./BuyButton');
const api = vi.mocked(commerceApi);

function renderBuy() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <BuyButton orderType={2} joinId={7} title="一本书" />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStore.set({ auth: null, loginType: null, logregState: false });
});

describe('购买', () => {
  it('a personal account asks whether it owns the item and orders it on click', async () => {
    sessionStore.set({ auth: 'token-1', loginType: 'pwd', logregState: false });
    api.bought.mockResolvedValue(false);
    api.addOrder.mockRejectedValue(new Error('购买的内容不存在或已下架'));
    renderBuy();
    await waitFor(() => expect(api.bought).toHaveBeenCalledWith(2, 7));
    fireEvent.click(screen.getByTestId('buy-button'));
    await waitFor(() => expect(api.addOrder).toHaveBeenCalledWith({ orderType: 2, joinId: 7 }));
    expect(sessionStore.get().logregState).toBe(false);
  });

  it('an institution\'s IP-range session asks nothing of the orders (403 there) and offers the personal sign-in', async () => {
    sessionStore.set({ auth: 'token-ip', loginType: 'ip', logregState: false });
    renderBuy();
    fireEvent.click(screen.getByTestId('buy-button'));
    await waitFor(() => expect(sessionStore.get().logregState).toBe(true));
    expect(api.bought).not.toHaveBeenCalled();
    expect(api.addOrder).not.toHaveBeenCalled();
  });
});
