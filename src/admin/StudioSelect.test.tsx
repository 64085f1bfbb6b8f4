import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineAbilityFor, type AccessMember } from '../access/ability';
import type { ResourceSpec } from '../resources/define';
import { STUDIO_CALLS, studioInfoResource } from '../resources/studios';
import { ResourceFormPage } from './ResourceFormPage';
import { StudioSelect } from './StudioSelect';
import { createAccessControlProvider } from '../providers/accessControl';

// 所属工作室 as a studio member and as a studio manager: the picker asks only what the role may ask.
const callPage = vi.hoisted(() => vi.fn());
const call = vi.hoisted(() => vi.fn());
const member = vi.hoisted(() => ({ current: null as AccessMember | null }));
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), callPage, call }));
vi.mock('../providers/ability', () => ({ useLiveAbility: () => defineAbilityFor(member.current) }));
// Who may do what is answered by Refine's access-control provider over the member's ability.
const access = createAccessControlProvider(() => defineAbilityFor(member.current));

afterEach(() => {
  cleanup();
  callPage.mockReset();
  call.mockReset();
});

function serve() {
  // The server's answers: the managed list refuses anyone who manages no studio.
  callPage.mockImplementation(async () => {
    if (!['studioManager', 'foreWebAdmin'].includes(member.current?.roles[0]?.partyRoleKey ?? '')) throw Object.assign(new Error('没有权限执行该操作'), { code: 403 });
    return { rows: [{ id: 3, name: '林慧高中英语工作室' }], total: 1 };
  });
  call.mockResolvedValue({ code: 200, msg: '', data: [{ studioId: 1, studioName: '赵磊初中语文名师工作室', applyStatus: 2 }] });
}

const onChange = vi.fn();
const renderPicker = () =>
  render(
    <AntdApp>
      <Refine accessControlProvider={access} options={{ disableTelemetry: true }}>
        <StudioSelect id="studioId" onChange={onChange} />
      </Refine>
    </AntdApp>,
  );

describe('StudioSelect', () => {
  it('demo_stmember (a studio member): the joined studio is chosen, the managed list is never asked (no 403)', async () => {
    member.current = { memberId: 11, partyId: 11, roles: [{ partyRoleKey: 'foreStudioMember', activated: true }] };
    serve();
    renderPicker();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(1));
    expect(call).toHaveBeenCalledWith('get', STUDIO_CALLS.memberMine.path);
    expect(callPage).not.toHaveBeenCalled();
  });

  it('a studio manager: the managed studios are offered as well', async () => {
    member.current = { memberId: 7, partyId: 7, roles: [{ partyRoleKey: 'studioManager', activated: true }] };
    serve();
    onChange.mockReset();
    renderPicker();
    await waitFor(() => expect(callPage).toHaveBeenCalledWith('GET', STUDIO_CALLS.myList.path, { query: { pageSize: 48 } }));
    // Two studios: nothing is chosen for the manager.
    await waitFor(() => expect(screen.getByRole('combobox')).toBeEnabled());
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('工作室资讯 → 新增 as the platform admin', () => {
  const ADMIN: AccessMember = { memberId: 1, partyId: 1, roles: [{ partyRoleKey: 'foreWebAdmin', activated: true }] };
  const spec = studioInfoResource as unknown as ResourceSpec;
  function renderForm(mode: 'create' | 'edit', create = vi.fn(async (_params: unknown) => ({ data: { id: 9 } as never }))) {
    const provider = { getApiUrl: () => '', getList: vi.fn(), getOne: vi.fn(async () => ({ data: {} as never })), create, update: vi.fn(), deleteOne: vi.fn() } as unknown as DataProvider;
    render(
      <MemoryRouter initialEntries={[mode === 'create' ? '/admin/studioInfos/create' : { pathname: '/admin/studioInfos/edit/4', state: { record: { id: 4, studioId: 1, title: '教研' } } }]}>
        <AntdApp>
          <Refine dataProvider={provider} routerProvider={routerProvider} accessControlProvider={access} resources={[{ name: spec.name }]} options={{ disableTelemetry: true }}>
            <Routes>
              <Route path="/admin/studioInfos/create" element={<ResourceFormPage spec={spec} mode="create" />} />
              <Route path="/admin/studioInfos/edit/:id" element={<ResourceFormPage spec={spec} mode="edit" />} />
              <Route path="/admin/studioInfos" element={<div data-testid="list-page">列表</div>} />
            </Routes>
          </Refine>
        </AntdApp>
      </MemoryRouter>,
    );
    return create;
  }

  it('offers 所属工作室 (the admin manages no studio of its own) and sends the chosen one', async () => {
    member.current = ADMIN;
    serve();
    const create = renderForm('create');
    const picker = await screen.findByLabelText('所属工作室');
    // The admin's choices: every studio (its managed list) — two here, so none is preselected.
    await waitFor(() => expect(callPage).toHaveBeenCalledWith('GET', STUDIO_CALLS.myList.path, { query: { pageSize: 48 } }));
    await act(async () => fireEvent.mouseDown(picker.closest('.ant-select')!.querySelector('.ant-select-selector')!));
    await act(async () => fireEvent.click(await screen.findByTitle('林慧高中英语工作室')));
    await act(async () => fireEvent.mouseDown(screen.getByLabelText('资讯类型').closest('.ant-select')!.querySelector('.ant-select-selector')!));
    await act(async () => fireEvent.click(await screen.findByTitle('教研文章')));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('标题'), { target: { value: '期中教研活动' } });
    });
    // 正文 is the rich-text editor (loaded when the form needs it): typed through TipTap's own commands.
    const editor = within(await screen.findByTestId('rich-text-editor')).getByRole('textbox') as HTMLElement & { editor: { commands: { setContent(html: string, options: { emitUpdate: boolean }): void } } };
    await act(async () => editor.editor.commands.setContent('<p>本周四下午集体备课。</p>', { emitUpdate: true }));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[0]!));
    await screen.findByTestId('list-page');
    expect(create.mock.calls[0][0]).toMatchObject({ resource: 'studioInfos', variables: { studioId: 3, infoType: '2', title: '期中教研活动', content: '<p>本周四下午集体备课。</p>' } });
  });

  it('编辑 keeps the item in its studio: no 所属工作室 to change', async () => {
    member.current = ADMIN;
    serve();
    renderForm('edit');
    await screen.findByLabelText('标题');
    expect(screen.queryByLabelText('所属工作室')).toBeNull();
  });
});
