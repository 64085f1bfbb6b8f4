import { eq, ilike, or } from 'drizzle-orm';
import { yearbookResource } from '../../../src/resources/yearbooks';
import { yearbooks } from '../../db/schema';
import { likePattern } from '../../http/query';
import type { Module } from '../../http/routes';
import { mountAreaCalls } from '../area/mountArea';

/** Year-books: `/common/yearbook/list` and `/common/yearbook/{id}`. */
export const yearbookModule: Module = (app, db) => {
  mountAreaCalls(app, db, {
    resource: yearbookResource,
    table: yearbooks,
    notFoundMsg: '该年鉴不存在或已下架',
    filterWhere: (f) => {
      const kw = f.keyword ? likePattern(f.keyword) : undefined;
      return [
        kw ? or(ilike(yearbooks.title, kw), ilike(yearbooks.editor, kw), ilike(yearbooks.region, kw)) : undefined,
        f.year !== undefined ? eq(yearbooks.year, f.year) : undefined,
        f.provinceId !== undefined ? eq(yearbooks.provinceId, f.provinceId) : undefined,
      ];
    },
  });
};
