import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import { balanceBills, members, scoreBills } from '../../server/db/schema';

/** The ledger invariant for one member: the entries sum to the balance and the points, and neither is negative. */
export async function expectLedgerConsistent(db: Db, id: number): Promise<void> {
  const [w] = await db.select({ balanceFen: members.balanceFen, score: members.score }).from(members).where(eq(members.id, id));
  const [{ b }] = await db.select({ b: sql<string>`coalesce(sum(${balanceBills.deltaFen}), 0)` }).from(balanceBills).where(eq(balanceBills.memberId, id));
  const [{ s }] = await db.select({ s: sql<string>`coalesce(sum(${scoreBills.delta}), 0)` }).from(scoreBills).where(eq(scoreBills.memberId, id));
  expect(Number(b)).toBe(w.balanceFen);
  expect(Number(s)).toBe(w.score);
  expect(w.balanceFen).toBeGreaterThanOrEqual(0);
  expect(w.score).toBeGreaterThanOrEqual(0);
}
