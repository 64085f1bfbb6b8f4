import { and, count, eq, inArray } from 'drizzle-orm';
import { conferenceResource, type ConferenceRow } from '../../../src/resources/conferences';
import { articles, journalPeriods, journals } from '../../db/schema';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { isProceedings, journalRow, publicArticle, publicJournal } from './shared';

/**
 * Spec §7 POST /es/getConferencesList. No conference table exists: proceedings series are the
 * journals named as such (src/resources/conferences.ts), their periods the sessions.
 */
export const conferenceCalls: Module = (app, db) => {
  mount(app, db, 'POST', conferenceResource.calls.list!.path, async ({ params }) => {
    const result = await pagedList({
      db,
      table: journals,
      resource: conferenceResource,
      params,
      where: (f) => [
        isProceedings,
        publicJournal,
        keywordIn(f.keyword, journals.name, journals.nameEn, journals.sponsor),
        f.journalType !== undefined ? eq(journals.journalType, f.journalType) : undefined,
        f.year !== undefined
          ? inArray(journals.id, db.select({ id: journalPeriods.journalId }).from(journalPeriods).where(and(eq(journalPeriods.year, f.year), eq(journalPeriods.published, true))))
          : undefined,
      ],
    });
    const rows = result.rows as Array<typeof journals.$inferSelect>;
    const ids = rows.map((r) => r.id);
    const [periods, papers] = await Promise.all([
      ids.length
        ? db.select({ journalId: journalPeriods.journalId, year: journalPeriods.year }).from(journalPeriods).where(and(inArray(journalPeriods.journalId, ids), eq(journalPeriods.published, true)))
        : [],
      ids.length
        ? db.select({ journalId: articles.journalId, n: count() }).from(articles).where(and(inArray(articles.journalId, ids), publicArticle)).groupBy(articles.journalId)
        : [],
    ]);
    const paperCount = new Map(papers.map((p) => [p.journalId, Number(p.n)]));
    const out: ConferenceRow[] = rows.map((r) => {
      const { id, name, nameEn, journalType, journalTypeName, coverUrl, description, foundedYear, views, sponsor } = journalRow(r);
      const own = periods.filter((p) => p.journalId === id);
      return {
        id,
        name,
        nameEn,
        sponsor,
        journalType,
        journalTypeName,
        coverUrl,
        description,
        foundedYear,
        views,
        periodCount: own.length,
        articleCount: paperCount.get(id) ?? 0,
        years: [...new Set(own.map((p) => p.year))].sort((a, b) => b - a),
      };
    });
    return { ...result, rows: out };
  });
};
