import type { FastifyRequest } from 'fastify';
import { institutionContentAccess, type ReaderFacts } from '../../src/access/policy';
import { INSTITUTION_ONLY_MSG } from '../../src/access/protectedRoutes';
import type { Db } from '../db/client';
import { AppError } from '../http/envelope';
import { isInstitutionReaderSession, type SignedIn } from './session';
import { institutionPartyOf } from './subscription';

/**
 * requireMember's option for the calls that only deliver what an institution subscribes to (a PDF,
 * a full-text access code): an IP-range session, an institution reader, may make them.
 */
export const SUBSCRIBED_READ = { institutionReader: true } as const;

/** A signed-out caller asking for institution-only content (the portal opens the login dialog on 401). */
export const INSTITUTION_SIGN_IN_MSG = '该资源仅面向合作机构开放，请先登录';

/**
 * An institution account, a session opened by an institution's IP range or CARSI IdP, enabled
 * institution staff, or a personal account bound to an institution through CARSI.
 */
export async function isInstitutionReader(db: Db, s: SignedIn): Promise<boolean> {
  if (s.partyType === 2 || isInstitutionReaderSession(s)) return true;
  return (await institutionPartyOf(db, s)) !== null;
}

/** What the institution-only rule (src/access/policy.ts) needs to know of this request's caller. */
export async function readerFacts(db: Db, req: FastifyRequest): Promise<ReaderFacts> {
  const signedIn = await req.signedIn();
  return { signedIn: !!signedIn, institution: !!signedIn && (await isInstitutionReader(db, signedIn)) };
}

/** Throws 401 (signed out) or 403 (not an institution's) unless the caller may see institution-only content. */
export function assertInstitutionReader(facts: ReaderFacts): void {
  const access = institutionContentAccess(facts);
  if (access === 'signIn') throw new AppError(401, INSTITUTION_SIGN_IN_MSG);
  if (access === 'refused') throw new AppError(403, INSTITUTION_ONLY_MSG);
}
