import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INSTITUTION_MEMBER_TYPE, memberTypeForRole } from '../../src/access/roles';
import type { Db } from '../db/client';
import { members, parties, partyRoles, sessionTokens } from '../db/schema';
import { AppError } from '../http/envelope';
import { newToken, sha256Hex, TOKEN_RE } from './crypto';

/** Seven days (docs/api-auth.md): the client's `auth` cookie lives as long. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_EXPIRED_MSG = '登录状态已过期，请重新登录';
/** An IP-range session asked for anything but reading what its institution subscribes to (issue 30). */
export const INSTITUTION_READER_ONLY_MSG = '机构IP登录仅可阅读本机构订阅的资源，请登录个人账号后操作';
/** The same refusal for a CARSI (SAML) session (issue 33). */
export const CARSI_READER_ONLY_MSG = '学校统一身份认证（CARSI）登录仅可阅读本机构订阅的资源，请登录个人账号后操作';

export type MemberRow = typeof members.$inferSelect;
export type PartyRoleRow = typeof partyRoles.$inferSelect;
/** How a session was opened (session_token.login_type, at most 16 characters). */
export type LoginType = 'pwd' | 'org' | 'sms' | 'ip' | 'saml' | 'wechat' | 'register' | 'refresh';

/** The signed-in member of a request: what every module that needs a member works with. */
export interface SignedIn {
  sessionId: number;
  member: MemberRow;
  partyType: number;
  /** Every role of the member's party, oldest first. */
  roles: PartyRoleRow[];
  /** The role this session acts as (switchRole), else the party's activated role. */
  role: PartyRoleRow | null;
  /** spec §6: the active role's member type (institution accounts 13). */
  memberType: number;
  loginType: string;
}

/** Anything with the database and the request: a RouteContext fits. */
export interface AuthContext {
  db: Db;
  req: FastifyRequest;
}

/** `Authorization: <token>` or `Authorization: Bearer <token>`; anything else is no token. */
export function tokenFromHeader(req: FastifyRequest): string | null {
  const raw = req.headers.authorization;
  if (typeof raw !== 'string') return null;
  const token = raw.trim().replace(/^Bearer\s+/i, '');
  return TOKEN_RE.test(token) ? token : null;
}

/** The member type a party and role amount to. */
export function memberTypeOf(partyType: number, role: Pick<PartyRoleRow, 'roleKey'> | null, fallback = 1): number {
  if (role) return memberTypeForRole(role.roleKey);
  return partyType === 2 ? INSTITUTION_MEMBER_TYPE : fallback;
}

/** Every role of a party, oldest first. */
export function partyRolesOf(db: Db, partyId: number): Promise<PartyRoleRow[]> {
  return db.select().from(partyRoles).where(eq(partyRoles.partyId, partyId)).orderBy(asc(partyRoles.id));
}

/** The role a new session starts as: the party's activated role, else its first role. */
export function pickRole(roles: PartyRoleRow[], preferredId?: number | null): PartyRoleRow | null {
  return roles.find((r) => r.id === preferredId) ?? roles.find((r) => r.activated) ?? roles[0] ?? null;
}

