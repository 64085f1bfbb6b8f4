import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterSchema, schemaErrors } from './counterSchema';
import { ATTRIBUTES, buildReport, REPORT_IDS, reportRows, REPORTS, type Attribute, type Identifiers, type ReportId, type ReportRequest } from './reports';
import type { RawEvent } from './rules';

/**
 * Issue 33: every report the SUSHI API can answer validates against COUNTER's published 5.1 schema
 * (schema/README.md) — each report and view, the current month's 3040, an empty range's 3030,
 * every choice of attributes_to_show, and random streams of every kind of use.
 */
const institution = { name: '文库示范大学图书馆', customerId: 'wk1' };
const identifiers = new Map<string, Identifiers>([
  ['journal:1', { Item_ID: { Print_ISSN: '1000-0019' }, Publisher: '文库期刊社' }],
  ['book:2', { Item_ID: { ISBN: '978-7-101-00001-5' }, Publisher: '中华书局', YOP: '2019' }],
  // An ISBN typed without hyphens is left out rather than breaking the report.
  ['book:3', { Item_ID: { ISBN: '9787101000022' }, Publisher: '中华书局' }],
]);

type Kind = 'article' | 'book' | 'book3' | 'ancient' | 'thesis' | 'search' | 'areaSearch';
const USES: Record<Kind, Omit<RawEvent, 'at' | 'event' | 'sessionKey' | 'robot' | 'platform' | 'accessType'>> = {
  article: { itemKind: 1, itemId: 11, itemName: '论文一', titleKind: 'journal', titleId: 1, titleName: '文库学报', dataType: 'Journal', database: 'article', searchKind: null },
  book: { itemKind: 2, itemId: 2, itemName: '史记', titleKind: 'book', titleId: 2, titleName: '史记', dataType: 'Book', database: 'book', searchKind: null },
  book3: { itemKind: 2, itemId: 3, itemName: '汉书', titleKind: 'book', titleId: 3, titleName: '汉书', dataType: 'Book', database: 'book', searchKind: null },
  ancient: { itemKind: 5, itemId: 2, itemName: '永乐大典', titleKind: 'ancient', titleId: 2, titleName: '永乐大典', dataType: 'Book', database: 'ancient', searchKind: null },
  thesis: { itemKind: 6, itemId: 2, itemName: '硕士论文', titleKind: 'thesis', titleId: 2, titleName: '硕士论文', dataType: 'Thesis_or_Dissertation', database: 'thesis', searchKind: null },
  search: { itemKind: null, itemId: null, itemName: null, titleKind: null, titleId: null, titleName: null, dataType: 'Platform', database: 'all', searchKind: 'automated' },
  areaSearch: { itemKind: null, itemId: null, itemName: null, titleKind: null, titleId: null, titleName: null, dataType: 'Platform', database: 'book', searchKind: 'regular' },
};

function eventOf(kind: Kind, event: RawEvent['event'], over: Partial<RawEvent> = {}): RawEvent {
  const isSearch = kind === 'search' || kind === 'areaSearch';
  return {
    ...USES[kind],
    at: new Date('2026-10-10T02:00:00Z'),
    event: isSearch ? 'search' : event,
    sessionKey: 's1',
    robot: false,
    platform: 'Wenku',
    accessType: isSearch ? null : 'Controlled',
    ...over,
  };
}

// Every kind of use, in two months, open and controlled, with denials (a title only denied too).
const EVENTS: RawEvent[] = [
  eventOf('article', 'request'),
  eventOf('article', 'investigation', { sessionKey: 's2', accessType: 'Open' }),
  eventOf('article', 'denial', { sessionKey: 's3', at: new Date('2026-11-02T02:00:00Z') }),
  eventOf('book', 'request'),
  eventOf('book3', 'investigation', { accessType: 'Open' }),
  eventOf('ancient', 'denial'),
  eventOf('thesis', 'request', { at: new Date('2026-11-05T02:00:00Z') }),
  eventOf('search', 'search'),
  eventOf('areaSearch', 'search', { sessionKey: 's2' }),
];

