import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../session/store';
import { UserMenu } from './UserMenu';

const desktop = () => ({ ...sessionStore.get().device, type: 'pc' as const });

afterEach(() => {
  cleanup();
  sessionStore.set({ auth: null, loginType: null, logregState: false });
});

/** Opens the avatar's menu (hovered, as on a desktop) and reads its entries. */
async function menuEntries(): Promise<string[]> {
  render(
    <MemoryRouter>
      <App>
        <UserMenu />
      </App>
    </MemoryRouter>,
  );
  fireEvent.mouseEnter(screen.getByTestId('user-avatar'));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

describe('the account menu (issue 30: an IP-range session reads for its institution)', () => {
  it('a personal account gets 我的文库 and 退出登录', async () => {
    sessionStore.set({ auth: 'token-1', loginType: 'pwd', userName: '李明', memberType: 1, device: desktop() });
    expect(await menuEntries()).toEqual(['我的文库', '退出登录']);
  });

  it('an IP-range session is offered a personal sign-in, never 我的文库', async () => {
    sessionStore.set({ auth: 'token-ip', loginType: 'ip', userName: '文库示范大学图书馆', memberType: 13, device: desktop() });
    const entries = await menuEntries();
    expect(entries).toEqual(['机构IP登录（阅读本机构订阅资源）', '登录个人账号', '不使用机构IP自动登录', '退出登录']);
    fireEvent.click(screen.getByText('登录个人账号'));
    expect(sessionStore.get().logregState).toBe(true);
  });
});
