import { asc, desc, ne } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { inRanges, parseAddress, parseRanges } from './ipAddress';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every institution's IP ranges, cached (rate limits ask on every API call). */
    institutionRanges: InstitutionRanges;
  }
}

/** How long a loaded copy of the ranges is used before it is read again. */
export const INSTITUTION_RANGES_TTL_MS = 30_000;

interface Entry {
  partyId: number;
  ranges: ReturnType<typeof parseRanges>;
}

/**
 * `organization.ip_ranges` of every institution, parsed once and kept for a short time: the rate
 * limiter asks for each API call whether the caller's address belongs to an institution, and the
 * ranges change rarely (an administrator edits them). The copy is read again after
 * INSTITUTION_RANGES_TTL_MS — also when another process edited them — or at once after
 * `invalidate()`. One read at a time: callers during a read share it.
 */
export class InstitutionRanges {
  private entries: Entry[] | null = null;
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    readonly ttlMs = INSTITUTION_RANGES_TTL_MS,
  ) {}

  /** The institution (party id) whose ranges hold this address, or null. */
  async institutionOf(ip: string | undefined): Promise<number | null> {
    const address = parseAddress(ip);
    if (!address) return null;
    const entries = await this.current();
    return entries.find((e) => inRanges(address, e.ranges))?.partyId ?? null;
  }

  /** The next question reads the ranges again (after an institution's ranges were edited). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private async current(): Promise<Entry[]> {
    if (this.entries && this.loadedAt > 0 && performance.now() - this.loadedAt < this.ttlMs) return this.entries;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    await this.loading;
    return this.entries ?? [];
  }

  private async load(): Promise<void> {
    try {
      // The same order as IP sign-in's: an address in two institutions' ranges belongs to the first.
      const rows = await this.db
        .select({ partyId: organizations.partyId, ipRanges: organizations.ipRanges })
        .from(organizations)
        .where(ne(organizations.ipRanges, ''))
        .orderBy(desc(organizations.sort), asc(organizations.partyId));
      this.entries = rows.map((r) => ({ partyId: r.partyId, ranges: parseRanges(r.ipRanges) }));
      this.loadedAt = performance.now();
    } catch (error) {
      // The previous copy (or none: every address is then an ordinary one) until the next try.
      this.log.warn({ err: error }, 'institution ip ranges could not be read');
    }
  }
}

/** Decorates the app with its institution ranges (app.institutionRanges). */
export function setupInstitutionRanges(app: FastifyInstance, db: Db): void {
  app.decorate('institutionRanges', new InstitutionRanges(db, app.log));
}
