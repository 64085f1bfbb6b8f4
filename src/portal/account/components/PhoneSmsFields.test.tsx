import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneSmsFields, type SmsTarget } from './PhoneSmsFields';

afterEach(cleanup);

const fakeCaptcha = () => ({ captcha: { uuid: 'u1', img: '' }, uuid: 'u1', error: null, refresh: vi.fn(async () => {}) });

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

describe('PhoneSmsFields', () => {
  it('with an image code: sends once phone and code are valid, then clears and renews the code', async () => {
    const captcha = fakeCaptcha();
    const send = vi.fn(async (_t: SmsTarget) => ({ msg: '' }));
    render(
      <App>
        <Form>
          <PhoneSmsFields phone={{ placeholder: '请输入手机号', ariaLabel: '手机号' }} imageCode={{ captcha, required: true }} send={send} />
        </Form>
      </App>,
    );
    const button = screen.getByTestId('sms-button');
    await type('手机号', '13812345678');
    expect(button).toBeDisabled();
    await type('图形验证码', 'ab1');
    expect(button).toBeDisabled();
    await type('图形验证码', 'ab12');
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(button).toHaveTextContent('60秒后重新获取'));
    expect(send).toHaveBeenCalledWith({ phone: '13812345678', code: 'ab12', uuid: 'u1' });
    expect(captcha.refresh).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
  });

  it('without an image code: the phone alone allows sending; a refused send does not count down', async () => {
    const send = vi.fn(async () => {
      throw new Error('发送太频繁');
    });
    render(
      <App>
        <Form>
          <PhoneSmsFields phone={{ placeholder: '请输入手机号', ariaLabel: '手机号' }} send={send} />
        </Form>
      </App>,
    );
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
    const button = screen.getByTestId('sms-button');
    await type('手机号', '13812345678');
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('发送太频繁')).toBeInTheDocument();
    expect(button).toHaveTextContent('获取验证码');
  });
});
