import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsButton } from './SmsButton';

const button = () => screen.getByTestId('sms-button') as HTMLButtonElement;

async function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('SmsButton (spec §4 SMS countdown)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is disabled for 60 s after a successful send, counting down, then reads 重新发送', async () => {
    const onSend = vi.fn(async () => true);
    render(<SmsButton canSend onSend={onSend} />);
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();
    await act(async () => {
      fireEvent.click(button());
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('60秒后重新获取');
    expect(button()).toBeDisabled();
    await tick(1);
    expect(button()).toHaveTextContent('59秒后重新获取');
    await tick(58);
    expect(button()).toHaveTextContent('1秒后重新获取');
    expect(button()).toBeDisabled();
    await tick(1);
    expect(button()).toHaveTextContent('重新发送');
    expect(button()).toBeEnabled();
  });

  it('does not count down when the server refused the send', async () => {
    render(<SmsButton canSend onSend={async () => false} />);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();
  });

  it('stays disabled while the form does not allow sending', () => {
    render(<SmsButton canSend={false} onSend={async () => true} />);
    expect(button()).toBeDisabled();
  });
});
