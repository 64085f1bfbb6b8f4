import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiUrl } from '../../../src/shared/apiPath';
import { AppError } from '../../http/envelope';

/**
 * Access codes are bound to the browser that asked for them (docs/decisions/access-code-holder.md).
 * The issuing answer sets this HttpOnly cookie (a random key, kept if the browser already has one)
 * and the code is stored only as a digest of itself and that key, so the code alone opens nothing:
 * a copied link, a code read from a log or another browser's session finds no row. The cookie
 * travels by itself with what cannot send the Authorization header — pdf.js's fetch, a <video>,
 * window.open — and only to the code calls (its path), never to another site (SameSite=Strict).
 */
export const CODE_HOLDER_COOKIE = 'wk_code_holder';
const COOKIE_PATH = apiUrl('/fileLicense');
/** A day: longer than any code lives, so a reader's codes of one sitting share one key. */
const COOKIE_MAX_AGE_S = 24 * 60 * 60;
const KEY_FORM = /^[A-Za-z0-9_-]{43}$/;

/** A code opened without the cookie of the browser it was given to. */
export const CODE_OTHER_HOLDER_MSG = '访问码只能在获取它的浏览器中使用，请重新获取';

/** The holder key the request carries, or null. */
export function presentedHolderKey(req: FastifyRequest): string | null {
  const key = req.cookies?.[CODE_HOLDER_COOKIE];
  return typeof key === 'string' && KEY_FORM.test(key) ? key : null;
}

/** The requester's holder key: the one their browser has, or a new one set on this answer. */
export function holderKeyFor(req: FastifyRequest, reply: FastifyReply): string {
  const key = presentedHolderKey(req) ?? randomBytes(32).toString('base64url');
  reply.setCookie(CODE_HOLDER_COOKIE, key, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https', maxAge: COOKIE_MAX_AGE_S });
  return key;
}

/** What is stored for a code: a digest of the code and its holder's key (64 hex digits). */
export const boundCodeDigest = (code: string, holderKey: string) => createHash('sha256').update(`${holderKey}:${code}`).digest('hex');

/** The stored digest an opening request names: 403 when it carries no holder key at all. */
export function presentedCodeDigest(req: FastifyRequest, code: string): string {
  const key = presentedHolderKey(req);
  if (!key) throw new AppError(403, CODE_OTHER_HOLDER_MSG);
  return boundCodeDigest(code, key);
}
