import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminListPath, WORKBENCH_CALL, type Workbench } from '../shared/workbench';
import type { SiderItem } from '../ui/menuItems';

const call = vi.fn();
vi.mock('../providers/http', () => ({ call: (...args: unknown[]) => call(...args) }));
const { WorkbenchPage } = await import('./WorkbenchPage');
const { withWorkbench, WORKBENCH_ITEM } = await import('./AdminSider');

afterEach(() => {
  cleanup();
  call.mockReset();
});

const MENUS: SiderItem[] = [
  { key: 'm1', label: '期刊管理', children: [{ key: 'm2', label: '文章管理', to: '/admin/managedArticles' }, { key: 'm3', label: '期次管理', to: '/admin/managedPeriods' }] },
];

const JOURNAL_WORKBENCH: Workbench = {
  queues: [{ key: 'articlesInReview', label: '待审核的文章', count: 3, path: adminListPath('managedArticles', { articleStatus: 1 }) }],
  totals: [{ key: 'articles', label: '文章', count: 42, path: adminListPath('managedArticles') }],
  // 2026-12-01 22:13 UTC is 12-02 06:13 in Beijing.
  recent: [{ id: 9, actionLabel: '修改', entityLabel: '文章管理', title: '数字图书馆的元数据', memberName: '王静', createTime: '2026-12-01T22:13:00.000Z' }],
};

/** Where a click took the page: the path and query the list screen is opened with. */
function Landed() {
  const { pathname, search } = useLocation();
  return <div data-testid="landed">{decodeURIComponent(pathname + search)}</div>;
}

function renderPage(items: SiderItem[] = MENUS) {
  return render(
    <App>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<WorkbenchPage items={items} />} />
          <Route path="/admin/*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

describe('工作台', () => {
  it('shows each queue and total with its count, the recent changes in China time and the first menus', async () => {
    call.mockResolvedValue({ code: 200, msg: '操作成功', data: JOURNAL_WORKBENCH });
    renderPage();
    expect(call).toHaveBeenCalledWith(WORKBENCH_CALL.method, WORKBENCH_CALL.path);
    const queue = await screen.findByTestId('workbench-articlesInReview');
    expect(within(queue).getByText('待审核的文章')).toBeTruthy();
    expect(within(queue).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('workbench-articles')).getByText('42')).toBeTruthy();
    const recent = screen.getByTestId('workbench-recent');
    expect(recent.textContent).toContain('修改文章管理《数字图书馆的元数据》');
    expect(recent.textContent).toContain('王静 · 2026-12-02 06:13');
    const links = within(screen.getByTestId('workbench-links')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['文章管理', '/admin/managedArticles'],
      ['期次管理', '/admin/managedPeriods'],
    ]);
  });

  it('opens the list with the filter that shows exactly the counted rows', async () => {
    call.mockResolvedValue({ code: 200, msg: '操作成功', data: JOURNAL_WORKBENCH });
    renderPage();
    fireEvent.click(await screen.findByTestId('workbench-articlesInReview'));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/admin/managedArticles?filters[0][field]=articleStatus&filters[0][operator]=eq&filters[0][value]=1'));
  });

  it('says so in Chinese when nothing waits and nothing has changed', async () => {
    call.mockResolvedValue({ code: 200, msg: '操作成功', data: { queues: [], totals: [], recent: [] } });
    renderPage();
    expect(await screen.findByText('暂无需要您处理的事项')).toBeTruthy();
    expect(screen.getByText('暂无变更记录')).toBeTruthy();
    expect(screen.queryByText('我的内容')).toBeNull();
  });

  it('shows the server’s refusal instead of counts', async () => {
    call.mockRejectedValue(new Error('登录状态已过期，请重新登录'));
    renderPage();
    expect(await screen.findByText('工作台数据加载失败：登录状态已过期，请重新登录')).toBeTruthy();
    expect(screen.queryByText('待办事项')).toBeNull();
  });
});

describe('the sider’s 工作台 entry', () => {
  it('comes first, opens /admin with a declared icon, and is not added to a sider without screens', () => {
    expect(withWorkbench(MENUS)[0]).toEqual({ key: 'workbench', label: '工作台', icon: 'DashboardOutlined', to: '/admin' });
    expect(withWorkbench(MENUS).slice(1)).toEqual(MENUS);
    expect(withWorkbench([])).toEqual([]);
    expect(WORKBENCH_ITEM.icon).toBe('DashboardOutlined');
  });
});
