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

  it('编辑 leaves the masked phone out of the form and shows it as the hint of the blank field', async () => {
    const { Refine } = await import('@refinedev/core');
    const routerProvider = (await import('@refinedev/react-router')).default;
    const { MemoryRouter, Route, Routes } = await import('react-router');
    const { ResourceFormPage } = await import('./ResourceFormPage');
    // The department and role pickers read their choices: none here.
    call.mockResolvedValue({ code: 200, msg: '', data: [], rows: [], total: 0 });
    const row = { id: 3, username: 'a', mname: '王一', phone: '139****5501', deptId: null, orgRoleId: null, enabled: true };
    const provider = { getApiUrl: () => '', getList: vi.fn(), getOne: vi.fn(async () => ({ data: row })), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn() };
    render(
      <MemoryRouter initialEntries={['/admin/staff/edit/3']}>
        <App>
          <Refine dataProvider={provider as never} routerProvider={routerProvider} resources={[{ name: 'staff' }]} options={{ disableTelemetry: true }}>
            <Routes>
              <Route path="/admin/staff/edit/:id" element={<ResourceFormPage spec={spec} mode="edit" />} />
            </Routes>
          </Refine>
        </App>
      </MemoryRouter>,
    );
    expect(await screen.findByDisplayValue('王一')).toBeTruthy();
    const phone = screen.getByLabelText('手机号') as HTMLInputElement;
    expect(phone.value).toBe('');
    expect(phone.placeholder).toBe('139****5501（留空则不修改）');
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
