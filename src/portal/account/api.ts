import { call } from '../../providers/http';
import { AUTH_PATHS, P } from '../../providers/auth';
import type { MemberProfile, MemberRole } from '../../session/types';

/** The account calls of docs/api-auth.md that are not sign-in itself (that is providers/auth.ts). */

export interface Captcha {
  uuid: string;
  img: string;
}

export const accountApi = {
  captcha: async () => (await call<Captcha>('get', '/captchaImage')).data!,
  pwdErrCount: async (username: string) => (await call<{ num: number }>('get', '/auth/wkapi/v1/pwdErrCount', { query: { username } })).data?.num ?? 0,
  loginSms: (body: { phone: string; code: string; uuid: string }) => call('post', `${P}/loginSms`, { body }),
  registerSms: (phone: string) => call('get', `${P}/registerSms`, { query: { phone } }),
  forgetPasswordSms: (body: { phone: string; code: string; uuid: string }) => call('post', `${P}/forgetPasswordSms`, { body }),
  checkForgetPasswordSms: async (body: { phone: string; smsCode: string }) =>
    (await call<{ ticket: string }>('post', `${P}/checkForgetPasswordSms`, { body })).data!.ticket,
  findPasswordByPhone: (body: { phone: string; ticket: string; password: string; confirmPassword: string }) =>
    call('post', `${P}/findPasswordByPhone`, { body }),
  resetPasswordByOldPassword: (body: { oldPassword: string; password: string; confirmPassword: string }) =>
    call('post', `${P}/resetPasswordByOldPassword`, { body }),
  getOldPhoneSms: () => call('post', `${P}/getOldPhoneSms`, { body: {} }),
  checkOldPhoneSms: async (smsCode: string) => (await call<{ ticket: string }>('post', `${P}/checkOldPhoneSms`, { body: { smsCode } })).data!.ticket,
  getNewPhoneSms: (phone: string) => call('post', `${P}/getNewPhoneSms`, { body: { phone } }),
  checkNewPhoneSms: (body: { phone: string; smsCode: string; ticket: string }) => call('post', `${P}/checkNewPhoneSms`, { body }),
  roleList: async () => (await call<MemberRole[]>('get', AUTH_PATHS.roleList)).data ?? [],
  memberInfo: async () => (await call<MemberProfile>('get', AUTH_PATHS.memberInfo)).data!,
  updateAvatar: async (file: File) => {
    const form = new FormData();
    form.append('avatarfile', file);
    return (await call<{ profilePic: string }>('post', '/member/updateAvatar', { body: form })).data!.profilePic;
  },
  updatePersonInfo: (body: { mname?: string; email?: string }) => call('post', '/uc_m/wkapi/v1/wenku_party/person/updateInfo/platform', { body }),
  updateOrganizationInfo: (body: { name?: string; imageUrl?: string }) =>
    call('post', '/uc_m/wkapi/v1/wenku_party/organization/updateInfo/platform', { body }),
};

/** Avatar upload limits (docs/api-auth.md: images only, at most 2 MB; checked here too). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export function avatarFileError(file: { type: string; size: number }): string | undefined {
  if (!AVATAR_TYPES.includes(file.type)) return '头像只能是 JPG、PNG、WebP 或 GIF 图片';
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过 2MB';
  return undefined;
}

/** `?redirect=` target after sign-in: a same-site path only (never `//host` or a full URL). */
export function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}
