import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceSpec } from '../resources/define';
import { orgRoleResource } from '../resources/orgRoles';
import { ResourceFormPage } from './ResourceFormPage';

// The generic create / edit form of a declared resource (orgRoles), against a recording data provider.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// antd + Refine under jsdom on a shared two-core machine: the first render alone can take seconds.

const ROLE = { id: 7, name: '编目员', roleKey: 'catalog', remark: '负责编目', sort: 3, enabled: true, staffCount: 2, createTime: '2026-01-01 00:00:00' };

function fakeProvider(): DataProvider & { create: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn>; getOne: ReturnType<typeof vi.fn> } {
  return {
    getApiUrl: () => '',
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async () => ({ data: ROLE as never })),
    create: vi.fn(async ({ variables }) => ({ data: { id: 1, ...(variables as object) } as never })),
    update: vi.fn(async ({ id, variables }) => ({ data: { id, ...(variables as object) } as never })),
    deleteOne: vi.fn(async ({ id }) => ({ data: { id } as never })),
  } as never;
}

function renderForm(spec: ResourceSpec, mode: 'create' | 'edit', entry: string | { pathname: string; state: unknown }, provider = fakeProvider()) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AntdApp>
        <Refine dataProvider={provider} routerProvider={routerProvider} resources={[{ name: spec.name }]} options={{ disableTelemetry: true }}>
          <Routes>
            <Route path={`/admin/${spec.name}/create`} element={<ResourceFormPage spec={spec} mode={mode} />} />
            <Route path={`/admin/${spec.name}/edit/:id`} element={<ResourceFormPage spec={spec} mode={mode} />} />
            <Route path={`/admin/${spec.name}`} element={<div data-testid="list-page">列表</div>} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return provider;
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}
// 保存 is offered at the top and the bottom of the form; the top one is clicked.
const save = () => act(async () => fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[0]));

