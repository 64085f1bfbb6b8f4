import { eq, ilike, or } from 'drizzle-orm';
import { ancientBookResource } from '../../../src/resources/ancientBooks';
import { ancientBooks } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { likePattern } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountAreaCalls, recordId } from '../area/mountArea';

/** How many readers collected an ancient book (public; status and add need a collection table). */
export const ANCIENT_COLLECT_COUNT_PATH = '/w_abm/wkapi/v1/ancientBook/collect/count';
const NOT_FOUND = '该古籍不存在或已下架';

/**
 * Ancient books under `/w_abm` (spec §7, served without /show): list, detail and the collect count.
 * The collect status and add calls need a per-member collection table, which the schema lacks.
 */
export const ancientModule: Module = (app, db) => {
  mountAreaCalls(app, db, {
    resource: ancientBookResource,
    table: ancientBooks,
    notFoundMsg: NOT_FOUND,
    omitInList: ['content'],
    filterWhere: (f) => {
      const kw = f.keyword ? likePattern(f.keyword) : undefined;
      return [
        kw ? or(ilike(ancientBooks.title, kw), ilike(ancientBooks.author, kw), ilike(ancientBooks.edition, kw)) : undefined,
        f.category ? eq(ancientBooks.category, f.category) : undefined,
        f.dynasty ? eq(ancientBooks.dynasty, f.dynasty) : undefined,
      ];
    },
  });

  mount(app, db, 'GET', ANCIENT_COLLECT_COUNT_PATH, async ({ params }) => {
    if (params.itemId === undefined || params.itemId === '') throw badRequest('请指定古籍');
    const id = recordId(params.itemId, NOT_FOUND);
    const [row] = await db.select({ count: ancientBooks.collectCount }).from(ancientBooks).where(eq(ancientBooks.id, id));
    if (!row) throw notFound(NOT_FOUND);
    return ok({ itemId: id, count: row.count });
  });
};
