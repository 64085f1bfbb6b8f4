import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeptNode } from '../resources/depts';
import { DeptTreePage } from './DeptTreePage';

// 部门管理's form is the shared field pieces: 启用 a switch, 联系电话 checked by the shared rule.
const call = vi.hoisted(() => vi.fn());
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), call }));

const OFFICE: DeptNode = { id: 1, parentId: null, name: '综合办公室', leader: null, phone: null, enabled: false, sort: 0, staffCount: 0, children: [] };

afterEach(() => {
  cleanup();
  call.mockReset();
});

function renderPage() {
  call.mockImplementation(async (method: string) => (method === 'get' ? { code: 200, msg: '', data: [OFFICE] } : { code: 200, msg: '', data: {} }));
  render(
    <AntdApp>
      {/* The institution admin: Refine's access-control provider allows 部门管理. */}
      <Refine accessControlProvider={{ can: async () => ({ can: true }) }} options={{ disableTelemetry: true }}>
        <DeptTreePage />
      </Refine>
    </AntdApp>,
  );
}
const dialog = () => within(screen.getByRole('dialog'));
const save = () => act(async () => fireEvent.click(dialog().getByRole('button', { name: /保\s*存/ })));
const sent = () => call.mock.calls.filter(([m]) => m !== 'get').map(([, , options]) => (options as { body: Record<string, unknown> }).body);

describe('部门管理', () => {
  it('新增部门: 启用 is a switch, on for a new department; a landline is accepted', async () => {
    renderPage();
    await screen.findByText('综合办公室');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '新增部门' })));
    const enabled = dialog().getByRole('switch');
    expect(enabled).toBeChecked();
    expect(dialog().queryByRole('textbox', { name: '启用' })).toBeNull();
    await act(async () => fireEvent.change(dialog().getByLabelText('部门名称'), { target: { value: '采编部' } }));
    await act(async () => fireEvent.change(dialog().getByLabelText('联系电话'), { target: { value: '027-67868000' } }));
    await save();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ name: '采编部', phone: '027-67868000', enabled: true });
  });

  it('编辑: the switch shows the department as stopped and switching it on saves true', async () => {
    renderPage();
    const office = await screen.findByText('综合办公室');
    await act(async () => fireEvent.click(office));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ })));
    const enabled = dialog().getByRole('switch');
    expect(enabled).not.toBeChecked();
    await act(async () => fireEvent.click(enabled));
    await save();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ id: 1, name: '综合办公室', enabled: true });
  });

  it('a malformed 联系电话 is refused at its field in Chinese and nothing is sent', async () => {
    renderPage();
    await screen.findByText('综合办公室');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '新增部门' })));
    await act(async () => fireEvent.change(dialog().getByLabelText('部门名称'), { target: { value: '采编部' } }));
    await act(async () => fireEvent.change(dialog().getByLabelText('联系电话'), { target: { value: '027-678' } }));
    await save();
    expect(await dialog().findByText('请输入正确的联系电话：手机号或座机号（区号-号码，可加分机，如027-67868000）')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });
});
