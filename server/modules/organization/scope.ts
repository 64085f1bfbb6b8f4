import type { Action, Subject } from '../../../src/access/policy';
import { authorize, recordMissing, targetOrgPartyId, type RequestAccess } from '../../access/authorize';
import type { RouteContext } from '../../http/routes';
import { organizationExists } from './shared';

export interface OrgScope {
  access: RequestAccess;
  orgPartyId: number;
}

/**
 * A call on "my institution": the caller must be allowed `action` on `subject` at all, then on the
 * institution it targets — its own, or `orgPartyId` from the request (the platform admin; anyone
 * else naming another institution is refused). `hideRow` answers 404 instead of 403 (reads).
 */
export async function onOrg(
  ctx: RouteContext,
  action: Action,
  subject: Subject,
  options: { raw?: unknown; hideRow?: boolean } = {},
): Promise<OrgScope> {
  const access = await authorize(ctx, action, subject);
  const orgPartyId = targetOrgPartyId(access, 'raw' in options ? options.raw : ctx.params.orgPartyId);
  await authorize(ctx, action, subject, { orgPartyId }, { hideRow: options.hideRow });
  if (orgPartyId !== access.orgPartyId && !(await organizationExists(ctx.db, orgPartyId))) throw recordMissing();
  return { access, orgPartyId };
}

/**
 * A call on one row of an institution table: the caller must hold `action` on `subject` at all
 * (so a signed-out caller is a 401 whatever the request), then the row is loaded (`load` may
 * validate the request); missing → 404 `记录不存在`; another institution's row → 404 on reads
 * (never reveal it exists), 403 on writes.
 */
export async function onOrgRow<T extends { orgPartyId: number }>(
  ctx: RouteContext,
  action: Action,
  subject: Subject,
  load: () => Promise<T | undefined | null>,
): Promise<OrgScope & { row: T }> {
  const access = await authorize(ctx, action, subject);
  const row = await load();
  if (!row) throw recordMissing();
  await authorize(ctx, action, subject, { orgPartyId: row.orgPartyId }, { hideRow: action === 'read' });
  return { access, orgPartyId: row.orgPartyId, row };
}
