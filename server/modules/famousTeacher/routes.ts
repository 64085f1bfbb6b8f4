import { and, eq } from 'drizzle-orm';
import {
  FAMOUS_TEACHER_HOT_PATH,
  famousTeacherResource,
  TEACHER_WORK_KINDS,
  teacherWorkFilters,
  teacherWorkResource,
  teacherWorksPath,
  type TeacherWorkKind,
} from '../../../src/resources/famousTeachers';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { famousTeachers, famousTeacherWorks } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountManagedArea } from '../area/manageArea';
import { onOwnersPage, ownProfilePages } from '../area/ownedPages';
import { recordId } from '../area/mountArea';

const TEACHER_NOT_FOUND = '该名师不存在或已下架';
const WORK_NOT_FOUND = '该名师成果不存在或已下架';

/** The published teacher of `id`, or the 404. */
async function publicTeacher(db: Db, id: number) {
  const [teacher] = await db
    .select({ id: famousTeachers.id, name: famousTeachers.name, school: famousTeachers.school, ownerId: famousTeachers.ownerId })
    .from(famousTeachers)
    .where(and(eq(famousTeachers.id, id), publishedRows(famousTeachers)));
  if (!teacher) throw notFound(TEACHER_NOT_FOUND);
  return teacher;
}

/**
 * 名师 (foreFamousTeach 14), spec §7: `/common/famous/teacher` show (the honour list, 6 a page),
 * `{id}`, hot (3 or 5 by views), and a teacher's `article/{id}`, `book/{id}`, `video/{id}`; one work
 * at `work/{id}` (not shown in the spec; docs/decisions.md). Managed by the platform admin and, for
 * their own page and works, by the famous teacher (src/access/policy.ts).
 */
export const famousTeacherModule: Module = (app, db) => {
  for (const kind of Object.keys(TEACHER_WORK_KINDS) as TeacherWorkKind[]) {
    mount(app, db, 'GET', teacherWorksPath(kind), async ({ params }) => {
      const teacher = await publicTeacher(db, recordId(params.id, TEACHER_NOT_FOUND));
      const { keyword } = teacherWorkFilters.parse({ keyword: params.keyword });
      return pagedList({
        db,
        table: famousTeacherWorks,
        resource: teacherWorkResource,
        params,
        omit: ['content'],
        where: [eq(famousTeacherWorks.teacherId, teacher.id), eq(famousTeacherWorks.workType, TEACHER_WORK_KINDS[kind]), publishedRows(famousTeacherWorks), keywordIn(keyword, famousTeacherWorks.title, famousTeacherWorks.source)],
      });
    });
  }

  mountManagedArea(app, db, {
    // A famous teacher keeps one page of their own (the platform admin adds any number).
    manage: ownProfilePages(famousTeachers, '名师'),
    resource: famousTeacherResource,
    table: famousTeachers,
    hot: { path: FAMOUS_TEACHER_HOT_PATH, fields: ['id', 'name', 'school', 'title', 'avatarUrl', 'views'] },
    notFoundMsg: TEACHER_NOT_FOUND,
    omitInList: ['intro', 'honors'],
    filterColumns: {
      keyword: [famousTeachers.name, famousTeachers.school, famousTeachers.title],
      equal: { grade: famousTeachers.grade, subjectType: famousTeachers.subjectType, provinceId: famousTeachers.provinceId },
    },
  });

  mountManagedArea(app, db, {
    manage: {
      owner: { column: 'ownerId', forbiddenMsg: '无权操作：只能修改或删除本人的名师成果' },
      missingRefMsg: '所选名师不存在',
      // A famous teacher's works go on their own page; the platform admin names the page.
      prepareWrite: onOwnersPage({ table: famousTeachers, id: famousTeachers.id, owner: famousTeachers.ownerId }, 'teacherId', {
        noPage: '您还没有名师资料，请先在“名师资料”中填写',
        pick: '请选择名师',
        missing: '所选名师不存在',
      }),
    },
    resource: teacherWorkResource,
    table: famousTeacherWorks,
    notFoundMsg: WORK_NOT_FOUND,
    omitInList: ['content'],
    filterColumns: { keyword: [famousTeacherWorks.title, famousTeacherWorks.source], equal: { workType: famousTeacherWorks.workType } },
    // A work of a 下架 teacher is no more public than the teacher.
    decorateOne: async (row) => {
      const teacher = await publicTeacher(db, row.teacherId).catch(() => {
        throw notFound(WORK_NOT_FOUND);
      });
      return { teacherName: teacher.name, teacherSchool: teacher.school };
    },
  });
};
