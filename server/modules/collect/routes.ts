import { and, count, eq } from 'drizzle-orm';
import { collections } from '../../db/schema';
import { badRequest, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { z } from 'zod';
import { checkedByHandler, defineRoute, routesModule } from '../../http/declareRoute';
import { envelope, pageOf } from '../../openapi/answers';
import { currentMember, requireMember } from '../../access/session';
import { idParam, ITEM_MISSING_MSG, ITEM_REQUIRED_MSG, itemType, requireItem, withItemCards } from './items';
import { perMemberPerMinute } from '../../http/rateKey';
import { collectedAmong, collectMany, collectState, setCollected, type CollectManySummary } from './service';
import { COLLECT_MANY_MAX } from '../../../src/shared/readerItems';

export const COLLECT_PAGE_SIZE = 10;
/** Per member: collecting is a click, so generous, but not a script's loop. */
export const COLLECT_RATE = perMemberPerMinute('collect', 60);

const collectPaging = {
  name: 'collections',
  sortable: [] as string[],
  defaultSort: [{ field: 'createTime', order: 'desc' as const }],
  pageSize: COLLECT_PAGE_SIZE,
  maxPageSize: 50,
};

/** `collect`: true adds, false removes, absent toggles; anything else is a 400. */
export function wantParam(raw: unknown): boolean | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
  throw badRequest('收藏操作不正确');
}

/** `itemIds` of isCollect: an array or a comma-separated string, at most 100 ids. */
function idList(raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw : String(raw).split(',');
  if (parts.length > 100) throw badRequest('一次最多查询100条');
  return [...new Set(parts.map((p) => idParam(p, ITEM_REQUIRED_MSG, ITEM_MISSING_MSG)))];
}

/** The items of a 批量收藏: a non-empty array of {type, itemId}, at most COLLECT_MANY_MAX, repeats dropped. */
function itemList(raw: unknown): Array<{ type: number; itemId: number }> {
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest('请选择要收藏的内容');
  if (raw.length > COLLECT_MANY_MAX) throw badRequest(`一次最多收藏${COLLECT_MANY_MAX}条`);
  const seen = new Map<string, { type: number; itemId: number }>();
  for (const entry of raw) {
    const { type, itemId } = (entry ?? {}) as { type?: unknown; itemId?: unknown };
    const item = { type: itemType(type), itemId: idParam(itemId, ITEM_REQUIRED_MSG, ITEM_MISSING_MSG) };
    seen.set(`${item.type}:${item.itemId}`, item);
  }
  return [...seen.values()];
}

/** What the reader is told after a 批量收藏. */
export function collectManyMessage(s: CollectManySummary): string {
  const parts = [`新收藏${s.added.length}条`];
  if (s.already.length) parts.push(`${s.already.length}条此前已收藏`);
  if (s.missing.length) parts.push(`${s.missing.length}条已不存在或已下架`);
  return parts.join('，');
}

/**
 * Spec §7 Collections (docs/api-reader.md). getCollectStatus and isCollect answer signed-out
 * callers "not collected" (spec §8 exempt list); the list and addCollect need a member (401).
 */
const typeParam = checkedByHandler({ type: 'integer', description: '阅读条目类型（期刊、文章、图书……的类型编号）' });
const itemIdParam = checkedByHandler({ type: 'integer', description: '条目编号' });

