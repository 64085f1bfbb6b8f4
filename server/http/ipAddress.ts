import ipaddr from 'ipaddr.js';

/** Client addresses and institution ranges (ipaddr.js), shared by the IP sign-in, the campus rate limit and the operator endpoints. */

export type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

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

/** Whether the TCP peer itself (never a forwarded address) is this machine. */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}
