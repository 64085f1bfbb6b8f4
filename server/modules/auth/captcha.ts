import { randomInt, randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { IMAGE_CODE_LENGTH, MSG } from '../../../src/shared/validation';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { AppError, badRequest, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { RATE } from './rate';

/** Image codes live 3 minutes and are single use (docs/api-auth.md). */
export const CAPTCHA_TTL_MS = 3 * 60 * 1000;
export const CAPTCHA_MSG = {
  required: MSG.imageCodeRequired,
  wrong: '图形验证码错误',
  expired: '图形验证码已失效，请刷新',
} as const;

/** No 0/O, 1/l/I: a reader should never have to guess. Compared case-insensitively. */
const CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

const render = svgCaptcha as unknown as (text: string, options?: Record<string, unknown>) => string;

function randomText(): string {
  let text = '';
  for (let i = 0; i < IMAGE_CODE_LENGTH; i++) text += CHARSET[randomInt(CHARSET.length)];
  return text;
}

/** A new image code: its row (the answer, lower case) and `{uuid, img}` with a base64 SVG. */
export async function createCaptcha(db: Db): Promise<{ uuid: string; img: string }> {
  const text = randomText();
  const svg = render(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#f5f5f5' });
  const uuid = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await db.insert(captchas).values({ uuid, answer: text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  return { uuid, img: Buffer.from(svg, 'utf8').toString('base64') };
}

/**
 * Checks and uses up an image code. The row is deleted whatever the outcome, so a code is tried
 * once: a wrong guess means a new image (as the client refreshes it anyway, spec §8).
 */
export async function verifyCaptcha(db: Db, uuid: unknown, code: unknown): Promise<void> {
  const answer = typeof code === 'string' ? code.trim() : '';
  if (!answer) throw badRequest(CAPTCHA_MSG.required);
  const id = typeof uuid === 'string' ? uuid.trim() : '';
  if (!id || id.length > 64) throw badRequest(CAPTCHA_MSG.expired);
  const [row] = await db.delete(captchas).where(eq(captchas.uuid, id)).returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest(CAPTCHA_MSG.expired);
  if (row.answer !== answer.toLowerCase()) throw badRequest(CAPTCHA_MSG.wrong);
}

/** Dev only: the text of an image code, without using it up. */
export async function captchaText(db: Db, uuid: string): Promise<string> {
  const [row] = await db.select().from(captchas).where(eq(captchas.uuid, uuid.slice(0, 64)));
  if (!row) throw new AppError(404, '图形验证码不存在或已使用');
  return row.answer;
}

export function captchaRoutes(app: Parameters<typeof mount>[0], db: Db): void {
  const handler = async () => ok(await createCaptcha(db));
  for (const path of ['/captchaImage', '/auth/wkapi/v1/captchaImage']) {
    mount(app, db, 'GET', path, handler, { config: { rateLimit: RATE.captcha } });
  }
}
