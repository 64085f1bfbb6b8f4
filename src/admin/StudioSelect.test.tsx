import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineAbilityFor, type AccessMember } from '../access/ability';
import { STUDIO_CALLS } from '../resources/studios';
import { StudioSelect } from './StudioSelect';

// 所属工作室 as a studio member and as a studio manager: the picker asks only what the role may ask.
const callPage = vi.hoisted(() => vi.fn());
const call = vi.hoisted(() => vi.fn());
const member = vi.hoisted(() => ({ current: null as AccessMember | null }));
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), callPage, call }));
vi.mock('../providers/ability', () => ({ useLiveAbility: () => defineAbilityFor(member.current) }));

afterEach(() => {
  cleanup();
  callPage.mockReset();
  call.mockReset();
});

function serve() {
  // The server's answers: the managed list refuses anyone who manages no studio.
  callPage.mockImplementation(async () => {
    if (member.current?.roles[0]?.partyRoleKey !== 'studioManager') throw Object.assign(new Error('没有权限执行该操作'), { code: 403 });
    return { rows: [{ id: 3, name: '林慧高中英语工作室' }], total: 1 };
  });
  call.mockResolvedValue({ code: 200, msg: '', data: [{ studioId: 1, studioName: '赵磊初中语文名师工作室', applyStatus: 2 }] });
}

const onChange = vi.fn();
const renderPicker = () =>
  render(
    <AntdApp>
      <StudioSelect id="studioId" onChange={onChange} />
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
