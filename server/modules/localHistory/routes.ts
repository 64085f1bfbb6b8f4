import { inArray } from 'drizzle-orm';
import { INSTITUTION_ONLY_CONTENT } from '../../../src/access/policy';
import { localHistoryResource } from '../../../src/resources/localHistories';
import { localHistories } from '../../db/schema';
import { keywordIn } from '../../http/query';
import type { Module } from '../../http/routes';
import { mountManagedArea } from '../area/manageArea';
import { equalFilters } from '../area/mountArea';

/** Local histories: `/common/localHistory/list?type=1|2|3` and `/common/localHistory/{id}`. */
export const localHistoryModule: Module = (app, db) => {
  // Managed by the platform admin (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
  mountManagedArea(app, db, {
    manage: { titleColumn: 'title', searchType: 'localHistory' },
    resource: localHistoryResource,
    table: localHistories,
    notFoundMsg: '该方志不存在或已下架',
    // 旧方志 and 土地志 are for partner institutions (src/access/policy.ts).
    institutionOnly: {
      rows: inArray(localHistories.type, [...INSTITUTION_ONLY_CONTENT.localHistoryTypes]),
      requested: (f) => f.type !== undefined && INSTITUTION_ONLY_CONTENT.localHistoryTypes.includes(f.type),
    },
    filterWhere: (f) => {
      return [
        keywordIn(f.keyword, localHistories.title, localHistories.compiler, localHistories.region),
        ...equalFilters(f, { type: localHistories.type, provinceId: localHistories.provinceId, outYear: localHistories.publishYear }),
      ];
    },
  });
};
