import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  FAMOUS_SCHOOL_HOT_PATH,
  FAMOUS_SCHOOL_TREE_PATH,
  famousSchoolResource,
  placeName,
  SCHOOL_POST_KINDS,
  schoolPicResource,
  schoolPostFilters,
  schoolPostResource,
  schoolPostsCall,
  type SchoolPostKind,
} from '../../../src/resources/famousSchools';
import { intFilter } from '../../../src/resources/areaFilters';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { famousSchoolPics, famousSchoolPosts, famousSchools } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountAreaManagement, mountManagedArea } from '../area/manageArea';
import { mountAreaCalls, equalFilters } from '../area/mountArea';

const SCHOOL_NOT_FOUND = '该学校不存在或已下架';
const POST_NOT_FOUND = '该文章不存在或已下架';

/** The published schools: a 下架 school's posts and photos leave every public answer with it. */
const publicSchoolIds = (db: Db) => db.select({ id: famousSchools.id }).from(famousSchools).where(publishedRows(famousSchools));

interface PlaceNode {
  id: number;
  name: string;
  count: number;
  children?: PlaceNode[];
}

const treeQuery = z.object({ provinceId: intFilter('省份代码不正确', 100000, 999999) });

/**
 * 名校 (issue 14), spec §7 `/common/famous/school`: show (the directory, 14 a page), `{id}`,
 * dynamic, activity, article (POST), piclist, hot and tree. One post opens at `post/{id}` (not
 * shown in the spec; docs/decisions.md). Managed by the platform admin (名校管理 …).
 */
export const famousSchoolModule: Module = (app, db) => {
  // Provinces → cities → districts that hold published schools, with how many each holds.
  mount(app, db, 'GET', FAMOUS_SCHOOL_TREE_PATH, async ({ params }) => {
    const { provinceId } = treeQuery.parse({ provinceId: params.provinceId });
    const rows = await db
      .select({ provinceId: famousSchools.provinceId, areaId: famousSchools.areaId, regionId: famousSchools.regionId, n: count() })
      .from(famousSchools)
      .where(and(publishedRows(famousSchools), provinceId !== undefined ? eq(famousSchools.provinceId, provinceId) : undefined))
      .groupBy(famousSchools.provinceId, famousSchools.areaId, famousSchools.regionId)
      .orderBy(asc(famousSchools.provinceId), asc(famousSchools.areaId), asc(famousSchools.regionId));
    const provinces = new Map<number, PlaceNode>();
    for (const r of rows) {
      const n = Number(r.n);
      let p = provinces.get(r.provinceId);
      if (!p) provinces.set(r.provinceId, (p = { id: r.provinceId, name: placeName(r.provinceId) || String(r.provinceId), count: 0, children: [] }));
      p.count += n;
      let city = p.children!.find((c) => c.id === r.areaId);
      if (!city) p.children!.push((city = { id: r.areaId, name: placeName(r.areaId) || String(r.areaId), count: 0, children: [] }));
      city.count += n;
      if (r.regionId !== null) city.children!.push({ id: r.regionId, name: placeName(r.regionId) || String(r.regionId), count: n });
    }
    return ok([...provinces.values()]);
  });

  mountManagedArea(app, db, {
    manage: { titleColumn: 'name', inUseMsg: '该学校下还有内容，请先删除' },
    resource: famousSchoolResource,
    table: famousSchools,
    hot: { path: FAMOUS_SCHOOL_HOT_PATH, fields: ['id', 'name', 'schoolType', 'provinceId', 'areaId', 'coverUrl', 'views'] },
    notFoundMsg: SCHOOL_NOT_FOUND,
    omitInList: ['intro', 'honors'],
    filterWhere: (f) => [
      keywordIn(f.keyword, famousSchools.name, famousSchools.motto, famousSchools.address),
      ...equalFilters(f, { schoolType: famousSchools.schoolType, provinceId: famousSchools.provinceId, areaId: famousSchools.areaId, regionId: famousSchools.regionId, isPublic: famousSchools.isPublic }),
    ],
  });

  // 动态 and 活动 (GET) and 文章 (POST): one kind of post, of every published school or of one.
  for (const kind of Object.keys(SCHOOL_POST_KINDS) as SchoolPostKind[]) {
    const call = schoolPostsCall(kind);
    mount(app, db, call.method, call.path, async ({ params }) => {
      const f = schoolPostFilters.parse(params);
      if (f.schoolId !== undefined) {
        const [school] = await db.select({ id: famousSchools.id }).from(famousSchools).where(and(eq(famousSchools.id, f.schoolId), publishedRows(famousSchools)));
        if (!school) throw notFound(SCHOOL_NOT_FOUND);
      }
      const result = await pagedList({
        db,
        table: famousSchoolPosts,
        resource: schoolPostResource,
        params,
        omit: ['content'],
        where: [
          eq(famousSchoolPosts.postType, SCHOOL_POST_KINDS[kind]),
          publishedRows(famousSchoolPosts),
          f.schoolId !== undefined ? eq(famousSchoolPosts.schoolId, f.schoolId) : inArray(famousSchoolPosts.schoolId, publicSchoolIds(db)),
          keywordIn(f.keyword, famousSchoolPosts.title, famousSchoolPosts.summary),
        ],
      });
      result.rows = await withSchoolNames(db, result.rows as Array<{ schoolId: number }>);
      return result;
    });
  }

  mountManagedArea(app, db, {
    manage: { missingRefMsg: '所选学校不存在' },
    resource: schoolPostResource,
    table: famousSchoolPosts,
    notFoundMsg: POST_NOT_FOUND,
    omitInList: ['content'],
    filterColumns: { keyword: [famousSchoolPosts.title, famousSchoolPosts.summary], equal: { schoolId: famousSchoolPosts.schoolId, postType: famousSchoolPosts.postType } },
    decorateOne: async (row) => {
      const [school] = await db.select({ name: famousSchools.name }).from(famousSchools).where(and(eq(famousSchools.id, row.schoolId), publishedRows(famousSchools)));
      if (!school) throw notFound(POST_NOT_FOUND);
      return { schoolName: school.name };
    },
  });

  // Photos: the public list is the published schools' only; the admin's keeps every school's.
  const picWhere = (f: { keyword?: string; schoolId?: number }) => [keywordIn(f.keyword, famousSchoolPics.title), ...equalFilters(f, { schoolId: famousSchoolPics.schoolId })];
  const pics = { resource: schoolPicResource, table: famousSchoolPics, notFoundMsg: '该图片不存在或已下架' };
  mountAreaCalls(app, db, { ...pics, filterWhere: (f) => [...picWhere(f), inArray(famousSchoolPics.schoolId, publicSchoolIds(db))] });
  mountAreaManagement(app, db, { ...pics, titleColumn: 'title', missingRefMsg: '所选学校不存在', filterWhere: picWhere });
};

/** Each post's school name, one query per page. */
async function withSchoolNames<R extends { schoolId: number }>(db: Db, rows: R[]): Promise<Array<R & { schoolName: string }>> {
  const ids = [...new Set(rows.map((r) => r.schoolId))];
  const names = ids.length ? await db.select({ id: famousSchools.id, name: famousSchools.name }).from(famousSchools).where(inArray(famousSchools.id, ids)) : [];
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({ ...r, schoolName: byId.get(r.schoolId) ?? '' }));
}
