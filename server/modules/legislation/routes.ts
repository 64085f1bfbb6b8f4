import type { z } from 'zod';
import { lawFilters, lawResource } from '../../../src/resources/laws';
import { laws } from '../../db/schema';
import { managedAreaModule } from '../area/manageArea';
import { filtersOn } from '../area/mountArea';

/** The declared law filters as SQL (also the education regulations list's, server/modules/regulations). */
export const lawFilterWhere = filtersOn<z.infer<typeof lawFilters>>({
  keyword: [laws.title, laws.docNumber, laws.issuingAuthority],
  equal: { lawStatus: laws.lawStatus, isEducation: laws.isEducation, legislation: laws.legislation },
  year: { outYear: laws.publishDate },
});

/**
 * Laws and rules (and, with `isEducation=true`, education laws): `/common/legislation/list`, `/{id}`.
 * 法规管理: the platform admin adds, edits, deletes and 上架/下架 laws (server/modules/area/manageArea.ts).
 */
export const legislationModule = managedAreaModule({
  resource: lawResource,
  table: laws,
  notFoundMsg: '该法规不存在或已下架',
  omitInList: ['content'],
  filterWhere: lawFilterWhere,
});
