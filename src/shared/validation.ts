import { z } from 'zod';

/**
 * Spec §5 validation rules with their exact messages, once: the login and registration forms
 * and the server's request schemas both use these, so a rule can never differ between them.
 */
export const MSG = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号码',
  contactPhoneInvalid: '请输入正确的联系电话：手机号或座机号（区号-号码，可加分机，如027-67868000）',
  usernameRequired: '请输入用户名',
  usernameInvalid: '可输字母、数字、下划线,且长度4到18位',
  passwordRequired: '请输入密码',
  passwordInvalid: '允许字母和数字,不包含空格,长度8到18位',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入密码不一致!',
  imageCodeRequired: '请输入图形验证码',
  accountRequired: '请输入请输入用户名/手机号',
  orgUsernameInvalid: '用户名至少6位最多24位,手机号为11位',
  orgUsernameEmpty: '账号不能为空',
  phoneOrCodeEmpty: '手机号或验证码不能为空',
  inputEmpty: '输入框内容不能为空',
  smsCodeRequired: '请输入短信验证码',
  smsCodeInvalid: '短信验证码为6位数字',
} as const;

/** 11 digits, starting 1, second digit 3–9 (spec §9: 1[3-9] plus 9 digits). */
export const PHONE_RE = /^1[3-9]\d{9}$/;
/**
 * A mainland landline: 区号 (0 and 2–3 digits), 号码 (7–8 digits), optional 分机 (1–6 digits),
 * joined by `-`: 027-67868000, 010-12345678-801.
 */
export const LANDLINE_RE = /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/;
/** A contact number (联系电话 of a department or an institution): a mobile or a landline (at most 20 characters). */
export const isContactPhone = (v: unknown) => typeof v === 'string' && (PHONE_RE.test(v) || LANDLINE_RE.test(v));
/** 4–18 letters, digits or underscores, with at least one letter. */
export const USERNAME_RE = /^(?=.*[A-Za-z])[A-Za-z0-9_]{4,18}$/;
/** 8–18 characters, no spaces, at least one lowercase letter and one digit. */
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*\d)\S{8,18}$/;
/** The registration username input accepts at most 11 characters (spec §5 "input max 11"). */
export const USERNAME_INPUT_MAX = 11;
export const IMAGE_CODE_LENGTH = 4;
export const SMS_CODE_RE = /^\d{6}$/;
export const ORG_USERNAME_MIN = 6;
export const ORG_USERNAME_MAX = 24;
/** Spec §9: SMS resend wait and login-miss threshold. */
export const SMS_RESEND_SECONDS = 60;
export const LOGIN_MISS_THRESHOLD = 3;

export const isPhone = (v: unknown) => typeof v === 'string' && PHONE_RE.test(v);
export const isUsername = (v: unknown) => typeof v === 'string' && USERNAME_RE.test(v);
export const isPassword = (v: unknown) => typeof v === 'string' && PASSWORD_RE.test(v);

/** Send-SMS is enabled only with a valid phone and, on the login form, a 4-character image code. */
export function canSendSms(phone: string, imageCode: string | undefined, form: 'login' | 'register'): boolean {
  if (!isPhone(phone)) return false;
  return form === 'register' || (imageCode ?? '').trim().length === IMAGE_CODE_LENGTH;
}

/** Institution account: empty → 账号不能为空; otherwise 6–24 characters (or an 11-digit phone). */
export function orgUsernameError(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (!v) return MSG.orgUsernameEmpty;
  if (PHONE_RE.test(v)) return undefined;
  if (v.length < ORG_USERNAME_MIN || v.length > ORG_USERNAME_MAX) return MSG.orgUsernameInvalid;
  return undefined;
}

// ---- zod pieces for request bodies (server) and forms (client) ----

const required = (msg: string) => z.string({ error: msg }).trim().min(1, msg);

export const zPhone = required(MSG.phoneRequired).regex(PHONE_RE, MSG.phoneInvalid);
export const zContactPhone = z.string({ error: MSG.contactPhoneInvalid }).trim().refine(isContactPhone, MSG.contactPhoneInvalid);
export const zUsername = required(MSG.usernameRequired).regex(USERNAME_RE, MSG.usernameInvalid);
export const zNewPassword = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).regex(PASSWORD_RE, MSG.passwordInvalid);
export const zPassword = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(64, MSG.passwordInvalid);
export const zSmsCode = required(MSG.smsCodeRequired).regex(SMS_CODE_RE, MSG.smsCodeInvalid);
export const zImageCode = required(MSG.imageCodeRequired).length(IMAGE_CODE_LENGTH, MSG.imageCodeRequired);
export const zUuid = z.string({ error: '图形验证码已失效，请刷新' }).trim().min(1, '图形验证码已失效，请刷新').max(64, '图形验证码已失效，请刷新');

export const registerSchema = z
  .object({
    username: zUsername,
    phone: zPhone,
    smsCode: zSmsCode,
    password: zNewPassword,
    confirmPassword: z.string({ error: MSG.confirmRequired }).min(1, MSG.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.confirmMismatch, path: ['confirmPassword'] });

export const passwordLoginSchema = z.object({
  username: required(MSG.accountRequired).max(32, MSG.accountRequired),
  password: zPassword,
  code: z.string().trim().max(IMAGE_CODE_LENGTH).optional(),
  uuid: z.string().trim().max(64).optional(),
});

export const smsLoginSchema = z.object({
  phone: z.string({ error: MSG.phoneOrCodeEmpty }).trim().min(1, MSG.phoneOrCodeEmpty).regex(PHONE_RE, MSG.phoneInvalid),
  smsCode: z.string({ error: MSG.phoneOrCodeEmpty }).trim().min(1, MSG.phoneOrCodeEmpty).regex(SMS_CODE_RE, MSG.smsCodeInvalid),
});
