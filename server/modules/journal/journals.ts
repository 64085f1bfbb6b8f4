import { viewCounterOf } from '../../db/viewCounts';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  INITIALS,
  JOURNAL_CALLS,
  PROVINCES,
  journalFilters,
  journalResource,
  type IssueRef,
  type JournalDetails,
  type JournalGuidelines,
  type JournalNav,
} from '../../../src/resources/journals';
import { DICTS } from '../../../src/shared/dict';
import type { Db } from '../../db/client';
import { articles, journalPeriods, journals } from '../../db/schema';
import { notFound, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { columnsOf, idParam, isPeriodical, journalRow, periodicalInitials, publicArticle, publicJournal } from './shared';

const NO_JOURNAL = '该期刊不存在或已下架';

/**
 * The submission guidelines (up to 20,000 characters) are not part of a list row (journalRow): not
 * read for a list at all. Turning 14 rows of them into strings was most of the journal list's time
 * in the database client (3.6 ms a page against 1.3 ms of PostgreSQL's own work).
 */
const { guidelines: _guidelines, ...listColumns } = getTableColumns(journals);
const LIST_OMITS = Object.keys(getTableColumns(journals)).filter((name) => !(name in listColumns));

/** Years (newest first) → issues (in order) with their reviewed-article counts. */
async function yearsOf(db: Db, journalId: number): Promise<{ years: JournalDetails['years']; latest: IssueRef | null; articleCount: number; periodCount: number }> {
  const [periods, counts] = await Promise.all([
    db
      .select({ periodId: journalPeriods.id, year: journalPeriods.year, issue: journalPeriods.issue, publishDate: journalPeriods.publishDate })
      .from(journalPeriods)
      .where(and(eq(journalPeriods.journalId, journalId), eq(journalPeriods.published, true)))
      .orderBy(desc(journalPeriods.year), asc(journalPeriods.issue), asc(journalPeriods.id)),
    db
      .select({ periodId: articles.periodId, n: count() })
      .from(articles)
      .where(and(eq(articles.journalId, journalId), publicArticle))
      .groupBy(articles.periodId),
  ]);
  const countOf = new Map(counts.map((c) => [c.periodId, Number(c.n)]));
  const years: JournalDetails['years'] = [];
  let latest: IssueRef | null = null;
  for (const p of periods) {
    const ref: IssueRef = { ...p, articleCount: countOf.get(p.periodId) ?? 0 };
    let y = years[years.length - 1];
    if (!y || y.year !== p.year) years.push((y = { year: p.year, issues: [] }));
    y.issues.push(ref);
    if (!latest || p.year > latest.year || (p.year === latest.year && p.issue > latest.issue)) latest = ref;
  }
  return { years, latest, periodCount: periods.length, articleCount: [...countOf.values()].reduce((a, b) => a + b, 0) };
}

/**
 * Ordering by name means pinyin order (刊名拼音序), as readers of Chinese expect; PostgreSQL's
 * collation cannot be relied on for that (PGlite has no ICU), so the matching names are ordered in
 * the application with the ICU pinyin collation and one page of rows is then read by id.
 */
async function byPinyin(db: Db, params: Record<string, unknown>, where: Array<SQL | undefined>) {
  const paging = parsePaging(params, journalResource, getTableColumns(journals) as Record<string, PgColumn>);
  const ascending = !/^(desc|descending|false)$/i.test(String(params.isAsc ?? 'asc'));
  const names = await db.select({ id: journals.id, name: journals.name }).from(journals).where(and(...where));
  const collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');
  names.sort((a, b) => (ascending ? 1 : -1) * (collator.compare(a.name, b.name) || a.id - b.id));
  const ids = names.slice(paging.offset, paging.offset + paging.limit).map((r) => r.id);
  const rows = ids.length ? await db.select(listColumns).from(journals).where(inArray(journals.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page(ids.map((id) => journalRow(byId.get(id)!)), names.length);
}

export const journalCalls: Module = (app, db) => {
  // Spec §7 POST /es/getJournalList: journals (not proceedings), 14 a page (spec §9).
  mount(app, db, 'POST', journalResource.calls.list!.path, async ({ params }) => {
    const f = journalFilters.parse(params);
    let letterIds: number[] | undefined;
    if (f.firstLetter) letterIds = (await periodicalInitials(db)).filter((r) => r.letter === f.firstLetter).map((r) => r.id);
    const where = [
      isPeriodical,
      publicJournal,
      keywordIn(f.keyword, journals.name, journals.nameEn, journals.sponsor, journals.issn, journals.cn),
      f.journalType !== undefined ? eq(journals.journalType, f.journalType) : undefined,
      f.provinceId !== undefined ? eq(journals.provinceId, f.provinceId) : undefined,
      f.isCore !== undefined ? eq(journals.isCore, f.isCore) : undefined,
      letterIds ? (letterIds.length ? inArray(journals.id, letterIds) : sql`false`) : undefined,
    ];
    if (params.orderByColumn === 'name') return byPinyin(db, params, where);
    return pagedList({ db, table: journals, resource: journalResource, params, where, omit: LIST_OMITS, map: journalRow });
  });

  // The navigation facets of /journal: subjects, provinces, core journals and initials, with counts.
  mount(app, db, 'GET', JOURNAL_CALLS.nav.path, async () => {
    const [bySubject, byProvince, [core], initials] = await Promise.all([
      db.select({ value: journals.journalType, n: count() }).from(journals).where(and(isPeriodical, publicJournal)).groupBy(journals.journalType),
      db.select({ value: journals.provinceId, n: count() }).from(journals).where(and(isPeriodical, publicJournal)).groupBy(journals.provinceId),
      db.select({ n: count() }).from(journals).where(and(isPeriodical, publicJournal, eq(journals.isCore, true))),
      periodicalInitials(db),
    ]);
    const subjectCount = new Map(bySubject.map((r) => [r.value, Number(r.n)]));
    const provinceCount = new Map(byProvince.map((r) => [r.value, Number(r.n)]));
    const letterCount = new Map<string, number>();
    for (const r of initials) letterCount.set(r.letter, (letterCount.get(r.letter) ?? 0) + 1);
    const nav: JournalNav = {
      total: initials.length,
      subjects: DICTS.subject_type.map((d) => ({ value: Number(d.value), label: d.label, count: subjectCount.get(Number(d.value)) ?? 0 })),
      provinces: PROVINCES.filter((p) => provinceCount.has(p.value)).map((p) => ({ ...p, count: provinceCount.get(p.value)! })),
      core: { count: Number(core.n) },
      letters: INITIALS.map((letter) => ({ letter, count: letterCount.get(letter) ?? 0 })),
    };
    return ok(nav);
  });

  // A journal with its years → issues tree, columns and latest issue; each visit counts a view.
  mount(app, db, 'GET', journalResource.calls.one!.path, async ({ params }) => {
    const id = idParam(params.id, '期刊编号');
    const journal = await viewCounterOf(db).visit<typeof journals.$inferSelect>(journals, { id: journals.id, views: journals.views }, id, publicJournal);
    if (!journal) throw notFound(NO_JOURNAL);
    const [tree, columns] = await Promise.all([yearsOf(db, id), columnsOf(db, id)]);
    const details: JournalDetails = {
      ...journalRow(journal),
      years: tree.years,
      columns,
      latestPeriod: tree.latest,
      periodCount: tree.periodCount,
      articleCount: tree.articleCount,
    };
    return ok(details);
  });

  // 投稿指南: the journal's submission guidelines (journal.guidelines).
  mount(app, db, 'GET', JOURNAL_CALLS.guidelines.path, async ({ params }) => {
    const id = idParam(params.id, '期刊编号');
    const [j] = await db
      .select({
        id: journals.id,
        name: journals.name,
        nameEn: journals.nameEn,
        coverUrl: journals.coverUrl,
        issn: journals.issn,
        cn: journals.cn,
        sponsor: journals.sponsor,
        publisher: journals.publisher,
        frequency: journals.frequency,
        guidelines: journals.guidelines,
      })
      .from(journals)
      .where(and(eq(journals.id, id), publicJournal));
    if (!j) throw notFound(NO_JOURNAL);
    const body: JournalGuidelines = { ...j, guidelines: j.guidelines ?? '' };
    return ok(body);
  });
};
