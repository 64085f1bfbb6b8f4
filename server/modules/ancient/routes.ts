import { and, eq } from 'drizzle-orm';
import { ancientBookResource } from '../../../src/resources/ancientBooks';
import { publishedRows } from '../../db/published';
import { ancientBooks } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { envelope, okOf } from '../../openapi/answers';
import { recordId, equalFilters } from '../area/mountArea';
import { managedAreaRoutes } from '../area/manageArea';
import { currentMember, requireMember } from '../../access/session';
import { COLLECT_RATE, wantParam } from '../collect/routes';
import { collectState, setCollected } from '../collect/service';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { ORDER_TYPE } from '../../../src/shared/order';
import { gatedText } from '../order/access';

/** How many readers collected an ancient book (public). */
export const ANCIENT_COLLECT_COUNT_PATH = '/w_abm/wkapi/v1/ancientBook/collect/count';
/** Whether I collected it, with the count: signed-out callers get "not collected" (the path carries the spec §8 exempt item). */
export const ANCIENT_COLLECT_STATUS_PATH = '/w_abm/wkapi/v1/ancientBook/collect/getCollectStatus';
/** `{itemId, collect?}`: true adds, false removes, absent toggles (as POST /collect/addCollect with type 5). */
export const ANCIENT_COLLECT_ADD_PATH = '/w_abm/wkapi/v1/ancientBook/collect/addCollect';
const ANCIENT = READER_ITEM_TYPES.ancient.type;
const NOT_FOUND = '该古籍不存在或已下架';

/**
 * Ancient books under `/w_abm` (spec §7, served without /show): list, detail and the collect
 * count, status and add. `ancient_book.collect_count` moves with the collection rows in one
 * transaction (collect/service.ts), whichever path the reader collects through.
 */
/** Which book a collect call names: `itemId` (or `id`), checked by bookId. */
const bookParam = z.object({
  itemId: z.union([z.string(), z.number()]).optional().describe('古籍编号'),
  id: z.union([z.string(), z.number()]).optional().describe('古籍编号（itemId 的别名）'),
});

/** The book's id from `itemId` (or `id`): 400 when absent or not a number, 404 when no such book. */
async function bookId(db: Db, params: Record<string, unknown>): Promise<number> {
  const raw = params.itemId ?? params.id;
  if (raw === undefined || raw === '') throw badRequest('请指定古籍');
  const id = recordId(raw, NOT_FOUND);
  const [row] = await db.select({ id: ancientBooks.id }).from(ancientBooks).where(and(eq(ancientBooks.id, id), publishedRows(ancientBooks)));
  if (!row) throw notFound(NOT_FOUND);
  return id;
}

const collectCount = defineRoute({
  method: 'GET',
  path: ANCIENT_COLLECT_COUNT_PATH,
  access: 'public',
  summary: '古籍的收藏数',
  query: bookParam.pick({ itemId: true }),
  response: okOf(z.object({ itemId: z.int(), count: z.int() })),
  handler: async ({ db, query }) => {
    if (query.itemId === undefined || query.itemId === '') throw badRequest('请指定古籍');
    const id = recordId(query.itemId, NOT_FOUND);
    const [row] = await db.select({ count: ancientBooks.collectCount }).from(ancientBooks).where(and(eq(ancientBooks.id, id), publishedRows(ancientBooks)));
    if (!row) throw notFound(NOT_FOUND);
    return ok({ itemId: id, count: row.count });
  },
});

const collectStatus = defineRoute({
  method: 'GET',
  path: ANCIENT_COLLECT_STATUS_PATH,
  access: 'public',
  summary: '是否已收藏该古籍（未登录为未收藏）',
  query: bookParam,
  response: envelope,
  handler: async ({ db, req, query }) => {
    const id = await bookId(db, query);
    const signedIn = await currentMember({ db, req });
    return ok(await collectState(db, signedIn?.member.id ?? null, ANCIENT, id));
  },
});

const collectAdd = defineRoute({
  method: 'POST',
  path: ANCIENT_COLLECT_ADD_PATH,
  access: 'member',
  summary: '收藏或取消收藏古籍',
  body: bookParam.extend({ collect: z.union([z.boolean(), z.string(), z.number()]).optional().describe('true 收藏（默认），false 取消') }),
  response: envelope,
  config: { rateLimit: COLLECT_RATE },
  handler: async ({ db, req, input }) => {
    const { member } = await requireMember({ db, req });
    const id = await bookId(db, input);
    const state = await setCollected(db, member.id, ANCIENT, id, wantParam(input.collect));
    return ok(state, state.collected ? '收藏成功' : '已取消收藏');
  },
});

export const ancientModule = routesModule('ancient', (db) => [
  // Managed by the platform admin (server/modules/area/manageArea.ts): create, edit, delete, 上架/下架.
  ...managedAreaRoutes({
    resource: ancientBookResource,
    table: ancientBooks,
    notFoundMsg: NOT_FOUND,
    omitInList: ['content'],
    // The 原文 is the paid part: a preview unless it is free, bought or subscribed (order/access.ts).
    decorateOne: gatedText(db, ORDER_TYPE.ancient, 'content', 'contentPreview'),
    filterWhere: (f) => {
      return [
        keywordIn(f.keyword, ancientBooks.title, ancientBooks.author, ancientBooks.edition),
        ...equalFilters(f, { category: ancientBooks.category, dynasty: ancientBooks.dynasty }),
      ];
    },
  }),
  collectCount,
  collectStatus,
  collectAdd,
]);
