import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { members, organizations } from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { inRanges, parseAddress, parseRanges } from '../../http/ipAddress';
import { RATE } from './rate';
import { issueToken } from '../../access/session';

export const IP_NOT_PERMITTED_CODE = 1101404;
export const IP_NOT_PERMITTED_MSG = '当前IP不在机构授权范围内';

/**
 * An address outside every institution's range is the ordinary answer for most visitors (the
 * portal tries the IP login silently on every first load), not a failed request: the envelope keeps
 * the spec's code 1101404 but travels with HTTP 200, so browsers log no failed request for it.
 */
const notPermitted = () => ({ code: IP_NOT_PERMITTED_CODE, msg: IP_NOT_PERMITTED_MSG });

/** The institution account whose IP ranges contain the caller's address (`req.ip`, proxies trusted). */
export function ipRoutes(app: FastifyInstance, db: Db): void {
  mount(
    app,
    db,
    'POST',
    '/auth/wkapi/v1/ip/login/loginByIp',
    async ({ req, reply }) => {
      const address = parseAddress(req.ip);
      if (!address) return reply.code(200).send(notPermitted());
      const candidates = await db
        .select({ partyId: organizations.partyId, ipRanges: organizations.ipRanges, memberId: members.id, enabled: members.enabled })
        .from(organizations)
        .innerJoin(members, eq(members.partyId, organizations.partyId))
        .where(and(ne(organizations.ipRanges, ''), eq(members.enabled, true)))
        .orderBy(desc(organizations.sort), asc(organizations.partyId), asc(members.id));
      const match = candidates.find((c) =>
        inRanges(
          address,
          parseRanges(c.ipRanges, (entry) => req.log.warn({ partyId: c.partyId, entry }, 'organization ip range does not parse')),
        ),
      );
      if (!match) return reply.code(200).send(notPermitted());
      return ok(await issueToken(db, req, match.memberId, 'ip'), '登录成功');
    },
    { config: { rateLimit: RATE.ipLogin } },
  );
}
