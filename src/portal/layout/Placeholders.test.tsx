import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonLines, Spinner } from './Placeholders';

describe('loading placeholders', () => {
  it('the skeleton is a busy status named 正在加载 (its label is permitted on that role)', () => {
    const { container } = render(<SkeletonLines rows={3} />);
    const status = within(container).getByRole('status', { name: '正在加载' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelectorAll('span')).toHaveLength(3);
  });

  it('the spinner is a status showing its tip', () => {
    const { container } = render(<Spinner tip="正在检索…" />);
    expect(within(container).getByRole('status').textContent).toBe('正在检索…');
  });
});