describe('ResourceFormPage', () => {
  it('create: the typed values reach the data provider, and the list opens', async () => {
    const provider = renderForm(orgRoleResource as unknown as ResourceSpec, 'create', '/admin/orgRoles/create');
    await type('角色名称', '编目员');
    await type('角色标识', 'catalog');
    await save();
    await screen.findByTestId('list-page');
    expect(provider.create).toHaveBeenCalledTimes(1);
    expect(provider.create.mock.calls[0][0]).toMatchObject({ resource: 'orgRoles', variables: { name: '编目员', roleKey: 'catalog', enabled: true } });
  });

  it('create: an empty required field shows the Chinese message and nothing is sent', async () => {
    const provider = renderForm(orgRoleResource as unknown as ResourceSpec, 'create', '/admin/orgRoles/create');
    await type('角色标识', 'catalog');
    await save();
    expect(await screen.findByText('请输入角色名称')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('edit: shows the row the list passed and sends the changed values with the id', async () => {
    const provider = renderForm(orgRoleResource as unknown as ResourceSpec, 'edit', { pathname: '/admin/orgRoles/edit/7', state: { record: ROLE } });
    await waitFor(() => expect(screen.getByLabelText('角色名称')).toHaveValue('编目员'));
    expect(screen.getByLabelText('备注')).toHaveValue('负责编目');
    await type('角色名称', '审校员');
    await save();
    await screen.findByTestId('list-page');
    expect(provider.update).toHaveBeenCalledTimes(1);
    const args = provider.update.mock.calls[0][0];
    expect(args).toMatchObject({ resource: 'orgRoles', id: '7', variables: { name: '审校员', roleKey: 'catalog', remark: '负责编目', sort: 3 } });
    // Only form fields are sent, never list-only columns.
    expect(args.variables).not.toHaveProperty('staffCount');
  });

  it('edit: with a detail call, shows the fetched record', async () => {
    const spec = { ...orgRoleResource, calls: { ...orgRoleResource.calls, one: { method: 'GET', path: '/x/{id}' } } } as unknown as ResourceSpec;
    const provider = renderForm(spec, 'edit', '/admin/orgRoles/edit/7');
    await waitFor(() => expect(screen.getByLabelText('角色标识')).toHaveValue('catalog'));
    expect(screen.getByLabelText('角色名称')).toHaveValue('编目员');
    expect(provider.getOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'orgRoles', id: '7' }));
  });

  it('edit: the row the list passed is shown read-only until the fetched record arrives, so nothing typed is reset', async () => {
    // The fetched record replaces the form when it arrives: typing before that would be silently lost
    // and the old value saved (seen on a busy machine in 字典数据).
    const spec = { ...orgRoleResource, calls: { ...orgRoleResource.calls, one: { method: 'GET', path: '/x/{id}' } } } as unknown as ResourceSpec;
    let arrive: (v: { data: never }) => void = () => undefined;
    const provider = fakeProvider();
    provider.getOne.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    renderForm(spec, 'edit', { pathname: '/admin/orgRoles/edit/7', state: { record: ROLE } }, provider);
    await waitFor(() => expect(screen.getByLabelText('角色名称')).toHaveValue('编目员'));
    expect(screen.getByLabelText('角色名称')).toBeDisabled();
    await act(async () => arrive({ data: { ...ROLE, remark: '负责编目与审校' } as never }));
    await waitFor(() => expect(screen.getByLabelText('角色名称')).toBeEnabled());
    expect(screen.getByLabelText('备注')).toHaveValue('负责编目与审校');
    await type('角色名称', '审校员');
    await save();
    await screen.findByTestId('list-page');
    expect(provider.update.mock.calls[0][0]).toMatchObject({ id: '7', variables: { name: '审校员', remark: '负责编目与审校' } });
  });

  it('sections: the declared titled cards hold their fields in order, with help; a field no section names closes the form under 其他信息', async () => {
    const spec = {
      ...orgRoleResource,
      fields: { ...orgRoleResource.fields, roleKey: { ...orgRoleResource.fields.roleKey, help: '以字母开头，如 catalog' } },
      formSections: [
        { title: '角色', help: '员工看到的角色名称与程序使用的标识', fields: ['name', 'roleKey'] },
        { title: '显示', fields: ['sort', 'enabled'] },
      ],
    } as unknown as ResourceSpec;
    renderForm(spec, 'create', '/admin/orgRoles/create');
    const cards = await screen.findAllByTestId('form-section');
    expect(cards.map((c) => c.querySelector('.ant-card-head-title')?.textContent)).toEqual(['角色', '显示', '其他信息']);
    expect(within(cards[0]).getByText('员工看到的角色名称与程序使用的标识')).toBeInTheDocument();
    expect(within(cards[0]).getByLabelText('角色名称')).toBeInTheDocument();
    expect(within(cards[0]).getByText('以字母开头，如 catalog')).toBeInTheDocument();
    expect(within(cards[1]).getByLabelText('排序')).toBeInTheDocument();
    expect(within(cards[2]).getByLabelText('备注')).toBeInTheDocument();
    // Three sections: a strip of links to each.
    expect(screen.getByRole('link', { name: '其他信息' })).toHaveAttribute('href', '#form-section-3');
  });

  it('buttons: 取消 and 保存 at the top and at the bottom; 取消 on an untouched form opens the list without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderForm(orgRoleResource as unknown as ResourceSpec, 'create', '/admin/orgRoles/create');
    for (const place of ['top', 'bottom']) {
      const bar = await screen.findByTestId(`form-buttons-${place}`);
      expect(within(bar).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['取消', '保存']);
    }
    await act(async () => fireEvent.click(within(screen.getByTestId('form-buttons-bottom')).getByRole('button', { name: /取\s*消/ })));
    await screen.findByTestId('list-page');
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('unsaved changes: leaving with edits asks 是否放弃未保存的修改？, stays when refused and leaves when accepted', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const provider = renderForm(orgRoleResource as unknown as ResourceSpec, 'create', '/admin/orgRoles/create');
    await type('角色名称', '编目员');
    const cancel = () => act(async () => fireEvent.click(within(screen.getByTestId('form-buttons-top')).getByRole('button', { name: /取\s*消/ })));
    await cancel();
    expect(confirm).toHaveBeenCalledWith('是否放弃未保存的修改？');
    expect(screen.getByLabelText('角色名称')).toHaveValue('编目员');
    expect(screen.queryByTestId('list-page')).toBeNull();
    confirm.mockReturnValue(true);
    await cancel();
    await screen.findByTestId('list-page');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(provider.create).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('Ctrl+S and ⌘S save the form (the browser’s 另存为 is prevented); a saved form leaves without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const provider = renderForm(orgRoleResource as unknown as ResourceSpec, 'create', '/admin/orgRoles/create');
    await type('角色名称', '编目员');
    await type('角色标识', 'catalog');
    let prevented = false;
    await act(async () => {
      prevented = !fireEvent.keyDown(screen.getByLabelText('角色标识'), { key: 's', ctrlKey: true });
    });
    expect(prevented).toBe(true);
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    await screen.findByTestId('list-page');
    expect(provider.create).toHaveBeenCalledTimes(1);
    expect(provider.create.mock.calls[0][0]).toMatchObject({ variables: { name: '编目员', roleKey: 'catalog' } });
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('⌘S on an edit form sends the update', async () => {
    const provider = renderForm(orgRoleResource as unknown as ResourceSpec, 'edit', { pathname: '/admin/orgRoles/edit/7', state: { record: ROLE } });
    await waitFor(() => expect(screen.getByLabelText('角色名称')).toHaveValue('编目员'));
    await type('角色名称', '审校员');
    await act(async () => {
      fireEvent.keyDown(window, { key: 'S', metaKey: true });
    });
    await screen.findByTestId('list-page');
    expect(provider.update.mock.calls[0][0]).toMatchObject({ id: '7', variables: { name: '审校员' } });
  });
});
