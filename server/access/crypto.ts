import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Session tokens: 32 random bytes, base64url (43 characters); only their SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** `n` random decimal digits (SMS codes). */
export const randomDigits = (n: number) => String(randomInt(0, 10 ** n)).padStart(n, '0');

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1): the PHC string starts `$argon2id$`. */
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it verifies against a
 * dummy hash of the same cost, so an unknown name takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(18).toString('base64'));
  const target = storedHash || (await dummyHash);
  try {
    const good = await verify(target, password);
    return good && !!storedHash;
  } catch {
    return false;
  }
}

/** 13800000001 → 138****0001 (answers never carry a whole phone number). */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
