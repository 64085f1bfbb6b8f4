import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STUDIO_CALLS, STUDIO_MSG, STUDIO_UPLOAD, type StudioUploadKind } from '../../../src/resources/studios';
import { authorize, requestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { studioFileCodes, studioData, studioInfos, studioVideos, writerVideos } from '../../db/schema';
import { WRITER_CALLS } from '../../../src/resources/writerProfiles';
import { attachmentName } from '../../http/attachment';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { readOneFile } from '../../http/multipart';
import { mount, type RouteContext } from '../../http/routes';
import { sendVideo } from '../../http/videoStream';
import { addCodeOpener } from '../fileLicense/byCode';
import { boundCodeDigest, holderKeyFor, presentedCodeDigest } from '../fileLicense/codeHolder';
import { apiUrl } from '../../../src/shared/apiPath';
import { fillPath } from '../../../src/resources/define';
import { RATE } from '../auth/rate';
import { extOf, mp4Duration, STUDIO_FILE_RE, STUDIO_MIME, storedNameFor } from './fileKinds';
import { idParam } from './common';

/** How long a code opens its file: a document is fetched at once; a lesson is watched, and seeks ask again. */
export const CODE_TTL_MS = { studioData: 10 * 60_000, studioInfoAnnex: 10 * 60_000, studioVideo: 3 * 3600_000, writerVideo: 3 * 3600_000 } as const;
type CodeKind = keyof typeof CODE_TTL_MS;

const methodParam = (v: unknown) => {
  if (v === undefined || v === null || v === '') return 'preview';
  if (v !== 'preview' && v !== 'download') throw badRequest(STUDIO_MSG.badMethod);
  return v;
};

/** The stored file of a row a code may open, and the title it is served under. */
async function fileOf(db: Db, kind: CodeKind, id: number): Promise<{ fileName: string; title: string } | null> {
  if (kind === 'studioData') {
    const [r] = await db.select({ fileName: studioData.fileName, title: studioData.title }).from(studioData).where(eq(studioData.id, id));
    return r ?? null;
  }
  if (kind === 'studioVideo') {
    const [r] = await db.select({ fileName: studioVideos.fileName, title: studioVideos.title }).from(studioVideos).where(eq(studioVideos.id, id));
    return r ?? null;
  }
  if (kind === 'writerVideo') {
    const [r] = await db.select({ fileName: writerVideos.fileName, title: writerVideos.title }).from(writerVideos).where(eq(writerVideos.id, id));
    return r ?? null;
  }
  const [r] = await db.select({ fileName: studioInfos.annexFile, title: studioInfos.title }).from(studioInfos).where(eq(studioInfos.id, id));
  return r ?? null;
}

/** A caller's stored upload: the name must be one the server made for this kind (and, but for the admin, this member). */
export async function checkUpload(app: FastifyInstance, name: string, kinds: StudioUploadKind[], memberId: number | null): Promise<{ size: number; duration: number }> {
  const m = STUDIO_FILE_RE.exec(name);
  if (!m || !kinds.includes(m[1] as StudioUploadKind) || (memberId !== null && Number(m[2]) !== memberId)) throw badRequest(STUDIO_MSG.fileMissing);
  const size = await app.accounts.storage.size('studio', name);
  if (size === null) throw badRequest(STUDIO_MSG.fileMissing);
  if (m[1] !== 'video') return { size, duration: 0 };
  const data = await app.accounts.storage.get('studio', name);
  return { size, duration: data ? mp4Duration(data) : 0 };
}

/**
 * Studio files: the upload the admin forms use, the spec's code-issuing calls (anyone may ask
 * for a code to a published studio's file) and the two calls that open a file by its code.
 * Codes live `CODE_TTL_MS` and open only the kind and row they were issued for.
 */
export function studioFileAccessModule(app: FastifyInstance, db: Db): void {
  mount(
    app,
    db,
    STUDIO_CALLS.upload.method,
    STUDIO_CALLS.upload.path,
    async (ctx) => {
      await requestAccess(ctx);
      const kind = z.enum(['data', 'annex', 'video'], { error: '上传类型不正确' }).parse(ctx.params.kind);
      // Videos are also a writer's (作家视频): the same private store, names and checks.
      const writer = kind === 'video' && (await requestAccess(ctx)).ability.can('create', 'Writer');
      const access = await authorize(ctx, 'create', kind === 'data' ? 'StudioData' : writer ? 'Writer' : 'Studio');
      const rule = STUDIO_UPLOAD[kind];
      const tooBig = STUDIO_MSG.tooBig(rule.label, rule.maxBytes / 1024 / 1024);
      let originalName = '';
      const data = await readOneFile(ctx.req, { field: 'file', maxBytes: rule.maxBytes, missing: '请选择要上传的文件', tooBig, onFile: (n) => (originalName = n) });
      const name = storedNameFor(kind, access.member.memberId, originalName, data);
      await app.accounts.storage.put('studio', name, data);
      return ok({ fileName: name, originalName, size: data.length, duration: kind === 'video' ? mp4Duration(data) : 0 }, STUDIO_MSG.uploaded);
    },
    { config: { rateLimit: RATE.upload } },
  );

  async function issue(ctx: RouteContext, kind: CodeKind, rawId: unknown, accessMethod: 'preview' | 'download') {
    const id = idParam(rawId, '文件编号不正确');
    const file = await fileOf(db, kind, id);
    if (!file) throw notFound(kind === 'studioVideo' || kind === 'writerVideo' ? STUDIO_MSG.videoMissing : kind === 'studioData' ? STUDIO_MSG.dataMissing : STUDIO_MSG.infoMissing);
    if (!file.fileName) throw badRequest(STUDIO_MSG.noAnnex);
    const code = randomBytes(24).toString('hex');
    const expiresAt = new Date(Date.now() + CODE_TTL_MS[kind]);
    await db.delete(studioFileCodes).where(lt(studioFileCodes.expiresAt, new Date()));
    // Stored as a digest of the code and this browser's holder key: the code alone opens nothing (codeHolder.ts).
    await db.insert(studioFileCodes).values({ code: boundCodeDigest(code, holderKeyFor(ctx.req, ctx.reply)), kind, fileId: id, accessMethod, expiresAt });
    const path = kind === 'studioVideo' || kind === 'writerVideo' ? STUDIO_CALLS.videoByCode.path : STUDIO_CALLS.byCode.path;
    return ok({ code, id, accessMethod, expiresAt: expiresAt.toISOString(), url: apiUrl(fillPath(path, { code })) });
  }

  mount(app, db, STUDIO_CALLS.codeData.method, STUDIO_CALLS.codeData.path, (ctx) => issue(ctx, 'studioData', ctx.params.id, methodParam(ctx.params.accessMethod)));
  mount(app, db, STUDIO_CALLS.codeVideo.method, STUDIO_CALLS.codeVideo.path, (ctx) => issue(ctx, 'studioVideo', ctx.params.id, 'preview'));
  mount(app, db, STUDIO_CALLS.codeAnnex.method, STUDIO_CALLS.codeAnnex.path, (ctx) => issue(ctx, 'studioInfoAnnex', ctx.params.id, methodParam(ctx.params.accessMethod)));
  // Spec §7 "writer video access": a writer's video plays like a studio's (public, like the writer's page).
  mount(app, db, WRITER_CALLS.videoCode.method, WRITER_CALLS.videoCode.path, (ctx) => issue(ctx, 'writerVideo', ctx.params.id, 'preview'));

  /** The live code's row, for one of `kinds` and (when the caller names it) the same file id. */
  async function redeem(ctx: RouteContext, kinds: CodeKind[]) {
    const rawCode = ctx.params.code;
    const rawId = ctx.params.id;
    const code = typeof rawCode === 'string' && /^[0-9a-f]{48}$/.test(rawCode) ? rawCode : null;
    // Another browser's code (or a copied link) names no row: only the holder's key finds it.
    const digest = code ? presentedCodeDigest(ctx.req, code) : null;
    const [row] = digest ? await db.select().from(studioFileCodes).where(and(eq(studioFileCodes.code, digest), gt(studioFileCodes.expiresAt, new Date()))) : [];
    if (!row) throw new AppError(404, STUDIO_MSG.codeMissing);
    if (!kinds.includes(row.kind as CodeKind)) throw new AppError(403, STUDIO_MSG.codeWrongFile);
    if (rawId !== undefined && rawId !== '' && Number(rawId) !== row.fileId) throw new AppError(403, STUDIO_MSG.codeWrongFile);
    const file = await fileOf(db, row.kind as CodeKind, row.fileId);
    if (!file?.fileName) throw new AppError(404, STUDIO_MSG.codeMissing);
    return { row, file };
  }

  // A studio file's code: 48 hex digits (a book or chronicle code is 32 base64url characters).
  addCodeOpener(app, db, {
    matches: (code) => /^[0-9a-f]{48}$/.test(code),
    open: async (ctx) => {
      const { row, file } = await redeem(ctx, ['studioData', 'studioInfoAnnex']);
      const data = await app.accounts.storage.get('studio', file.fileName);
      if (!data) throw notFound(STUDIO_MSG.fileMissing);
      const ext = extOf(file.fileName);
      const disposition = attachmentName(file.title, `studio-${row.fileId}`, ext);
      return ctx.reply
        .type(STUDIO_MIME[ext] ?? 'application/octet-stream')
        .header('Content-Disposition', row.accessMethod === 'download' ? disposition : disposition.replace(/^attachment/, 'inline'))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  });

  mount(app, db, STUDIO_CALLS.videoByCode.method, STUDIO_CALLS.videoByCode.path, async (ctx) => {
    const { file } = await redeem(ctx, ['studioVideo', 'writerVideo']);
    return sendVideo(ctx.req, ctx.reply, app.accounts.storage, 'studio', file.fileName, STUDIO_MSG.fileMissing);
  });
}
