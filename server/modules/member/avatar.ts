import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { ok } from '../../http/envelope';
import { readOneFile } from '../../http/multipart';
import { mount } from '../../http/routes';
import { FILE_NAME_RE, fileUrl } from '../../storage';
import { reencodeUpload } from '../upload/reencode';
import { RATE } from '../auth/rate';
import { requireMember } from '../../access/session';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MSG = {
  missing: '请选择要上传的头像图片',
  tooBig: '头像图片不能超过2MB',
  badType: '仅支持JPG、PNG、WEBP、GIF格式的图片',
  success: '头像修改成功',
} as const;

/**
 * POST /member/updateAvatar, multipart field `avatarfile`: the kind is read from the bytes (never
 * the name or the declared type), at most 2 MB, re-encoded from its pixels (upload/reencode.ts) and
 * saved under a name the server makes.
 */
export function avatarRoutes(app: FastifyInstance, db: Db): void {
  mount(
    app,
    db,
    'POST',
    '/member/updateAvatar',
    async (ctx) => {
      const s = await requireMember(ctx);
      const { req } = ctx;
      const data = await readOneFile(req, { field: 'avatarfile', maxBytes: AVATAR_MAX_BYTES, missing: AVATAR_MSG.missing, tooBig: AVATAR_MSG.tooBig });
      // Decoded and written anew like every other picture (a 30000×30000 PNG is refused from its header).
      const image = await reencodeUpload(data, AVATAR_MSG.badType);

      const storage = app.accounts.storage;
      const name = `${s.member.id}-${randomBytes(12).toString('hex')}.${image.format}`;
      await storage.put('avatar', name, image.data);
      const url = fileUrl('avatar', name);
      await db.update(members).set({ avatar: url, updateTime: new Date() }).where(eq(members.id, s.member.id));
      // The previous upload is no longer referenced.
      const old = s.member.avatar?.match(/^\/files\/avatar\/([^/]+)$/)?.[1];
      if (old && FILE_NAME_RE.test(old)) await storage.remove('avatar', old).catch((err) => req.log.warn({ err }, 'old avatar not removed'));
      return ok({ profilePic: url }, AVATAR_MSG.success);
    },
    { config: { rateLimit: RATE.upload } },
  );
}
