import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_STATUS_LABELS, legalPersonInput, orgAuthInput, ORG_CALLS, orgInfoInput, orgTypeLabel } from '../../../src/resources/organizations';
import type { Db } from '../../db/client';
import { organizations, orgProfiles } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { areaName, isAreaCode } from './area';
import { onOrg } from './scope';
import { iso, maskIdNo } from './shared';

export const INFO_MSG = {
  area: '请选择正确的所在地区',
  authReviewing: '认证资料审核中，请勿重复提交',
  authPassed: '机构已通过认证',
  authNotSubmitted: '请先提交认证资料',
  saved: '保存成功',
  authSubmitted: '认证资料已提交，请等待审核',
} as const;

type Profile = typeof orgProfiles.$inferSelect;
type ProfileValues = Partial<Omit<typeof orgProfiles.$inferInsert, 'partyId'>>;

export async function profileOf(db: Db, partyId: number): Promise<Profile | undefined> {
  const [row] = await db.select().from(orgProfiles).where(eq(orgProfiles.partyId, partyId));
  return row;
}

/** Inserts or updates an institution's profile (one row per party). */
export async function saveProfile(db: Db, partyId: number, values: ProfileValues): Promise<void> {
  const set = { ...values, updateTime: new Date() };
  await db
    .insert(orgProfiles)
    .values({ partyId, ...set })
    .onConflictDoUpdate({ target: orgProfiles.partyId, set });
}

/** Only the given keys (an absent optional field leaves the stored value alone). */
export function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function checkArea(code: string | null | undefined): void {
  if (code && !isAreaCode(code)) throw badRequest(INFO_MSG.area);
}

/** The institution as `O/info` answers it (the legal person's id number masked). */
export async function organizationView(db: Db, partyId: number) {
  const [org] = await db.select().from(organizations).where(eq(organizations.partyId, partyId));
  const p = await profileOf(db, partyId);
  const authStatus = p?.authStatus ?? 0;
  return {
    partyId,
    name: org?.name ?? '',
    imageUrl: org?.imageUrl ?? null,
    orgType: p?.orgType ?? null,
    orgTypeName: orgTypeLabel(p?.orgType),
    areaCode: p?.areaCode ?? null,
    areaName: areaName(p?.areaCode),
    address: p?.address ?? null,
    contactName: p?.contactName ?? null,
    contactPhone: p?.contactPhone ?? null,
    legalName: p?.legalName ?? null,
    legalIdNo: maskIdNo(p?.legalIdNo),
    licenseNo: p?.licenseNo ?? null,
    licenseImage: p?.licenseImage ?? null,
    authStatus,
    authStatusName: AUTH_STATUS_LABELS[authStatus] ?? '',
    authRemark: p?.authRemark ?? null,
    createTime: iso(org?.createTime),
  };
}

/** Institution info, legal person and authentication (the caller's own institution). */
export function infoRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, 'GET', ORG_CALLS.info.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
    return ok(await organizationView(db, orgPartyId));
  });

  mount(app, db, 'PUT', ORG_CALLS.updateInfo.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'update', 'Organization');
    const input = orgInfoInput.parse(ctx.params);
    checkArea(input.areaCode);
    const { name, ...profile } = input;
    await db.transaction(async (tx) => {
      await tx.update(organizations).set({ name, updateTime: new Date() }).where(eq(organizations.partyId, orgPartyId));
      await saveProfile(tx as unknown as Db, orgPartyId, defined(profile));
    });
    return ok(await organizationView(db, orgPartyId), INFO_MSG.saved);
  });

  mount(app, db, 'GET', ORG_CALLS.legalPerson.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
    const p = await profileOf(db, orgPartyId);
    return ok({ legalName: p?.legalName ?? null, legalIdNo: maskIdNo(p?.legalIdNo) });
  });

  mount(app, db, 'PUT', ORG_CALLS.updateLegalPerson.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'update', 'Organization');
    const input = legalPersonInput.parse(ctx.params);
    await saveProfile(db, orgPartyId, defined(input));
    const p = await profileOf(db, orgPartyId);
    return ok({ legalName: p?.legalName ?? null, legalIdNo: maskIdNo(p?.legalIdNo) }, INFO_MSG.saved);
  });

  // Submit (not submitted or rejected → reviewing) and edit (reviewing or rejected → reviewing).
  const authCall = (from: readonly number[]) => async (ctx: Parameters<Parameters<typeof mount>[4]>[0]) => {
    const { orgPartyId } = await onOrg(ctx, 'update', 'Organization');
    const input = orgAuthInput.parse(ctx.params);
    await db.transaction(async (tx) => {
      const [current] = await tx.select({ authStatus: orgProfiles.authStatus }).from(orgProfiles).where(eq(orgProfiles.partyId, orgPartyId)).for('update');
      const status = current?.authStatus ?? 0;
      if (!from.includes(status)) {
        throw badRequest(status === 1 ? INFO_MSG.authReviewing : status === 2 ? INFO_MSG.authPassed : INFO_MSG.authNotSubmitted);
      }
      await saveProfile(tx as unknown as Db, orgPartyId, { ...defined(input), authStatus: 1, authRemark: null });
    });
    return ok(await organizationView(db, orgPartyId), INFO_MSG.authSubmitted);
  };
  mount(app, db, 'POST', ORG_CALLS.authSubmit.path, authCall([0, 4]));
  mount(app, db, 'PUT', ORG_CALLS.authEdit.path, authCall([1, 4]));
}
