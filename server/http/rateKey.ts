import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The key of a per-member rate limit: the signed-in member's id, else the client address. Never
 * the raw Authorization header — "Bearer  x" and "Bearer x" are one member, and an invalid token is
 * no member at all, so neither spacing nor junk tokens buy a fresh allowance.
 */
export function memberOrAddressKey(name: string): (req: FastifyRequest) => Promise<string> {
  return async (req) => {
    const signedIn = await req.signedIn().catch(() => null);
    return signedIn ? `${name}:member:${signedIn.member.id}` : `${name}:ip:${req.ip}`;
  };
}

/** A per-member limit of `max` calls a minute (see memberOrAddressKey). */
export const perMemberPerMinute = (name: string, max: number) => ({ max, timeWindow: '1 minute', keyGenerator: memberOrAddressKey(name) });

/**
 * A per-address limit sized for a campus: `inRange` calls a minute from an address inside a known
 * institution's ranges (a whole campus may sit behind one NAT address), `outside` otherwise.
 */
export const perAddressCampusSized = (inRange: number, outside: number) => ({
  timeWindow: '1 minute',
  max: async (req: FastifyRequest) => ((await req.server.institutionRanges.institutionOf(req.ip)) === null ? outside : inRange),
});

/**
 * A per-address limit of `max` calls a minute that, from inside a known institution's ranges,
 * counts each signed-in session on its own: calls every reader makes on every page (getInfo) must
 * not make a campus behind one address one reader.
 */
export const perAddressOrCampusSession = (name: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: async (req: FastifyRequest) => {
    if ((await req.server.institutionRanges.institutionOf(req.ip)) !== null) {
      const signedIn = await req.signedIn().catch(() => null);
      if (signedIn) return `${name}:session:${signedIn.sessionId}`;
    }
    return normalizeIP(req.ip);
  },
});
