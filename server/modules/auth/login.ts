import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orgPasswordLoginSchema, smsRequestSchema } from '../../../src/shared/validation-extra';
import { LOGIN_MISS_THRESHOLD, passwordLoginSchema, PHONE_RE, smsLoginSchema, zImageCode, zPhone, zUuid } from '../../../src/shared/validation';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { members, parties } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { mount, type RouteContext } from '../../http/routes';
import { verifyCaptcha } from './captcha';
import { verifyPassword } from '../../access/crypto';
import { attemptKey, clearAttempts, countAttempt, failureStreak } from './loginAttempts';
import { RATE } from './rate';
import { bindIfCarsiSession } from '../../access/samlBinding';
import { issueToken, memberTypeOf, partyRolesOf, pickRole, type MemberRow } from '../../access/session';
import { sendSmsCode, verifySmsCode } from './sms';

export const LOGIN_MSG = {
  wrong: '用户名或密码错误',
  disabled: '该账号已停用，请联系客服',
  notInstitution: '该账号不是机构账号，请使用个人登录',
  /** An institution account holds the institution's management: only its password opens it (issue 30). */
  institutionPasswordOnly: '机构账号请使用账号密码登录',
  unknownPhone: '该手机号未注册，请先注册',
  success: '登录成功',
} as const;

const P = '/auth/wkapi/v1/platform';

/** An account by username, or by phone when the name is a phone number. */
export async function findMember(db: Db, name: string): Promise<MemberRow | undefined> {
  const where = PHONE_RE.test(name) ? eq(members.phone, name) : eq(members.username, name);
  const [row] = await db.select().from(members).where(where).limit(1);
  return row;
}

export async function isInstitutionMember(db: Db, member: Pick<MemberRow, 'partyId' | 'memberType'>): Promise<boolean> {
  const [party] = await db.select({ partyType: parties.partyType }).from(parties).where(eq(parties.id, member.partyId));
  if (party?.partyType === 2) return true;
  return memberTypeOf(party?.partyType ?? 1, pickRole(await partyRolesOf(db, member.partyId)), member.memberType) === 13;
}

/**
 * Password sign-in (personal or institution). The attempt is counted against the account before the
 * password is checked (loginAttempts.ts): from the third consecutive failure the image code is
 * required, and ten failures in fifteen minutes pause password sign-in. An unknown name costs the
 * same argon2 work as a wrong password and is counted under the name typed.
 */
async function passwordLogin({ db, req, params }: RouteContext, institution: boolean) {
  const body = institution ? orgPasswordLoginSchema.parse(params) : passwordLoginSchema.parse(params);
  const member = await findMember(db, body.username);
  const { previousStreak } = await countAttempt(db, attemptKey(member?.id, body.username));
  if (previousStreak >= LOGIN_MISS_THRESHOLD) await verifyCaptcha(db, body.uuid, body.code);
  const good = await verifyPassword(member?.passwordHash, body.password);
  if (!member || !good) throw badRequest(LOGIN_MSG.wrong);
  if (!member.enabled) throw badRequest(LOGIN_MSG.disabled);
  if (institution && !(await isInstitutionMember(db, member))) throw badRequest(LOGIN_MSG.notInstitution);
  await clearAttempts(db, member.id);
  if (!institution) await bindIfCarsiSession({ db, req }, member.id);
  return ok(await issueToken(db, req, member.id, institution ? 'org' : 'pwd'), LOGIN_MSG.success);
}

/** Phone + SMS code sign-in; the code is checked before the account is looked up. */
async function smsLogin({ db, req }: RouteContext, input: Record<string, unknown>) {
  const body = smsLoginSchema.parse(input);
  await verifySmsCode(db, body.phone, 'login', body.smsCode);
  const [member] = await db.select().from(members).where(eq(members.phone, body.phone)).limit(1);
  if (!member) throw badRequest(LOGIN_MSG.unknownPhone);
  if (!member.enabled) throw badRequest(LOGIN_MSG.disabled);
  if (await isInstitutionMember(db, member)) throw badRequest(LOGIN_MSG.institutionPasswordOnly);
  await clearAttempts(db, member.id);
  await bindIfCarsiSession({ db, req }, member.id);
  return ok(await issueToken(db, req, member.id, 'sms'), LOGIN_MSG.success);
}

/** The image code, then an SMS code of purpose `login` (sent whether or not the phone is registered). */
async function loginSms(ctx: RouteContext, input: Record<string, unknown>) {
  const body = smsRequestSchema.parse(input);
  await verifyCaptcha(ctx.db, body.uuid, body.code);
  await sendSmsCode(ctx, body.phone, 'login');
  return ok(undefined, '验证码已发送');
}

const olderSmsRequest = z.object({ memberPhone: zPhone, code: zImageCode, uuid: zUuid });

export function loginRoutes(app: FastifyInstance, db: Db): void {
  const login = { config: { rateLimit: RATE.login } };
  const sms = { config: { rateLimit: RATE.sms } };

  mount(app, db, 'POST', `${P}/login/loginByPwd`, (ctx) => passwordLogin(ctx, false), login);
  mount(app, db, 'POST', `${P}/login/orgLoginByPwd`, (ctx) => passwordLogin(ctx, true), login);
  mount(app, db, 'POST', '/exhibition/login/loginByName', (ctx) => passwordLogin(ctx, false), login);

  mount(app, db, 'POST', `${P}/login/loginBySms`, (ctx) => smsLogin(ctx, ctx.params), login);
  mount(app, db, 'POST', '/auth/login/loginByPhone', (ctx) => smsLogin(ctx, ctx.params), login);
  mount(app, db, 'POST', '/exhibition/login/loginByPhone', (ctx) => smsLogin(ctx, { phone: ctx.params.memberPhone, smsCode: ctx.params.smsCode }), login);

  mount(app, db, 'POST', `${P}/loginSms`, (ctx) => loginSms(ctx, ctx.params), sms);
  mount(
    app,
    db,
    'GET',
    '/exhibition/login/getSMSCodeByLogin',
    (ctx) => {
      const body = olderSmsRequest.parse(ctx.params);
      return loginSms(ctx, { phone: body.memberPhone, code: body.code, uuid: body.uuid });
    },
    sms,
  );

  mount(
    app,
    db,
    'GET',
    '/auth/wkapi/v1/pwdErrCount',
    async ({ params }) => {
      const name = typeof params.username === 'string' ? params.username.trim() : '';
      if (!name) return ok({ num: 0 });
      const member = await findMember(db, name);
      return ok({ num: await failureStreak(db, attemptKey(member?.id, name)) });
    },
    { config: { rateLimit: RATE.check } },
  );
}
