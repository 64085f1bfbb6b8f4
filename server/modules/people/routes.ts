import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PEOPLE_HOT_PATHS,
  PROFILE_ITEMS_PAGE_SIZE,
  PUBLISHER_BOOKS_PATH,
  publisherResource,
  SCHOLAR_ARTICLES_PATH,
  scholarResource,
  TEACHER_RESOURCES_PATH,
  teacherResource,
} from '../../../src/resources/people';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { articles, books, compositions, journals, publisherProfiles, recitations, scholarProfiles, studios, teacherProfiles } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { keywordIn, likePattern, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { publicArticle } from '../journal/shared';
import { mountManagedArea } from '../area/manageArea';
import { equalFilters, recordId, type AreaCalls, mountHot } from '../area/mountArea';
import { ownProfilePages } from '../area/ownedPages';
import { SHOWN_PUBLISHERS, SHOWN_SCHOLARS, SHOWN_TEACHERS } from '../../content/visibility';

export const PEOPLE_NOT_FOUND = {
  scholar: '该学者不存在或未公开',
  publisher: '该出版社不存在或未公开',
  teacher: '该教师不存在或未公开',
} as const;

type ProfileTable = typeof scholarProfiles | typeof publisherProfiles | typeof teacherProfiles;

/** One shown profile by the id in `params[key]`, or the directory's Chinese 404. */
async function shownProfile<T extends ProfileTable>(db: Db, table: T, shown: SQL, raw: unknown, notFoundMsg: string): Promise<T['$inferSelect']> {
  const id = recordId(raw, notFoundMsg);
  const [row] = await db.select().from(table as ProfileTable).where(and(eq(table.id, id), publishedRows(table), shown));
  if (!row) throw notFound(notFoundMsg);
  return row as T['$inferSelect'];
}

/** A profile's own list (articles, books): newest first, paged on the server. */
const itemsPage = (name: string) => ({
  name,
  sortable: ['publishDate', 'views'],
  defaultSort: [
    { field: 'publishDate', order: 'desc' as const },
    { field: 'id', order: 'desc' as const },
  ],
  pageSize: PROFILE_ITEMS_PAGE_SIZE,
  maxPageSize: 50,
});

/**
 * A scholar's articles: the ones whose author list (`;`-separated) names them and whose
 * institution, when the article gives one, includes the scholar's — two 王伟 of different
 * universities are two people.
 */
export function articlesOf(scholar: { name: string; institution: string }): SQL {
  return and(
    sql`${scholar.name} = any(string_to_array(${articles.authors}, ';'))`,
    or(sql`coalesce(${articles.institution}, '') = ''`, ilike(articles.institution, likePattern(scholar.institution))),
    publicArticle,
  )!;
}

/** A publisher's books: those carrying its name, and those its holder added. */
export function booksOf(publisher: { name: string; ownerId: number | null }): SQL {
  const byName = eq(books.publisher, publisher.name);
  return and(publisher.ownerId === null ? byName : or(byName, eq(books.ownerId, publisher.ownerId)), publishedRows(books))!;
}

/** A teacher's rows elsewhere: kept by their account, or (the platform's entries) naming them at their school. */
function teacherRows(t: { name: string; school: string; ownerId: number | null }, cols: { owner: PgColumn; name: PgColumn; school: PgColumn }): SQL {
  const named = and(eq(cols.name, t.name), eq(cols.school, t.school))!;
  return t.ownerId === null ? named : or(eq(cols.owner, t.ownerId), named)!;
}

const scholarArticlesQuery = z.object({ scholarId: z.unknown() });

/**
 * 学者 (foreScholar 7), 出版社 (forePublisher 4) and 教师 (foreTeacher 5) — spec §1/§7 name the
 * directories, not their paths; ours follow `/common/headmaster`: `/common/{scholar|publisher|teacher}`
 * list, `{id}`, hot, and what a profile shows beside itself (a scholar's articles, a publisher's
 * books, a teacher's studio and resources). Managed under `/manage/{…}` by the platform admin and,
 * their own profile, by its holder (src/access/policy.ts).
 */
export const peopleModule: Module = (app, db) => {
  mountDirectories(app, db);

  mount(app, db, 'GET', SCHOLAR_ARTICLES_PATH, async ({ params }) => {
    const { scholarId } = scholarArticlesQuery.parse(params);
    const scholar = await shownProfile(db, scholarProfiles, SHOWN_SCHOLARS, scholarId, PEOPLE_NOT_FOUND.scholar);
    const result = await pagedList({
      db,
      table: articles,
      resource: itemsPage('scholarArticles'),
      params,
      where: [articlesOf(scholar)],
      omit: ['fullText', 'abstract', 'titleEn'],
    });
    // The journal's name beside each article (one query for the page).
    const ids = [...new Set((result.rows as Array<{ journalId: number }>).map((r) => r.journalId))];
    const names = ids.length ? await db.select({ id: journals.id, name: journals.name }).from(journals).where(inArray(journals.id, ids)) : [];
    const byId = new Map(names.map((j) => [j.id, j.name]));
    return { ...result, rows: (result.rows as Array<Record<string, unknown>>).map((r) => ({ ...r, journalName: byId.get(Number(r.journalId)) ?? '' })) };
  });

  mount(app, db, 'GET', PUBLISHER_BOOKS_PATH, async ({ params }) => {
    const publisher = await shownProfile(db, publisherProfiles, SHOWN_PUBLISHERS, params.publisherId, PEOPLE_NOT_FOUND.publisher);
    return pagedList({ db, table: books, resource: itemsPage('publisherBooks'), params, where: [booksOf(publisher)], omit: ['content', 'catalogue'] });
  });

  mount(app, db, 'GET', TEACHER_RESOURCES_PATH, async ({ params }) => {
    const teacher = await shownProfile(db, teacherProfiles, SHOWN_TEACHERS, params.teacherId, PEOPLE_NOT_FOUND.teacher);
    const studioWhere = teacher.ownerId === null ? and(eq(studios.leader, teacher.name), eq(studios.school, teacher.school)) : or(eq(studios.managerId, teacher.ownerId), and(eq(studios.leader, teacher.name), eq(studios.school, teacher.school)));
    const [studioRows, compositionRows, recitationRows] = await Promise.all([
      db.select({ id: studios.id, name: studios.name, subject: studios.subject, school: studios.school, intro: studios.intro }).from(studios).where(studioWhere).limit(3),
      db
        .select({ id: compositions.id, title: compositions.title, author: compositions.author, grade: compositions.grade, year: compositions.year, views: compositions.views })
        .from(compositions)
        .where(and(teacherRows(teacher, { owner: compositions.ownerId, name: compositions.teacher, school: compositions.school }), publishedRows(compositions)))
        .orderBy(desc(compositions.year), desc(compositions.id))
        .limit(10),
      teacher.ownerId === null
        ? []
        : db
            .select({ id: recitations.id, title: recitations.title, reciter: recitations.reciter, duration: recitations.duration, views: recitations.views })
            .from(recitations)
            .where(and(eq(recitations.ownerId, teacher.ownerId), publishedRows(recitations)))
            .orderBy(desc(recitations.id))
            .limit(10),
    ]);
    return ok({ studios: studioRows, compositions: compositionRows, recitations: recitationRows });
  });
};

/** One directory's public calls (list, detail, hot) and management, from its declaration. */
interface Directory<T extends ProfileTable, F extends z.ZodType> {
  resource: AreaCalls<T, F>['resource'] & Parameters<typeof mountManagedArea<T, F>>[2]['resource'];
  table: T;
  shown: SQL;
  searchType: 'scholar' | 'publisher' | 'teacher';
  /** 学者 → 该学者不存在或未公开, 您已有学者资料… */
  noun: string;
  /** Whose profile a holder may edit: 本人 (本社 for a publisher). */
  own: string;
  omitInList: Array<keyof T['$inferSelect'] & string>;
  hotColumns: Record<string, PgColumn>;
  filterWhere: (f: z.infer<F>) => Array<SQL | undefined>;
}

function mountDirectory<T extends ProfileTable, F extends z.ZodType>(app: FastifyInstance, db: Db, d: Directory<T, F>): void {
  const table: ProfileTable = d.table;
  mountHot(app, db, PEOPLE_HOT_PATHS[d.searchType], table, table.views, table.id, { id: table.id, name: table.name, ...d.hotColumns, views: table.views }, d.shown);
  mountManagedArea(app, db, {
    manage: ownProfilePages(table, d.noun, d.own),
    resource: d.resource,
    table: d.table,
    publicRows: d.shown,
    notFoundMsg: PEOPLE_NOT_FOUND[d.searchType],
    omitInList: d.omitInList,
    filterWhere: d.filterWhere,
  });
}

function mountDirectories(app: FastifyInstance, db: Db): void {
  const scholars = scholarProfiles;
  mountDirectory(app, db, {
    resource: scholarResource,
    table: scholars,
    shown: SHOWN_SCHOLARS,
    searchType: 'scholar',
    noun: '学者',
    own: '本人',
    omitInList: ['intro', 'achievements'],
    hotColumns: { institution: scholars.institution, title: scholars.title, researchField: scholars.researchField },
    filterWhere: (f) => [
      keywordIn(f.keyword, scholars.name, scholars.institution, scholars.researchField),
      ...equalFilters(f, { discipline: scholars.discipline, title: scholars.title }),
      f.institution !== undefined ? ilike(scholars.institution, likePattern(f.institution)) : undefined,
    ],
  });
  const publishers = publisherProfiles;
  mountDirectory(app, db, {
    resource: publisherResource,
    table: publishers,
    shown: SHOWN_PUBLISHERS,
    searchType: 'publisher',
    noun: '出版社',
    own: '本社',
    omitInList: ['intro'],
    hotColumns: { kind: publishers.kind, city: publishers.city },
    filterWhere: (f) => [
      keywordIn(f.keyword, publishers.name, publishers.city, publishers.specialties),
      ...equalFilters(f, { kind: publishers.kind, provinceId: publishers.provinceId }),
    ],
  });
  const teachers = teacherProfiles;
  mountDirectory(app, db, {
    resource: teacherResource,
    table: teachers,
    shown: SHOWN_TEACHERS,
    searchType: 'teacher',
    noun: '教师',
    own: '本人',
    omitInList: ['intro', 'honors'],
    hotColumns: { school: teachers.school, subjectType: teachers.subjectType },
    filterWhere: (f) => [
      keywordIn(f.keyword, teachers.name, teachers.school),
      ...equalFilters(f, { subjectType: teachers.subjectType, grade: teachers.grade, provinceId: teachers.provinceId }),
    ],
  });
}
