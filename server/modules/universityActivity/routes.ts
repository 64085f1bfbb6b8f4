import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_BANNER_PATH,
  activityResource,
  awardWorkResource,
  roundResource,
  universityNewsResource,
} from '../../../src/resources/universityActivities';
import { publishedRows } from '../../db/published';
import { universityActivities, universityActivityRounds, universityAwardWorks, universityNews } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountAreaManagement, mountManagedArea, type AreaManagement } from '../area/manageArea';
import { mountAreaCalls, equalFilters } from '../area/mountArea';
import type { PgTable } from 'drizzle-orm/pg-core';

const ACTIVITY_NOT_FOUND = '该活动不存在或已下架';
const NEWS_NOT_FOUND = '该资讯不存在或已下架';

/** Today in Asia/Shanghai (UTC+8, no daylight saving), as the dates are kept. */
export function shanghaiToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** 1 未开始, 2 进行中, 3 已结束 — from the dates, never stored. */
export function activityStatus(row: { startDate: string; endDate: string }, today = shanghaiToday()): 1 | 2 | 3 {
  if (row.startDate > today) return 1;
  return row.endDate < today ? 3 : 2;
}

function statusWhere(status: number | undefined): SQL | undefined {
  const today = shanghaiToday();
  if (status === 1) return gt(universityActivities.startDate, today);
  if (status === 2) return and(lte(universityActivities.startDate, today), gte(universityActivities.endDate, today));
  if (status === 3) return lt(universityActivities.endDate, today);
  return undefined;
}

/** An end before its start is refused (when both are in the body: an edit sends the whole form). */
const datesInOrder: NonNullable<AreaManagement<PgTable>['prepareWrite']> = async (_tx, values) => {
  if (typeof values.startDate === 'string' && typeof values.endDate === 'string' && values.endDate < values.startDate) throw badRequest('结束日期不能早于开始日期');
};

const withStatus = <R extends { startDate: string; endDate: string }>(row: R) => ({ ...row, status: activityStatus(row) });

/**
 * 高校活动 (issue 14), spec §7 `/common/university/activities`: activityList (POST), bannerList,
 * detail, issueList (the rounds), awardWorkList, newsList (POST), newsDetail. `detail/{id}` and
 * `newsDetail/{id}` take the id in the path (docs/decisions.md). Managed by the platform admin.
 */
export const universityActivityModule: Module = (app, db) => {
  const publicActivityIds = db.select({ id: universityActivities.id }).from(universityActivities).where(publishedRows(universityActivities));

  mountManagedArea(app, db, {
    manage: { prepareWrite: datesInOrder },
    resource: activityResource,
    table: universityActivities,
    notFoundMsg: ACTIVITY_NOT_FOUND,
    omitInList: ['content'],
    filterColumns: {
      keyword: [universityActivities.title, universityActivities.organizer, universityActivities.coOrganizer],
      equal: { activityType: universityActivities.activityType, provinceId: universityActivities.provinceId },
      year: { outYear: universityActivities.startDate },
    },
    filterWhere: (f) => [statusWhere(f.status)],
    decorateList: async (rows) => rows.map((r) => withStatus(r as { startDate: string; endDate: string })),
    decorateOne: (row) => ({ status: activityStatus(row) }),
  });

  // The carousel: the activities marked 轮播展示, newest first (at most 5).
  mount(app, db, 'GET', ACTIVITY_BANNER_PATH, async () => {
    const rows = await db
      .select({ id: universityActivities.id, title: universityActivities.title, organizer: universityActivities.organizer, coverUrl: universityActivities.coverUrl, startDate: universityActivities.startDate, endDate: universityActivities.endDate, summary: universityActivities.summary })
      .from(universityActivities)
      .where(and(eq(universityActivities.isBanner, true), publishedRows(universityActivities)))
      .orderBy(desc(universityActivities.sort), desc(universityActivities.startDate))
      .limit(5);
    return ok(rows.map(withStatus));
  });

  // Rounds and award-winning works: the public lists are the published activities' only.
  const children = [
    { resource: roundResource, table: universityActivityRounds, title: 'name', keyword: [universityActivityRounds.name, universityActivityRounds.description], prepareWrite: datesInOrder },
    { resource: awardWorkResource, table: universityAwardWorks, title: 'title', keyword: [universityAwardWorks.title, universityAwardWorks.authors, universityAwardWorks.school] },
  ] as const;
  for (const c of children) {
    const table = c.table as PgTable as typeof universityAwardWorks;
    const own = (f: { keyword?: string; activityId?: number; awardLevel?: number }) => [
      keywordIn(f.keyword, ...c.keyword),
      ...equalFilters(f, { activityId: table.activityId }),
      f.awardLevel !== undefined && 'awardLevel' in c.table ? eq(universityAwardWorks.awardLevel, f.awardLevel) : undefined,
    ];
    mountAreaCalls(app, db, { resource: c.resource, table, notFoundMsg: ACTIVITY_NOT_FOUND, filterWhere: (f) => [...own(f), inArray(table.activityId, publicActivityIds)] });
    mountAreaManagement(app, db, {
      resource: c.resource,
      table,
      titleColumn: c.title,
      notFoundMsg: '该内容不存在',
      missingRefMsg: '所选活动不存在',
      prepareWrite: 'prepareWrite' in c ? c.prepareWrite : undefined,
      filterWhere: own,
    });
  }

  // News: of a published activity, or of the area as a whole (no activity).
  const newsWhere = (f: { keyword?: string; activityId?: number }) => [keywordIn(f.keyword, universityNews.title, universityNews.summary), ...equalFilters(f, { activityId: universityNews.activityId })];
  mountAreaCalls(app, db, {
    resource: universityNewsResource,
    table: universityNews,
    notFoundMsg: NEWS_NOT_FOUND,
    omitInList: ['content'],
    filterWhere: (f) => [...newsWhere(f), or(isNull(universityNews.activityId), inArray(universityNews.activityId, publicActivityIds))],
    decorateOne: async (row) => {
      if (row.activityId === null) return { activityTitle: null };
      const [a] = await db.select({ title: universityActivities.title }).from(universityActivities).where(and(eq(universityActivities.id, row.activityId), publishedRows(universityActivities)));
      if (!a) throw notFound(NEWS_NOT_FOUND);
      return { activityTitle: a.title };
    },
  });
  mountAreaManagement(app, db, {
    resource: universityNewsResource,
    table: universityNews,
    titleColumn: 'title',
    notFoundMsg: NEWS_NOT_FOUND,
    missingRefMsg: '所选活动不存在',
    omitInList: ['content'],
    filterWhere: newsWhere,
  });
};
