import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_REPORT_CALLS } from '../resources/counterReport';

const call = vi.fn();
const downloadFile = vi.fn();
vi.mock('../providers/http', () => ({ call: (...args: unknown[]) => call(...args), downloadFile: (...args: unknown[]) => downloadFile(...args) }));
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
        Report_Header: { Report_ID: 'TR_J1', Report_Name: 'Journal Requests (Controlled)', Institution_Name: '文库示范大学图书馆' },
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

  it('charts the report by month (requests first; another metric on choice), switches to any report, and exports Excel and TSV of it', async () => {
    const now = dayjs().format('YYYY-MM');
    const middle = dayjs().subtract(1, 'month').format('YYYY-MM');
    const first = dayjs().subtract(2, 'month').format('YYYY-MM');
    downloadFile.mockResolvedValue(undefined);
    call.mockImplementation(async (_method: string, _path: string, { query }: { query: { report: string } }) => ({
      code: 200,
      msg: '操作成功',
      data:
        query.report === 'IR'
          ? {
              Report_Header: { Report_ID: 'IR', Report_Name: 'Item Report', Institution_Name: '文库示范大学图书馆' },
              // 5.1 groups an Item Report's items: the table reads the items inside.
              Report_Items: [{ Items: [{ Item: '数字人文研究综述', Attribute_Performance: [{ Data_Type: 'Article', Performance: { Total_Item_Requests: { [middle]: 6 } } }] }] }],
            }
          : {
              Report_Header: { Report_ID: 'TR_J1', Report_Name: 'Journal Requests (Controlled)', Institution_Name: '文库示范大学图书馆' },
              Report_Items: [
                { Title: '中国图书馆学报', Attribute_Performance: [{ Performance: { Total_Item_Requests: { [now]: 5, [first]: 2 }, Unique_Item_Requests: { [now]: 4 } } }] },
                { Title: '大学图书馆学报', Attribute_Performance: [{ Performance: { Total_Item_Requests: { [now]: 1 }, Unique_Item_Requests: { [now]: 1 } } }] },
              ],
            },
    }));
    render(<App><CounterReportCard /></App>);
    const card = screen.getByTestId('counter-report');
    const bars = () => within(screen.getByTestId('counter-chart')).getAllByRole('graphics-symbol').map((g) => g.getAttribute('aria-label'));
    await waitFor(() => expect(bars()).toEqual([`${first}：2`, `${middle}：0`, `${now}：6`]));
    expect(screen.getByTestId('counter-chart').getAttribute('aria-label')).toContain('Total_Item_Requests');

    await act(async () => fireEvent.mouseDown(screen.getAllByLabelText('图表指标')[0].closest('.ant-select')!.querySelector('.ant-select-selector')!));
    await act(async () => fireEvent.click(await screen.findByTitle('Unique_Item_Requests（请求篇数）')));
    expect(bars()).toEqual([`${first}：0`, `${middle}：0`, `${now}：5`]);

    await act(async () => fireEvent.click(within(card).getByTestId('counter-xlsx')));
    expect(downloadFile).toHaveBeenLastCalledWith(COUNTER_REPORT_CALLS.xlsx.path, { report: 'TR_J1', begin: first, end: now }, `TR_J1_${first}_${now}.xlsx`);

    await act(async () => fireEvent.mouseDown(screen.getAllByLabelText('报告')[0].closest('.ant-select')!.querySelector('.ant-select-selector')!));
    await act(async () => fireEvent.click(await screen.findByTitle('条目报告（IR）')));
    expect(call).toHaveBeenLastCalledWith('get', COUNTER_REPORT_CALLS.report.path, { query: { report: 'IR', begin: first, end: now } });
    await waitFor(() => expect(within(card).getByText('数字人文研究综述')).toBeTruthy());
    expect(within(card).getByRole('columnheader', { name: '条目' })).toBeTruthy();
    // The chosen metric is not in this report: the chart falls back to its requests.
    expect(bars()).toEqual([`${first}：0`, `${middle}：6`, `${now}：0`]);
    await act(async () => fireEvent.click(within(card).getByTestId('counter-tsv')));
    expect(downloadFile).toHaveBeenLastCalledWith(COUNTER_REPORT_CALLS.tsv.path, { report: 'IR', begin: first, end: now }, `IR_${first}_${now}.tsv`);
  });
});
