import { z } from 'zod';
import { MSG, orgUsernameError, zImageCode, zNewPassword, zPassword, zPhone, zSmsCode, zUuid } from './validation';

/**
 * Request rules the accounts API needs beyond spec §5 (validation.ts stays the spec's list).
 * Server and client share these too.
 */
export const EXTRA_MSG = {
  emailInvalid: '请输入正确的邮箱地址',
  mnameRequired: '请输入昵称',
  mnameTooLong: '昵称不能超过30个字',
  orgNameRequired: '请输入机构名称',
  orgNameTooLong: '机构名称不能超过100个字',
  imageUrlInvalid: '机构图片地址不正确',
  oldPasswordRequired: '请输入原密码',
  ticketRequired: '验证已过期，请重新获取短信验证码',
} as const;

const confirm = z.string({ error: MSG.confirmRequired }).min(1, MSG.confirmRequired);
const matching = <T extends { password: string; confirmPassword: string }>(v: T) => v.password === v.confirmPassword;
const mismatch = { message: MSG.confirmMismatch, path: ['confirmPassword'] };

/** Image code + phone (loginSms, forgetPasswordSms). */
export const smsRequestSchema = z.object({ phone: zPhone, code: zImageCode, uuid: zUuid });

/** Institution sign-in: 账号不能为空 / 用户名至少6位最多24位,手机号为11位. */
export const orgPasswordLoginSchema = z.object({
  username: z
    .string({ error: MSG.orgUsernameEmpty })
    .trim()
    .superRefine((v, ctx) => {
      const error = orgUsernameError(v);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  password: zPassword,
  code: z.string().trim().max(4).optional(),
  uuid: z.string().trim().max(64).optional(),
});

const ticket = z.string({ error: EXTRA_MSG.ticketRequired }).trim().min(1, EXTRA_MSG.ticketRequired).max(64, EXTRA_MSG.ticketRequired);

export const checkSmsSchema = z.object({ phone: zPhone, smsCode: zSmsCode });
export const smsCodeOnlySchema = z.object({ smsCode: zSmsCode });

export const findPasswordSchema = z
  .object({ phone: zPhone, ticket, password: zNewPassword, confirmPassword: confirm })
  .refine(matching, mismatch);

export const resetByTicketSchema = z.object({ ticket, password: zNewPassword, confirmPassword: confirm }).refine(matching, mismatch);

export const resetByOldPasswordSchema = z
  .object({
    oldPassword: z.string({ error: EXTRA_MSG.oldPasswordRequired }).min(1, EXTRA_MSG.oldPasswordRequired).max(64, '原密码错误'),
    password: zNewPassword,
    confirmPassword: confirm,
  })
  .refine(matching, mismatch);

export const newPhoneSchema = z.object({ phone: zPhone, smsCode: zSmsCode, ticket });

export const zEmail = z.string({ error: EXTRA_MSG.emailInvalid }).trim().max(120, EXTRA_MSG.emailInvalid).pipe(z.email({ error: EXTRA_MSG.emailInvalid }));

/** Blank → absent, for optional text fields. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v);

export const personInfoSchema = z.object({
  mname: z.string({ error: EXTRA_MSG.mnameRequired }).trim().min(1, EXTRA_MSG.mnameRequired).max(30, EXTRA_MSG.mnameTooLong),
  email: z.preprocess(blank, zEmail.optional()),
});

export const organizationInfoSchema = z.object({
  name: z.string({ error: EXTRA_MSG.orgNameRequired }).trim().min(1, EXTRA_MSG.orgNameRequired).max(100, EXTRA_MSG.orgNameTooLong),
  imageUrl: z.preprocess(
    blank,
    z
      .string({ error: EXTRA_MSG.imageUrlInvalid })
      .trim()
      .max(500, EXTRA_MSG.imageUrlInvalid)
      .regex(/^(\/files\/[a-z]+\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)|https:\/\/[^\s"'<>]+)$/, EXTRA_MSG.imageUrlInvalid)
      .optional(),
  ),
});
