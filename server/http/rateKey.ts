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
