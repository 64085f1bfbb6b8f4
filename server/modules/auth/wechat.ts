import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { members, wechatKeys } from '../../db/schema';
import { AppError, badRequest, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { RATE } from './rate';
import { isInstitutionMember, LOGIN_MSG } from './login';
import { issueToken } from '../../access/session';

/** A QR code's key lives 5 minutes; the page polls `loginByWechat?key` until it is confirmed. */
export const WECHAT_KEY_TTL_SECONDS = 5 * 60;
export const WECHAT_WAITING_CODE = 1101401;
export const WECHAT_MSG = {
  waiting: '等待扫码确认',
  expired: '二维码已失效，请刷新后重新扫码',
  disabled: '微信登录暂未开通，请使用其他方式登录',
} as const;

const KEY_RE = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Whoever confirms a WeChat scan. Asked while a key is still waiting: the member the key signs in
 * (after the provider has matched the WeChat user to an account), or null while nobody has
 * confirmed yet. A real provider (WeChat Open Platform OAuth callback) plugs in here.
 */
export interface WechatProvider {
  readonly name: string;
  confirmedMember(key: string, db: Db): Promise<number | null>;
}

/**
 * Development: a scan is simulated by `POST /api/dev/wechat/bind {key, username}`, which writes the
 * member onto the key's row; there is nothing else to ask.
 */
export const simulatorWechatProvider = (): WechatProvider => ({
  name: 'simulator',
  async confirmedMember() {
    return null;
  },
});

/** The key's row, made on the first poll (the QR page shows the code for this key). */
async function keyRow(db: Db, key: string) {
  await db
    .insert(wechatKeys)
    .values({ key, expiresAt: sql`now() + make_interval(secs => ${WECHAT_KEY_TTL_SECONDS})` })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: wechatKeys.key, memberId: wechatKeys.memberId, usedAt: wechatKeys.usedAt, live: sql<boolean>`${wechatKeys.expiresAt} > now()` })
    .from(wechatKeys)
    .where(eq(wechatKeys.key, key));
  return row;
}

export function wechatRoutes(app: FastifyInstance, db: Db): void {
  mount(
    app,
    db,
    'GET',
    '/auth/wkapi/v1/wechat/login/loginByWechat',
    async ({ req, params }) => {
      const provider = app.accounts.wechat;
      if (!provider) throw badRequest(WECHAT_MSG.disabled);
      const key = typeof params.key === 'string' ? params.key.trim() : '';
      if (!KEY_RE.test(key)) throw badRequest(WECHAT_MSG.expired);
      const row = await keyRow(db, key);
      if (!row || row.usedAt || !row.live) throw badRequest(WECHAT_MSG.expired);
      let memberId = row.memberId;
      if (memberId === null) {
        memberId = await provider.confirmedMember(key, db);
        if (memberId === null) throw new AppError(WECHAT_WAITING_CODE, WECHAT_MSG.waiting);
        await db.update(wechatKeys).set({ memberId }).where(and(eq(wechatKeys.key, key), isNull(wechatKeys.memberId)));
      }
      // Single use: only the poll that flips used_at gets the token.
      const used = await db
        .update(wechatKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(wechatKeys.key, key), isNull(wechatKeys.usedAt), gt(wechatKeys.expiresAt, sql`now()`)))
        .returning({ key: wechatKeys.key });
      if (used.length === 0) throw badRequest(WECHAT_MSG.expired);
      const [member] = await db.select({ id: members.id, enabled: members.enabled, partyId: members.partyId, memberType: members.memberType }).from(members).where(eq(members.id, memberId));
      if (!member?.enabled) throw badRequest(WECHAT_MSG.expired);
      if (await isInstitutionMember(db, member)) throw badRequest(LOGIN_MSG.institutionPasswordOnly);
      return ok(await issueToken(db, req, member.id, 'wechat'), '登录成功');
    },
    { config: { rateLimit: RATE.wechatPoll } },
  );
}

const bindBody = z.object({
  key: z.string({ error: WECHAT_MSG.expired }).trim().regex(KEY_RE, WECHAT_MSG.expired),
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(32, '用户不存在'),
});

/** Dev simulator: binds a key as if `username` had scanned and confirmed it. */
export async function simulateWechatScan(db: Db, params: Record<string, unknown>): Promise<void> {
  const body = bindBody.parse(params);
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.username, body.username));
  if (!member) throw badRequest('用户不存在');
  const row = await keyRow(db, body.key);
  if (!row || row.usedAt || !row.live) throw badRequest(WECHAT_MSG.expired);
  await db.update(wechatKeys).set({ memberId: member.id, openId: `dev-${member.id}` }).where(eq(wechatKeys.key, body.key));
}
