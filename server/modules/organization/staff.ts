import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffCreateInput, staffDeptInput, staffFilters, staffPasswordInput, staffResource, staffUpdateInput, STAFF_CALLS } from '../../../src/resources/staff';
import { zOrgUsername } from '../../../src/resources/organizations';
import { authorize } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, orgDepts, orgRoles, orgStaff, parties } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type RouteContext } from '../../http/routes';
import { hashPassword } from '../../access/crypto';
import { phoneTaken, uniqueViolation, usernameTaken } from '../auth/register';
import { revokeMemberSessions } from '../../access/session';
import { auditActor, recordAudit } from '../contentAudit/record';
import { onOrg, onOrgRow } from './scope';
import { iso, maskPhone, pathId } from './shared';

export const STAFF_MSG = {
  usernameTaken: '该用户名已被注册',
  phoneTaken: '该手机号已被其他账号绑定',
  dept: '请选择正确的部门',
  role: '请选择正确的角色',
  self: '不能删除自己的账号',
  selfDisable: '不能停用自己的账号',
  created: '新增员工成功',
  moved: '修改成功',
  passwordReset: '密码已重置，该员工需用新密码重新登录',
  deleted: '删除成功',
} as const;

type StaffRecord = typeof orgStaff.$inferSelect;

/** Staff rows with their account, department and role names (one query each per page). */
async function staffViews(db: Db, rows: StaffRecord[]) {
  const memberIds = rows.map((r) => r.memberId);
  const deptIds = rows.map((r) => r.deptId).filter((v): v is number => v !== null);
  const roleIds = rows.map((r) => r.orgRoleId).filter((v): v is number => v !== null);
  const [people, depts, roles] = await Promise.all([
    memberIds.length ? db.select({ id: members.id, username: members.username, mname: members.mname, phone: members.phone }).from(members).where(inArray(members.id, memberIds)) : [],
    deptIds.length ? db.select({ id: orgDepts.id, name: orgDepts.name }).from(orgDepts).where(inArray(orgDepts.id, deptIds)) : [],
    roleIds.length ? db.select({ id: orgRoles.id, name: orgRoles.name }).from(orgRoles).where(inArray(orgRoles.id, roleIds)) : [],
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const dept = new Map(depts.map((d) => [d.id, d.name]));
  const role = new Map(roles.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    orgPartyId: r.orgPartyId,
    username: person.get(r.memberId)?.username ?? '',
    mname: person.get(r.memberId)?.mname ?? '',
    phone: maskPhone(person.get(r.memberId)?.phone),
    deptId: r.deptId ?? null,
    deptName: r.deptId !== null ? (dept.get(r.deptId) ?? null) : null,
    orgRoleId: r.orgRoleId ?? null,
    orgRoleName: r.orgRoleId !== null ? (role.get(r.orgRoleId) ?? null) : null,
    enabled: r.enabled,
    sort: r.sort,
    createTime: iso(r.createTime),
  }));
}

/** A department or role referenced by a staff write must belong to the same institution. */
async function checkRefs(db: Db, orgPartyId: number, deptId: number | null | undefined, orgRoleId: number | null | undefined) {
  if (deptId) {
    const [d] = await db.select({ id: orgDepts.id }).from(orgDepts).where(and(eq(orgDepts.id, deptId), eq(orgDepts.orgPartyId, orgPartyId)));
    if (!d) throw badRequest(STAFF_MSG.dept);
  }
  if (orgRoleId) {
    const [r] = await db.select({ id: orgRoles.id }).from(orgRoles).where(and(eq(orgRoles.id, orgRoleId), eq(orgRoles.orgPartyId, orgPartyId)));
    if (!r) throw badRequest(STAFF_MSG.role);
  }
}

/** Departments under (and including) one department of an institution. */
async function deptSubtree(db: Db, orgPartyId: number, rootId: number): Promise<number[]> {
  const all = await db.select({ id: orgDepts.id, parentId: orgDepts.parentId }).from(orgDepts).where(eq(orgDepts.orgPartyId, orgPartyId));
  const ids = new Set<number>([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of all) {
      if (d.parentId !== null && ids.has(d.parentId) && !ids.has(d.id)) {
        ids.add(d.id);
        grew = true;
      }
    }
  }
  return [...ids];
}

