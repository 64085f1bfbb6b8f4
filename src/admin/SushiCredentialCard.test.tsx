import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUSHI_CREDENTIAL_CALLS, SUSHI_MSG } from '../resources/sushiCredential';

const call = vi.fn();
vi.mock('../providers/http', () => ({ call: (...args: unknown[]) => call(...args) }));
const { SushiCredentialCard } = await import('./SushiCredentialCard');

afterEach(cleanup);
beforeEach(() => call.mockReset());

const issued = { customerId: 'wk17', requestorId: 'r-abc', rotatedAt: '2026-12-07T04:00:00.000Z', apiKey: 'the-one-time-key' };
const card = () => render(<App><SushiCredentialCard /></App>);
const field = (label: string) => within(screen.getByTestId('sushi-credential')).getByText(label).closest('tr')!.querySelector('td')!.textContent;

describe('SUSHI 凭证 card', () => {
  it('without a credential offers to make one, then shows the ids and the key once', async () => {
    call.mockImplementation((_m: string, path: string) =>
      Promise.resolve(path === SUSHI_CREDENTIAL_CALLS.rotate.path ? { code: 200, msg: SUSHI_MSG.rotated, data: issued } : { code: 200, msg: '操作成功', data: null }),
    );
    card();
    await waitFor(() => expect(field('customer_id')).toBe('尚未生成'));
    fireEvent.click(screen.getByTestId('sushi-create'));
    await waitFor(() => expect(screen.getByTestId('sushi-api-key').textContent).toBe('the-one-time-key'));
    expect(call).toHaveBeenCalledWith('post', SUSHI_CREDENTIAL_CALLS.rotate.path);
    expect(field('customer_id')).toBe('wk17');
    expect(field('requestor_id')).toBe('r-abc');
    expect(screen.getAllByText(SUSHI_MSG.rotated).length).toBeGreaterThan(0);
  });

  it('with a credential shows its ids, never a key, and asks before replacing it', async () => {
    const { apiKey: _k, ...view } = issued;
    call.mockResolvedValue({ code: 200, msg: '操作成功', data: view });
    card();
    await waitFor(() => expect(field('customer_id')).toBe('wk17'));
    expect(field('api_key')).toBe('已隐藏（如遗失请更换）');
    expect(screen.queryByTestId('sushi-api-key')).toBeNull();
    fireEvent.click(screen.getByTestId('sushi-rotate'));
    expect(await screen.findByText('更换 API Key 后，原 Key 立即失效，需在 ERM 中同步更新。确定更换？')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
  });
});
