import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReport, REPORTS, reportTotal } from './reports';
import { countedUses, monthOf, type EventKind, type Metric, type RawEvent } from './rules';

const T0 = Date.parse('2026-11-30T15:59:00Z'); // one minute before a Beijing month ends

function ev(over: Partial<RawEvent> & { at: Date }): RawEvent {
  return {
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
const at = (s: number) => new Date(T0 - 3_600_000 + s * 1000);
const total = (events: RawEvent[], metric: Metric) => countedUses(events).filter((u) => u.metric === metric).length;

describe('COUNTER 5.1 rules by example', () => {
  it('clicks 20 s apart in a run count once; 31 s apart count twice', () => {
    expect(total([ev({ at: at(0) }), ev({ at: at(20) }), ev({ at: at(40) })], 'Total_Item_Requests')).toBe(1);
    expect(total([ev({ at: at(0) }), ev({ at: at(31) })], 'Total_Item_Requests')).toBe(2);
    // Another session or another item is not a double click.
    expect(total([ev({ at: at(0) }), ev({ at: at(1), sessionKey: 's2' }), ev({ at: at(2), itemId: 2 })], 'Total_Item_Requests')).toBe(3);
  });

  it('a request is an investigation too; robots count for nothing', () => {
    const events = [ev({ at: at(0), event: 'investigation', itemId: 7 }), ev({ at: at(100) }), ev({ at: at(200), robot: true })];
    expect(total(events, 'Total_Item_Investigations')).toBe(2);
    expect(total(events, 'Total_Item_Requests')).toBe(1);
    expect(total(events, 'Unique_Item_Investigations')).toBe(2);
  });

  it('Unique_Title counts a book once per user-session, and never a journal', () => {
    const book = { dataType: 'Book', titleKind: 'book', titleId: 9, itemKind: 2, itemId: 9 } as const;
    const events = [ev({ at: at(0), ...book }), ev({ at: at(100), ...book }), ev({ at: at(200) })];
    expect(total(events, 'Unique_Title_Requests')).toBe(1);
    expect(total(events, 'Unique_Item_Requests')).toBe(2);
  });
});

// The oracle: each metric counted straight from its definition, with none of rules.ts's code.
function oracle(events: RawEvent[]): Record<string, number> {
  const human = events.filter((e) => !e.robot);
  const inStream = (kinds: EventKind[]) => human.filter((e) => kinds.includes(e.event) && e.itemId !== null);
  const keptAfterDoubleClick = (list: RawEvent[]) =>
    list.filter((e) => !list.some((o) => o !== e && o.sessionKey === e.sessionKey && o.itemId === e.itemId && o.itemKind === e.itemKind && o.at > e.at && o.at.getTime() - e.at.getTime() <= 30_000)).length;
  const distinct = (list: RawEvent[], key: (e: RawEvent) => string) => new Set(list.map((e) => `${monthOf(e.at)}/${e.sessionKey}/${key(e)}`)).size;
  const inv = inStream(['investigation', 'request']);
  const req = inStream(['request']);
  const item = (e: RawEvent) => `${e.itemKind}-${e.itemId}`;
  const title = (e: RawEvent) => `${e.titleKind}-${e.titleId}`;
  const books = (l: RawEvent[]) => l.filter((e) => e.dataType === 'Book');
  const searches = human.filter((e) => e.event === 'search');
  return {
    Total_Item_Investigations: keptAfterDoubleClick(inv),
    Total_Item_Requests: keptAfterDoubleClick(req),
    Unique_Item_Investigations: distinct(inv, item),
    Unique_Item_Requests: distinct(req, item),
    Unique_Title_Investigations: distinct(books(inv), title),
    Unique_Title_Requests: distinct(books(req), title),
    No_License: keptAfterDoubleClick(inStream(['denial'])),
    Searches_Platform: searches.length,
    Searches_Regular: searches.filter((e) => e.searchKind === 'regular').length,
    Searches_Automated: searches.filter((e) => e.searchKind === 'automated').length,
  };
}

/**
 * A random stream: few sessions and items so clicks collide; distinct instants (no ties) on a 5 s
 * grid, so gaps of exactly 30 s occur, over a quarter of an hour that crosses a month's end.
 */
const streams = fc
  .uniqueArray(fc.integer({ min: 0, max: 180 }), { maxLength: 60 })
  .chain((offsets) =>
    fc.tuple(
      ...offsets.map((s) =>
        fc.record({
          event: fc.constantFrom<EventKind>('search', 'investigation', 'request', 'denial'),
          session: fc.integer({ min: 1, max: 3 }),
          item: fc.integer({ min: 1, max: 4 }),
          book: fc.boolean(),
          robot: fc.boolean(),
          regular: fc.boolean(),
        }).map((r): RawEvent => {
          const search = r.event === 'search';
          // Item ids 3 and 4 are chapters (items) of book title 3: a title's items share it.
          const titleId = r.book ? Math.min(r.item, 3) : r.item % 2;
          return ev({
            at: new Date(T0 - 300_000 + s * 5000),
            event: r.event,
            sessionKey: `s${r.session}`,
            robot: r.robot && r.session === 3,
            itemKind: search ? null : r.book ? 2 : 1,
            itemId: search ? null : r.item,
            titleKind: search ? null : r.book ? 'book' : 'journal',
            titleId: search ? null : titleId,
            dataType: search ? 'Platform' : r.book ? 'Book' : 'Journal',
            searchKind: search ? (r.regular ? 'regular' : 'automated') : null,
          });
        }),
      ),
    ),
  );

describe('COUNTER 5.1 rules, property', () => {
  it('random event streams: every metric equals what the rules, read straight, keep', () => {
    fc.assert(
      fc.property(streams, (events) => {
        const got: Record<string, number> = {};
        for (const u of countedUses(events)) got[u.metric] = (got[u.metric] ?? 0) + 1;
        const want = oracle(events);
        for (const [metric, n] of Object.entries(want)) expect(got[metric] ?? 0, metric).toBe(n);
      }),
      { numRuns: 300 },
    );
  });

  it('random event streams: the Platform and Database reports total what the rules keep', () => {
    const institution = { name: '文库示范大学图书馆', customerId: 'c1' };
    fc.assert(
      fc.property(streams, (events) => {
        const want = oracle(events);
        const pr = buildReport(events, { reportId: 'PR', beginMonth: '2026-11', endMonth: '2026-12', institution });
        for (const metric of REPORTS.PR.metrics) expect(reportTotal(pr, metric), metric).toBe(want[metric]);
        const dr = buildReport(events, { reportId: 'DR', beginMonth: '2026-11', endMonth: '2026-12', institution });
        expect(reportTotal(dr, 'Total_Item_Requests')).toBe(want.Total_Item_Requests);
        expect((pr.Report_Header.Exceptions ?? []).map((x) => x.Code)).toEqual(pr.Report_Items.length === 0 ? [3030] : []);
      }),
      { numRuns: 200 },
    );
  });
});