const build = (reportId: ReportId, over: Partial<ReportRequest> = {}, events = EVENTS) =>
  buildReport(events, { reportId, beginMonth: '2026-10', endMonth: '2026-11', institution, identifiers, now: new Date('2026-12-08T00:00:00Z'), ...over });

function expectValid(report: unknown, definition: string) {
  const validate = counterSchema(definition);
  const valid = validate(report);
  expect(valid ? [] : schemaErrors(validate), `${definition} against COUNTER's schema`).toEqual([]);
}

/** Every subset of a master report's attributes, the empty one included. */
const subsets = (all: readonly Attribute[]): Attribute[][] => all.reduce<Attribute[][]>((acc, a) => [...acc, ...acc.map((s) => [...s, a])], [[]]);

describe("COUNTER 5.1 schema: every report Wenku makes", () => {
  it.each(REPORT_IDS)('%s with every kind of use validates', (id) => {
    const report = build(id);
    expect(report.Report_Items.length).toBeGreaterThan(0);
    expectValid(report, id);
  });

  it.each(REPORT_IDS)('%s with no usage (3030) and over the current month (3040) and months to come (3031) validates', (id) => {
    expectValid(build(id, {}, []), id);
    expectValid(build(id, { endMonth: '2027-01', currentMonth: '2026-11' }), id);
  });

  it.each(REPORT_IDS.filter((id) => REPORTS[id].filters.Data_Type === undefined))('%s validates with every choice of attributes_to_show and each data type filter', (id) => {
    for (const attributesToShow of subsets(REPORTS[id].attributes.filter((a) => (ATTRIBUTES as readonly string[]).includes(a)))) {
      expectValid(build(id, { options: { attributesToShow } }), id);
    }
    for (const dataType of REPORTS[id].dataTypes) expectValid(build(id, { options: { filters: { Data_Type: [dataType], Metric_Type: [REPORTS[id].metrics[0]] } } }), id);
  });

  it('random streams of uses give valid reports of every kind', () => {
    const KINDS: Kind[] = ['article', 'book', 'book3', 'ancient', 'thesis', 'search', 'areaSearch'];
    const anyUse = fc.record({
      kind: fc.constantFrom<Kind>(...KINDS),
      event: fc.constantFrom<RawEvent['event']>('investigation', 'request', 'denial'),
      session: fc.integer({ min: 1, max: 4 }),
      minute: fc.integer({ min: 0, max: 60 * 24 * 50 }),
      robot: fc.boolean(),
    });
    // Open or Controlled is the item's access model, the same for every use of it (a kind is one item here).
    fc.assert(
      fc.property(fc.array(anyUse, { maxLength: 30 }), fc.subarray(KINDS), fc.constantFrom(...REPORT_IDS), (uses, openKinds, id) => {
        const events = uses.map((u) =>
          eventOf(u.kind, u.event, { sessionKey: `s${u.session}`, at: new Date(Date.parse('2026-10-01T00:00:00+08:00') + u.minute * 60_000), accessType: openKinds.includes(u.kind) ? 'Open' : 'Controlled', robot: u.robot }),
        );
        const validate = counterSchema(id);
        const report = build(id, {}, events);
        if (!validate(report)) throw new Error(`${id}: ${schemaErrors(validate).join('; ')}`);
      }),
      { numRuns: 150 },
    );
  });

  it('an Item Report names an article an Article and leaves books to the Title Report', () => {
    const ir = build('IR');
    expect(ir.Report_Items).toHaveLength(1);
    expect(reportRows(ir).map((i) => [i.Item, i.Attribute_Performance[0].Data_Type]).sort()).toEqual([
      ['硕士论文', 'Thesis_or_Dissertation'],
      ['论文一', 'Article'],
    ]);
  });
});
