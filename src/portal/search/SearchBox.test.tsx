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
