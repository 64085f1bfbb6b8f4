import { act, cleanup, render, renderHook } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_MENUS, PERSON_MENUS, type MenuSeed } from '../../server/db/seed/access';
import { MENU_ICONS } from './menuIcons';
import { ScrollToTop } from './ScrollToTop';
import { siderCollapsedKey, useSiderCollapsed } from './siderCollapse';

// Issue 35 item 1: the admin's sider folds (remembered per account), shows each menu's icon, and every navigation starts at the top.
afterEach(cleanup);
beforeEach(() => localStorage.clear());

describe('every navigation starts at the top of the page', () => {
  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let go: ReturnType<typeof useNavigate> = () => undefined;
    function Nav() {
      go = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/admin/menus']}>
        <ScrollToTop />
        <Nav />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    await act(async () => go('/admin/staff'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockClear();
    await act(async () => go('/admin/staff?currentPage=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});

describe('the folded sider is remembered per account', () => {
  it('keeps one account’s choice across page loads and not for another account', () => {
    const first = renderHook(() => useSiderCollapsed(7));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1](true));
    expect(first.result.current[0]).toBe(true);
    expect(localStorage.getItem(siderCollapsedKey(7))).toBe('1');
    first.unmount();
    expect(renderHook(() => useSiderCollapsed(7)).result.current[0]).toBe(true);
    expect(renderHook(() => useSiderCollapsed(8)).result.current[0]).toBe(false);
  });
});

describe('menu icons', () => {
  it('every icon a seeded menu declares is one the sider can draw', () => {
    const icons = (menus: readonly MenuSeed[]): string[] => menus.flatMap((m) => [...(m.icon ? [m.icon] : []), ...icons(m.children ?? [])]);
    const declared = new Set([...icons(PERSON_MENUS), ...icons(ORGANIZATION_MENUS)]);
    expect(declared.size).toBeGreaterThan(20);
    for (const name of declared) expect(MENU_ICONS[name], name).toBeDefined();
  });
});
