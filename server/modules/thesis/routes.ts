import { count, desc } from 'drizzle-orm';
import { THESIS_SCHOOLS_PATH, thesisResource } from '../../../src/resources/theses';
import { theses } from '../../db/schema';
import { ok } from '../../http/envelope';
import { publishedRows } from '../../db/published';
import { z } from 'zod';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { okOf } from '../../openapi/answers';
import { managedAreaRoutes } from '../area/manageArea';
import { ORDER_TYPE } from '../../../src/shared/order';
import { gatedText } from '../order/access';

/** Theses: `/common/thesis/list`, `/common/thesis/{id}` and the school facet `/common/thesis/schools`. */
export const thesisModule = routesModule('thesis', (db) => [
  // Managed by the platform admin (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
  ...managedAreaRoutes({
    resource: thesisResource,
    table: theses,
    notFoundMsg: '该学位论文不存在或已下架',
    omitInList: ['fullText'],
    // The full text is the paid part: a preview unless it is free, bought or subscribed (order/access.ts).
    decorateOne: gatedText(db, ORDER_TYPE.monograph, 'fullText', 'fullTextPreview'),
    filterColumns: {
      keyword: [theses.title, theses.authors, theses.keywords, theses.supervisor],
      equal: { degree: theses.degree, schoolId: theses.schoolId, schoolName: theses.schoolName, subjectType: theses.subjectType },
      year: { outYear: theses.issueTime },
    },
  }),
  defineRoute({
    method: 'GET',
    path: THESIS_SCHOOLS_PATH,
    access: 'public',
    summary: '学位论文的授予单位（按论文数，供筛选）',
    response: okOf(z.array(z.object({ value: z.string(), label: z.string(), count: z.int() }))),
    handler: async () => {
      const rows = await db
        .select({ name: theses.schoolName, count: count() })
        .from(theses)
        .where(publishedRows(theses))
        .groupBy(theses.schoolName)
        .orderBy(desc(count()), theses.schoolName);
      return ok(rows.map((r) => ({ value: r.name, label: r.name, count: Number(r.count) })));
    },
  }),
]);
