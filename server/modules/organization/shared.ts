import { eq } from 'drizzle-orm';
import { maskPhone } from '../../access/crypto';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { pgErrorCode } from '../../db/pgError';

export { ORG_BASE as O } from '../../../src/resources/organizations';

const MAX_ID = 2_147_483_647;

/** An id from the path: digits only (else 400 with `msg`), within the integer range (else null: no such record). */
export function pathId(raw: unknown, msg = '编号必须是正整数'): number | null {
  const s = String(raw ?? '').trim();
  if (!/^\d{1,12}$/.test(s)) throw badRequest(msg);
  const n = Number(s);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** Whether an institution (organization row) exists. */
export async function organizationExists(db: Db, partyId: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.partyId }).from(organizations).where(eq(organizations.partyId, partyId));
  return !!row;
}

/** A foreign-key violation (SQLSTATE 23503) anywhere in the error chain, on PostgreSQL and PGlite. */
export function foreignKeyViolation(err: unknown): boolean {
  return hasPgCode(err, '23503');
}

/** A unique index refused the write (PostgreSQL 23505), however deep the driver wrapped it. */
export function uniqueViolation(err: unknown): boolean {
  return hasPgCode(err, '23505');
}

function hasPgCode(err: unknown, code: string): boolean {
  return pgErrorCode(err) === code;
}

/** `110101199003071234` → `1101**********1234`. */
export function maskIdNo(idNo: string | null | undefined): string | null {
  if (!idNo) return null;
  return idNo.length > 8 ? `${idNo.slice(0, 4)}${'*'.repeat(idNo.length - 8)}${idNo.slice(-4)}` : '****';
}

export { maskPhone };

/** Dates as ISO strings (PGlite and pg both give Date objects for timestamptz). */
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
