import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { RouteAccess } from '../http/declareRoute';
import { requireMember } from './session';
import { forbidden, grantedEverywhere, requestAccess } from './authorize';

/**
 * Refuses a call its declared access does not allow, with the answers the handlers gave before
 * (401 `登录状态已过期，请重新登录` signed out, 403 `没有权限执行该操作` without the ability). The
 * caller's access is built once per request (requestAccess), so a handler that needs it for row
 * scoping gets the same object without another query.
 */
export async function enforceAccess(db: Db, req: FastifyRequest, access: RouteAccess): Promise<void> {
  if (access === 'public') return;
  if (access === 'member') {
    await requireMember({ db, req });
    return;
  }
  const granted = await requestAccess({ db, req });
  const allowed = access.everywhere ? grantedEverywhere(granted, access.action, access.subject) : granted.ability.can(access.action, access.subject);
  if (!allowed) throw forbidden();
}

/**
 * The one hook that enforces every declared route's access (server/http/declareRoute.ts). It runs
 * on `onRequest`, before the body is read or validated: an anonymous caller learns nothing about a
 * protected call's input rules. Routes still mounted by hand (no `config.access`) check in their
 * handlers; the route census holds both kinds to the same answers.
 */
export function declaredAccessHook(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (access !== undefined) await enforceAccess(db, req, access);
  });
}
