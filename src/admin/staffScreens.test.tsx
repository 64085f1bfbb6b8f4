import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceSpec } from '../resources/define';
import { STAFF_CALLS, staffResource } from '../resources/staff';
import { MSG } from '../shared/validation';

const call = vi.fn();
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), call: (...args: unknown[]) => call(...args) }));
const { StaffPasswordReset } = await import('./StaffPasswordReset');
const { formFieldsFor } = await import('./ResourceFormPage');
const { shownFields } = await import('./ResourceShowPage');

afterEach(cleanup);
beforeEach(() => call.mockReset());

const spec = staffResource as unknown as ResourceSpec;

describe('员工管理 (issue 35)', () => {
  it('编辑 offers name, phone, department, role and 启用, the ids picked by name', () => {
    const fields = formFieldsFor(spec, 'edit');
    expect(fields.map((f) => [f.label, f.control, f.ref])).toEqual([
      ['姓名', 'text', undefined],
      ['手机号', 'text', undefined],
      ['所属部门', 'number', 'dept'],
      ['角色', 'number', 'orgRole'],
      ['启用', 'switch', undefined],
    ]);
    expect(fields.find((f) => f.name === 'phone')?.required).toBe(false);
  });

  it('员工详情 shows the department and role by name, never their ids', () => {
    const record = { id: 3, username: 'a', mname: '王', deptId: 1, deptName: '采编部', orgRoleId: 2, orgRoleName: '主管' };
    const shown = shownFields(spec, record).map(([name]) => name);
    expect(shown).toContain('deptName');
    expect(shown).toContain('orgRoleName');
    expect(shown).not.toContain('deptId');
    expect(shown).not.toContain('orgRoleId');
  });

  it('重置密码 checks the registration rules at the field, then sends the new password once', async () => {
    call.mockResolvedValue({ code: 200, msg: '密码已重置，该员工需用新密码重新登录' });
    render(<App><StaffPasswordReset id="9" /></App>);
    fireEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    const input = await screen.findByLabelText('新密码');
    await act(async () => fireEvent.change(input, { target: { value: '123' } }));
    fireEvent.click(screen.getByRole('button', { name: /^重\s*置$/ }));
    expect(await screen.findByText(MSG.passwordInvalid)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    await act(async () => fireEvent.change(input, { target: { value: 'fresh2026ok' } }));
    fireEvent.click(screen.getByRole('button', { name: /^重\s*置$/ }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('put', STAFF_CALLS.resetPassword.path, { body: { id: 9, password: 'fresh2026ok' } }));
    expect(await screen.findByText('密码已重置，该员工需用新密码重新登录')).toBeTruthy();
  });
});
