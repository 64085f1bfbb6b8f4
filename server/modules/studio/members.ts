import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memberApplyInput, STUDIO_CALLS, STUDIO_MSG, studioMemberResource } from '../../../src/resources/studios';
import { authorize, requestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, partyRoles, studioMembers, studios } from '../../db/schema';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type RouteContext } from '../../http/routes';
import { everywhere, idParam, iso, ownStudio, sortItems, studioById } from './common';

/** Who may ask to join a studio: teachers, and members of other studios. */
const JOINING_ROLES = ['foreTeacher', 'foreStudioMember'];

type MemberRow = typeof studioMembers.$inferSelect;

/**
 * Studio members (spec `studiomember`): a teacher asks to join (1 申请中); the studio's manager
 * agrees (2 已加入: the applicant also gets the studio member role, switched to when they want) or
 * closes it (3 已关闭; a closed applicant may ask again); sort and delete; the manager's list.
 */
export function studioMemberModule(app: FastifyInstance, db: Db): void {
  mount(app, db, STUDIO_CALLS.memberAddApply.method, STUDIO_CALLS.memberAddApply.path, async (ctx) => {
    const access = await requestAccess(ctx);
    const me = access.member.memberId;
    if (!access.signedIn.roles.some((r) => JOINING_ROLES.includes(r.roleKey))) throw new AppError(403, STUDIO_MSG.notTeacher);
    const input = memberApplyInput.parse(ctx.params);
    const s = await studioById(db, input.studioId);
    if (s.managerId === me) throw badRequest(STUDIO_MSG.ownStudio);
    const [existing] = await db.select().from(studioMembers).where(and(eq(studioMembers.studioId, s.id), eq(studioMembers.memberId, me)));
    if (existing?.applyStatus === 1) throw badRequest(STUDIO_MSG.alreadyApplied);
    if (existing?.applyStatus === 2) throw badRequest(STUDIO_MSG.alreadyMember);
    if (existing) {
      await db.update(studioMembers).set({ applyStatus: 1, reason: input.reason, remark: '', updateTime: new Date() }).where(and(eq(studioMembers.id, existing.id), eq(studioMembers.applyStatus, 3)));
      return ok({ id: existing.id, applyStatus: 1 }, STUDIO_MSG.applied);
    }
    const [row] = await db.insert(studioMembers).values({ studioId: s.id, memberId: me, reason: input.reason, applyStatus: 1 }).onConflictDoNothing().returning({ id: studioMembers.id });
    if (!row) throw badRequest(STUDIO_MSG.alreadyApplied);
    return ok({ id: row.id, applyStatus: 1 }, STUDIO_MSG.applied);
  });

  mount(app, db, STUDIO_CALLS.memberMine.method, STUDIO_CALLS.memberMine.path, async (ctx) => {
    const access = await requestAccess(ctx);
    const rows = await db.select({ id: studioMembers.id, studioId: studioMembers.studioId, applyStatus: studioMembers.applyStatus, remark: studioMembers.remark, studioName: studios.name, updateTime: studioMembers.updateTime }).from(studioMembers).innerJoin(studios, eq(studios.id, studioMembers.studioId)).where(eq(studioMembers.memberId, access.member.memberId));
    return ok(rows.map((r) => ({ ...r, updateTime: r.updateTime.toISOString() })));
  });

  /** The membership rows by id, each in a studio the caller manages (403 otherwise). */
  async function managed(ctx: RouteContext, action: 'update' | 'delete', ids: number[]): Promise<MemberRow[]> {
    await authorize(ctx, action, 'StudioMember');
    const rows = await db.select({ m: studioMembers, managerId: studios.managerId }).from(studioMembers).innerJoin(studios, eq(studios.id, studioMembers.studioId)).where(inArray(studioMembers.id, ids));
    if (rows.length !== ids.length) throw notFound(STUDIO_MSG.applyMissing);
    for (const r of rows) await authorize(ctx, action, 'StudioMember', { managerId: r.managerId });
    return rows.map((r) => r.m);
  }

  mount(app, db, STUDIO_CALLS.memberAgree.method, STUDIO_CALLS.memberAgree.path, async (ctx) => {
    await authorize(ctx, 'update', 'StudioMember');
    const [m] = await managed(ctx, 'update', [idParam(ctx.params.id, '申请编号不正确')]);
    await db.transaction(async (tx) => {
      const done = await tx.update(studioMembers).set({ applyStatus: 2, remark: '', updateTime: new Date() }).where(and(eq(studioMembers.id, m.id), eq(studioMembers.applyStatus, 1))).returning({ id: studioMembers.id });
      if (!done.length) throw badRequest(STUDIO_MSG.notPending);
      const [who] = await tx.select({ partyId: members.partyId }).from(members).where(eq(members.id, m.memberId));
      await tx.insert(partyRoles).values({ partyId: who.partyId, roleKey: 'foreStudioMember', activated: false }).onConflictDoNothing();
    });
    return ok({ id: m.id, applyStatus: 2 }, STUDIO_MSG.agreed);
  });

  mount(app, db, STUDIO_CALLS.memberClose.method, STUDIO_CALLS.memberClose.path, async (ctx) => {
    await authorize(ctx, 'update', 'StudioMember');
    const [m] = await managed(ctx, 'update', [idParam(ctx.params.id, '申请编号不正确')]);
    const remark = z.string().trim().max(200, '处理意见不能超过200个字').optional().parse(ctx.params.remark ?? undefined) ?? '';
    const done = await db.update(studioMembers).set({ applyStatus: 3, remark, updateTime: new Date() }).where(and(eq(studioMembers.id, m.id), eq(studioMembers.applyStatus, 1))).returning({ id: studioMembers.id });
    if (!done.length) throw badRequest(STUDIO_MSG.notPending);
    return ok({ id: m.id, applyStatus: 3 }, STUDIO_MSG.closed);
  });

  mount(app, db, STUDIO_CALLS.memberSort.method, STUDIO_CALLS.memberSort.path, async (ctx) => {
    await authorize(ctx, 'update', 'StudioMember');
    const items = sortItems(ctx.params);
    await managed(ctx, 'update', [...new Set(items.map((i) => i.id))]);
    await db.transaction(async (tx) => {
      for (const i of items) await tx.update(studioMembers).set({ sort: i.sort, updateTime: new Date() }).where(eq(studioMembers.id, i.id));
    });
    return ok(undefined, STUDIO_MSG.sorted);
  });

  mount(app, db, STUDIO_CALLS.memberDelete.method, STUDIO_CALLS.memberDelete.path, async (ctx) => {
    const [m] = await managed(ctx, 'delete', [idParam(ctx.params.id)]);
    await db.delete(studioMembers).where(eq(studioMembers.id, m.id));
    return ok(undefined, STUDIO_MSG.deleted);
  });

  mount(app, db, STUDIO_CALLS.memberList.method, STUDIO_CALLS.memberList.path, async (ctx) => {
    const access = await authorize(ctx, 'update', 'StudioMember');
    const f = studioMemberResource.filters!.parse(ctx.params);
    let scope;
    if (everywhere(access, 'update', 'StudioMember')) scope = ctx.params.studioId ? eq(studioMembers.studioId, idParam(ctx.params.studioId, '工作室编号不正确')) : undefined;
    else scope = eq(studioMembers.studioId, (await ownStudio(db, access.member.memberId))?.id ?? -1);
    const people = f.keyword ? db.select({ id: members.id }).from(members).where(keywordIn(f.keyword, members.mname, members.username)) : undefined;
    const page = await pagedList({ db, table: studioMembers, resource: studioMemberResource, params: ctx.params, where: [scope, f.applyStatus ? eq(studioMembers.applyStatus, f.applyStatus) : undefined, people ? inArray(studioMembers.memberId, people) : undefined] });
    const rows = page.rows as MemberRow[];
    const ids = [...new Set(rows.map((r) => r.memberId))];
    const sIds = [...new Set(rows.map((r) => r.studioId))];
    const [who, ss] = await Promise.all([
      ids.length ? db.select({ id: members.id, mname: members.mname, username: members.username }).from(members).where(inArray(members.id, ids)) : [],
      sIds.length ? db.select({ id: studios.id, name: studios.name, managerId: studios.managerId }).from(studios).where(inArray(studios.id, sIds)) : [],
    ]);
    return {
      ...page,
      rows: rows.map((r) => {
        const p = who.find((x) => x.id === r.memberId);
        const s = ss.find((x) => x.id === r.studioId);
        return { ...iso(r), mname: p?.mname ?? '', username: p?.username ?? '', studioName: s?.name ?? '', managerId: s?.managerId ?? 0 };
      }),
    };
  });
}
