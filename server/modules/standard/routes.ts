import { standardResource } from '../../../src/resources/standards';
import { standards } from '../../db/schema';
import { managedAreaModule } from '../area/manageArea';

/**
 * Standards: `/common/standard/list` and `/common/standard/{id}`, managed by the platform admin
 * (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
 */
export const standardModule = managedAreaModule({
  resource: standardResource,
  table: standards,
  notFoundMsg: '该标准不存在或已下架',
  filterColumns: { keyword: [standards.standardNo, standards.title, standards.titleEn], equal: { status: standards.status, ccs: standards.ccs }, year: { outYear: standards.publishDate } },
});