export const collectModule = routesModule('collect', () => [
  defineRoute({
    method: 'GET',
    path: '/collect/getCollect',
    access: 'member',
    summary: '我的收藏（最新在前，可按类型筛选）',
    query: z.looseObject({
      type: typeParam,
      pageNum: checkedByHandler({ type: 'integer', minimum: 1, default: 1, description: '页码' }),
      pageSize: checkedByHandler({ type: 'integer', minimum: 1, maximum: collectPaging.maxPageSize, default: COLLECT_PAGE_SIZE, description: '每页条数' }),
    }),
    response: pageOf(z.unknown().describe('一条收藏及其条目卡片')),
    handler: async ({ db, req, query }) => {
      const { member } = await requireMember({ db, req });
      const type = query.type === undefined || query.type === '' ? undefined : itemType(query.type);
      const paging = parsePaging(query, collectPaging, { createTime: collections.createTime, id: collections.id });
      const where = and(eq(collections.memberId, member.id), type === undefined ? undefined : eq(collections.type, type));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ id: collections.id, itemId: collections.itemId, type: collections.type, createTime: collections.createTime })
          .from(collections)
          .where(where)
          .orderBy(...paging.orderBy)
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(collections).where(where),
      ]);
      return page(await withItemCards(db, rows), Number(total));
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/collect/getCollectStatus',
    access: 'public',
    summary: '是否已收藏某条目（未登录为未收藏）及其收藏数',
    query: z.looseObject({ type: typeParam, itemId: itemIdParam }),
    response: envelope,
    handler: async ({ db, req, query }) => {
      const type = itemType(query.type);
      const itemId = idParam(query.itemId, ITEM_REQUIRED_MSG, ITEM_MISSING_MSG);
      await requireItem(db, type, itemId);
      const signedIn = await currentMember({ db, req });
      return ok(await collectState(db, signedIn?.member.id ?? null, type, itemId));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/collect/isCollect',
    access: 'public',
    summary: '一组条目中已收藏的（未登录为空）',
    body: z.looseObject({
      type: typeParam,
      itemIds: checkedByHandler({ type: ['array', 'string'], items: { type: 'integer' }, description: '条目编号（数组或逗号分隔，至多 100 个）' }),
      itemId: itemIdParam,
    }),
    response: envelope,
    handler: async ({ db, req, input }) => {
      const type = itemType(input.type);
      const raw = input.itemIds ?? input.itemId;
      if (raw === undefined || raw === null || raw === '') throw badRequest(ITEM_REQUIRED_MSG);
      const ids = idList(raw);
      const signedIn = await currentMember({ db, req });
      return ok({ type, collected: signedIn ? await collectedAmong(db, signedIn.member.id, type, ids) : [] });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/collect/addCollect',
    access: 'member',
    summary: '收藏或取消收藏',
    body: z.looseObject({ type: typeParam, itemId: itemIdParam, collect: checkedByHandler({ type: 'boolean', description: 'true 收藏（默认），false 取消' }) }),
    response: envelope,
    config: { rateLimit: COLLECT_RATE },
    handler: async ({ db, req, input }) => {
      const { member } = await requireMember({ db, req });
      const type = itemType(input.type);
      const itemId = idParam(input.itemId, ITEM_REQUIRED_MSG, ITEM_MISSING_MSG);
      const want = wantParam(input.collect);
      // Removing needs no live item: a reader may drop a collection whose item has gone.
      if (want !== false) await requireItem(db, type, itemId);
      const state = await setCollected(db, member.id, type, itemId, want);
      return ok(state, state.collected ? '收藏成功' : '已取消收藏');
    },
  }),

  // Issue 34 item 3: the search results' selection collected in one call, with what was added.
  defineRoute({
    method: 'POST',
    path: '/collect/addCollects',
    access: 'member',
    summary: '批量收藏（检索结果中选中的条目）',
    body: z.looseObject({
      items: checkedByHandler({
        type: 'array',
        items: { type: 'object', properties: { type: { type: 'integer' }, itemId: { type: 'integer' } } },
        description: `要收藏的条目（至多 ${COLLECT_MANY_MAX} 条）`,
      }),
    }),
    response: envelope,
    config: { rateLimit: COLLECT_RATE },
    handler: async ({ db, req, input }) => {
      const { member } = await requireMember({ db, req });
      const summary = await collectMany(db, member.id, itemList(input.items));
      return ok(summary, collectManyMessage(summary));
    },
  }),
]);
