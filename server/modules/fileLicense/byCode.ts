import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../http/envelope';
import { mount, type RouteContext } from '../../http/routes';

/** Unknown, mistyped or expired: one answer whatever kind of code it was meant to be. */
export const ACCESS_CODE_MSG = '访问码无效或已过期，请重新获取';

/** One kind of access code: how to recognise it by its form, and how to open what it was issued for. */
export interface CodeOpener {
  matches(code: string): boolean;
  open(ctx: RouteContext, code: string): Promise<unknown>;
}

const openers = new WeakMap<FastifyInstance, CodeOpener[]>();

/**
 * `GET /fileLicense/accessByCode/{code}` (spec §7): opens what a short-lived code was issued for,
 * without the Authorization header (the code is the credential). Codes come from several calls —
 * `accessBook` and `accessChronicles` (server/modules/order/fileLicense.ts), the studio files'
 * `applyStudioData` and `platform/applyStudioInfoAnnex` (server/modules/studio/access.ts) — each
 * kind in its own form and table; the first module to add an opener mounts the one route.
 */
export function addCodeOpener(app: FastifyInstance, db: Db, opener: CodeOpener): void {
  let list = openers.get(app);
  if (!list) {
    const registered: CodeOpener[] = [];
    list = registered;
    openers.set(app, registered);
    mount(app, db, 'GET', '/fileLicense/accessByCode/{code}', async (ctx) => {
      const code = typeof ctx.params.code === 'string' ? ctx.params.code : '';
      const kind = registered.find((o) => o.matches(code));
      if (!kind) throw notFound(ACCESS_CODE_MSG);
      return kind.open(ctx, code);
    });
  }
  list.push(opener);
}
