import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zPhone } from '../../../src/shared/validation';
import { newPhoneSchema } from '../../../src/shared/validation-extra';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { authRoutes } from './authRoute';
import { maskPhone } from '../../access/crypto';
import { ownPhone, ownPhoneTicket } from './password';
import { phoneTaken, uniqueViolation } from './register';
import { requireMember } from '../../access/session';
import { checkSmsCode, consumeSmsCode, consumeTicket, sendSmsCode } from './sms';

export const PHONE_MSG = {
  same: '新手机号不能与原手机号相同',
  taken: '该手机号已被其他账号绑定',
  changed: '手机号修改成功',
} as const;


/** Changing the phone: an SMS to the current phone gives a ticket; an SMS to the new one plus the ticket changes it. */
export function phoneRoutes(app: FastifyInstance, db: Db): void {
  const route = authRoutes(app, db);

  route('POST', 'getOldPhoneSms', 'sms', async (ctx) => {
    const s = await requireMember(ctx);
    await sendSmsCode(ctx, ownPhone(s), 'oldPhone');
    return ok(undefined, '验证码已发送');
  });

  route('POST', 'checkOldPhoneSms', 'account', ownPhoneTicket(db, 'oldPhone'));

  route('POST', 'getNewPhoneSms', 'sms', async (ctx) => {
    const s = await requireMember(ctx);
    const { phone } = z.object({ phone: zPhone }).parse(ctx.params);
    if (phone === s.member.phone) throw badRequest(PHONE_MSG.same);
    if (await phoneTaken(db, phone)) throw badRequest(PHONE_MSG.taken);
    await sendSmsCode(ctx, phone, 'newPhone');
    return ok(undefined, '验证码已发送');
  });

  route('POST', 'checkNewPhoneSms', 'account', async (ctx) => {
    const s = await requireMember(ctx);
    const body = newPhoneSchema.parse(ctx.params);
    const oldPhone = ownPhone(s);
    if (body.phone === oldPhone) throw badRequest(PHONE_MSG.same);
    if (await phoneTaken(db, body.phone)) throw badRequest(PHONE_MSG.taken);
    const codeId = await checkSmsCode(db, body.phone, 'newPhone', body.smsCode);
    try {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await consumeTicket(t, oldPhone, 'oldPhone', body.ticket);
        await consumeSmsCode(t, codeId);
        await t.update(members).set({ phone: body.phone, updateTime: new Date() }).where(eq(members.id, s.member.id));
      });
    } catch (err) {
      if (uniqueViolation(err) !== null) throw badRequest(PHONE_MSG.taken);
      throw err;
    }
    return ok({ phone: maskPhone(body.phone) }, PHONE_MSG.changed);
  });
}
