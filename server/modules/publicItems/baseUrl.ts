import type { FastifyRequest } from 'fastify';

/** A host header we are willing to echo into absolute URLs: name or address, optional port. */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The site's public origin for absolute URLs in sitemaps, OAI-PMH and citation meta tags:
 * PUBLIC_BASE_URL when set (read per call, so a deployment can change it without a code change
 * and tests can set it), else the request's own scheme and host. Without a trailing slash.
 *
 * The fallback believes the Host header; behind a proxy set PUBLIC_BASE_URL so crawlers never see
 * an internal host name. A host that does not look like a host name is replaced by `localhost`.
 */
export function publicBaseUrl(req: FastifyRequest): string {
  const configured = process.env.PUBLIC_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const host = req.host && SAFE_HOST.test(req.host) ? req.host : 'localhost';
  return `${req.protocol}://${host}`;
}

/** The host name part of the public origin: the OAI-PMH repository identifier. */
export function publicHostName(req: FastifyRequest): string {
  try {
    return new URL(publicBaseUrl(req)).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
