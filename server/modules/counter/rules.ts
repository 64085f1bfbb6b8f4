/**
 * COUNTER Release 5.1 counting rules (issue 33), pure: raw usage events in, the uses that count out.
 * Reports (reports.ts) only group and add up what this module keeps, so every rule lives here:
 *
 * - robots are excluded (the event's `robot`, from the user agent);
 * - double-click filter: events of one user-session on one item for one metric less than or exactly
 *   30 s apart count once (of a run, the last is kept — the Code of Practice's "first removed");
 * - Investigations include Requests: a request is an investigation as well;
 * - Unique_Item_* count an item once per user-session, Unique_Title_* a book title once per
 *   user-session (books only, as COUNTER says), within a month;
 * - denials are No_License; searches count as Searches_Regular (one area chosen) or
 *   Searches_Automated (the whole library) in DR, and each is one Searches_Platform in PR.
 */

export const DOUBLE_CLICK_MS = 30_000;

export type EventKind = 'search' | 'investigation' | 'request' | 'denial';

export interface RawEvent {
  at: Date;
  event: EventKind;
  sessionKey: string;
  robot: boolean;
  itemKind: number | null;
  itemId: number | null;
  itemName: string | null;
  titleKind: string | null;
  titleId: number | null;
  titleName: string | null;
  dataType: string;
  database: string;
  accessType: string | null;
  searchKind: string | null;
  platform: string;
}

export type Metric =
  | 'Searches_Regular'
  | 'Searches_Automated'
  | 'Searches_Platform'
  | 'Total_Item_Investigations'
  | 'Unique_Item_Investigations'
  | 'Unique_Title_Investigations'
  | 'Total_Item_Requests'
  | 'Unique_Item_Requests'
  | 'Unique_Title_Requests'
  | 'No_License';

/** One counted use: a metric of one event's item, title, database and platform in a month. */
export interface CountedUse {
  metric: Metric;
  month: string;
  event: RawEvent;
}

/** `YYYY-MM` in Beijing time: the month a use is counted in (as the 使用统计 report). */
export function monthOf(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}

const itemKey = (e: RawEvent) => `${e.itemKind}:${e.itemId}`;
const titleKey = (e: RawEvent) => `${e.titleKind}:${e.titleId}`;

/** The double-click filter over one metric's events: of events ≤ 30 s apart in a run, the last stays. */
function afterDoubleClicks(events: RawEvent[]): RawEvent[] {
  const bySessionItem = new Map<string, RawEvent[]>();
  for (const e of events) {
    const k = `${e.sessionKey}|${itemKey(e)}`;
    const list = bySessionItem.get(k);
    if (list) list.push(e);
    else bySessionItem.set(k, [e]);
  }
  const kept: RawEvent[] = [];
  for (const list of bySessionItem.values()) {
    list.sort((a, b) => a.at.getTime() - b.at.getTime());
    list.forEach((e, i) => {
      const next = list[i + 1];
      if (!next || next.at.getTime() - e.at.getTime() > DOUBLE_CLICK_MS) kept.push(e);
    });
  }
  return kept;
}

/** Once per (month, user-session, key): the first event of each. */
function uniquePer(events: RawEvent[], key: (e: RawEvent) => string): RawEvent[] {
  const seen = new Set<string>();
  const out: RawEvent[] = [];
  for (const e of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const k = `${monthOf(e.at)}|${e.sessionKey}|${key(e)}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(e);
  }
  return out;
}

const isBookTitle = (e: RawEvent) => e.dataType === 'Book' && e.titleId !== null;

/** The uses that count under COUNTER 5.1, one entry per unit of a metric. */
export function countedUses(events: readonly RawEvent[]): CountedUse[] {
  const human = events.filter((e) => !e.robot);
  const withItem = human.filter((e) => e.itemId !== null);
  const investigations = withItem.filter((e) => e.event === 'investigation' || e.event === 'request');
  const requests = withItem.filter((e) => e.event === 'request');
  const denials = withItem.filter((e) => e.event === 'denial');
  const searches = human.filter((e) => e.event === 'search');
  const uses: CountedUse[] = [];
  const add = (metric: Metric, list: RawEvent[]) => {
    for (const event of list) uses.push({ metric, month: monthOf(event.at), event });
  };
  add('Total_Item_Investigations', afterDoubleClicks(investigations));
  add('Unique_Item_Investigations', uniquePer(investigations, itemKey));
  add('Unique_Title_Investigations', uniquePer(investigations.filter(isBookTitle), titleKey));
  add('Total_Item_Requests', afterDoubleClicks(requests));
  add('Unique_Item_Requests', uniquePer(requests, itemKey));
  add('Unique_Title_Requests', uniquePer(requests.filter(isBookTitle), titleKey));
  add('No_License', afterDoubleClicks(denials));
  add('Searches_Regular', searches.filter((e) => e.searchKind === 'regular'));
  add('Searches_Automated', searches.filter((e) => e.searchKind !== 'regular'));
  add('Searches_Platform', searches);
  return uses;
}
