import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSearchHistory, clearSearchHistory } from '../../shared/searchHistory';

vi.mock('./api', () => ({ fetchSuggestions: vi.fn(), fetchSearch: vi.fn() }));
const api = await import('./api');
const { SearchBox } = await import('./SearchBox');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  clearSearchHistory();
});

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

/** Shows where the box navigated to. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{decodeURIComponent(location.pathname + location.search)}</output>;
}

describe('the suggestion dropdown', () => {
  const renderBox = () =>
    render(
      <MemoryRouter initialEntries={['/']}>
        <SearchBox variant="home" />
        <Where />
      </MemoryRouter>,
    );

  it('asks once typing pauses and groups the answers under 标题/作者/来源/最近搜索', async () => {
    addSearchHistory('长安十二时辰');
    addSearchHistory('图书馆');
    vi.mocked(api.fetchSuggestions).mockResolvedValue({ title: ['长安志', '長安古意'], author: ['常安'], source: [] });
    renderBox();
    const box = screen.getByRole('combobox', { name: '检索词' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'changan' } });
    fireEvent.change(box, { target: { value: '长安' } });
    const list = await screen.findByRole('listbox', { name: '检索建议' });
    // One request, for the text the reader paused on.
    await within(list).findByText('长安志');
    expect(vi.mocked(api.fetchSuggestions).mock.calls.map((c) => c[0])).toEqual(['长安']);
    const groups = within(list).getAllByRole('group').map((g) => [g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent, within(g).getAllByRole('option').map((o) => o.textContent)]);
    expect(groups).toEqual([
      ['标题', ['长安志', '長安古意']],
      ['作者', ['常安']],
      ['最近搜索', ['长安十二时辰']],
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('is driven by the keyboard: arrows move, Enter searches the option in its field, Escape closes', async () => {
    vi.mocked(api.fetchSuggestions).mockResolvedValue({ title: ['长安志'], author: ['常安'], source: ['长安出版社'] });
    renderBox();
    const box = screen.getByRole('combobox', { name: '检索词' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'changan' } });
    await screen.findByRole('option', { name: '长安出版社' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: '长安志' }).getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: '长安志' }).id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: '长安出版社' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: '长安出版社' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/search?kw=常安&field=author');
    expect((box as HTMLInputElement).value).toBe('常安');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a click on an option searches it; a failed request leaves the recent searches only', async () => {
    addSearchHistory('长安');
    vi.mocked(api.fetchSuggestions).mockRejectedValue(new Error('网络连接失败，请检查网络后重试'));
    renderBox();
    const box = screen.getByRole('combobox', { name: '检索词' });
    fireEvent.focus(box);
    // An empty box offers the recent searches at once.
    expect(screen.getByRole('option', { name: '长安' })).toBeTruthy();
    fireEvent.change(box, { target: { value: '长' } });
    await act(async () => {
      await vi.waitFor(() => expect(api.fetchSuggestions).toHaveBeenCalledWith('长', expect.anything()));
    });
    fireEvent.mouseDown(screen.getByRole('option', { name: '长安' }));
    expect(screen.getByTestId('where').textContent).toBe('/search?kw=长安');
  });
});
