import { useContext } from 'react';
import { AccessControlContext, type CanParams } from '@refinedev/core';
import { hashKey, useQueries } from '@tanstack/react-query';

/**
 * Refine's `useCan` for several questions at once (a row's actions, a list's filters): the same
 * access-control provider, through one `useQueries` instead of a hook per question (their number
 * follows the declaration, not a fixed count of calls). A question asked twice is asked once. Each
 * answer is `true`, `false`, or `undefined` while it is asked; without a provider everything is
 * allowed, as `useCan` does.
 */
export function useCanAll(questions: readonly CanParams[]): Array<boolean | undefined> {
  const { can, options } = useContext(AccessControlContext);
  const keyOf = (q: CanParams) => ['access', q.resource, q.action, q.params ?? {}] as const;
  const unique = new Map<string, CanParams>();
  for (const q of questions) unique.set(hashKey(keyOf(q)), q);
  const asked = [...unique.values()];
  const answers = useQueries({
    queries: asked.map((q) => ({
      queryKey: keyOf(q),
      queryFn: () => can!(q),
      enabled: can !== undefined,
      retry: false,
      ...options?.queryOptions,
    })),
  });
  if (!can) return questions.map(() => true);
  const byKey = new Map(asked.map((q, i) => [hashKey(keyOf(q)), answers[i]?.data?.can]));
  return questions.map((q) => byKey.get(hashKey(keyOf(q))));
}
