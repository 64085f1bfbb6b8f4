import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../providers/http', () => ({ call: vi.fn() }));
const { call } = await import('../../providers/http');
const { OwnerFormModal } = await import('./OwnerForm');

afterEach(cleanup);

describe('添加著作权人 (issue 34: a wrong check character threw an uncaught "Object" page error)', () => {
  it('shows the message at the field and sends nothing; no rejection escapes the page', async () => {
    // Vitest fails the run on an unhandled rejection, which is what the bare validateFields() produced.
    render(
      <App>
        <OwnerFormModal editing="new" onClose={() => undefined} onSaved={() => undefined} />
      </App>,
    );
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '王小明' } });
    // 11010519491231002X is valid; its last character changed to 9 breaks the check.
    fireEvent.change(screen.getByLabelText('居民身份证号码'), { target: { value: '110105194912310029' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('请输入正确的居民身份证号码')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
