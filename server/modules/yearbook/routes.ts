import { yearbookResource } from '../../../src/resources/yearbooks';
import { yearbooks } from '../../db/schema';
import { keywordIn } from '../../http/query';
import type { Module } from '../../http/routes';
import { mountManagedArea } from '../area/manageArea';
import { equalFilters } from '../area/mountArea';

/** Year-books: `/common/yearbook/list` and `/common/yearbook/{id}`. */
export const yearbookModule: Module = (app, db) => {
  // Managed by the platform admin (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
  mountManagedArea(app, db, {
    manage: { titleColumn: 'title', searchType: 'yearbook' },
    resource: yearbookResource,
    table: yearbooks,
    notFoundMsg: '该年鉴不存在或已下架',
    filterWhere: (f) => {
      return [
        keywordIn(f.keyword, yearbooks.title, yearbooks.editor, yearbooks.region),
        ...equalFilters(f, { year: yearbooks.year, provinceId: yearbooks.provinceId }),
      ];
    },
  });
};
