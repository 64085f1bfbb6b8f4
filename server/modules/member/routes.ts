import { and, eq, ne, sql } from 'drizzle-orm';
import { organizationInfoSchema, personInfoSchema } from '../../../src/shared/validation-extra';
import { members, organizations } from '../../db/schema';
import { AppError, badRequest, ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';
import { maskPhone } from '../../access/crypto';
import { RATE } from '../auth/rate';
import { requireMember } from '../../access/session';
import { avatarRoutes } from './avatar';

/** Fen → yuan with two decimals, as text ("12.50"): a JSON number cannot keep the trailing zero. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Spec §7 User: profile, simple profile, avatar, person/institution details, login count. */
export const memberModule: Module = (app, db) => {
  const account = { config: { rateLimit: RATE.account } };

  mount(app, db, 'GET', '/member/getMemberInfo', async (ctx) => {
    const s = await requireMember(ctx);
    const m = s.member;
    return ok({
      id: m.id,
      username: m.username,
      mname: m.mname,
      phone: maskPhone(m.phone),
      email: m.email ?? null,
      avatar: m.avatar ?? null,
      memberType: s.memberType,
      balance: yuan(m.balanceFen),
      score: m.score,
      loginCount: m.loginCount,
      createTime: m.createTime,
    });
  });

  mount(app, db, 'GET', '/member/getSimpleMemberInfo', async (ctx) => {
    const s = await requireMember(ctx);
    return ok({ mname: s.member.mname, avatar: s.member.avatar ?? null, memberType: s.memberType });
  });

  avatarRoutes(app, db);

  mount(
    app,
    db,
    'POST',
    '/uc_m/wkapi/v1/wenku_party/person/updateInfo/platform',
    async (ctx) => {
      const s = await requireMember(ctx);
      const body = personInfoSchema.parse(ctx.params);
      if (body.email) {
        const [other] = await db
          .select({ id: members.id })
          .from(members)
          .where(and(sql`lower(${members.email}) = lower(${body.email})`, ne(members.id, s.member.id)))
          .limit(1);
        if (other) throw badRequest('该邮箱已被其他账号使用');
      }
      await db
        .update(members)
        .set({ mname: body.mname, email: body.email ?? null, updateTime: new Date() })
        .where(eq(members.id, s.member.id));
      return ok(undefined, '修改成功');
    },
    account,
  );

  mount(
    app,
    db,
    'POST',
    '/uc_m/wkapi/v1/wenku_party/organization/updateInfo/platform',
    async (ctx) => {
      const s = await requireMember(ctx);
      if (s.partyType !== 2) throw new AppError(403, '仅机构账号可以修改机构信息');
      const body = organizationInfoSchema.parse(ctx.params);
      const updated = await db
        .update(organizations)
        .set({ name: body.name, imageUrl: body.imageUrl ?? null, updateTime: new Date() })
        .where(eq(organizations.partyId, s.member.partyId))
        .returning({ partyId: organizations.partyId });
      if (updated.length === 0) {
        await db.insert(organizations).values({ partyId: s.member.partyId, name: body.name, imageUrl: body.imageUrl ?? null });
      }
      return ok(undefined, '修改成功');
    },
    account,
  );

  mount(app, db, 'POST', '/member/addLoginCount', async (ctx) => {
    const s = await requireMember(ctx);
    const [row] = await db
      .update(members)
      .set({ loginCount: sql`${members.loginCount} + 1` })
      .where(eq(members.id, s.member.id))
      .returning({ loginCount: members.loginCount });
    return ok({ loginCount: row.loginCount });
  });
};
