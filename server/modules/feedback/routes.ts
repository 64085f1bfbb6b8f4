import { z } from 'zod';
import { suggestions } from '../../db/schema';
import { ok } from '../../http/envelope';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { envelope } from '../../openapi/answers';
import { MSG, PHONE_RE } from '../../../src/shared/validation';

/** Spec §5 phone rule: 11 digits, starts with 1, second digit 3-9. */

export const SUGGESTION_MAX_LENGTH = 1000;
export const CONTACT_MAX_LENGTH = 30;

/** Trims strings; an empty optional field counts as absent. */
const blankToUndefined = (v: unknown) => {
  if (typeof v !== 'string') return v ?? undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
};

/** The body of `POST /exhibition/addSuggestion`; every message is the one the reader sees. */
export const suggestionBody = z.object({
  contact: z.preprocess(
    blankToUndefined,
    z.string({ error: '联系人格式不正确' }).max(CONTACT_MAX_LENGTH, `联系人不能超过${CONTACT_MAX_LENGTH}个字`).optional(),
  ),
  phone: z.preprocess(blankToUndefined, z.string({ error: MSG.phoneInvalid }).regex(PHONE_RE, MSG.phoneInvalid).optional()),
  email: z.preprocess(
    blankToUndefined,
    z.email({ error: '请输入正确的邮箱地址' }).max(100, '邮箱地址不能超过100个字符').optional(),
  ),
  content: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '输入框内容不能为空' })
      .min(1, '输入框内容不能为空')
      .max(SUGGESTION_MAX_LENGTH, `建议内容不能超过${SUGGESTION_MAX_LENGTH}个字`),
  ),
});

/**
 * The suggestion box of the footer page 意见建议. Anyone may write (no sign-in), so the route has
 * its own tighter rate limit; it only applies when app.ts registers @fastify/rate-limit
 * (rateLimitMax > 0) — without the plugin the `config.rateLimit` entry is simply unused.
 */
export const feedbackModule = routesModule('feedback', () => [
  defineRoute({
    method: 'POST',
    path: '/exhibition/addSuggestion',
    access: 'public',
    summary: '提交意见建议',
    body: suggestionBody,
    response: envelope,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async ({ db, req, body }) => {
      await db.insert(suggestions).values({
        contact: body.contact ?? '',
        phone: body.phone ?? null,
        email: body.email ?? null,
        content: body.content,
        ip: (req.ip ?? '').slice(0, 64),
      });
      return ok(undefined, '感谢您的宝贵意见，我们会尽快处理');
    },
  }),
]);
