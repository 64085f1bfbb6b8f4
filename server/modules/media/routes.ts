import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Subject } from '../../../src/access/policy';
import { resourceList } from '../../../src/resources';
import { MEDIA_MSG, MEDIA_UPLOAD, type UploadedMedia } from '../../../src/shared/mediaUpload';
import { forbidden, requestAccess } from '../../access/authorize';
import { badRequest, ok } from '../../http/envelope';
import { readOneFile } from '../../http/multipart';
import { mount, type Module } from '../../http/routes';
import { sendRanged } from '../../http/videoStream';
import { RATE } from '../auth/rate';
import { MEDIA_DIR } from './paths';
import { probeUpload } from './probe';

export { MEDIA_DIR } from './paths';

/** What an uploaded file is served as, by the extension the server stored it under. */
const MEDIA_TYPE: Readonly<Record<string, string>> = { mp4: 'video/mp4', m4a: 'audio/mp4', mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav' };

/** The subjects whose resources declare an audio or video field: managing one of them lets a member upload. */
const MEDIA_SUBJECTS: readonly Subject[] = [...new Set(resourceList.filter((r) => Object.values(r.fields).some((f) => f.media)).map((r) => r.subject ?? 'Content'))];

const isMediaKind = (v: unknown): v is 'video' | 'audio' => v === 'video' || v === 'audio';

/**
 * `/media/video/<name>.webm`: the lecture videos of famous teachers and headmasters, and
 * `/media/audio/<name>.ogg`: the recitations' recordings (the demo library's committed clips),
 * streamed with HTTP range requests (`Accept-Ranges: bytes`, 206 Partial Content), so a player
 * seeks without downloading the whole file. @fastify/static does the range handling; only these
 * two folders are served, and only files named like the declarations allow.
 *
 * POST /common/upload/media?kind=video|audio: an audio or video file of an admin form (校长视频,
 * 名师成果, 朗诵), recognised by its bytes, its duration read, stored under the files folder as
 * `<member id>-<24 hex>.<ext>` and served at `/files/media/<name>` with ranges (public, like the
 * uploaded pictures: the portal's players read it). docs/decisions/media-uploads.md.
 */
export const mediaModule: Module = async (app, db) => {
  const serveFolder = (folder: string, name: RegExp) =>
    app.register(fastifyStatic, {
      root: path.join(MEDIA_DIR, folder),
      prefix: `/media/${folder}/`,
      decorateReply: false,
      index: false,
      acceptRanges: true,
      allowedPath: (pathName) => name.test(pathName),
      setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=86400'),
    });
  await serveFolder('video', /^\/[A-Za-z0-9_-]+\.(webm|mp4)$/);
  // The recitations' recordings (server/media/audio: small Opus files, src/resources/recitations.ts).
  await serveFolder('audio', /^\/[A-Za-z0-9_-]+\.(ogg|mp3|m4a)$/);

  const storage = app.accounts.storage;
  // An uploaded file's name never changes content: a browser and a proxy may keep it.
  app.get('/files/media/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    const type = MEDIA_TYPE[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    return sendRanged(req, reply, storage, 'media', name, { type, cacheControl: 'public, max-age=31536000, immutable', missingMsg: MEDIA_MSG.fileMissing });
  });

  mount(
    app,
    db,
    'POST',
    MEDIA_UPLOAD.path,
    async (ctx) => {
      const access = await requestAccess(ctx);
      if (!MEDIA_SUBJECTS.some((s) => access.ability.can('create', s) || access.ability.can('update', s))) throw forbidden();
      const kind = ctx.params.kind;
      if (!isMediaKind(kind)) throw badRequest(MEDIA_MSG.badKind);
      let originalName = '';
      const data = await readOneFile(ctx.req, {
        field: MEDIA_UPLOAD.field,
        maxBytes: MEDIA_UPLOAD.rules[kind].maxBytes,
        missing: MEDIA_MSG.missing,
        tooBig: MEDIA_MSG.tooBig(kind),
        onFile: (n) => (originalName = n),
      });
      const probed = await probeUpload(kind, originalName, data);
      const name = `${access.signedIn.member.id}-${randomBytes(12).toString('hex')}.${probed.ext}`;
      await storage.put('media', name, data);
      const uploaded: UploadedMedia = { url: `/files/media/${name}`, originalName: path.basename(originalName).slice(0, 200), size: data.length, duration: probed.duration, mime: probed.mime };
      return ok(uploaded, MEDIA_MSG.uploaded);
    },
    { config: { rateLimit: RATE.upload } },
  );
};
