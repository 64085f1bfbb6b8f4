import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { topicItemResource, topicResource, TOPIC_ITEM_OPTIONS_PATH } from '../resources/topics';
import { renderField } from './renderField';

// Reference columns in admin tables (所属专题, 资源 …) name the record, against faked calls.
const callPage = vi.hoisted(() => vi.fn());
const call = vi.hoisted(() => vi.fn());
vi.mock('../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), callPage, call }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const TOPICS: Record<number, string> = { 6: '红色经典阅读', 5: '传统节日' };

function cell(field: keyof typeof topicItemResource.fields | 'topicId', value: unknown, record: Record<string, unknown> = {}) {
  const spec = field === 'topicId' ? { label: '所属专题', kind: 'number' as const, ref: 'topic' as const } : topicItemResource.fields[field];
  const client = new QueryClient();
  return render(<QueryClientProvider client={client}>{renderField(spec, value, record)}</QueryClientProvider>);
}

describe('a reference in an admin table', () => {
  it('shows the referenced record by name, not its id', async () => {
    call.mockImplementation(async (_m: string, path: string) => {
      const id = Number(path.split('/').pop());
      return { code: 200, data: TOPICS[id] ? { id, title: TOPICS[id] } : null };
    });
    cell('topicId', 6);
    expect(await screen.findByText('红色经典阅读')).toBeTruthy();
    expect(screen.queryByText('6')).toBeNull();
    const [, path] = call.mock.calls[0];
    expect(path).toBe(topicResource.calls.manageOne!.path.replace('{id}', '6'));
  });

  it('says when the record is gone', async () => {
    call.mockResolvedValue({ code: 200, data: null });
    cell('topicId', 9);
    expect(await screen.findByText('编号 9（已不存在）')).toBeTruthy();
  });

  it('names a reader item within the type its row names', async () => {
    callPage.mockImplementation(async (_m: string, path: string, opts?: { query?: Record<string, unknown> }) => {
      expect(path).toBe(TOPIC_ITEM_OPTIONS_PATH);
      expect(opts?.query).toMatchObject({ itemType: 4, id: 31 });
      return { rows: [{ id: 31, title: '中国图书馆学史' }], total: 1 };
    });
    cell('itemId', 31, { itemType: 4 });
    expect(await screen.findByText('中国图书馆学史')).toBeTruthy();
  });
});
