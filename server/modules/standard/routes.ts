import { eq, ilike, or } from 'drizzle-orm';
import { standardResource } from '../../../src/resources/standards';
import { standards } from '../../db/schema';
import { likePattern } from '../../http/query';
import type { Module } from '../../http/routes';
import { inYear, mountAreaCalls } from '../area/mountArea';

/** Standards: `/common/standard/list` and `/common/standard/{id}`. */
export const standardModule: Module = (app, db) => {
  mountAreaCalls(app, db, {
    resource: standardResource,
    table: standards,
    notFoundMsg: '该标准不存在或已下架',
    filterWhere: (f) => {
      const kw = f.keyword ? likePattern(f.keyword) : undefined;
      return [
        kw ? or(ilike(standards.standardNo, kw), ilike(standards.title, kw), ilike(standards.titleEn, kw)) : undefined,
        f.status ? eq(standards.status, f.status) : undefined,
        f.ccs ? eq(standards.ccs, f.ccs) : undefined,
        inYear(standards.publishDate, f.outYear),
      ];
    },
  });
};
