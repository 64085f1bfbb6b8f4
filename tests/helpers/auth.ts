import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';

/** `/api` + the platform prefix of docs/api-auth.md. */
export const P = '/api/auth/wkapi/v1/platform';

/** Headers carrying a token the way the client sends it. */
export const authed = (token: string, bearer = false) => ({ authorization: bearer ? `Bearer ${token}` : token });

/** A fresh image code and its answer (dev endpoint; not in production). */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ uuid: string; code: string }> {
  const image = await app.inject({ method: 'GET', url: '/api/auth/wkapi/v1/captchaImage' });
  const { uuid } = image.json().data as { uuid: string };
  const text = await app.inject({ method: 'GET', url: `/api/dev/captcha/${uuid}` });
  return { uuid, code: (text.json().data as { text: string }).text };
}

/** The newest code the demo SMS provider "sent" to a phone (optionally of one purpose). */
export async function lastSmsCode(app: FastifyInstance, phone: string, purpose?: string): Promise<string | undefined> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
  const rows = res.json().data as Array<{ purpose: string; code: string }>;
  return rows.find((r) => !purpose || r.purpose === purpose)?.code;
}

/** Signs in by password and returns the token (demo accounts share DEMO_PASSWORD). */
export async function signIn(app: FastifyInstance, username = 'demo_member', password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username, password } });
  const body = res.json();
  if (body.code !== 200) throw new Error(`sign-in as ${username} failed: ${body.msg}`);
  return body.data.access_token as string;
}

/**
 * The `Cookie` header a browser sends back after an access-code call: the HttpOnly holder key the
 * code is bound to (server/modules/fileLicense/codeHolder.ts).
 */
export function codeHolderCookie(res: { cookies: Array<{ name: string; value: string }> }): { cookie: string } {
  const holder = res.cookies.find((c) => c.name === 'wk_code_holder');
  if (!holder) throw new Error('the access-code answer set no holder cookie');
  return { cookie: `wk_code_holder=${holder.value}` };
}
