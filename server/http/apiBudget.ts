import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who shares one budget of the global rate limit when calls come from a known institution's IP
 * ranges (RATE_LIMIT_CAMPUS): `session` — each signed-in session its own, the institution's
 * anonymous calls one together; `institution` — the whole institution one.
 */
export type CampusBudget = 'session' | 'institution';

export interface ApiBudgetOptions {
  /** Calls a minute per client address (RATE_LIMIT_MAX), and per session inside an institution's ranges. */
  max: number;
  campus: CampusBudget;
  /** Calls a minute an institution's ranges share (RATE_LIMIT_INSTITUTION_MAX). */
  institutionMax: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file of the built portal (server/http/staticAssets.ts): it never spends the API budget. */
    staticAsset?: boolean;
  }
}

const INSTITUTION_KEY = 'institution:';

/**
 * Whether a request counts toward the global per-address limit. The portal's files (HTML, JS
 * chunks, CSS, the favicon, images of the build) and uploaded public images (`/files/…`, immutable)
 * do not: a page needs dozens of them, and a campus behind one address loads them for every reader.
 * Portal pages come from the not-found handler, which the limiter never sees.
 */
export function spendsApiBudget(req: FastifyRequest): boolean {
  if (req.routeOptions.config?.staticAsset) return false;
  return !(req.routeOptions.url ?? '').startsWith('/files/');
}

/**
 * The @fastify/rate-limit settings of the global limit. A call from outside every institution's
 * ranges is counted per address, as before. Inside them it is counted per signed-in session (or
 * per institution, see CampusBudget). A route with a limit of its own keeps counting per address
 * (or per member where it says so): sign-in and SMS limits stay as tight for a campus as anywhere.
 */
export function apiBudgetSettings(options: ApiBudgetOptions) {
  return {
    max: (_req: FastifyRequest, key: string) => (key.startsWith(INSTITUTION_KEY) ? options.institutionMax : options.max),
    allowList: (req: FastifyRequest) => !spendsApiBudget(req),
    keyGenerator: async (req: FastifyRequest): Promise<string> => {
      const address = normalizeIP(req.ip);
      // Route limits inherit this generator; theirs is the address (a per-member one brings its own).
      if (req.routeOptions.config?.rateLimit || !spendsApiBudget(req)) return address;
      const partyId = await req.server.institutionRanges.institutionOf(req.ip);
      if (partyId === null) return address;
      if (options.campus === 'session') {
        const signedIn = await req.signedIn().catch(() => null);
        if (signedIn) return `session:${signedIn.sessionId}`;
      }
      return `${INSTITUTION_KEY}${partyId}`;
    },
  };
}

/** Marks every route registered inside `scope` as a static asset (see spendsApiBudget). */
export function markStaticAssets(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), staticAsset: true };
  });
}
