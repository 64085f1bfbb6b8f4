import { yearbookResource } from '../../../src/resources/yearbooks';
import { yearbooks } from '../../db/schema';
import { managedAreaModule } from '../area/manageArea';

/**
 * Year-books: `/common/yearbook/list` and `/common/yearbook/{id}`, managed by the platform admin
 * (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
 */
export const yearbookModule = managedAreaModule({
  resource: yearbookResource,
  table: yearbooks,
  notFoundMsg: '该年鉴不存在或已下架',
  filterColumns: { keyword: [yearbooks.title, yearbooks.editor, yearbooks.region], equal: { year: yearbooks.year, provinceId: yearbooks.provinceId } },
});
