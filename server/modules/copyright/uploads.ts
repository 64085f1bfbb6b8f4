import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COPYRIGHT_CALLS, COPYRIGHT_MSG } from '../../../src/resources/copyright';
import { IMAGE_UPLOAD_TOO_BIG_MSG } from '../../../src/shared/imageUpload';
import { authorize } from '../../access/authorize';
import { AppError, badRequest, ok } from '../../http/envelope';
import { readOneFile } from '../../http/multipart';
import { defineRoute, type AnyRoute } from '../../http/declareRoute';
import { RATE } from '../auth/rate';
import { sniffImage } from '../../storage/sniff';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MSG } from '../upload/reencode';
import { storeImageBytes } from '../upload/routes';
import { reviewsForPlatform } from './applies';
import { PDF_NAME, pdfUrl } from './samples';
import type { CopyrightPdfs } from './certificateStore';

export const SAMPLE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * `upload`: one sample file (field `file`) — a picture is re-encoded as every upload is; a PDF must
 * open in pdf.js (in a worker) and is kept in the private area. `file?name=`: a sample PDF, to its
 * uploader or the platform reviewer only.
 */
export function uploadRoutes(app: FastifyInstance, pdfs: CopyrightPdfs): AnyRoute[] {
  return [
    defineRoute({
      ...COPYRIGHT_CALLS.upload,
      access: { action: 'create', subject: 'Copyright' },
      summary: '上传作品样本（图片或 PDF，字段 file）',
      config: { rateLimit: RATE.upload },
      handler: async (ctx) => {
        const access = await authorize(ctx, 'create', 'Copyright');
        const memberId = access.member.memberId;
        const data = await readOneFile(ctx.req, { field: 'file', maxBytes: SAMPLE_MAX_BYTES, missing: COPYRIGHT_MSG.fileMissingField, tooBig: COPYRIGHT_MSG.fileTooBig });
        const name = typeof ctx.input.name === 'string' ? ctx.input.name.trim().slice(0, 100) : '';
        if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
          if ((await pdfs.pageCount(data)) === null) throw badRequest(COPYRIGHT_MSG.badPdf);
          const fileName = `cr-${memberId}-${randomBytes(12).toString('hex')}.pdf`;
          await app.accounts.storage.put('pdf', fileName, data);
          return ok({ kind: 'pdf', url: pdfUrl(fileName), name: name || '作品样本.pdf' }, COPYRIGHT_MSG.uploaded);
        }
        if (!sniffImage(data)) throw badRequest(COPYRIGHT_MSG.notPdf);
        if (data.length > IMAGE_UPLOAD_MAX_BYTES) throw new AppError(413, IMAGE_UPLOAD_TOO_BIG_MSG);
        const image = await storeImageBytes(app, data, memberId);
        return ok({ kind: 'image', url: image.url, thumbUrl: image.thumbUrl, name: name || '作品样本' }, IMAGE_UPLOAD_MSG.success);
      },
    }),
    defineRoute({
      ...COPYRIGHT_CALLS.file,
      access: { action: 'read', subject: 'Copyright' },
      summary: '作品样本 PDF（上传者或审核人）',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'read', 'Copyright');
        const name = z.string().regex(PDF_NAME).safeParse(ctx.input.name);
        if (!name.success) throw new AppError(404, COPYRIGHT_MSG.fileMissing);
        const owner = Number(PDF_NAME.exec(name.data)![1]);
        if (owner !== access.member.memberId && !reviewsForPlatform(access)) throw new AppError(404, COPYRIGHT_MSG.fileMissing);
        const data = await app.accounts.storage.get('pdf', name.data);
        if (!data) throw new AppError(404, COPYRIGHT_MSG.fileMissing);
        return ctx.reply.type('application/pdf').header('Content-Disposition', 'inline; filename="sample.pdf"').header('Cache-Control', 'private, no-store').send(data);
      },
    }),
  ];
}
