import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zPhone } from '../../../src/shared/validation';
import {
  checkSmsSchema,
  findPasswordSchema,
  resetByOldPasswordSchema,
  resetByTicketSchema,
  smsCodeOnlySchema,
  smsRequestSchema,
} from '../../../src/shared/validation-extra';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import type { Handler } from '../../http/routes';
import { authRoutes } from './authRoute';
import { verifyCaptcha } from './captcha';
import { hashPassword, verifyPassword } from '../../access/crypto';
import { clearAttempts } from './loginAttempts';
import { requireMember, revokeMemberSessions, type SignedIn } from '../../access/session';
import { consumeTicket, issueTicket, sendSmsCode, SMS_MSG, verifySmsCode, type TicketKind } from './sms';

export const PASSWORD_MSG = {
  notMyPhone: '请输入当前账号绑定的手机号',
  noPhone: '当前账号未绑定手机号，请联系客服',
  oldWrong: '原密码错误',
  changed: '密码修改成功，请重新登录',
  changedKeep: '密码修改成功',
} as const;


/** The signed-in member's phone, or a 400 when the account has none. */
export function ownPhone(s: SignedIn): string {
  if (!s.member.phone) throw badRequest(PASSWORD_MSG.noPhone);
  return s.member.phone;
}

/**
 * Signed in: checks the SMS code sent to the member's own phone and answers a single-use ticket
 * for the next step (password reset, phone change).
 */
export function ownPhoneTicket(db: Db, kind: Extract<TicketKind, 'reset' | 'oldPhone'>): Handler {
  return async (ctx) => {
    const s = await requireMember(ctx);
    const body = smsCodeOnlySchema.parse(ctx.params);
    const phone = ownPhone(s);
    await verifySmsCode(db, phone, kind, body.smsCode);
    return ok({ ticket: await issueTicket(db, phone, kind) });
  };
}

/**
 * Sets a password and revokes sessions (all of them, or all but `keepSessionId`) in one
 * transaction; `beforeUpdate` (using up a ticket) runs in the same transaction.
 */
export async function setPassword(
  db: Db,
  member: { id: number; username: string; phone: string | null },
  passwordHash: string,
  options: { keepSessionId?: number; beforeUpdate?: (tx: Db) => Promise<void> } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (options.beforeUpdate) await options.beforeUpdate(t);
    await t.update(members).set({ passwordHash, updateTime: new Date() }).where(eq(members.id, member.id));
    await revokeMemberSessions(t, member.id, options.keepSessionId);
  });
  await clearAttempts(db, member.id);
}

export function passwordRoutes(app: FastifyInstance, db: Db): void {
  const route = authRoutes(app, db);

  // ---- forgot password (signed out): image code → SMS → ticket → new password ----
  route('POST', 'forgetPasswordSms', 'sms', async (ctx) => {
    const body = smsRequestSchema.parse(ctx.params);
    await verifyCaptcha(db, body.uuid, body.code);
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, body.phone)).limit(1);
    // An unknown phone goes through the same limits and answers the same; nothing is sent.
    await sendSmsCode(ctx, body.phone, 'forget', { deliver: !!member });
    return ok(undefined, '验证码已发送');
  });

  route('POST', 'checkForgetPasswordSms', 'account', async ({ params }) => {
    const body = checkSmsSchema.parse(params);
    await verifySmsCode(db, body.phone, 'forget', body.smsCode);
    return ok({ ticket: await issueTicket(db, body.phone, 'forget') });
  });

  route('POST', 'findPasswordByPhone', 'account', async ({ params }) => {
    const body = findPasswordSchema.parse(params);
    const [member] = await db.select().from(members).where(eq(members.phone, body.phone)).limit(1);
    if (!member) throw badRequest(SMS_MSG.ticketExpired);
    const passwordHash = await hashPassword(body.password);
    await setPassword(db, member, passwordHash, { beforeUpdate: (tx) => consumeTicket(tx, body.phone, 'forget', body.ticket) });
    return ok(undefined, PASSWORD_MSG.changed);
  });

  // ---- signed in: SMS to my phone → ticket → new password ----
  route('POST', 'resetPasswordSms', 'sms', async (ctx) => {
    const s = await requireMember(ctx);
    const { phone } = z.object({ phone: zPhone }).parse(ctx.params);
    if (phone !== ownPhone(s)) throw badRequest(PASSWORD_MSG.notMyPhone);
    await sendSmsCode(ctx, phone, 'reset');
    return ok(undefined, '验证码已发送');
  });

  route('POST', 'checkResetPasswordSms', 'account', ownPhoneTicket(db, 'reset'));

  route('POST', 'resetPasswordByPhone', 'account', async (ctx) => {
    const s = await requireMember(ctx);
    const body = resetByTicketSchema.parse(ctx.params);
    const phone = ownPhone(s);
    const passwordHash = await hashPassword(body.password);
    await setPassword(db, s.member, passwordHash, {
      keepSessionId: s.sessionId,
      beforeUpdate: (tx) => consumeTicket(tx, phone, 'reset', body.ticket),
    });
    return ok(undefined, PASSWORD_MSG.changedKeep);
  });

  route('POST', 'resetPasswordByOldPassword', 'account', async (ctx) => {
    const s = await requireMember(ctx);
    const body = resetByOldPasswordSchema.parse(ctx.params);
    if (!(await verifyPassword(s.member.passwordHash, body.oldPassword))) throw badRequest(PASSWORD_MSG.oldWrong);
    await setPassword(db, s.member, await hashPassword(body.password), { keepSessionId: s.sessionId });
    return ok(undefined, PASSWORD_MSG.changedKeep);
  });
}
