import type { AccessControlProvider, CanParams, CanReturnType } from '@refinedev/core';
import type { QueryClient } from '@tanstack/react-query';
import { row, type AppAbility } from '../access/ability';
import type { Subject } from '../access/policy';
import { resourcesByName } from '../resources';
import { accessStore, actionOf } from './access';

// Refine's side of access control, for the admin only: it reads every resource declaration, which
// the portal's first load must not carry (src/providers/access.ts is on it).

/** The CASL subject a resource declares (src/resources); undeclared ones are public content. */
export const subjectOf = (resource?: string): Subject => (resource && resourcesByName[resource]?.subject) || 'Content';

/** Fields by which the server scopes a management list to its caller's own rows. */
const OWNER_FIELDS = ['orgPartyId', 'memberId', 'uid', 'journalId', 'ownerId', 'managerId'];

/**
 * What the admin's screens may add to a Refine `can` question (`params`), beyond `record`:
 * - `subject`: another subject than the resource's (作品审核 asks `review` on `Works`);
 * - `everyRow`: only an unconditional grant counts (上架/下架 is the platform admin's);
 * - `scopedByServer`: the record is a row of a list the server already scoped to the caller, so a
 *   row without an owner field is judged by the subject.
 */
export interface AdminCanParams {
  record?: Record<string, unknown>;
  subject?: Subject;
  everyRow?: boolean;
  scopedByServer?: boolean;
}

/** Answers a Refine `can` question from an ability, synchronously. A `params.record` is checked with its conditions. */
export function canWith(ability: AppAbility, { resource, action, params }: CanParams): CanReturnType {
  const extra = (params ?? {}) as AdminCanParams & { row?: unknown };
  const subject = extra.subject ?? subjectOf(resource ?? params?.resource?.name);
  const act = actionOf(action);
  const record = (extra.row ?? extra.record) as Record<string, unknown> | undefined;
  let ok: boolean;
  if (extra.everyRow) ok = ability.rulesFor(act, subject as never).some((r) => !r.inverted && !r.conditions) && ability.can(act, subject);
  else if (record && typeof record === 'object') {
    ok = ability.can(act, row(subject, record)) || (Boolean(extra.scopedByServer) && !OWNER_FIELDS.some((k) => k in record) && ability.can(act, subject));
  } else ok = ability.can(act, subject);
  return ok ? { can: true } : { can: false, reason: '没有权限执行该操作' };
}

/** Refine's access control, backed by the CASL ability (no request per check). */
export function createAccessControlProvider(getAbility: () => AppAbility = () => accessStore.ability): AccessControlProvider {
  return {
    can: async (params) => canWith(getAbility(), params),
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false }, queryOptions: { staleTime: 0, gcTime: 0 } },
  };
}

export const accessControlProvider = createAccessControlProvider();

/**
 * Every cached answer (`useCan`, `useCanAll`: query keys under `access`) depends on the ability: a
 * new one — the member's roles loaded after the first screen, another role chosen, signed out —
 * asks them again. Returns the unsubscribe.
 */
export function refreshAnswersOnAbilityChange(queryClient: QueryClient): () => void {
  return accessStore.subscribe(() => void queryClient.invalidateQueries({ queryKey: ['access'] }));
}
