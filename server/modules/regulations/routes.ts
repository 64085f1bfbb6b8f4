import { eq } from 'drizzle-orm';
import { lawResource } from '../../../src/resources/laws';
import { laws } from '../../db/schema';
import type { Module } from '../../http/routes';
import { lawFilterWhere } from '../legislation/routes';
import { mountAreaCalls } from '../area/mountArea';

/** Spec §7 public GET `/exhibition/regulations/list`: the education portal's laws and rules. */
export const REGULATIONS_LIST_PATH = '/exhibition/regulations/list';

/**
 * `/exhibition/regulations/list` (issue 14): the 教育法规 — the laws marked as education laws, with
 * the law list's filters, sorts and page size; details are the laws' own `/common/legislation/{id}`.
 * 下架 laws are left out as everywhere.
 */
export const regulationsModule: Module = (app, db) => {
  mountAreaCalls(app, db, {
    resource: { ...lawResource, calls: { list: { method: 'GET', path: REGULATIONS_LIST_PATH } } },
    table: laws,
    notFoundMsg: '该法规不存在或已下架',
    omitInList: ['content'],
    filterWhere: (f) => [...lawFilterWhere(f), eq(laws.isEducation, true)],
  });
};
