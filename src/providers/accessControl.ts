import type { AccessControlProvider, CanParams, CanReturnType } from '@refinedev/core';
import { row, type AppAbility } from '../access/ability';
import type { Subject } from '../access/policy';
import { resourcesByName } from '../resources';
import { accessStore, actionOf } from './access';

// Refine's side of access control, for the admin only: it reads every resource declaration, which
// the portal's first load must not carry (src/providers/access.ts is on it).

/** The CASL subject a resource declares (src/resources); undeclared ones are public content. */
export const subjectOf = (resource?: string): Subject => (resource && resourcesByName[resource]?.subject) || 'Content';

/** Answers a Refine `can` question from an ability, synchronously. A `params.row` is checked with its conditions. */
export function canWith(ability: AppAbility, { resource, action, params }: CanParams): CanReturnType {
  const subject = subjectOf(resource ?? params?.resource?.name);
  const act = actionOf(action);
  const record = params?.row ?? params?.record;
  const ok = record && typeof record === 'object' ? ability.can(act, row(subject, record as Record<string, unknown>)) : ability.can(act, subject);
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
