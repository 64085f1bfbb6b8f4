import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../db/client';
import { members, organizations } from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { RATE } from './rate';
import { issueToken } from './session';

export const IP_NOT_PERMITTED_CODE = 1101404;
export const IP_NOT_PERMITTED_MSG = '当前IP不在机构授权范围内';

/**
 * An address outside every institution's range is the ordinary answer for most visitors (the
 * portal tries the IP login silently on every first load), not a failed request: the envelope keeps
 * the spec's code 1101404 but travels with HTTP 200, so browsers log no failed request for it.
 */
const notPermitted = () => ({ code: IP_NOT_PERMITTED_CODE, msg: IP_NOT_PERMITTED_MSG });

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** A client address as ipaddr.js sees it; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes IPv4. */
export function parseAddress(address: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const raw = (address ?? '').trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(raw)) return null;
  return ipaddr.process(raw);
}

/**
 * `organization.ip_ranges`: comma-separated CIDRs (`10.0.0.0/8,2001:db8::/32`); a bare address is
 * a single host. Entries that do not parse are skipped (and reported to the caller's log).
 */
export function parseRanges(csv: string, onInvalid?: (entry: string) => void): Range[] {
  const ranges: Range[] = [];
  for (const part of csv.split(/[,\s;]+/)) {
    const entry = part.trim();
    if (!entry) continue;
    try {
      if (entry.includes('/')) {
        const [addr, bits] = ipaddr.parseCIDR(entry);
        ranges.push(addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() ? [(addr as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)] : [addr, bits]);
      } else {
        const addr = ipaddr.process(entry);
        ranges.push([addr, addr.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      onInvalid?.(entry);
    }
  }
  return ranges;
}

/** Whether an address falls inside any of the ranges (an IPv4 address never matches an IPv6 range). */
export function inRanges(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: Range[]): boolean {
  return ranges.some(([net, bits]) => net.kind() === address.kind() && address.match(net, bits));
}

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
