import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine, useCreate, useUpdate, type DataProvider } from '@refinedev/core';
import { DeleteButton } from '@refinedev/antd';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../providers/i18n';
import { notificationProvider, registerToastInstances } from '../providers/notification';

// Refine writes its own toasts after a generic create, edit or delete: with the admin's providers they read Chinese.
afterEach(cleanup);

function Toasts({ children }: { children: ReactNode }) {
  registerToastInstances(AntdApp.useApp());
  return <>{children}</>;
}

function provider(fail = false): DataProvider {
  const refused = () => Promise.reject(Object.assign(new Error('该栏目下有文章，不能删除'), { statusCode: 400 }));
  return {
    getApiUrl: () => '',
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async () => ({ data: { id: 1 } as never })),
    create: vi.fn(async () => ({ data: { id: 2 } as never })),
    update: vi.fn(async () => ({ data: { id: 1 } as never })),
    deleteOne: vi.fn(async () => (fail ? refused() : { data: { id: 1 } as never })),
  } as DataProvider;
}

function Writes() {
  const { mutate: create } = useCreate();
  const { mutate: update } = useUpdate();
  return (
    <>
      <button type="button" onClick={() => create({ resource: 'managedColumns', values: { name: '综述' } })}>add</button>
      <button type="button" onClick={() => update({ resource: 'managedColumns', id: 1, values: { name: '综述' } })}>edit</button>
      <DeleteButton resource="managedColumns" recordItemId={1} accessControl={{ enabled: false }} />
    </>
  );
}

function renderWrites(dataProvider: DataProvider) {
  render(
    <MemoryRouter>
      <AntdApp>
        <Toasts>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            notificationProvider={notificationProvider}
            i18nProvider={i18nProvider}
            resources={[{ name: 'managedColumns', meta: { label: '栏目管理' } }]}
            options={{ disableTelemetry: true }}
          >
            <Writes />
          </Refine>
        </Toasts>
      </AntdApp>
    </MemoryRouter>,
  );
}

/** The text of every toast on screen (antd messages and notifications). */
const toastText = () => Array.from(document.querySelectorAll('.ant-message-notice, .ant-notification-notice')).map((n) => n.textContent ?? '').join('\n');

async function confirmDelete() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /删\s*除/ })));
  // The popconfirm's own buttons: 删除 (Refine's buttons.delete) and 取消 (buttons.cancel).
  const confirm = await screen.findByText('确定吗？');
  expect(confirm).toBeInTheDocument();
  const popup = confirm.closest('.ant-popover') as HTMLElement;
  expect(popup.textContent).not.toMatch(/[A-Za-z]/);
  await act(async () => fireEvent.click(popup.querySelectorAll('button')[1]));
}

describe("Refine's own texts in the admin", () => {
  it('删除: the button, its confirmation and the success toast are Chinese', async () => {
    renderWrites(provider());
    await confirmDelete();
    await waitFor(() => expect(toastText()).toContain('已删除栏目：操作成功'));
    expect(toastText()).not.toMatch(/[A-Za-z]/);
  });

  it('a refused 删除 toasts Chinese, with the server message', async () => {
    renderWrites(provider(true));
    await confirmDelete();
    await waitFor(() => expect(toastText()).toContain('删除栏目失败（状态码：400）'));
    expect(toastText()).toContain('该栏目下有文章，不能删除');
    expect(toastText()).not.toMatch(/[A-Za-z]/);
  });

  it('新增 and 保存 through Refine toast Chinese', async () => {
    renderWrites(provider());
    await act(async () => fireEvent.click(screen.getByText('add')));
    await waitFor(() => expect(toastText()).toContain('已新增栏目：操作成功'));
    await act(async () => fireEvent.click(screen.getByText('edit')));
    await waitFor(() => expect(toastText()).toContain('已保存栏目：操作成功'));
    expect(toastText()).not.toMatch(/[A-Za-z]/);
  });
});
