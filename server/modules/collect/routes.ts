import { and, count, eq } from 'drizzle-orm';
import { collections } from '../../db/schema';
import { badRequest, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { mount, type Module } from '../../http/routes';
import { currentMember, requireMember } from '../auth/session';
import { idParam, ITEM_MISSING_MSG, ITEM_REQUIRED_MSG, itemType, requireItem, withItemCards } from './items';
import { perMemberPerMinute } from '../../http/rateKey';
import { collectedAmong, collectState, setCollected } from './service';

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

/**
 * Spec §7 Collections (docs/api-reader.md). getCollectStatus and isCollect answer signed-out
 * callers "not collected" (spec §8 exempt list); the list and addCollect need a member (401).
 */
export const collectModule: Module = (app, db) => {
  mount(app, db, 'GET', '/collect/getCollect', async (ctx) => {
    const { member } = await requireMember(ctx);
    const type = ctx.params.type === undefined || ctx.params.type === '' ? undefined : itemType(ctx.params.type);
    const paging = parsePaging(ctx.params, collectPaging, { createTime: collections.createTime, id: collections.id });
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
  });

  mount(app, db, 'GET', '/collect/getCollectStatus', async (ctx) => {
    const type = itemType(ctx.params.type);
    const itemId = idParam(ctx.params.itemId, ITEM_REQUIRED_MSG, ITEM_MISSING_MSG);
    await requireItem(db, type, itemId);
    const signedIn = await currentMember(ctx);
    return ok(await collectState(db, signedIn?.member.id ?? null, type, itemId));
  });

  mount(app, db, 'POST', '/collect/isCollect', async (ctx) => {
    const type = itemType(ctx.params.type);
    const raw = ctx.params.itemIds ?? ctx.params.itemId;
    if (raw === undefined || raw === null || raw === '') throw badRequest(ITEM_REQUIRED_MSG);
    const ids = idList(raw);
    const signedIn = await currentMember(ctx);
    return ok({ type, collected: signedIn ? await collectedAmong(db, signedIn.member.id, type, ids) : [] });
  });

  mount(
    app,
    db,
    'POST',
    '/collect/addCollect',
    async (ctx) => {
      const { member } = await requireMember(ctx);
      const type = itemType(ctx.params.type);
      const itemId = idParam(ctx.params.itemId, ITEM_REQUIRED_MSG, ITEM_MISSING_MSG);
      const want = wantParam(ctx.params.collect);
      // Removing needs no live item: a reader may drop a collection whose item has gone.
      if (want !== false) await requireItem(db, type, itemId);
      const state = await setCollected(db, member.id, type, itemId, want);
      return ok(state, state.collected ? '收藏成功' : '已取消收藏');
    },
    { config: { rateLimit: COLLECT_RATE } },
  );
};
