import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineAbilityFor } from '../access/ability';
import { createAccessControlProvider } from '../providers/accessControl';
import { writeMemberInfo, writeToken } from '../session/store';
import type { ResourceSpec } from '../resources/define';
import { bookResource } from '../resources/books';
import { roleApplicationResource } from '../resources/roleApplications';
import { ResourceListPage } from './ResourceListPage';
import { columnSettingsKey } from './columnSettings';

// Issue 35 item 5 / issue 32 item 4: the generic list as an editor's tool — two row actions and
// 更多, actions declared on the resource and allowed by Refine's access-control provider, row
// selection with one batch call and its summary, columns kept per account, sort by any sortable.
afterEach(cleanup);
beforeEach(() => localStorage.clear());

const BOOKS = [
  { id: 1, title: '版本学十讲', authors: '黄永年', publisher: '中华书局', published: true, ownerId: null },
  { id: 2, title: '古籍校勘方法论', authors: '倪其心', publisher: '上海古籍出版社', published: true, ownerId: 7 },
  { id: 3, title: '目录学发微', authors: '余嘉锡', publisher: '中华书局', published: false, ownerId: 7 },
];

const as = (roleKey: string) => defineAbilityFor({ memberId: 7, partyId: 8, roles: [{ partyRoleKey: roleKey, activated: true }], managedJournalIds: [] });

function signIn(username: string) {
  writeToken(`token-${username}`, 'pwd');
  writeMemberInfo({ memberType: 1, partyType: 1, organization: null, user: { partyId: 8, username, role: [] } });
}

