import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SUSHI_CREDENTIAL_CALLS, SUSHI_MSG, type SushiCredentialIssued, type SushiCredentialView } from '../../../src/resources/sushiCredential';
import type { Db } from '../../db/client';
import { sushiCredentials } from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { onOrg } from '../organization/scope';

/** SHA-256 of an API key: the key is 32 random bytes, so a slow hash adds nothing (as access codes). */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether `key` is the one whose hash is kept (constant time). */
export function apiKeyMatches(key: string, hash: string): boolean {
  const a = Buffer.from(apiKeyHash(key), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

const view = (row: typeof sushiCredentials.$inferSelect): SushiCredentialView => ({
  customerId: row.customerId,
  requestorId: row.requestorId,
  rotatedAt: row.rotatedAt.toISOString(),
});

/**
 * Makes an institution's credential, or rotates its key (customer and requestor ids stay, so the
 * ERM only needs the new key). Also used by the seed.
 */
export async function issueSushiCredential(
  db: Db,
  orgPartyId: number,
  apiKey = token(32),
  ids: { customerId?: string; requestorId?: string } = {},
): Promise<SushiCredentialIssued> {
  const [row] = await db
    .insert(sushiCredentials)
    .values({ orgPartyId, customerId: ids.customerId ?? `wk${orgPartyId}`, requestorId: ids.requestorId ?? token(12), apiKeyHash: apiKeyHash(apiKey) })
    .onConflictDoUpdate({ target: sushiCredentials.orgPartyId, set: { apiKeyHash: apiKeyHash(apiKey), rotatedAt: new Date() } })
    .returning();
  return { ...view(row), apiKey };
}

/** The institution admin's calls: see the credential (never the key), make or rotate it. */
export function sushiCredentialRoutes(app: FastifyInstance, db: Db): void {
  mount(app, db, 'GET', SUSHI_CREDENTIAL_CALLS.get.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'Organization', { hideRow: true });
    const [row] = await db.select().from(sushiCredentials).where(eq(sushiCredentials.orgPartyId, orgPartyId));
    return ok(row ? view(row) : null);
  });
  mount(app, db, 'POST', SUSHI_CREDENTIAL_CALLS.rotate.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'update', 'Organization');
    return ok(await issueSushiCredential(db, orgPartyId), SUSHI_MSG.rotated);
  });
}
