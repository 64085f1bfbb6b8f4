import { standardResource } from '../../../src/resources/standards';
import { standards } from '../../db/schema';
import { keywordIn } from '../../http/query';
import type { Module } from '../../http/routes';
import { inYear, equalFilters } from '../area/mountArea';
import { mountManagedArea } from '../area/manageArea';

/** Standards: `/common/standard/list` and `/common/standard/{id}`. */
export const standardModule: Module = (app, db) => {
  // Managed by the platform admin (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
  mountManagedArea(app, db, {
    manage: { titleColumn: 'title', searchType: 'standard' },
    resource: standardResource,
    table: standards,
    notFoundMsg: '该标准不存在或已下架',
    filterWhere: (f) => {
      return [
        keywordIn(f.keyword, standards.standardNo, standards.title, standards.titleEn),
        ...equalFilters(f, { status: standards.status, ccs: standards.ccs }),
        inYear(standards.publishDate, f.outYear),
      ];
    },
  });
};
