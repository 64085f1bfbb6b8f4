import type { z } from 'zod';
import { lawFilters, lawResource } from '../../../src/resources/laws';
import { laws } from '../../db/schema';
import { keywordIn } from '../../http/query';
import type { Module } from '../../http/routes';
import { mountManagedArea } from '../area/manageArea';
import { inYear, equalFilters } from '../area/mountArea';

/** Laws and rules (and, with `isEducation=true`, education laws): `/common/legislation/list`, `/{id}`. */
export const legislationModule: Module = (app, db) => {
  // 法规管理: the platform admin adds, edits, deletes and 上架/下架 laws (server/modules/area/manageArea.ts).
  mountManagedArea(app, db, {
    manage: { titleColumn: 'title', searchType: 'law' },
    resource: lawResource,
    table: laws,
    notFoundMsg: '该法规不存在或已下架',
    omitInList: ['content'],
    filterWhere: lawFilterWhere,
  });
};

/** The declared law filters as SQL (also the education regulations list's, server/modules/regulations). */
export function lawFilterWhere(f: z.infer<typeof lawFilters>) {
  return [
    keywordIn(f.keyword, laws.title, laws.docNumber, laws.issuingAuthority),
    ...equalFilters(f, { lawStatus: laws.lawStatus, isEducation: laws.isEducation, legislation: laws.legislation }),
    inYear(laws.publishDate, f.outYear),
  ];
}
