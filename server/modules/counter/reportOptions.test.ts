import { describe, expect, it } from 'vitest';
import { buildReport, reportRows as rows, reportTotal, type ReportRequest } from './reports';
import type { RawEvent } from './rules';

/**
 * Issue 33: a master report as a harvester narrows it (SUSHI `data_type`, `access_type`,
 * `metric_type`, `attributes_to_show`), and the months a report cannot cover whole (3040 the
 * current month, 3031 months to come).
 */
const institution = { name: '文库示范大学图书馆', customerId: 'wk1' };
const at = (iso: string) => new Date(iso);
function ev(over: Partial<RawEvent>): RawEvent {
  return {
    at: at('2026-10-10T02:00:00Z'),
    event: 'request',
    sessionKey: 's1',
    robot: false,
    itemKind: 1,
    itemId: 1,
    itemName: '文',
    titleKind: 'journal',
    titleId: 1,
    titleName: '刊',
    dataType: 'Journal',
    database: 'article',
    accessType: 'Controlled',
    searchKind: null,
    platform: 'Wenku',
    ...over,
  };
}
// A controlled and an open article of one journal, and a book, each requested once in October.
const EVENTS = [
  ev({ itemId: 1 }),
  ev({ itemId: 2, accessType: 'Open', at: at('2026-10-11T02:00:00Z') }),
  ev({ itemKind: 2, itemId: 9, itemName: '书', titleKind: 'book', titleId: 9, titleName: '书', dataType: 'Book', database: 'book', at: at('2026-10-12T02:00:00Z') }),
];
const report = (over: Partial<ReportRequest>) => buildReport(EVENTS, { reportId: 'TR', beginMonth: '2026-10', endMonth: '2026-10', institution, ...over });

describe('a master report narrowed by the harvester', () => {
  it('without options TR breaks rows down by Data_Type (always, in 5.1) and every attribute, and counts every title', () => {
    const tr = report({});
    expect(tr.Report_Header.Report_Attributes).toEqual({ Attributes_To_Show: ['Access_Type', 'Access_Method'] });
    expect(reportTotal(tr, 'Total_Item_Requests')).toBe(3);
    expect(rows(tr).find((i) => i.Title === '刊')!.Attribute_Performance.map((ap) => ap.Access_Type).sort()).toEqual(['Controlled', 'Open']);
  });

  it('data_type and access_type keep only the uses they name, and say so in Report_Filters', () => {
    const tr = report({ options: { filters: { Data_Type: ['Journal'], Access_Type: ['Open'] } } });
    expect(reportTotal(tr, 'Total_Item_Requests')).toBe(1);
    expect(rows(tr).map((i) => i.Title)).toEqual(['刊']);
    expect(tr.Report_Header.Report_Filters).toMatchObject({ Data_Type: ['Journal'], Access_Type: ['Open'] });
  });

  it('metric_type keeps only those metrics; access_method TDM keeps nothing (every use here is Regular)', () => {
    const tr = report({ options: { filters: { Metric_Type: ['Unique_Title_Requests'] } } });
    const metrics = new Set(rows(tr).flatMap((i) => i.Attribute_Performance.flatMap((ap) => Object.keys(ap.Performance))));
    expect([...metrics]).toEqual(['Unique_Title_Requests']);
    expect(tr.Report_Header.Report_Filters.Metric_Type).toEqual(['Unique_Title_Requests']);
    expect(report({ options: { filters: { Access_Method: ['TDM'] } } }).Report_Items).toEqual([]);
  });

  it('attributes_to_show chooses the breakdown: Access_Type alone, or none (one row of totals)', () => {
    const byAccess = report({ options: { attributesToShow: ['Access_Type'] } });
    expect(byAccess.Report_Header.Report_Attributes).toEqual({ Attributes_To_Show: ['Access_Type'] });
    expect(rows(byAccess).find((i) => i.Title === '刊')!.Attribute_Performance.map((ap) => Object.keys(ap).sort())).toEqual([
      ['Access_Type', 'Data_Type', 'Performance'],
      ['Access_Type', 'Data_Type', 'Performance'],
    ]);
    const none = report({ options: { attributesToShow: [] } });
    expect(none.Report_Header.Report_Attributes).toBeUndefined();
    expect(rows(none).find((i) => i.Title === '刊')!.Attribute_Performance).toEqual([
      { Data_Type: 'Journal', Performance: expect.objectContaining({ Total_Item_Requests: { '2026-10': 2 } }) },
    ]);
  });

  it('a standard view keeps its own filters whatever is asked', () => {
    const j1 = report({ reportId: 'TR_J1', options: { filters: { Access_Type: ['Open'] }, attributesToShow: ['Access_Type'] } });
    expect(j1.Report_Header.Report_Filters).toMatchObject({ Access_Type: ['Controlled'] });
    expect(reportTotal(j1, 'Total_Item_Requests')).toBe(1);
  });
});

describe('months a report cannot cover whole', () => {
  it('a range of past months has no such exception', () => {
    expect(report({ currentMonth: '2026-12' }).Report_Header.Exceptions).toBeUndefined();
  });

  it('the current month is partial (3040) and later ones have not come (3031), beside the data there is', () => {
    const tr = report({ beginMonth: '2026-10', endMonth: '2027-02', currentMonth: '2026-12' });
    expect(reportTotal(tr, 'Total_Item_Requests')).toBe(3);
    expect(tr.Report_Header.Exceptions).toEqual([
      { Code: 3040, Message: 'Partial Data Returned', Data: '2026-12 is not yet complete' },
      { Code: 3031, Message: 'Usage Not Ready for Requested Dates', Data: '2027-01 – 2027-02 has not yet come' },
    ]);
  });
});
