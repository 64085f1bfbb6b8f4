import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG, USERNAME_INPUT_MAX } from '../../../shared/validation';
import { RegisterForm } from './RegisterForm';

function setup() {
  render(
    <App>
      <RegisterForm onSuccess={() => {}} />
    </App>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = async (label: string, value: string) => {
    await act(async () => {
      fireEvent.change(field(label), { target: { value } });
    });
  };
  const submit = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    });
  };
  /** antd keeps a leaving message in the DOM for its animation: read the field's state instead. */
  const valid = (label: string) => !field(label).closest('.ant-form-item')!.classList.contains('ant-form-item-has-error');
  return { field, type, submit, valid };
}

afterEach(cleanup);

const shown = (msg: string) => screen.findByText(msg, { exact: true });

describe('RegisterForm (spec §5 messages)', () => {
  it('empty submit shows every "required" message', async () => {
    const { submit } = setup();
    await submit();
    for (const msg of [MSG.usernameRequired, MSG.phoneRequired, MSG.smsCodeRequired, MSG.passwordRequired, MSG.confirmRequired]) {
      expect(await shown(msg)).toBeInTheDocument();
    }
  });

  it('a username without a letter or too short shows the username rule; input is capped at 11', async () => {
    const { field, type, valid } = setup();
    expect(field('用户名').maxLength).toBe(USERNAME_INPUT_MAX);
    await type('用户名', '12345');
    expect(await shown(MSG.usernameInvalid)).toBeInTheDocument();
    await type('用户名', 'ab');
    expect(await shown(MSG.usernameInvalid)).toBeInTheDocument();
    expect(valid('用户名')).toBe(false);
    await type('用户名', 'reader_01');
    await waitFor(() => expect(valid('用户名')).toBe(true));
  });

  it('a wrong phone shows 请输入正确的手机号码 and keeps the send button disabled', async () => {
    const { type, valid } = setup();
    const send = screen.getByTestId('sms-button');
    expect(send).toBeDisabled();
    await type('手机号', '12812345678');
    expect(await shown(MSG.phoneInvalid)).toBeInTheDocument();
    expect(send).toBeDisabled();
    await type('手机号', '13812345678');
    await waitFor(() => expect(valid('手机号')).toBe(true));
    expect(send).toBeEnabled();
  });

  it('a weak password, a password with a space, and a different confirmation show their messages', async () => {
    const { type, valid } = setup();
    await type('密码', 'abcdefgh');
    expect(await shown(MSG.passwordInvalid)).toBeInTheDocument();
    await type('密码', 'abc 12345');
    expect(await shown(MSG.passwordInvalid)).toBeInTheDocument();
    await type('密码', 'abc1234');
    expect(await shown(MSG.passwordInvalid)).toBeInTheDocument();
    await type('密码', 'reader2026');
    await type('确认密码', 'reader2027');
    expect(await shown(MSG.confirmMismatch)).toBeInTheDocument();
    expect(valid('确认密码')).toBe(false);
    await type('确认密码', 'reader2026');
    await waitFor(() => expect(valid('确认密码')).toBe(true));
  });

  it('a malformed SMS code shows the SMS code message', async () => {
    const { type } = setup();
    await type('短信验证码', '12a');
    expect(await shown(MSG.smsCodeInvalid)).toBeInTheDocument();
  });
});
