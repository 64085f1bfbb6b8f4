import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COPYRIGHT_CALLS, COPYRIGHT_MSG, ID_TYPES, OWNER_TYPES, ownerIdInput, ownerInput, ownerListSpec } from '../../../src/resources/copyright';
import { maskIdNumber } from '../../../src/shared/idNumbers';
import { authorize, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { copyrightApplies, copyrightOwners } from '../../db/schema';
import { AppError, badRequest, ok } from '../../http/envelope';
import { keywordIn, keywordParam, pagedList } from '../../http/query';
import { mount, type RouteContext } from '../../http/routes';
import { uniqueViolation } from '../organization/shared';

type OwnerRow = typeof copyrightOwners.$inferSelect;
const MAX_OWNERS = 50;

/** An owner as every screen sees it: the ID number masked, never whole. */
export const ownerView = (o: OwnerRow) => ({
  id: o.id,
  ownerType: o.ownerType,
  ownerTypeLabel: OWNER_TYPES[o.ownerType as 1 | 2] ?? '',
  idType: ID_TYPES[o.ownerType as 1 | 2] ?? '',
  name: o.name,
  idNumber: maskIdNumber(o.idNumber),
  address: o.address,
  createTime: o.createTime.toISOString(),
});

const ownerMissing = () => new AppError(404, COPYRIGHT_MSG.ownerMissing);

/** The caller's own owner by id; another member's answers 404, as if it did not exist. */
async function ownOwner(ctx: RouteContext, action: 'read' | 'update' | 'delete'): Promise<{ access: RequestAccess; owner: OwnerRow }> {
  const access = await authorize(ctx, action, 'Copyright');
  const { id } = ownerIdInput.parse(ctx.params);
  const [owner] = await ctx.db.select().from(copyrightOwners).where(eq(copyrightOwners.id, id));
  if (!owner) throw ownerMissing();
  await authorize(ctx, action, 'Copyright', { memberId: owner.memberId }, { hideRow: true }).catch(() => {
    throw ownerMissing();
  });
  return { access, owner };
}

/** The member's owners with the given ids, all of them or a 400. */
export async function ownersOf(db: Db, memberId: number, ids: number[]): Promise<OwnerRow[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.select().from(copyrightOwners).where(and(eq(copyrightOwners.memberId, memberId), inArray(copyrightOwners.id, unique))) : [];
  if (rows.length !== unique.length) throw badRequest('所选著作权人不存在，请重新选择');
  return unique.map((id) => rows.find((r) => r.id === id)!);
}

/** `/custom/owner`: addOwner, updateOwner, delOwner, list, selectOwner — the signed-in member's own owners. */
export function ownerRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, COPYRIGHT_CALLS.addOwner.method, COPYRIGHT_CALLS.addOwner.path, async (ctx) => {
    const access = await authorize(ctx, 'create', 'Copyright');
    const memberId = access.member.memberId;
    const input = ownerInput.parse(ctx.params);
    const [{ n }] = await db.select({ n: count() }).from(copyrightOwners).where(eq(copyrightOwners.memberId, memberId));
    if (Number(n) >= MAX_OWNERS) throw badRequest(COPYRIGHT_MSG.ownerLimit);
    try {
      const [row] = await db.insert(copyrightOwners).values({ memberId, ...input }).returning();
      return ok(ownerView(row), COPYRIGHT_MSG.ownerAdded);
    } catch (e) {
      if (uniqueViolation(e)) throw badRequest(COPYRIGHT_MSG.ownerDuplicate);
      throw e;
    }
  });

  mount(app, db, COPYRIGHT_CALLS.updateOwner.method, COPYRIGHT_CALLS.updateOwner.path, async (ctx) => {
    const { owner } = await ownOwner(ctx, 'update');
    // The form shows the number masked: sent back unchanged (with its asterisks) it keeps the stored one.
    const sent = typeof ctx.params.idNumber === 'string' ? ctx.params.idNumber.trim() : '';
    const keepNumber = sent === '' || sent.includes('*');
    const type = Number(ctx.params.ownerType ?? owner.ownerType);
    if (keepNumber && type !== owner.ownerType) throw badRequest(type === 1 ? '请输入正确的居民身份证号码' : '请输入正确的统一社会信用代码');
    const input = ownerInput.parse({ ...ctx.params, idNumber: keepNumber ? owner.idNumber : sent });
    try {
      const [row] = await db.update(copyrightOwners).set({ ...input, updateTime: new Date() }).where(eq(copyrightOwners.id, owner.id)).returning();
      return ok(ownerView(row), COPYRIGHT_MSG.ownerUpdated);
    } catch (e) {
      if (uniqueViolation(e)) throw badRequest(COPYRIGHT_MSG.ownerDuplicate);
      throw e;
    }
  });

  mount(app, db, COPYRIGHT_CALLS.delOwner.method, COPYRIGHT_CALLS.delOwner.path, async (ctx) => {
    const { owner } = await ownOwner(ctx, 'delete');
    await db.transaction(async (tx) => {
      // A draft, pending or rejected application still names the owner; approved ones keep a snapshot.
      const [inUse] = await tx
        .select({ id: copyrightApplies.id })
        .from(copyrightApplies)
        .where(and(eq(copyrightApplies.memberId, owner.memberId), inArray(copyrightApplies.status, [0, 1, 3]), sql`${copyrightApplies.ownerIds} @> ${JSON.stringify([owner.id])}::jsonb`))
        .limit(1);
      if (inUse) throw badRequest(COPYRIGHT_MSG.ownerInUse);
      await tx.delete(copyrightOwners).where(eq(copyrightOwners.id, owner.id));
    });
    return ok(undefined, COPYRIGHT_MSG.ownerDeleted);
  });

  mount(app, db, COPYRIGHT_CALLS.ownerList.method, COPYRIGHT_CALLS.ownerList.path, async (ctx) => {
    const access = await authorize(ctx, 'read', 'Copyright');
    const where = [eq(copyrightOwners.memberId, access.member.memberId), keywordIn(keywordParam(ctx.params.keyword), copyrightOwners.name)];
    return pagedList({ db, table: copyrightOwners, resource: ownerListSpec, params: ctx.params, where, map: ownerView });
  });

  // Every owner of the member for the step-1 picker (at most MAX_OWNERS, so no paging).
  mount(app, db, COPYRIGHT_CALLS.selectOwner.method, COPYRIGHT_CALLS.selectOwner.path, async (ctx) => {
    const access = await authorize(ctx, 'read', 'Copyright');
    const rows = await db.select().from(copyrightOwners).where(eq(copyrightOwners.memberId, access.member.memberId)).orderBy(copyrightOwners.id);
    return ok(rows.map(ownerView));
  });
}