async function resolve(db: Db, req: FastifyRequest): Promise<SignedIn | null> {
  const token = tokenFromHeader(req);
  if (!token) return null;
  const [row] = await db
    .select({ session: sessionTokens, member: members, partyType: parties.partyType })
    .from(sessionTokens)
    .innerJoin(members, eq(members.id, sessionTokens.memberId))
    .innerJoin(parties, eq(parties.id, members.partyId))
    .where(and(eq(sessionTokens.tokenHash, sha256Hex(token)), isNull(sessionTokens.revokedAt), gt(sessionTokens.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || !row.member.enabled) return null;
  const roles = await partyRolesOf(db, row.member.partyId);
  const role = pickRole(roles, row.session.activeRoleId);
  return {
    sessionId: row.session.id,
    member: row.member,
    partyType: row.partyType,
    roles,
    role,
    memberType: memberTypeOf(row.partyType, role, row.member.memberType),
    loginType: row.session.loginType,
  };
}

const cache = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

/** The signed-in member, or null (no token, unknown, expired or revoked). Resolved once per request. */
export function currentMember(ctx: AuthContext): Promise<SignedIn | null> {
  let pending = cache.get(ctx.req);
  if (!pending) {
    pending = resolve(ctx.db, ctx.req);
    cache.set(ctx.req, pending);
  }
  return pending;
}

/**
 * The member id this request was resolved to, if it was (by a call that needed its member, or by the
 * rate limiter): the request log names it without a lookup of its own.
 */
export async function resolvedMemberId(req: FastifyRequest): Promise<number | undefined> {
  const pending = cache.get(req);
  return pending ? ((await pending.catch(() => null))?.member.id ?? undefined) : undefined;
}

/** Drops the per-request cache (after switchRole, so the answer shows the new role). */
export function forgetCurrentMember(req: FastifyRequest): void {
  cache.delete(req);
}

export const unauthorized = () => new AppError(401, SESSION_EXPIRED_MSG);

/**
 * A session opened by an institution's IP range (loginByIp) is an institution *reader*: anyone on
 * the campus network gets one silently, so it reads what the institution subscribes to (and counts
 * toward its usage) and nothing else — never the institution account's management, orders,
 * balance, collections or profile, although the session row points at that account. A CARSI
 * (SAML) session is the same: a reader vouched for by the school's IdP, not its librarian.
 */
export const isInstitutionReaderSession = (s: Pick<SignedIn, 'loginType'>) => s.loginType === 'ip' || s.loginType === 'saml';

export interface RequireMemberOptions {
  /** The call only reads subscribed content (a full text, a PDF, an access code): an IP-range session may make it. */
  institutionReader?: boolean;
}

/**
 * The signed-in member; a 401 `登录状态已过期，请重新登录` otherwise. For every module. An IP-range
 * session is refused with 403 unless the call declares it reads subscribed content only — so every
 * management and personal call, which all come through here (authorize() too), is closed to it by default.
 */
export async function requireMember(ctx: AuthContext, options: RequireMemberOptions = {}): Promise<SignedIn> {
  const signedIn = await currentMember(ctx);
  if (!signedIn) throw unauthorized();
  if (isInstitutionReaderSession(signedIn) && !options.institutionReader) {
    throw new AppError(403, signedIn.loginType === 'saml' ? CARSI_READER_ONLY_MSG : INSTITUTION_READER_ONLY_MSG);
  }
  return signedIn;
}

export interface TokenAnswer {
  access_token: string;
  expires_in: number;
}

/** Opens a session for a member: a new random token, stored as its SHA-256, valid 7 days. */
export async function issueToken(
  db: Db,
  req: FastifyRequest,
  memberId: number,
  loginType: LoginType,
  activeRoleId?: number | null,
): Promise<TokenAnswer> {
  let roleId = activeRoleId ?? null;
  if (roleId === null) {
    const [member] = await db.select({ partyId: members.partyId }).from(members).where(eq(members.id, memberId));
    roleId = member ? (pickRole(await partyRolesOf(db, member.partyId))?.id ?? null) : null;
  }
  const token = newToken();
  await db.insert(sessionTokens).values({
    tokenHash: sha256Hex(token),
    memberId,
    activeRoleId: roleId,
    loginType,
    ip: (req.ip ?? '').slice(0, 64) || null,
    userAgent: (req.headers['user-agent'] ?? '').slice(0, 500) || null,
    expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS * 1000),
  });
  await db.update(members).set({ lastLoginTime: new Date() }).where(eq(members.id, memberId));
  return { access_token: token, expires_in: TOKEN_TTL_SECONDS };
}

/** Revokes one session; true when it was still valid (so a refresh can happen only once). */
export async function revokeSession(db: Db, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(sessionTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessionTokens.id, sessionId), isNull(sessionTokens.revokedAt)))
    .returning({ id: sessionTokens.id });
  return rows.length > 0;
}

/** Revokes every open session of a member, except `keepSessionId` when given. */
export async function revokeMemberSessions(db: Db, memberId: number, keepSessionId?: number): Promise<void> {
  const conditions = [eq(sessionTokens.memberId, memberId), isNull(sessionTokens.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessionTokens.id, keepSessionId));
  await db.update(sessionTokens).set({ revokedAt: new Date() }).where(and(...conditions));
}
