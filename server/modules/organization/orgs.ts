import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_STATUS_LABELS, organizationCreateInput, organizationResource, organizationUpdateInput, orgTypeLabel } from '../../../src/resources/organizations';
import { authorizeEverywhere, recordMissing } from '../../access/authorize';
import type { Db } from '../../db/client';
import { bankAccounts, members, organizations, orgDepts, orgProfiles, orgRoleMenus, orgRoles, orgStaff, parties, partyRoles, sessionTokens } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount } from '../../http/routes';
import { hashPassword } from '../../access/crypto';
import { phoneTaken, uniqueViolation, usernameTaken } from '../auth/register';
import { checkArea, defined, saveProfile } from './info';
import { iso, maskPhone, organizationExists, pathId } from './shared';

export const ORGS_MSG = {
  usernameTaken: '该用户名已被注册',
  phoneTaken: '该手机号已被其他账号绑定',
  hasStaff: '该机构下还有员工，不能删除',
  created: '新增机构成功',
  saved: '修改成功',
  deleted: '删除成功',
} as const;

type OrgRow = typeof organizations.$inferSelect;

async function orgViews(db: Db, rows: OrgRow[]) {
  const ids = rows.map((r) => r.partyId);
  if (!ids.length) return [];
  const [profiles, accounts, staff] = await Promise.all([
    db.select().from(orgProfiles).where(inArray(orgProfiles.partyId, ids)),
    db.select({ partyId: members.partyId, username: members.username, phone: members.phone }).from(members).where(inArray(members.partyId, ids)),
    db.select({ orgPartyId: orgStaff.orgPartyId, n: count() }).from(orgStaff).where(inArray(orgStaff.orgPartyId, ids)).groupBy(orgStaff.orgPartyId),
  ]);
  return rows.map((r) => {
    const p = profiles.find((x) => x.partyId === r.partyId);
    const account = accounts.find((a) => a.partyId === r.partyId);
    const authStatus = p?.authStatus ?? 0;
    return {
      id: r.partyId,
      partyId: r.partyId,
      name: r.name,
      username: account?.username ?? '',
      phone: maskPhone(account?.phone),
      orgType: p?.orgType ?? null,
      orgTypeName: orgTypeLabel(p?.orgType),
      areaCode: p?.areaCode ?? null,
      address: p?.address ?? null,
      contactName: p?.contactName ?? null,
      contactPhone: p?.contactPhone ?? null,
      authStatus,
      authStatusName: AUTH_STATUS_LABELS[authStatus] ?? '',
      authRemark: p?.authRemark ?? null,
      ipRanges: r.ipRanges,
      securityGroupId: r.securityGroupId ?? null,
      staffCount: Number(staff.find((s) => s.orgPartyId === r.partyId)?.n ?? 0),
      sort: r.sort,
      createTime: iso(r.createTime),
    };
  });
}

