import { cleanup, render, screen } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { ResourceSpec } from '../resources/define';
import { scholarResource } from '../resources/people';
import { ResourceListPage } from './ResourceListPage';

// Issue 35 item 5: a paged admin list says how many rows the server counted, not only how many pages.
afterEach(cleanup);

it('shows 共 N 条 from the server’s total under a paged list', async () => {
  const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `学者${i + 1}`, institution: '北京师范大学', sort: i }));
  const provider = {
    getApiUrl: () => '',
    getList: vi.fn(async () => ({ data: rows as never[], total: 37 })),
    getOne: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    deleteOne: vi.fn(),
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={['/admin/scholars']}>
      <AntdApp>
        <Refine dataProvider={provider} routerProvider={routerProvider} resources={[{ name: 'scholars', list: '/admin/scholars' }]} options={{ disableTelemetry: true }}>
          <ResourceListPage spec={scholarResource as unknown as ResourceSpec} />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  expect(await screen.findByText('共 37 条')).toBeInTheDocument();
  expect(screen.getByText('学者1')).toBeInTheDocument();
});