function renderList(spec: unknown, roleKey: string, rows: Array<Record<string, unknown>>, custom = vi.fn()) {
  const provider = {
    getApiUrl: () => '',
    getList: vi.fn(async () => ({ data: rows as never[], total: rows.length })),
    getOne: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    deleteOne: vi.fn(async ({ id }) => ({ data: { id } as never })),
    custom,
  } as unknown as DataProvider;
  const name = (spec as ResourceSpec).name;
  const view = render(
    <MemoryRouter initialEntries={[`/admin/${name}`]}>
      <AntdApp>
        <Refine
          dataProvider={provider}
          routerProvider={routerProvider}
          accessControlProvider={createAccessControlProvider(() => as(roleKey))}
          resources={[{ name, list: `/admin/${name}` }]}
          options={{ disableTelemetry: true }}
        >
          <ResourceListPage spec={spec as ResourceSpec} />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return { provider, view };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('row actions', () => {
  it('the platform admin sees two buttons (编辑, 下架) and the rest under 更多 (详情, 删除)', async () => {
    renderList(bookResource, 'foreWebAdmin', BOOKS);
    const row = await rowOf('版本学十讲');
    await within(row).findByTestId('unpublish-button');
    expect(within(row).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['编辑', '下架', '更多']);
    expect(within(await rowOf('目录学发微')).getByTestId('publish-button')).toHaveTextContent(/上\s*架/);
    fireEvent.click(within(row).getByTestId('row-more'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['详情', '删除']);
  });

  it('更多 → 删除 asks first, then deletes that row through the data provider', async () => {
    const { provider } = renderList(bookResource, 'foreWebAdmin', BOOKS);
    fireEvent.click(await within(await rowOf('古籍校勘方法论')).findByTestId('row-more'));
    fireEvent.click(await screen.findByTestId('remove-button'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定要删除吗？');
    expect(provider.deleteOne).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(provider.deleteOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'books', id: 2 })));
  });

  it('a publisher gets no 上架/下架, and 编辑 / 删除 only on its own books', async () => {
    renderList(bookResource, 'forePublisher', BOOKS);
    const own = await rowOf('古籍校勘方法论');
    await within(own).findByTestId('row-more');
    expect(within(own).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['编辑', '详情', '更多']);
    expect(within(own).queryByTestId('unpublish-button')).toBeNull();
    fireEvent.click(within(own).getByTestId('row-more'));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['删除']);
    // The platform's book: only 详情, nothing under 更多.
    const platforms = await rowOf('版本学十讲');
    await within(platforms).findByText(/详\s*情/);
    expect(within(platforms).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['详情']);
  });

  it('审核 is the declaration’s: offered on 审核中 applications only, and opens the review with the remark', async () => {
    renderList(roleApplicationResource, 'foreWebAdmin', [
      { id: 5, kindName: '作家', username: 'demo_writer2', status: 1, form: { penName: '春风' } },
      { id: 6, kindName: '学者', username: 'demo_scholar2', status: 2, form: {} },
    ]);
    const waiting = await rowOf('demo_writer2');
    fireEvent.click(await within(waiting).findByTestId('review-button'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('审核作家申请');
    expect(within(dialog).getByLabelText('审核意见')).toBeInTheDocument();
    expect(within(await rowOf('demo_scholar2')).queryByTestId('review-button')).toBeNull();
  });
});

describe('row selection and batch actions', () => {
  it('批量下架 makes one call with the selected ids and shows 成功 N 条，失败 M 条 with each failure’s reason', async () => {
    const custom = vi.fn(async () => ({ data: { succeeded: [1], failed: [{ id: 2, msg: '该图书不存在或已下架' }] } }));
    const { provider } = renderList(bookResource, 'foreWebAdmin', BOOKS, custom);
    await rowOf('版本学十讲');
    expect(screen.queryByTestId('batch-unpublish')).toBeNull();
    fireEvent.click(within(await rowOf('版本学十讲')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('古籍校勘方法论')).getByRole('checkbox'));
    expect(await screen.findByText('已选 2 条')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('batch-unpublish'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('下架选中的 2 条？');
    fireEvent.click(within(dialog).getByRole('button', { name: /下\s*架/ }));
    const outcome = await screen.findByTestId('batch-outcome');
    expect(outcome).toHaveTextContent('成功 1 条，失败 1 条');
    expect(outcome).toHaveTextContent('古籍校勘方法论：该图书不存在或已下架');
    expect(custom).toHaveBeenCalledTimes(1);
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/manage/book/batch', method: 'post', payload: { action: 'unpublish', ids: [1, 2] } }));
    await waitFor(() => expect(screen.queryByText('已选 2 条')).toBeNull());
    expect(provider.getList).toHaveBeenCalled();
  });

  it('a publisher is offered 批量删除 only (上架/下架 is the platform admin’s)', async () => {
    renderList(bookResource, 'forePublisher', BOOKS);
    fireEvent.click(within(await rowOf('古籍校勘方法论')).getByRole('checkbox'));
    await screen.findByText('已选 1 条');
    expect(await screen.findByTestId('batch-remove')).toHaveTextContent('批量删除');
    expect(screen.queryByTestId('batch-publish')).toBeNull();
    expect(screen.queryByTestId('batch-unpublish')).toBeNull();
  });

  it('a list without a batch call has no selection', async () => {
    const { batch: _batch, ...review } = roleApplicationResource.rowActions![0].kind === 'review' ? roleApplicationResource.rowActions![0].review : ({} as never);
    const withoutBatch = { ...roleApplicationResource, rowActions: [{ ...roleApplicationResource.rowActions![0], review }] };
    renderList(withoutBatch, 'foreWebAdmin', [{ id: 5, kindName: '作家', username: 'demo_writer2', status: 1 }]);
    expect(within(await rowOf('demo_writer2')).queryByRole('checkbox')).toBeNull();
  });

  it('批量驳回 of a declared review batch asks one remark for the selection, then makes one call and shows the summary', async () => {
    const custom = vi.fn(async () => ({ data: { succeeded: [5], failed: [{ id: 6, msg: '该申请已审核，请勿重复操作' }] } }));
    renderList(roleApplicationResource, 'foreWebAdmin', [{ id: 5, kindName: '作家', username: 'demo_writer2', status: 1 }, { id: 6, kindName: '学者', username: 'demo_scholar3', status: 1 }], custom);
    fireEvent.click(within(await rowOf('demo_writer2')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('demo_scholar3')).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('batch-review-reject'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('驳回选中的 2 条？');
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('驳回申请时请填写审核意见')).toBeInTheDocument();
    expect(custom).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '材料不全' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    const outcome = await screen.findByTestId('batch-outcome');
    expect(outcome).toHaveTextContent('成功 1 条，失败 1 条');
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/w_rl/wkapi/v1/platform/roleApply/review/batch', method: 'post', payload: { decision: 'reject', remark: '材料不全', ids: [5, 6] } }));
  });
});

describe('列设置 and sorting', () => {
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');

  it('a hidden column stays hidden for that account and resource, not for another account', async () => {
    signIn('demo_editor_a');
    const first = renderList(bookResource, 'foreWebAdmin', BOOKS);
    await rowOf('版本学十讲');
    expect(headers()).toContain('出版社');
    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    fireEvent.click(within(await screen.findByTestId('column-settings')).getByLabelText('出版社'));
    await waitFor(() => expect(headers()).not.toContain('出版社'));
    expect(JSON.parse(localStorage.getItem(columnSettingsKey('demo_editor_a', 'books'))!)).toEqual({ publisher: false });
    first.view.unmount();

    renderList(bookResource, 'foreWebAdmin', BOOKS);
    await rowOf('版本学十讲');
    expect(headers()).not.toContain('出版社');
    cleanup();

    signIn('demo_editor_b');
    renderList(bookResource, 'foreWebAdmin', BOOKS);
    await rowOf('版本学十讲');
    expect(headers()).toContain('出版社');
  });

  it('a sortable field that is no list column can be shown and sorts the list on the server', async () => {
    const { provider } = renderList(bookResource, 'foreWebAdmin', BOOKS);
    await rowOf('版本学十讲');
    expect(headers().some((h) => h.includes('创建时间'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    fireEvent.click(within(await screen.findByTestId('column-settings')).getByLabelText('创建时间'));
    const header = await screen.findByRole('columnheader', { name: /创建时间/ });
    fireEvent.click(header);
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(expect.objectContaining({ sorters: [{ field: 'createTime', order: 'asc' }] })),
    );
  });
});
