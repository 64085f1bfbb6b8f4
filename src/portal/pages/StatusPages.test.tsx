import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage, errorText } from './ErrorPage';
import { NotFoundPage } from '../../ui/NotFoundPage';

describe('NotFoundPage (spec §2)', () => {
  it('shows the message and its primary button goes to /', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes>
          <Route path="/" element={<p>首页内容</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('页面不存在，请返回首页...')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '返回首页' });
    fireEvent.click(button);
    expect(screen.getByText('首页内容')).toBeInTheDocument();
  });
});

describe('ErrorPage (spec §2/§8)', () => {
  it('defaults to status 500 with the given message', () => {
    render(<ErrorPage message="Unknown middleware auth2" />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware auth2')).toBeInTheDocument();
  });
  it('404 reads “This page could not be found”', () => {
    render(<ErrorPage status={404} message="whatever" />);
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(errorText(404)).toBe('This page could not be found');
  });
});
