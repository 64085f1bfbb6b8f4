import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberTypeForRole } from '../../../src/access/roles';
import type { Db } from '../../db/client';
import { members, partyRoles, sessionTokens } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { authRoutes } from './authRoute';
import { memberInfo, roleList } from './info';
import { currentMember, forgetCurrentMember, issueToken, requireMember, revokeSession, unauthorized, type LoginType } from '../../access/session';

export function sessionRoutes(app: FastifyInstance, db: Db): void {
  const route = authRoutes(app, db);
  // An IP-range session learns which institution it reads for (the portal shows its name), nothing more.
  const reader = { institutionReader: true };
  route('GET', 'login/getInfo', 'info', async (ctx) => ok(await memberInfo(db, await requireMember(ctx, reader))));
  route('GET', 'roleList', 'info', async (ctx) => ok(roleList(await requireMember(ctx, reader))));

  route('GET', 'switchRole/{roleId}', 'session', async (ctx) => {
    const s = await requireMember(ctx);
    const roleId = Number(ctx.params.roleId);
    const role = Number.isSafeInteger(roleId) ? s.roles.find((r) => r.id === roleId) : undefined;
    if (!role) throw badRequest('该角色不存在或不属于当前账号');
    await db.transaction(async (tx) => {
      await tx
        .update(partyRoles)
        .set({ activated: false, updateTime: new Date() })
        .where(and(eq(partyRoles.partyId, s.member.partyId), ne(partyRoles.id, role.id)));
      await tx.update(partyRoles).set({ activated: true, updateTime: new Date() }).where(eq(partyRoles.id, role.id));
      await tx.update(sessionTokens).set({ activeRoleId: role.id }).where(eq(sessionTokens.id, s.sessionId));
      await tx
        .update(members)
        .set({ memberType: memberTypeForRole(role.roleKey), updateTime: new Date() })
        .where(eq(members.id, s.member.id));
    });
    forgetCurrentMember(ctx.req);
    return ok(await memberInfo(db, await requireMember(ctx)), '切换成功');
  });

  // Signing out is idempotent: an unknown or already revoked token is simply signed out too.
  route('DELETE', 'login/logout', 'session', async (ctx) => {
    const s = await currentMember(ctx);
    if (s) await revokeSession(db, s.sessionId);
    return ok(undefined, '退出成功');
  });

  route('POST', 'refresh', 'session', async (ctx) => {
    const s = await requireMember(ctx, reader);
    // Only the request that revokes the old token gets a new one.
    if (!(await revokeSession(db, s.sessionId))) throw unauthorized();
    return ok(await issueToken(db, ctx.req, s.member.id, s.loginType as LoginType, s.role?.id ?? null), '刷新成功');
  });
}
