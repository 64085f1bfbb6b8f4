import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { AppError, badRequest } from '../../http/envelope';
import { newToken, randomDigits, sameHex, sha256Hex, TOKEN_RE } from '../../access/crypto';

export const SMS_PURPOSES = ['login', 'register', 'reset', 'forget', 'oldPhone', 'newPhone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** docs/api-auth.md: 6 digits, 5 minutes, at most 5 wrong tries, one per 60 s, 10/phone and 30/IP a day. */
export const SMS = {
  ttlSeconds: 5 * 60,
  resendSeconds: 60,
  maxAttempts: 5,
  perPhonePerDay: 10,
  perIpPerDay: 30,
  ticketSeconds: 10 * 60,
} as const;

export const SMS_MSG = {
  wait: (seconds: number) => `请${seconds}秒后再获取验证码`,
  phoneDaily: '该手机号今日获取验证码次数已达上限，请明天再试',
  ipDaily: '当前网络今日获取验证码次数过多，请明天再试',
  expired: '短信验证码已失效，请重新获取',
  wrong: '短信验证码错误',
  tooManyTries: '短信验证码错误次数过多，请重新获取',
  ticketExpired: '验证已过期，请重新获取短信验证码',
} as const;

const LABEL: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册账号',
  reset: '修改密码',
  forget: '找回密码',
  oldPhone: '验证原手机号',
  newPhone: '绑定新手机号',
};

/** Tickets (a verified SMS step, then the change) are rows of the same table with these purposes. */
export type TicketKind = 'forget' | 'reset' | 'oldPhone';
const ticketPurpose = (kind: TicketKind) => `${kind}Ticket`;

const codeHash = (phone: string, purpose: string, code: string) => sha256Hex(`${purpose}:${phone}:${code}`);

/** A transaction-scoped advisory lock per phone, so two simultaneous requests cannot both pass the 60 s rule. */
function phoneLockKey(phone: string): string {
  return BigInt.asIntN(64, BigInt(`0x${sha256Hex(`sms:${phone}`).slice(0, 16)}`)).toString();
}

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
const after = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Sends (or, with `deliver: false`, only books) an SMS code: the 60-second rule per phone and
 * purpose, the daily caps per phone and per client address, then one row and one message. A
 * booked-but-not-delivered code (forgot-password for an unknown phone) keeps every answer and
 * every limit the same as for a real account, so the answer reveals nothing.
 */
export async function sendSmsCode(
  ctx: { db: Db; req: FastifyRequest },
  phone: string,
  purpose: SmsPurpose,
  options: { deliver?: boolean } = {},
): Promise<void> {
  const { db, req } = ctx;
  const ip = (req.ip ?? '').slice(0, 64);
  const code = randomDigits(6);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${phoneLockKey(phone)}::bigint)`);
    const [recent] = await tx
      .select({ left: sql<number>`ceil(extract(epoch from (${smsCodes.createdAt} + make_interval(secs => ${SMS.resendSeconds}) - now())))` })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), gt(smsCodes.createdAt, since(SMS.resendSeconds))))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (recent) throw new AppError(429, SMS_MSG.wait(Math.min(SMS.resendSeconds, Math.max(1, Number(recent.left)))));
    const sms = inArray(smsCodes.purpose, [...SMS_PURPOSES]);
    const [byPhone] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), sms, gt(smsCodes.createdAt, since(86400))));
    if (Number(byPhone.n) >= SMS.perPhonePerDay) throw new AppError(429, SMS_MSG.phoneDaily);
    if (ip) {
      const [byIp] = await tx
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, ip), sms, gt(smsCodes.createdAt, since(86400))));
      if (Number(byIp.n) >= SMS.perIpPerDay) throw new AppError(429, SMS_MSG.ipDaily);
    }
    const [row] = await tx
      .insert(smsCodes)
      .values({ phone, purpose, codeHash: codeHash(phone, purpose, code), ip: ip || null, expiresAt: after(SMS.ttlSeconds) })
      .returning({ id: smsCodes.id });
    return row.id;
  });
  if (options.deliver === false) return;
  try {
    await req.server.accounts.sms.send({
      phone,
      purpose,
      code,
      text: `【文库】验证码${code}，用于${LABEL[purpose]}，${SMS.ttlSeconds / 60}分钟内有效。如非本人操作，请忽略本短信。`,
    });
  } catch (err) {
    // Not delivered: the row must not block a retry for 60 seconds or count towards the caps.
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw err instanceof AppError ? err : new AppError(503, '短信发送失败，请稍后重试');
  }
}

/**
 * Checks an SMS code against the newest code of that phone and purpose, without using it up;
 * a wrong code counts a try (the fifth wrong try kills the code). Returns the row to consume.
 */
export async function checkSmsCode(db: Db, phone: string, purpose: SmsPurpose, code: string): Promise<number> {
  const [row] = await db
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      attempts: smsCodes.attempts,
      usedAt: smsCodes.usedAt,
      live: sql<boolean>`${smsCodes.expiresAt} > now()`,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.usedAt || !row.live) throw badRequest(SMS_MSG.expired);
  if (row.attempts >= SMS.maxAttempts) throw badRequest(SMS_MSG.tooManyTries);
  if (!sameHex(row.codeHash, codeHash(phone, purpose, code))) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    throw badRequest(SMS_MSG.wrong);
  }
  return row.id;
}

/** Uses up a checked code (inside the caller's transaction, so a failed change keeps it usable). */
export async function consumeSmsCode(db: Db, id: number): Promise<void> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, SMS.maxAttempts), gt(smsCodes.expiresAt, sql`now()`)))
    .returning({ id: smsCodes.id });
  if (rows.length === 0) throw badRequest(SMS_MSG.expired);
}

/** Check and use up in one go. */
export async function verifySmsCode(db: Db, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  await consumeSmsCode(db, await checkSmsCode(db, phone, purpose, code));
}

/** A 10-minute single-use ticket proving a verified SMS step for this phone. */
export async function issueTicket(db: Db, phone: string, kind: TicketKind): Promise<string> {
  const ticket = newToken();
  await db.insert(smsCodes).values({ phone, purpose: ticketPurpose(kind), codeHash: sha256Hex(ticket), expiresAt: after(SMS.ticketSeconds) });
  return ticket;
}

/** Uses up a ticket; a 400 `验证已过期，请重新获取短信验证码` when it is unknown, used, expired or for another phone. */
export async function consumeTicket(db: Db, phone: string, kind: TicketKind, ticket: unknown): Promise<void> {
  if (typeof ticket !== 'string' || !TOKEN_RE.test(ticket)) throw badRequest(SMS_MSG.ticketExpired);
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(smsCodes.codeHash, sha256Hex(ticket)),
        eq(smsCodes.purpose, ticketPurpose(kind)),
        eq(smsCodes.phone, phone),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: smsCodes.id });
  if (rows.length === 0) throw badRequest(SMS_MSG.ticketExpired);
}
