import { gte } from 'drizzle-orm';
import { COMPOSITION_HOT_PATH, compositionResource, countWords } from '../../../src/resources/compositions';
import { compositions } from '../../db/schema';
import { keywordIn } from '../../http/query';
import type { Module } from '../../http/routes';
import { mountManagedArea } from '../area/manageArea';
import { equalFilters } from '../area/mountArea';

/**
 * 作文 (issue 14): `/common/composition/list` (grade, type, year, 字数 filters), `{id}` (counts the
 * view) and `hot` (3 or 5 by views). Managed by the platform admin and, for the compositions they
 * submitted, by teachers (foreTeacher 5, src/access/policy.ts).
 */
export const compositionModule: Module = (app, db) => {
  mountManagedArea(app, db, {
    manage: {
      owner: { column: 'ownerId', forbiddenMsg: '无权操作：只能修改或删除本人提交的作文' },
      // 字数 is counted here from the text, never taken from the body.
      prepareWrite: async (_tx, values) => {
        if (typeof values.content === 'string') values.wordCount = countWords(values.content);
      },
    },
    resource: compositionResource,
    table: compositions,
    hot: { path: COMPOSITION_HOT_PATH, fields: ['id', 'title', 'author', 'school', 'grade', 'views'] },
    notFoundMsg: '该作文不存在或已下架',
    omitInList: ['content', 'teacherComment'],
    filterWhere: (f) => [
      keywordIn(f.keyword, compositions.title, compositions.author, compositions.school),
      ...equalFilters(f, { grade: compositions.grade, compositionType: compositions.compositionType, year: compositions.year }),
      f.minWords !== undefined ? gte(compositions.wordCount, f.minWords) : undefined,
    ],
  });
};
