import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lawResource } from '../../resources/laws';
import { DictTag } from './fieldValue';
import { FilterBar } from './FilterBar';

// What /show/dict/data/type/law_status answers after 字典管理 renamed 已废止 to 失效.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../providers/http', async (importOriginal) => ({ ...(await importOriginal<object>()), call }));
call.mockResolvedValue({
  code: 200,
  data: [
    { dictValue: '1', dictLabel: '有效', listClass: 'green' },
    { dictValue: '9', dictLabel: '失效', listClass: 'default' },
  ],
});

const withQueries = (node: React.ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

afterEach(cleanup);

describe('the portal shows 法规时效性 as 字典管理 serves it now', () => {
  it('a law\'s tag: the compiled label first (as the server rendered it), then the served one', async () => {
    withQueries(<DictTag field={lawResource.fields.lawStatus!} value={9} />);
    expect(screen.getByText('已废止')).toBeTruthy();
    expect(await screen.findByText('失效')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('GET', '/show/dict/data/type/law_status');
  });

  it('the 时效性 chips of /lawsrules', async () => {
    const options = [
      { value: '1', label: '有效' },
      { value: '9', label: '已废止' },
    ];
    withQueries(<FilterBar controls={[{ kind: 'chips', field: 'lawStatus', label: '时效性', dict: 'law_status', options }]} values={{}} onChange={() => undefined} />);
    expect(await screen.findByRole('radio', { name: '失效' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '已废止' })).toBeNull();
  });
});