/** Organizations for the platform admin: list, create (party + organization + profile + account + role), update, delete. */
export function orgsRoutes(app: FastifyInstance, db: Db): void {
  const calls = organizationResource.calls;

  mount(app, db, 'GET', calls.list!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'read', 'Organization');
    const result = await pagedList({
      db,
      table: organizations,
      resource: organizationResource,
      params: ctx.params,
      where: (filters) => [
        keywordIn(filters.keyword, organizations.name),
        filters.authStatus !== undefined
          ? sql`coalesce((select ${orgProfiles.authStatus} from ${orgProfiles} where ${orgProfiles.partyId} = ${organizations.partyId}), 0) = ${filters.authStatus}`
          : undefined,
      ],
    });
    return { ...result, rows: await orgViews(db, result.rows as OrgRow[]) };
  });

  mount(app, db, 'POST', calls.create!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'create', 'Organization');
    const { username, password, phone, name, ...profile } = organizationCreateInput.parse(ctx.params);
    checkArea(profile.areaCode);
    if (await usernameTaken(db, username)) throw badRequest(ORGS_MSG.usernameTaken);
    if (phone && (await phoneTaken(db, phone))) throw badRequest(ORGS_MSG.phoneTaken);
    const passwordHash = await hashPassword(password);
    try {
      const partyId = await db.transaction(async (tx) => {
        const [party] = await tx.insert(parties).values({ partyType: 2 }).returning({ id: parties.id });
        await tx.insert(organizations).values({ partyId: party.id, name });
        await saveProfile(tx as unknown as Db, party.id, defined(profile));
        await tx.insert(members).values({ partyId: party.id, username, phone: phone ?? null, passwordHash, mname: name.slice(0, 60), memberType: 13 });
        await tx.insert(partyRoles).values({ partyId: party.id, roleKey: '', activated: true });
        return party.id;
      });
      const [row] = await db.select().from(organizations).where(eq(organizations.partyId, partyId));
      return ok((await orgViews(db, [row]))[0], ORGS_MSG.created);
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'member_username') throw badRequest(ORGS_MSG.usernameTaken);
      if (constraint === 'member_phone') throw badRequest(ORGS_MSG.phoneTaken);
      throw err;
    }
  });

  mount(app, db, 'PUT', calls.update!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'update', 'Organization');
    const { id, name, ipRanges, securityGroupId, ...profile } = organizationUpdateInput.parse(ctx.params);
    checkArea(profile.areaCode);
    if (!(await organizationExists(db, id))) throw recordMissing();
    await db.transaction(async (tx) => {
      await tx
        .update(organizations)
        .set({ name, ...defined({ securityGroupId }), ...(ipRanges !== undefined ? { ipRanges: ipRanges ?? '' } : {}), updateTime: new Date() })
        .where(eq(organizations.partyId, id));
      await saveProfile(tx as unknown as Db, id, defined(profile));
    });
    const [row] = await db.select().from(organizations).where(eq(organizations.partyId, id));
    // Rate limits read the ranges from a short-lived copy: an edit applies at once.
    app.institutionRanges?.invalidate();
    return ok((await orgViews(db, [row]))[0], ORGS_MSG.saved);
  });

  // Members, orders and sessions keep their rows, so an institution is dissolved rather than erased:
  // its structure and details go, its accounts are disabled and signed out.
  mount(app, db, 'DELETE', calls.remove!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'delete', 'Organization');
    const id = pathId(ctx.params.id, '机构编号不正确');
    if (id === null || !(await organizationExists(db, id))) throw recordMissing();
    await db.transaction(async (tx) => {
      const [staff] = await tx.select({ id: orgStaff.id }).from(orgStaff).where(eq(orgStaff.orgPartyId, id)).limit(1);
      if (staff) throw badRequest(ORGS_MSG.hasStaff);
      const roleIds = (await tx.select({ id: orgRoles.id }).from(orgRoles).where(eq(orgRoles.orgPartyId, id))).map((r) => r.id);
      if (roleIds.length) await tx.delete(orgRoleMenus).where(inArray(orgRoleMenus.orgRoleId, roleIds));
      await tx.delete(orgRoles).where(eq(orgRoles.orgPartyId, id));
      await tx.delete(orgDepts).where(eq(orgDepts.orgPartyId, id));
      await tx.delete(bankAccounts).where(eq(bankAccounts.partyId, id));
      await tx.delete(orgProfiles).where(eq(orgProfiles.partyId, id));
      await tx.delete(organizations).where(eq(organizations.partyId, id));
      const accounts = await tx.update(members).set({ enabled: false, updateTime: new Date() }).where(eq(members.partyId, id)).returning({ id: members.id });
      if (accounts.length) {
        await tx
          .update(sessionTokens)
          .set({ revokedAt: new Date() })
          .where(inArray(sessionTokens.memberId, accounts.map((a) => a.id)));
      }
    });
    app.institutionRanges?.invalidate();
    return ok(undefined, ORGS_MSG.deleted);
  });
}