/** What 操作日志 keeps of a staff row: names, not ids; the phone as masked. */
function auditedStaff(v: Awaited<ReturnType<typeof staffViews>>[number]) {
  return { mname: v.mname, phone: v.phone, deptName: v.deptName, orgRoleName: v.orgRoleName, enabled: v.enabled };
}

async function findStaff(db: Db, id: number | null): Promise<StaffRecord | undefined> {
  if (id === null) return undefined;
  const [row] = await db.select().from(orgStaff).where(eq(orgStaff.id, id));
  return row;
}

/** Staff: list, detail, add (member + party + org_staff in one transaction), move, delete. */
export function staffRoutes(app: FastifyInstance, db: Db): void {
  const calls = staffResource.calls;

  mount(app, db, 'GET', calls.list!.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Staff');
    const filters = staffFilters.parse(ctx.params);
    const memberMatch = keywordIn(filters.keyword, members.username, members.mname);
    const result = await pagedList({
      db,
      table: orgStaff,
      resource: staffResource,
      params: ctx.params,
      where: [
        eq(orgStaff.orgPartyId, orgPartyId),
        filters.deptId !== undefined ? inArray(orgStaff.deptId, await deptSubtree(db, orgPartyId, filters.deptId)) : undefined,
        memberMatch ? inArray(orgStaff.memberId, db.select({ id: members.id }).from(members).where(memberMatch)) : undefined,
      ],
    });
    return { ...result, rows: await staffViews(db, result.rows as StaffRecord[]) };
  });

  mount(app, db, 'GET', calls.one!.path, async (ctx) => {
    const { row } = await onOrgRow(ctx, 'read', 'Staff', () => findStaff(db, pathId(ctx.params.id, '员工编号不正确')));
    return ok((await staffViews(db, [row]))[0]);
  });

  mount(app, db, 'POST', calls.create!.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'create', 'Staff');
    const input = staffCreateInput.parse(ctx.params);
    await checkRefs(db, orgPartyId, input.deptId, input.orgRoleId);
    if (await usernameTaken(db, input.username)) throw badRequest(STAFF_MSG.usernameTaken);
    if (await phoneTaken(db, input.phone)) throw badRequest(STAFF_MSG.phoneTaken);
    const passwordHash = await hashPassword(input.password);
    try {
      const id = await db.transaction(async (tx) => {
        const [party] = await tx.insert(parties).values({ partyType: 1 }).returning({ id: parties.id });
        const [member] = await tx
          .insert(members)
          .values({ partyId: party.id, orgPartyId, username: input.username, phone: input.phone, mname: input.mname, passwordHash, memberType: 1 })
          .returning({ id: members.id });
        const [staff] = await tx
          .insert(orgStaff)
          .values({ orgPartyId, memberId: member.id, deptId: input.deptId ?? null, orgRoleId: input.orgRoleId ?? null })
          .returning({ id: orgStaff.id });
        return staff.id;
      });
      const [row] = await db.select().from(orgStaff).where(eq(orgStaff.id, id));
      return ok((await staffViews(db, [row]))[0], STAFF_MSG.created);
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'member_username') throw badRequest(STAFF_MSG.usernameTaken);
      if (constraint === 'member_phone') throw badRequest(STAFF_MSG.phoneTaken);
      throw err;
    }
  });

  mount(app, db, 'PUT', STAFF_CALLS.moveDept.path, async (ctx) => {
    await authorize(ctx, 'update', 'Staff');
    const input = staffDeptInput.parse(ctx.params);
    const { row } = await onOrgRow(ctx, 'update', 'Staff', () => findStaff(db, input.id));
    await checkRefs(db, row.orgPartyId, input.deptId, input.orgRoleId);
    const set: Partial<StaffRecord> = { updateTime: new Date() };
    if (input.deptId !== undefined) set.deptId = input.deptId;
    if (input.orgRoleId !== undefined) set.orgRoleId = input.orgRoleId;
    const [updated] = await db.update(orgStaff).set(set).where(eq(orgStaff.id, row.id)).returning();
    return ok((await staffViews(db, [updated]))[0], STAFF_MSG.moved);
  });

  // 编辑: the account's name and phone (members) and the employment (org_staff) in one transaction,
  // audited; 停用 disables the sign-in account too and ends its sessions.
  mount(app, db, 'PUT', calls.update!.path, async (ctx) => {
    await authorize(ctx, 'update', 'Staff');
    const input = staffUpdateInput.parse(ctx.params);
    const { row, access } = await onOrgRow(ctx, 'update', 'Staff', () => findStaff(db, input.id));
    await checkRefs(db, row.orgPartyId, input.deptId, input.orgRoleId);
    if (input.enabled === false && row.memberId === access.member.memberId) throw badRequest(STAFF_MSG.selfDisable);
    const [before] = await staffViews(db, [row]);
    if (input.phone !== undefined && (await phoneTaken(db, input.phone, row.memberId))) throw badRequest(STAFF_MSG.phoneTaken);
    const now = new Date();
    try {
      const updated = await db.transaction(async (tx) => {
        const member: Partial<typeof members.$inferInsert> = { mname: input.mname, updateTime: now };
        if (input.phone !== undefined) member.phone = input.phone;
        if (input.enabled !== undefined) member.enabled = input.enabled;
        await tx.update(members).set(member).where(eq(members.id, row.memberId));
        const set: Partial<StaffRecord> = { updateTime: now };
        if (input.deptId !== undefined) set.deptId = input.deptId;
        if (input.orgRoleId !== undefined) set.orgRoleId = input.orgRoleId;
        if (input.enabled !== undefined) set.enabled = input.enabled;
        const [staff] = await tx.update(orgStaff).set(set).where(eq(orgStaff.id, row.id)).returning();
        if (input.enabled === false && row.enabled) await revokeMemberSessions(tx as unknown as Db, row.memberId);
        const [after] = await staffViews(tx as unknown as Db, [staff]);
        // The log keeps the phone masked, as the screens show it.
        await recordAudit(tx as unknown as Db, auditActor(access), { action: 'update', entity: 'staff', entityId: row.id, title: before.username, before: auditedStaff(before), after: auditedStaff(after) });
        return after;
      });
      return ok(updated, STAFF_MSG.moved);
    } catch (err) {
      if (uniqueViolation(err) === 'member_phone') throw badRequest(STAFF_MSG.phoneTaken);
      throw err;
    }
  });

  // 重置密码: the institution sets the new password (decided in docs/decisions/staff-password-reset.md);
  // the staff member's sessions end, and the log says that it happened, never what it is.
  mount(app, db, 'PUT', STAFF_CALLS.resetPassword.path, async (ctx) => {
    await authorize(ctx, 'update', 'Staff');
    const input = staffPasswordInput.parse(ctx.params);
    const { row, access } = await onOrgRow(ctx, 'update', 'Staff', () => findStaff(db, input.id));
    const [view] = await staffViews(db, [row]);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash, updateTime: new Date() }).where(eq(members.id, row.memberId));
      await revokeMemberSessions(tx as unknown as Db, row.memberId);
      await recordAudit(tx as unknown as Db, auditActor(access), { action: 'update', entity: 'staff', entityId: row.id, title: `${view.username} 重置密码`, before: null, after: { passwordReset: true } });
    });
    return ok(undefined, STAFF_MSG.passwordReset);
  });

  // Deleting a staff member ends their employment and disables the account the institution made.
  mount(app, db, 'DELETE', calls.remove!.path, async (ctx) => {
    const { row, access } = await onOrgRow(ctx, 'delete', 'Staff', () => findStaff(db, pathId(ctx.params.id, '员工编号不正确')));
    if (row.memberId === access.member.memberId) throw badRequest(STAFF_MSG.self);
    await db.transaction(async (tx) => {
      await tx.delete(orgStaff).where(eq(orgStaff.id, row.id));
      await tx.update(members).set({ enabled: false, orgPartyId: null, updateTime: new Date() }).where(eq(members.id, row.memberId));
      await revokeMemberSessions(tx as unknown as Db, row.memberId);
    });
    return ok(undefined, STAFF_MSG.deleted);
  });

  // Anyone who may add staff (or institutions) may ask whether a name is free.
  const usernameQuery = z.object({ username: zOrgUsername });
  mount(app, db, 'GET', STAFF_CALLS.checkUsername.path, async (ctx: RouteContext) => {
    await authorize(ctx, 'create', 'Staff');
    const { username } = usernameQuery.parse(ctx.params);
    return ok({ available: !(await usernameTaken(db, username)) });
  });
}
