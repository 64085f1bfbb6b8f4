import { inArray } from 'drizzle-orm';
import { INSTITUTION_ONLY_CONTENT } from '../../../src/access/policy';
import { localHistoryResource } from '../../../src/resources/localHistories';
import { localHistories } from '../../db/schema';
import { managedAreaModule } from '../area/manageArea';

/**
 * Local histories: `/common/localHistory/list?type=1|2|3` and `/common/localHistory/{id}`, managed
 * by the platform admin (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
 */
export const localHistoryModule = managedAreaModule({
  resource: localHistoryResource,
  table: localHistories,
  notFoundMsg: '该方志不存在或已下架',
  // 旧方志 and 土地志 are for partner institutions (src/access/policy.ts).
  institutionOnly: {
    rows: inArray(localHistories.type, [...INSTITUTION_ONLY_CONTENT.localHistoryTypes]),
    requested: (f) => f.type !== undefined && INSTITUTION_ONLY_CONTENT.localHistoryTypes.includes(f.type),
  },
  filterColumns: {
    keyword: [localHistories.title, localHistories.compiler, localHistories.region],
    equal: { type: localHistories.type, provinceId: localHistories.provinceId, outYear: localHistories.publishYear },
  },
});
