import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COPYRIGHT_CALLS, COPYRIGHT_MSG, ID_TYPES, OWNER_TYPES, ownerIdInput, ownerInput, ownerListSpec } from '../../../src/resources/copyright';
import { maskIdNumber } from '../../../src/shared/idNumbers';
import { authorize, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { copyrightApplies, copyrightOwners } from '../../db/schema';
import { AppError, badRequest, ok } from '../../http/envelope';
import { keywordIn, keywordParam, pagedList } from '../../http/query';
import { bodyCheckedByHandler, defineRoute, type AnyRoute, type DeclaredContext } from '../../http/declareRoute';
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
async function ownOwner(ctx: DeclaredContext<unknown, unknown, unknown>, action: 'read' | 'update' | 'delete'): Promise<{ access: RequestAccess; owner: OwnerRow }> {
  const access = await authorize(ctx, action, 'Copyright');
  const { id } = ownerIdInput.parse(ctx.input);
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
export function ownerRoutes(db: Db): AnyRoute[] {
  return [
    defineRoute({
      ...COPYRIGHT_CALLS.addOwner,
      access: { action: 'create', subject: 'Copyright' },
      summary: '添加著作权人',
      body: bodyCheckedByHandler(ownerInput),
      handler: async (ctx) => {
        const access = await authorize(ctx, 'create', 'Copyright');
        const memberId = access.member.memberId;
        const input = ownerInput.parse(ctx.input);
        const [{ n }] = await db.select({ n: count() }).from(copyrightOwners).where(eq(copyrightOwners.memberId, memberId));
        if (Number(n) >= MAX_OWNERS) throw badRequest(COPYRIGHT_MSG.ownerLimit);
        try {
          const [row] = await db.insert(copyrightOwners).values({ memberId, ...input }).returning();
          return ok(ownerView(row), COPYRIGHT_MSG.ownerAdded);
        } catch (e) {
          if (uniqueViolation(e)) throw badRequest(COPYRIGHT_MSG.ownerDuplicate);
          throw e;
        }
      },
    }),

    defineRoute({
      ...COPYRIGHT_CALLS.updateOwner,
      access: { action: 'update', subject: 'Copyright' },
      summary: '修改著作权人',
      body: bodyCheckedByHandler(ownerInput.extend({ id: z.int() })),
      handler: async (ctx) => {
        const { owner } = await ownOwner(ctx, 'update');
        // The form shows the number masked: sent back unchanged (with its asterisks) it keeps the stored one.
        const sent = typeof ctx.input.idNumber === 'string' ? ctx.input.idNumber.trim() : '';
        const keepNumber = sent === '' || sent.includes('*');
        const type = Number(ctx.input.ownerType ?? owner.ownerType);
        if (keepNumber && type !== owner.ownerType) throw badRequest(type === 1 ? '请输入正确的居民身份证号码' : '请输入正确的统一社会信用代码');
        const input = ownerInput.parse({ ...ctx.input, idNumber: keepNumber ? owner.idNumber : sent });
        try {
          const [row] = await db.update(copyrightOwners).set({ ...input, updateTime: new Date() }).where(eq(copyrightOwners.id, owner.id)).returning();
          return ok(ownerView(row), COPYRIGHT_MSG.ownerUpdated);
        } catch (e) {
          if (uniqueViolation(e)) throw badRequest(COPYRIGHT_MSG.ownerDuplicate);
          throw e;
        }
      },
    }),

    defineRoute({
      ...COPYRIGHT_CALLS.delOwner,
      access: { action: 'delete', subject: 'Copyright' },
      summary: '删除著作权人',
      handler: async (ctx) => {
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
      },
    }),

    defineRoute({
      ...COPYRIGHT_CALLS.ownerList,
      access: { action: 'read', subject: 'Copyright' },
      summary: '我的著作权人列表',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'read', 'Copyright');
        const where = [eq(copyrightOwners.memberId, access.member.memberId), keywordIn(keywordParam(ctx.input.keyword), copyrightOwners.name)];
        return pagedList({ db, table: copyrightOwners, resource: ownerListSpec, params: ctx.input, where, map: ownerView });
      },
    }),

    // Every owner of the member for the step-1 picker (at most MAX_OWNERS, so no paging).
    defineRoute({
      ...COPYRIGHT_CALLS.selectOwner,
      access: { action: 'read', subject: 'Copyright' },
      summary: '选择著作权人（全部）',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'read', 'Copyright');
        const rows = await db.select().from(copyrightOwners).where(eq(copyrightOwners.memberId, access.member.memberId)).orderBy(copyrightOwners.id);
        return ok(rows.map(ownerView));
      },
    }),
  ];
}
