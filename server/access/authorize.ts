import type { FastifyRequest } from 'fastify';
import { defineAbilityFor, row as tagged, type AppAbility } from '../../src/access/ability';
import type { Action, Subject } from '../../src/access/policy';
import { AppError } from '../http/envelope';
import { requireMember, type AuthContext, type SignedIn } from './session';
import { accessFactsFor, type AccessFacts } from './member';

export const FORBIDDEN_MSG = '没有权限执行该操作';
export const RECORD_MISSING_MSG = '记录不存在';
export const forbidden = () => new AppError(403, FORBIDDEN_MSG);
export const recordMissing = () => new AppError(404, RECORD_MISSING_MSG);

/** The signed-in member of a request with the ability built from their session. */
export interface RequestAccess extends AccessFacts {
  signedIn: SignedIn;
  ability: AppAbility;
}

const cache = new WeakMap<FastifyRequest, Promise<RequestAccess>>();

async function build(ctx: AuthContext): Promise<RequestAccess> {
  const signedIn = await requireMember(ctx);
  const facts = await accessFactsFor(ctx.db, signedIn);
  return { ...facts, signedIn, ability: defineAbilityFor(facts.member) };
}

/** The caller's access, built once per request; a 401 `登录状态已过期，请重新登录` when signed out. */
export function requestAccess(ctx: AuthContext): Promise<RequestAccess> {
  let pending = cache.get(ctx.req);
  if (!pending) {
    pending = build(ctx);
    cache.set(ctx.req, pending);
    // A failed build (signed out) is not remembered as such beyond this request anyway.
    pending.catch(() => cache.delete(ctx.req));
  }
  return pending;
}

/** Drops the cached access (after a change of the caller's own roles or position). */
export function forgetRequestAccess(req: FastifyRequest): void {
  cache.delete(req);
}

export interface AuthorizeOptions {
  /**
   * A refused row answers 404 `记录不存在` instead of 403: reads by id never reveal that another
   * institution's (or member's) record exists.
   */
  hideRow?: boolean;
}

/**
 * The check every management call makes. Signed out → 401; the ability refuses the action on the
 * subject at all → 403 `没有权限执行该操作`; given a row (plain object with the condition fields,
 * e.g. `{orgPartyId}`, `{memberId}`, `{journalId}`), the row's conditions must hold too → 403, or
 * 404 `记录不存在` with `hideRow`.
 */
export async function authorize(
  ctx: AuthContext,
  action: Action,
  subject: Subject,
  rowValue?: Record<string, unknown>,
  options: AuthorizeOptions = {},
): Promise<RequestAccess> {
  const access = await requestAccess(ctx);
  if (!access.ability.can(action, subject)) throw forbidden();
  if (rowValue && !access.ability.can(action, tagged(subject, rowValue))) throw options.hideRow ? recordMissing() : forbidden();
  return access;
}

/**
 * Platform-wide calls (every institution's list, creating or deleting institutions): the ability
 * must grant the action on the subject without any row condition — the platform admin's
 * `manage all`, never an institution's `{orgPartyId}` rule.
 */
export async function authorizeEverywhere(ctx: AuthContext, action: Action, subject: Subject): Promise<RequestAccess> {
  const access = await requestAccess(ctx);
  if (!grantedEverywhere(access, action, subject)) throw forbidden();
  return access;
}

/** Whether the ability grants the action on the subject without any row condition (see authorizeEverywhere). */
export function grantedEverywhere(access: RequestAccess, action: Action, subject: Subject): boolean {
  const unconditional = access.ability.rulesFor(action, subject).some((r) => !r.inverted && !r.conditions);
  return unconditional && access.ability.can(action, subject);
}

/**
 * The institution a call acts on: `orgPartyId` from the request when given (the platform admin
 * works on any institution; anyone else asking for another institution is refused by the row
 * check that follows), else the caller's own. No institution at all → 403.
 */
export function targetOrgPartyId(access: RequestAccess, raw: unknown): number {
  if (raw !== undefined && raw !== null && raw !== '') {
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw new AppError(400, '机构编号不正确');
    return n;
  }
  if (access.orgPartyId === null) throw forbidden();
  return access.orgPartyId;
}
