import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaSearchBar } from './AreaSearchBar';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{decodeURIComponent(pathname + search)}</output>;
}

function renderBar(docType?: 'ancient') {
  const onSearch = vi.fn();
  render(
    <MemoryRouter initialEntries={['/ancient']}>
      <Routes>
        <Route path="*" element={<><AreaSearchBar title="古籍" value="" onSearch={onSearch} docType={docType} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  return onSearch;
}

afterEach(cleanup);

describe('AreaSearchBar', () => {
  it('检索 filters the list; 全文检索 opens the one search limited to the area', () => {
    const onSearch = renderBar('ancient');
    const box = screen.getByRole('textbox', { name: '在古籍中检索' });
    const fullText = screen.getByRole('button', { name: /全文检索/ });
    expect(fullText).toBeDisabled();
    fireEvent.change(box, { target: { value: '长安' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('长安');
    fireEvent.click(fullText);
    expect(screen.getByTestId('where').textContent).toBe('/search?kw=长安&type=ancient');
  });

  it('has no 全文检索 for an area the search does not cover', () => {
    renderBar();
    expect(screen.queryByRole('button', { name: /全文检索/ })).toBeNull();
  });
});
