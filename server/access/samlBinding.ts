import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { samlBindings, samlSessions } from '../db/schema';
import { currentMember, type AuthContext } from './session';

/**
 * How long a personal account bound during a CARSI session reads as its institution's reader:
 * 180 days, as CARSI vendors do (docs/decisions/carsi-saml.md); signing in through CARSI again
 * and then into the account renews it.
 */
export const BINDING_DAYS = 180;

/**
 * Called by the personal sign-ins: when the request still carries an active CARSI session (the
 * portal sends its token with every call), the account signing in is bound to that session's
 * institution. Nothing happens for any other caller.
 */
export async function bindIfCarsiSession(ctx: AuthContext, memberId: number): Promise<void> {
  const carsi = await currentMember(ctx);
  if (!carsi || carsi.loginType !== 'saml' || carsi.member.id === memberId) return;
  const expiresAt = new Date(Date.now() + BINDING_DAYS * 86_400_000);
  // The school's pseudonym of the reader who signed in through CARSI: which of its readers this account is.
  const [saml] = await ctx.db.select({ targetedId: samlSessions.targetedId }).from(samlSessions).where(eq(samlSessions.sessionId, carsi.sessionId));
  const targetedId = saml?.targetedId ?? '';
  await ctx.db
    .insert(samlBindings)
    .values({ memberId, orgPartyId: carsi.member.partyId, expiresAt, targetedId })
    .onConflictDoUpdate({ target: [samlBindings.memberId, samlBindings.orgPartyId], set: { expiresAt, createdAt: new Date(), targetedId } });
}

/** The institution a personal account is bound to through CARSI (the most recent live binding), or null. */
export async function boundInstitutionOf(db: Db, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ orgPartyId: samlBindings.orgPartyId })
    .from(samlBindings)
    .where(and(eq(samlBindings.memberId, memberId), gt(samlBindings.expiresAt, sql`now()`)))
    .orderBy(sql`${samlBindings.createdAt} desc`)
    .limit(1);
  return row?.orgPartyId ?? null;
}
