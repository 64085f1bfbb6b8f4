import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../../server/db/seed/accounts';
import { members, samlIdps } from '../../../../server/db/schema';
import { makeTestApp, type TestApp } from '../../../../tests/helpers/app';
import { http } from '../../../providers/axiosInstance';
import { CarsiLogin, carsiLoginUrl } from './CarsiLogin';

// 选择您的学校 (CARSI) against the real server: the enabled schools, searchable by name.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  await seedAccounts(t.database.db);
  const [org] = await t.database.db.select({ partyId: members.partyId }).from(members).limit(1);
  await t.database.db.insert(samlIdps).values([
    { orgPartyId: org.partyId, name: '测试理工大学', entityId: 'https://idp.tech.edu.cn/idp', ssoUrl: 'https://idp.tech.edu.cn/sso', certs: ['x'] },
    { orgPartyId: org.partyId, name: '示例师范大学', entityId: 'https://idp.normal.edu.cn/idp', ssoUrl: 'https://idp.normal.edu.cn/sso', certs: ['x'] },
    { orgPartyId: org.partyId, name: '停用大学', entityId: 'https://idp.off.edu.cn/idp', ssoUrl: 'https://idp.off.edu.cn/sso', certs: ['x'], enabled: false },
  ]);
  http.defaults.baseURL = await t.app.listen({ port: 0, host: '127.0.0.1' });
  http.defaults.adapter = 'http';
}, 60_000);
afterAll(async () => {
  await t?.close();
});
afterEach(cleanup);

describe('选择您的学校 (CARSI)', () => {
  it('finds an enabled school by part of its name; a disabled one is not offered; going is possible only once one is chosen', async () => {
    render(
      <App>
        <CarsiLogin returnTo="/journal" />
      </App>,
    );
    expect(screen.getByText('选择您的学校')).toBeTruthy();
    const go = screen.getByTestId('carsi-go');
    expect(go.hasAttribute('disabled')).toBe(true);
    const box = screen.getByRole('combobox', { name: '选择您的学校' });
    await act(async () => {
      fireEvent.mouseDown(box);
    });
    await waitFor(() => expect(screen.getAllByText('示例师范大学').length).toBeGreaterThan(0));
    expect(screen.getAllByText('测试理工大学').length).toBeGreaterThan(0);
    expect(screen.queryByText('停用大学')).toBeNull();
    await act(async () => {
      fireEvent.change(box, { target: { value: '理工' } });
    });
    await waitFor(() => expect(screen.queryByText('示例师范大学')).toBeNull());
    expect(screen.getAllByText('测试理工大学').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getAllByText('测试理工大学').at(-1)!);
    });
    await waitFor(() => expect(screen.getByTestId('carsi-go').hasAttribute('disabled')).toBe(false));
  });

  it("goes to the SP login with the school's entity id and the portal path to come back to", () => {
    const url = new URL(carsiLoginUrl('https://idp.tech.edu.cn/idp', '/journal?x=1'), 'http://portal');
    expect(url.pathname).toBe('/api/auth/saml/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ idp: 'https://idp.tech.edu.cn/idp', returnTo: '/journal?x=1' });
  });
});
