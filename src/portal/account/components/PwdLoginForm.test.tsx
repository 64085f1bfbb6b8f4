import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../../../server/db/seed/accounts';
import { makeTestApp, type TestApp } from '../../../../tests/helpers/app';
import { http } from '../../../providers/axiosInstance';
import { clearLocalSession } from '../../../providers/auth';
import { accountApi } from '../api';
import { PwdLoginForm } from './PwdLoginForm';

// The password form against the real server: three misses reveal the image code (spec §4/§8).
let t: TestApp;
let address = '';
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  await seedAccounts(t.database.db);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  http.defaults.baseURL = address;
  http.defaults.adapter = 'http';
}, 60_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  cleanup();
  clearLocalSession();
});

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

const submitButton = () => screen.getByRole('button', { name: /登\s*录/ });

/**
 * Submits a wrong password and waits until that attempt is over: the server counted miss number
 * `miss`, the form is usable again (it re-enables only after re-querying the count) and the
 * server's msg is on screen.
 */
async function submitWrongPassword(username: string, miss: number) {
  await act(async () => {
    fireEvent.click(submitButton());
  });
  await waitFor(async () => expect(await accountApi.pwdErrCount(username)).toBe(miss));
  await waitFor(() => expect(submitButton()).toBeEnabled());
  expect((await screen.findAllByText('用户名或密码错误')).length).toBeGreaterThan(0);
}

describe('PwdLoginForm', () => {
  it('shows the image code only once the miss count reaches 3, then signs in with it', { timeout: 60_000 }, async () => {
    let signedIn = '';
    render(
      <App>
        <PwdLoginForm onSuccess={(msg) => (signedIn = msg)} />
      </App>,
    );
    await type('用户名/手机号', 'demo_writer');
    await type('密码', 'not-the-password1');
    for (let miss = 1; miss <= 3; miss++) {
      // Before the first attempt, and after each finished one below the threshold: no image code.
      expect(screen.queryByLabelText('图形验证码')).toBeNull();
      await submitWrongPassword('demo_writer', miss);
    }
    // After the third miss the form re-queried pwdErrCount (3) and now asks for the image code.
    const code = await screen.findByLabelText('图形验证码');
    const img = (await screen.findByTestId('captcha-img')) as HTMLImageElement;
    expect(img.src).toMatch(/^data:image\/svg\+xml;base64,/);
    const uuid = img.dataset.uuid!;
    expect(uuid).toBeTruthy();
    // Read the code's text from the dev endpoint, then sign in with the right password.
    const text = (await http.get(`/api/dev/captcha/${uuid}`)).data.data.text as string;
    await type('密码', 'wenku2026');
    fireEvent.change(code, { target: { value: text } });
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(signedIn).toBe('登录成功'));
    expect(Cookies.get('auth')).toBeTruthy();
  });
});
