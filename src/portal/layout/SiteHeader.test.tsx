import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavMenu } from './SiteHeader';

afterEach(cleanup);

function highlighted(pathname: string): string[] {
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <NavMenu />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: '主导航' });
  return within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent ?? '');
}

describe('NavMenu highlight (spec §2 navigation index per route)', () => {
  it.each([
    ['/standard', '首页'],
    ['/standard/3', '首页'],
    ['/yearbook/2', '首页'],
    ['/industryNews', '首页'],
    ['/industryNews/5', '首页'],
    ['/journal/1', '期刊'],
    ['/newspaper/news/4', '报纸'],
    ['/lawsrules', '法律法规'],
  ])('%s highlights exactly %s', (pathname, label) => {
    expect(highlighted(pathname)).toEqual([label]);
  });

  it('the user centre (99) has no header item to highlight', () => {
    expect(highlighted('/usercenter')).toEqual([]);
  });
});
