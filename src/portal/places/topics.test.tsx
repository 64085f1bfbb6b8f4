import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../area/types';

const topic: Row = {
  id: 1,
  title: '依法治教：教育法律法规读本',
  subtitle: '从《教育法》到《学前教育法》',
  editor: '林静',
  publishDate: '2026-09-10',
  views: 120,
  coverUrl: '/topics/topic-1.svg',
  intro: '教育法治是依法治国的重要组成部分。\n\n专题按三部分编排。',
  introParagraphs: ['教育法治是依法治国的重要组成部分。', '专题按三部分编排。'],
  sections: [{ id: 5, title: '教育法律', intro: '全国人民代表大会制定的教育法律。', items: [] }],
};

// The detail's one read, answered with the topic as the API sends it.
vi.mock('../data/hooks', () => ({ useOne: () => ({ result: topic, query: { isError: false } }) }));

afterEach(cleanup);

async function renderDetail() {
  const { TopicDetailPage } = await import('./topics');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/topic/1']}>
        <Routes>
          <Route path="/topic/:id" element={<TopicDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a topic page (issue 34: the cover cropped 依法治教 to 治教, the intro stood outside the card)', () => {
  it('draws the wide cover at its own 16:9 shape, fitted, not cut to a book jacket', async () => {
    await renderDetail();
    const cover = screen.getByRole('img', { name: '依法治教：教育法律法规读本封面' });
    expect(cover).toHaveAttribute('src', '/topics/topic-1.svg');
    // The drawing is 480 × 270.
    expect(Number(cover.getAttribute('width')) * 270).toBe(Number(cover.getAttribute('height')) * 480);
  });

  it('a list card’s cover keeps the shape and fits a column of the five-column grid (1160 px inside the list panel, 20 px gaps)', async () => {
    const { TOPIC_COVER_SIZE } = await import('./topics');
    const { width, height } = TOPIC_COVER_SIZE.card;
    expect(width * 270).toBe(height * 480);
    expect(width).toBeLessThanOrEqual((1160 - 4 * 20) / 5);
  });

  it('puts the intro in a card of its own, every paragraph inside it', async () => {
    await renderDetail();
    const card = screen.getByRole('region', { name: '专题导语' });
    expect(within(card).getByText('教育法治是依法治国的重要组成部分。')).toBeInTheDocument();
    expect(within(card).getByText('专题按三部分编排。')).toBeInTheDocument();
    expect(screen.getAllByText('教育法治是依法治国的重要组成部分。')).toHaveLength(1);
  });
});
