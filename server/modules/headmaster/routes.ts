import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  HEADMASTER_HOT_PATH,
  HEADMASTER_IMGTEXT_HOT_PATH,
  HEADMASTER_RELATION_PATH,
  HEADMASTER_VIDEO_HOT_PATH,
  headmasterExpResource,
  headmasterImgTextResource,
  headmasterResource,
  headmasterVideoResource,
} from '../../../src/resources/headmasters';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { headmasterExps, headmasterImgTexts, headmasters, headmasterVideos } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountAreaManagement, mountManagedArea } from '../area/manageArea';
import { mountAreaCalls, recordId, equalFilters, hotQuery } from '../area/mountArea';
import { onOwnersPage, ownProfilePages } from '../area/ownedPages';

const HEADMASTER_NOT_FOUND = '该校长不存在或已下架';
const page = { table: headmasters, id: headmasters.id, owner: headmasters.ownerId };
const onOwnPage = onOwnersPage(page, 'headmasterId', {
  noPage: '您还没有校长资料，请先在“校长资料”中填写',
  pick: '请选择校长',
  missing: '所选校长不存在',
});

/** A row of a headmaster's is public only while the headmaster is. */
async function publicHeadmaster(db: Db, id: number, notFoundMsg: string) {
  const [row] = await db.select({ name: headmasters.name, school: headmasters.school }).from(headmasters).where(and(eq(headmasters.id, id), publishedRows(headmasters)));
  if (!row) throw notFound(notFoundMsg);
  return { headmasterName: row.name, headmasterSchool: row.school };
}

/**
 * 校长 (foreHeadmaster 10), spec §7: `/common/headmaster` list, `{id}`, hot, relation;
 * `headmasterexp` list; `headmastervideo` list, hot, `{id}` (files streamed by server/modules/media
 * with range requests); `headmasterimgtext` list, hot, `{id}`. Managed by the platform admin and,
 * for their own page and its rows, by the headmaster (src/access/policy.ts).
 */
export const headmasterModule: Module = (app, db) => {

  // Related headmasters: the same province or 学段, most viewed first (3 or 5).
  mount(app, db, 'GET', HEADMASTER_RELATION_PATH, async ({ params }) => {
    const id = recordId(params.id, HEADMASTER_NOT_FOUND);
    const { pageSize } = hotQuery.parse({ pageSize: params.pageSize });
    const [self] = await db.select().from(headmasters).where(and(eq(headmasters.id, id), publishedRows(headmasters)));
    if (!self) throw notFound(HEADMASTER_NOT_FOUND);
    const near = self.provinceId === null ? eq(headmasters.grade, self.grade) : or(eq(headmasters.provinceId, self.provinceId), eq(headmasters.grade, self.grade));
    const rows = await db
      .select({ id: headmasters.id, name: headmasters.name, school: headmasters.school, position: headmasters.position, views: headmasters.views })
      .from(headmasters)
      .where(and(ne(headmasters.id, id), near, publishedRows(headmasters)))
      .orderBy(desc(headmasters.views), desc(headmasters.id))
      .limit(pageSize);
    return ok(rows);
  });

  mountManagedArea(app, db, {
    manage: ownProfilePages(headmasters, '校长'),
    resource: headmasterResource,
    table: headmasters,
    hot: { path: HEADMASTER_HOT_PATH, fields: ['id', 'name', 'school', 'position', 'avatarUrl', 'views'] },
    notFoundMsg: HEADMASTER_NOT_FOUND,
    omitInList: ['intro'],
    filterColumns: { keyword: [headmasters.name, headmasters.school, headmasters.position], equal: { grade: headmasters.grade, provinceId: headmasters.provinceId } },
  });

  // The rows that hang off a headmaster's page: the public lists name the headmaster (`headmasterId`).
  const workFields = ['id', 'title', 'headmasterId', 'coverUrl', 'publishDate', 'views'] as const;
  const children: Array<{
    resource: typeof headmasterExpResource | typeof headmasterVideoResource | typeof headmasterImgTextResource;
    table: typeof headmasterExps | typeof headmasterVideos | typeof headmasterImgTexts;
    title: string;
    notFoundMsg: string;
    what: string;
    keyword: Parameters<typeof keywordIn>[1][];
    hot?: { path: string; fields: ReadonlyArray<string> };
  }> = [
    { resource: headmasterExpResource, table: headmasterExps, title: 'unit', notFoundMsg: '该履历不存在', what: '履历', keyword: [headmasterExps.unit, headmasterExps.position] },
    { resource: headmasterVideoResource, table: headmasterVideos, title: 'title', notFoundMsg: '该校长视频不存在或已下架', what: '视频', keyword: [headmasterVideos.title, headmasterVideos.summary], hot: { path: HEADMASTER_VIDEO_HOT_PATH, fields: [...workFields, 'duration'] } },
    { resource: headmasterImgTextResource, table: headmasterImgTexts, title: 'title', notFoundMsg: '该校长图文不存在或已下架', what: '图文', keyword: [headmasterImgTexts.title, headmasterImgTexts.summary], hot: { path: HEADMASTER_IMGTEXT_HOT_PATH, fields: workFields } },
  ];
  // A 下架 headmaster's rows leave the public lists too (the admin's lists keep them).
  const publicHeadmasterIds = db.select({ id: headmasters.id }).from(headmasters).where(publishedRows(headmasters));
  for (const c of children) {
    const table = c.table as PgTable as typeof headmasterVideos;
    const filterWhere = (f: { keyword?: string; headmasterId?: number }) => [keywordIn(f.keyword, ...c.keyword), ...equalFilters(f, { headmasterId: table.headmasterId })];
    const omitInList = 'content' in table ? (['content'] as never) : undefined;
    mountAreaCalls(app, db, {
      resource: c.resource,
      table,
      notFoundMsg: c.notFoundMsg,
      omitInList,
      // The hot list keeps to the same rows as the list: none of a 下架 headmaster's.
      publicRows: inArray(table.headmasterId, publicHeadmasterIds),
      hot: c.hot as { path: string; fields: ReadonlyArray<keyof typeof headmasterVideos.$inferSelect> } | undefined,
      filterWhere,
      decorateOne: (row) => publicHeadmaster(db, row.headmasterId, c.notFoundMsg),
    });
    mountAreaManagement(app, db, {
      titleColumn: c.title,
      owner: { column: 'ownerId', forbiddenMsg: `无权操作：只能修改或删除本人的${c.what}` },
      missingRefMsg: '所选校长不存在',
      prepareWrite: onOwnPage,
      resource: c.resource,
      table,
      notFoundMsg: c.notFoundMsg,
      omitInList,
      filterWhere,
    });
  }
};
