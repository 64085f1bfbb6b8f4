import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEPT_CALLS, deptInput, deptResource, deptUpdateInput, type DeptNode } from '../../../src/resources/depts';
import { authorize } from '../../access/authorize';
import type { Db } from '../../db/client';
import { orgDepts, orgStaff } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { onOrg, onOrgRow } from './scope';
import { foreignKeyViolation, pathId } from './shared';

export const DEPT_MSG = {
  parent: '请选择正确的上级部门',
  cycle: '上级部门不能是本部门或其下级部门',
  hasChildren: '该部门下还有子部门，不能删除',
  hasStaff: '该部门下还有员工，不能删除',
  created: '新增部门成功',
  saved: '修改成功',
  deleted: '删除成功',
} as const;

type DeptRow = typeof orgDepts.$inferSelect;

async function deptsOf(db: Db, orgPartyId: number): Promise<DeptRow[]> {
  return db.select().from(orgDepts).where(eq(orgDepts.orgPartyId, orgPartyId)).orderBy(asc(orgDepts.sort), asc(orgDepts.id));
}

/** The institution's departments as a tree with each department's own staff count. */
async function deptTree(db: Db, orgPartyId: number): Promise<DeptNode[]> {
  const rows = await deptsOf(db, orgPartyId);
  const counts = await db.select({ deptId: orgStaff.deptId, n: count() }).from(orgStaff).where(eq(orgStaff.orgPartyId, orgPartyId)).groupBy(orgStaff.deptId);
  const staffCount = new Map(counts.map((c) => [c.deptId, Number(c.n)]));
  const nodes = new Map<number, DeptNode>(
    rows.map((r) => [
      r.id,
      { id: r.id, parentId: r.parentId ?? null, name: r.name, leader: r.leader ?? null, phone: r.phone ?? null, enabled: r.enabled, sort: r.sort, staffCount: staffCount.get(r.id) ?? 0, children: [] },
    ]),
  );
  const roots: DeptNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId !== null ? nodes.get(n.parentId) : undefined;
    if (parent && parent !== n) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

async function findDept(db: Db, id: number | null): Promise<DeptRow | undefined> {
  if (id === null) return undefined;
  const [row] = await db.select().from(orgDepts).where(eq(orgDepts.id, id));
  return row;
}

/** The parent must be a department of the same institution and, on update, not the department itself or below it. */
async function checkParent(db: Db, orgPartyId: number, parentId: number | null | undefined, selfId?: number): Promise<void> {
  if (!parentId) return;
  const all = await deptsOf(db, orgPartyId);
  if (!all.some((d) => d.id === parentId)) throw badRequest(DEPT_MSG.parent);
  if (selfId === undefined) return;
  const parentOf = new Map(all.map((d) => [d.id, d.parentId]));
  for (let at: number | null | undefined = parentId, hops = 0; at && hops <= all.length; at = parentOf.get(at), hops++) {
    if (at === selfId) throw badRequest(DEPT_MSG.cycle);
  }
}

/** Departments: tree, create, update, delete (refused while it has children or staff). */
export function deptRoutes(app: FastifyInstance, db: Db): void {
  const calls = deptResource.calls;

  mount(app, db, 'GET', DEPT_CALLS.tree.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Dept');
    return ok(await deptTree(db, orgPartyId));
  });

  mount(app, db, 'POST', calls.create!.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'create', 'Dept');
    const input = deptInput.parse(ctx.params);
    await checkParent(db, orgPartyId, input.parentId);
    const [row] = await db
      .insert(orgDepts)
      .values({ orgPartyId, parentId: input.parentId ?? null, name: input.name, leader: input.leader ?? null, phone: input.phone ?? null, sort: input.sort ?? 0, enabled: input.enabled ?? true })
      .returning();
    return ok(row, DEPT_MSG.created);
  });

  mount(app, db, 'PUT', calls.update!.path, async (ctx) => {
    await authorize(ctx, 'update', 'Dept');
    const input = deptUpdateInput.parse(ctx.params);
    const { row } = await onOrgRow(ctx, 'update', 'Dept', () => findDept(db, input.id));
    await checkParent(db, row.orgPartyId, input.parentId, row.id);
    const { id: _id, ...values } = input;
    const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const [updated] = await db
      .update(orgDepts)
      .set({ ...set, updateTime: new Date() })
      .where(eq(orgDepts.id, row.id))
      .returning();
    return ok(updated, DEPT_MSG.saved);
  });

  mount(app, db, 'DELETE', calls.remove!.path, async (ctx) => {
    const { row } = await onOrgRow(ctx, 'delete', 'Dept', () => findDept(db, pathId(ctx.params.id, '部门编号不正确')));
    try {
      await db.transaction(async (tx) => {
        const [child] = await tx.select({ id: orgDepts.id }).from(orgDepts).where(eq(orgDepts.parentId, row.id)).limit(1);
        if (child) throw badRequest(DEPT_MSG.hasChildren);
        const [staff] = await tx.select({ id: orgStaff.id }).from(orgStaff).where(and(eq(orgStaff.deptId, row.id))).limit(1);
        if (staff) throw badRequest(DEPT_MSG.hasStaff);
        await tx.delete(orgDepts).where(eq(orgDepts.id, row.id));
      });
    } catch (err) {
      // Staff added to the department meanwhile: the foreign key refuses the delete.
      if (foreignKeyViolation(err)) throw badRequest(DEPT_MSG.hasStaff);
      throw err;
    }
    return ok(undefined, DEPT_MSG.deleted);
  });
}
