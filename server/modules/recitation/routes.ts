import { RECITATION_HOT_PATH, recitationResource } from '../../../src/resources/recitations';
import { recitations } from '../../db/schema';
import type { Module } from '../../http/routes';
import { mountManagedArea } from '../area/manageArea';

/**
 * 朗诵 (issue 14): `/common/recitation/list` (category A–D and subcode filters), `{id}` (counts the
 * play) and `hot` (3 or 5 by plays); the recordings are streamed with range requests from
 * /media/audio (server/modules/media). Managed by the platform admin and, for the recitations they
 * submitted, by teachers (foreTeacher 5, src/access/policy.ts).
 */
export const recitationModule: Module = (app, db) => {
  mountManagedArea(app, db, {
    manage: {
      owner: { column: 'ownerId', forbiddenMsg: '无权操作：只能修改或删除本人提交的朗诵' },
    },
    resource: recitationResource,
    table: recitations,
    hot: { path: RECITATION_HOT_PATH, fields: ['id', 'title', 'textAuthor', 'reciter', 'category', 'duration', 'views'] },
    notFoundMsg: '该朗诵不存在或已下架',
    omitInList: ['content'],
    filterColumns: {
      keyword: [recitations.title, recitations.textAuthor, recitations.reciter, recitations.school],
      equal: { category: recitations.category, subcode: recitations.subcode },
    },
  });
};
