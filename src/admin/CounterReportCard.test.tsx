import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_REPORT_CALLS } from '../resources/counterReport';

const call = vi.fn();
vi.mock('../providers/http', () => ({ call: (...args: unknown[]) => call(...args), downloadFile: vi.fn() }));
const { CounterReportCard } = await import('./CounterReportCard');

afterEach(cleanup);

describe('COUNTER 5.1 报告 card', () => {
  it('asks for TR_J1 over the last three months and shows a row per journal and metric with its months', async () => {
    const now = dayjs().format('YYYY-MM');
    const first = dayjs().subtract(2, 'month').format('YYYY-MM');
    call.mockResolvedValue({
      code: 200,
      msg: '操作成功',
      data: {
        Report_Header: { Report_ID: 'TR_J1', Report_Name: 'Journal Requests (Controlled)', Institution_Name: '文库示范大学图书馆', Exceptions: [] },
        Report_Items: [{ Title: '中国图书馆学报', Attribute_Performance: [{ Performance: { Total_Item_Requests: { [now]: 5, [first]: 2 }, Unique_Item_Requests: { [now]: 4 } } }] }],
      },
    });
    render(<App><CounterReportCard /></App>);
    expect(call).toHaveBeenCalledWith('get', COUNTER_REPORT_CALLS.report.path, { query: { report: 'TR_J1', begin: first, end: now } });
    await waitFor(() => expect(within(screen.getByTestId('counter-report')).getAllByRole('row').length).toBe(3));
    const cells = within(screen.getByTestId('counter-report'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['中国图书馆学报', 'Total_Item_Requests（全文请求）', '7', '2', '0', '5'],
      ['中国图书馆学报', 'Unique_Item_Requests（请求篇数）', '4', '0', '0', '4'],
    ]);
  });
});
