import type { FastifyInstance } from 'fastify';
import { INSTITUTION_ONLY_MSG, institutionOnly, ROUTE_CHECK_PATH } from '../../../src/access/protectedRoutes';
import { isInstitutionReader } from '../../access/institution';
import type { Db } from '../../db/client';
import { AppError, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { currentMember, SESSION_EXPIRED_MSG } from '../auth/session';

const PATH_MSG = '路由地址不正确';

/** The portal path asked about: a site path of at most 500 characters. */
function routePath(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.length > 500) throw new AppError(400, PATH_MSG);
  return raw;
}

/**
 * Spec §6 route authorization check before navigation (docs/api-access.md "Route check"):
 * GET `/common/route/check?path=` → 200 allowed; 401 `登录状态已过期，请重新登录` when the route
 * needs sign-in and the caller is signed out; 500 `该资源仅面向合作机构开放!` when it is
 * institution-only and the caller is no institution's. The routes: src/access/protectedRoutes.ts.
 */
export function routeCheckRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, 'GET', ROUTE_CHECK_PATH, async (ctx) => {
    const path = routePath(ctx.params.path);
    if (!institutionOnly(path)) return ok(true);
    const signedIn = await currentMember(ctx);
    if (!signedIn) return { code: 401, msg: SESSION_EXPIRED_MSG };
    if (!(await isInstitutionReader(db, signedIn))) return { code: 500, msg: INSTITUTION_ONLY_MSG };
    return ok(true);
  });
}
