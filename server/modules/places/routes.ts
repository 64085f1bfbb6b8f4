import { and, asc, eq, inArray } from 'drizzle-orm';
import { campusResource, SCHOOL_HOT_PATH, schoolResource } from '../../../src/resources/schools';
import { STUDY_PLACE_HOT_PATH, studyPlaceResource } from '../../../src/resources/studyPlaces';
import { ABOUT_US_PATH, aboutSectionResource } from '../../../src/resources/aboutUs';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { aboutSections, campuses, famousSchools, schools, studyPlaces } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountAreaManagement, mountManagedArea } from '../area/manageArea';
import { mountAreaCalls } from '../area/mountArea';
import { mountDatabaseNav } from './databases';
import { paragraphs } from './paragraphs';
import { mountTopics } from './topics';

const CAMPUS_NOT_FOUND = '该校区不存在或已下架';

/** The published schools: a 下架 school's campuses leave every public answer with it. */
const publicSchoolIds = (db: Db) => db.select({ id: schools.id }).from(schools).where(publishedRows(schools));

/**
 * The directories of issue 14 (places): 学校 with their 校区, 学习场所, 专题, 数据库导航 and
 * 关于我们. Paths follow the spec's `/common/<area>/list|{id}|hot` (docs/decisions.md); all are
 * managed by the platform admin under `/manage/…`.
 */
export const placesModule: Module = (app, db) => {
  mountManagedArea(app, db, {
    manage: { titleColumn: 'name', inUseMsg: '该学校下还有校区，请先删除校区', missingRefMsg: '所选名校不存在' },
    resource: schoolResource,
    table: schools,
    hot: { path: SCHOOL_HOT_PATH, fields: ['id', 'name', 'stage', 'provinceId', 'city', 'coverUrl', 'views'] },
    notFoundMsg: '该学校不存在或已下架',
    omitInList: ['intro'],
    filterColumns: {
      keyword: [schools.name, schools.city, schools.principal],
      equal: { provinceId: schools.provinceId, city: schools.city, stage: schools.stage, kind: schools.kind },
    },
    // A list row shows how many campuses a school has and its main campus's address.
    decorateList: async (rows) => {
      const ids = rows.map((r) => Number(r.id));
      if (!ids.length) return rows;
      const found = await db
        .select({ schoolId: campuses.schoolId, address: campuses.address, isMain: campuses.isMain })
        .from(campuses)
        .where(and(inArray(campuses.schoolId, ids), publishedRows(campuses)))
        .orderBy(asc(campuses.schoolId), asc(campuses.id));
      return rows.map((r) => {
        const own = found.filter((c) => c.schoolId === r.id);
        return { ...r, campusCount: own.length, mainAddress: (own.find((c) => c.isMain) ?? own[0])?.address ?? null };
      });
    },
    // The detail carries its campuses and, when the school has one, its 名校风采 page.
    decorateOne: async (row) => {
      const list = await db
        .select({ id: campuses.id, name: campuses.name, address: campuses.address, phone: campuses.phone, profile: campuses.profile, isMain: campuses.isMain })
        .from(campuses)
        .where(and(eq(campuses.schoolId, row.id), publishedRows(campuses)))
        .orderBy(asc(campuses.sort), asc(campuses.id));
      list.sort((a, b) => Number(b.isMain) - Number(a.isMain));
      const [famous] = row.famousSchoolId
        ? await db.select({ id: famousSchools.id, name: famousSchools.name }).from(famousSchools).where(and(eq(famousSchools.id, row.famousSchoolId), publishedRows(famousSchools)))
        : [];
      return { campuses: list, famousSchool: famous ?? null };
    },
  });

  const campusWhere = (f: { keyword?: string; schoolId?: number; isMain?: boolean }) => [
    keywordIn(f.keyword, campuses.name, campuses.address),
    f.schoolId !== undefined ? eq(campuses.schoolId, f.schoolId) : undefined,
    f.isMain !== undefined ? eq(campuses.isMain, f.isMain) : undefined,
  ];
  // Readers see a campus only with its school: a 下架 school's campuses are hidden with it.
  mountAreaCalls(app, db, {
    resource: campusResource,
    table: campuses,
    notFoundMsg: CAMPUS_NOT_FOUND,
    filterWhere: (f) => [...campusWhere(f), inArray(campuses.schoolId, publicSchoolIds(db))],
    decorateOne: async (row) => {
      const [school] = await db.select({ name: schools.name }).from(schools).where(and(eq(schools.id, row.schoolId), publishedRows(schools)));
      if (!school) throw notFound(CAMPUS_NOT_FOUND);
      return { schoolName: school.name };
    },
  });
  mountAreaManagement(app, db, {
    resource: campusResource,
    table: campuses,
    titleColumn: 'name',
    notFoundMsg: CAMPUS_NOT_FOUND,
    missingRefMsg: '所选学校不存在',
    filterWhere: campusWhere,
  });
  mountManagedArea(app, db, {
    manage: { titleColumn: 'name' },
    resource: studyPlaceResource,
    table: studyPlaces,
    hot: { path: STUDY_PLACE_HOT_PATH, fields: ['id', 'name', 'placeKind', 'city', 'coverUrl', 'views'] },
    notFoundMsg: '该学习场所不存在或已下架',
    omitInList: ['intro'],
    filterColumns: {
      keyword: [studyPlaces.name, studyPlaces.address, studyPlaces.city],
      equal: { provinceId: studyPlaces.provinceId, city: studyPlaces.city, placeKind: studyPlaces.placeKind, isFree: studyPlaces.isFree },
    },
  });

  mountTopics(app, db);
  mountDatabaseNav(app, db);

  // 关于我们: the published sections in order; the admin edits them (关于我们管理).
  mount(app, db, 'GET', ABOUT_US_PATH, async () => {
    const rows = await db.select().from(aboutSections).where(publishedRows(aboutSections)).orderBy(asc(aboutSections.sort), asc(aboutSections.id));
    const updateTime = rows.reduce<Date | null>((latest, r) => (!latest || r.updateTime > latest ? r.updateTime : latest), null);
    return ok({ title: '关于我们', updateTime, sections: rows.map((r) => ({ id: r.id, title: r.title, anchor: r.anchor, paragraphs: paragraphs(r.content) })) });
  });
  mountAreaManagement(app, db, {
    resource: aboutSectionResource,
    table: aboutSections,
    titleColumn: 'title',
    notFoundMsg: '该段落不存在',
    duplicateMsg: '锚点已被其他段落使用',
    filterWhere: (f) => [keywordIn(f.keyword, aboutSections.title, aboutSections.content)],
  });
};
