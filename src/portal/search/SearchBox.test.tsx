import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox';

afterEach(cleanup);

describe('the search box before the page has hydrated', () => {
  it('is a GET form to /search whose fields are named as the results page reads them', () => {
    render(
      <MemoryRouter>
        <SearchBox variant="home" />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('检索词'), { target: { value: '图书' } });
    fireEvent.change(screen.getByLabelText('检索字段'), { target: { value: 'title' } });
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.method).toBe('get');
    // What the browser itself would submit when React has not taken the form over yet.
    expect(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString()).toBe('field=title&kw=%E5%9B%BE%E4%B9%A6');
  });
});

describe('the search box and the reader history', () => {
  it('hydrates the server HTML without the history, then shows it (React #418 on a home page with history)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const { addSearchHistory, clearSearchHistory } = await import('../../shared/searchHistory');
    const tree = (
      <MemoryRouter>
        <SearchBox variant="home" />
      </MemoryRouter>
    );
    clearSearchHistory();
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree); // the server has no localStorage: no history
    document.body.append(container);
    addSearchHistory('长安');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (e) => mismatches.push(e) });
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByTitle('长安')).toBeTruthy();
    clearSearchHistory();
    container.remove();
  });

  it('在结果中检索 hands the word over and puts the main query back in the box', () => {
    const narrowed: string[] = [];
    render(
      <MemoryRouter>
        <SearchBox variant="page" keyword="长安" onSearchWithin={(w) => narrowed.push(w)} />
      </MemoryRouter>,
    );
    const box = screen.getByLabelText('检索词') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '诗歌' } });
    fireEvent.click(screen.getByText('在结果中检索'));
    expect(narrowed).toEqual(['诗歌']);
    expect(box.value).toBe('长安');
  });
});
