import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerSchema, zPhone, zUsername } from '../../../src/shared/validation';
import { zEmail } from '../../../src/shared/validation-extra';
import type { Db } from '../../db/client';
import { members, parties, partyRoles } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { hashPassword } from '../../access/crypto';
import { authRoutes } from './authRoute';
import { issueToken } from '../../access/session';
import { checkSmsCode, consumeSmsCode, sendSmsCode } from './sms';

export const REGISTER_MSG = {
  usernameTaken: '该用户名已被注册',
  phoneTaken: '该手机号已注册，请直接登录',
  success: '注册成功',
} as const;


/** The constraint a unique violation (SQLSTATE 23505) hit, on PostgreSQL and PGlite, wrapped by Drizzle or not. */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(sql`lower(${members.username}) = lower(${username})`).limit(1);
  return !!row;
}

/** Whether another account holds `phone` (`exceptMemberId`: the account being edited keeps its own). */
export async function phoneTaken(db: Db, phone: string, exceptMemberId?: number): Promise<boolean> {
  const held = eq(members.phone, phone);
  const [row] = await db.select({ id: members.id }).from(members).where(exceptMemberId === undefined ? held : and(held, ne(members.id, exceptMemberId))).limit(1);
  return !!row;
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(sql`lower(${members.email}) = lower(${email})`).limit(1);
  return !!row;
}

export interface NewPerson {
  username: string;
  phone: string;
  passwordHash: string;
  /** The checked registration SMS code, used up in the same transaction. */
  smsCodeId?: number;
}

/**
 * One transaction: the SMS code is used up, then party (person), member (member type 1) and an
 * activated foreMember role. A duplicate found by the unique indexes (a race past the checks)
 * rolls everything back, the code included, and answers the same message as the check.
 */
export async function createPersonAccount(db: Db, input: NewPerson): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (input.smsCodeId !== undefined) await consumeSmsCode(t, input.smsCodeId);
      const [party] = await t.insert(parties).values({ partyType: 1 }).returning({ id: parties.id });
      const [member] = await t
        .insert(members)
        .values({ partyId: party.id, username: input.username, phone: input.phone, passwordHash: input.passwordHash, mname: input.username, memberType: 1 })
        .returning({ id: members.id });
      await t.insert(partyRoles).values({ partyId: party.id, roleKey: 'foreMember', activated: true });
      return member.id;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'member_username') throw badRequest(REGISTER_MSG.usernameTaken);
    if (constraint !== null) throw badRequest(REGISTER_MSG.phoneTaken);
    throw err;
  }
}

const usernameQuery = z.object({ username: zUsername });
const phoneQuery = z.object({ phone: zPhone });
const emailQuery = z.object({ email: zEmail });

export function registerRoutes(app: FastifyInstance, db: Db): void {
  const route = authRoutes(app, db);
  route('POST', 'register', 'account', async ({ req, params }) => {
    const body = registerSchema.parse(params);
    if (await usernameTaken(db, body.username)) throw badRequest(REGISTER_MSG.usernameTaken);
    if (await phoneTaken(db, body.phone)) throw badRequest(REGISTER_MSG.phoneTaken);
    const smsCodeId = await checkSmsCode(db, body.phone, 'register', body.smsCode);
    const passwordHash = await hashPassword(body.password);
    const memberId = await createPersonAccount(db, { username: body.username, phone: body.phone, passwordHash, smsCodeId });
    return ok(await issueToken(db, req, memberId, 'register'), REGISTER_MSG.success);
  });

  route('GET', 'registerSms', 'sms', async (ctx) => {
    const { phone } = phoneQuery.parse(ctx.params);
    if (await phoneTaken(db, phone)) throw badRequest(REGISTER_MSG.phoneTaken);
    await sendSmsCode(ctx, phone, 'register');
    return ok(undefined, '验证码已发送');
  });

  route('GET', 'register/checkUsername', 'check', async ({ params }) => {
    const { username } = usernameQuery.parse(params);
    return ok({ available: !(await usernameTaken(db, username)) });
  });
  route('GET', 'register/checkPhone', 'check', async ({ params }) => {
    const { phone } = phoneQuery.parse(params);
    return ok({ available: !(await phoneTaken(db, phone)) });
  });
  route('GET', 'register/checkEmail', 'check', async ({ params }) => {
    const { email } = emailQuery.parse(params);
    return ok({ available: !(await emailTaken(db, email)) });
  });
}
