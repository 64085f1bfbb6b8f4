import type { useLiveAbility } from '../providers/ability';

/** Whether the member may change every row of the subject (the platform admin), not only their own or their journals'. */
export function managesAll(ability: ReturnType<typeof useLiveAbility>, subject: string): boolean {
  return ability.rulesFor('update', subject as never).some((r) => !r.inverted && !r.conditions);
}

/** A condition that no row can meet: `{ journalId: { $in: [] } }` (the member was given no journal). */
const matchesNothing = (conditions: unknown) =>
  typeof conditions === 'object' && conditions !== null && Object.values(conditions).some((c) => typeof c === 'object' && c !== null && Array.isArray((c as { $in?: unknown }).$in) && (c as { $in: unknown[] }).$in.length === 0);

/**
 * Whether every right the member has to change rows of the subject is limited to records given to
 * them, and they were given none (ResourceSpec `requires`): an editor or a magazine with no journal.
 */
export function givenNone(ability: ReturnType<typeof useLiveAbility>, subject: string): boolean {
  const rules = ability.rulesFor('update', subject as never).filter((r) => !r.inverted);
  return rules.length > 0 && rules.every((r) => matchesNothing(r.conditions));
}
