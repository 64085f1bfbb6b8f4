import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeTop } from '../home/HomeTop';
import { SiteHeader } from './SiteHeader';
import { StandaloneTop } from './StandaloneTop';

afterEach(cleanup);

/** A header's design as its element tree: tags and classes, not its texts or which entry is lit. */
function design(el: Element): string {
  return `${el.tagName.toLowerCase()}.${[...el.classList].sort().join('.')}(${[...el.children].map(design).join(',')})`;
}

/** The one header a top holds, rendered at one address for all (which entry is lit is SiteHeader.test.tsx's). */
function headerOf(ui: ReactElement): string {
  cleanup();
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/search']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  const headers = container.querySelectorAll('header');
  expect(headers).toHaveLength(1);
  return design(headers[0]);
}

describe('one header design for every area (issue 34 saw three)', () => {
  it('the home page’s top and the own tops of the book list and the journal encyclopedia open with the site header', () => {
    const site = headerOf(<SiteHeader />);
    expect(site).toContain('nav');
    expect(headerOf(<HomeTop />)).toBe(site);
    expect(headerOf(<StandaloneTop title="图书馆 · 电子图书" subtitle="精选学术专著" testId="book-top" />)).toBe(site);
    expect(headerOf(<StandaloneTop title="期刊百科" subtitle="收录本站全部学术期刊" />)).toBe(site);
  });
});
