import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ARTICLE_FILE_CALLS, ARTICLE_FILE_MSG, type ArticlePdfState } from '../../../src/resources/articles';
import { authorize } from '../../access/authorize';
import type { Db } from '../../db/client';
import { articlePdfs, articles } from '../../db/schema';
import { attachmentName } from '../../http/attachment';
import { AppError, badRequest, ok } from '../../http/envelope';
import { readOneFile } from '../../http/multipart';
import { RATE } from '../auth/rate';
import { sniffManuscript } from './manuscript';
import { manuscriptReader } from './manuscriptReader';
import { iso, onJournalRow, pathId } from './scope';
import { defineRoute, type AnyRoute } from '../../http/declareRoute';

export const MANUSCRIPT_MAX_BYTES = 10 * 1024 * 1024;
export const ARTICLE_PDF_MAX_BYTES = 30 * 1024 * 1024;

const articleIdOf = (raw: unknown) => pathId(raw, '文章编号必须是正整数');

async function articleRow(db: Db, id: number | null) {
  if (id === null) return undefined;
  const [a] = await db.select({ id: articles.id, journalId: articles.journalId, title: articles.title }).from(articles).where(eq(articles.id, id));
  return a;
}

async function pdfState(db: Db, articleId: number): Promise<ArticlePdfState> {
  const [p] = await db.select().from(articlePdfs).where(eq(articlePdfs.articleId, articleId));
  return p ? { articleId, exists: true, fileSize: p.fileSize, pages: p.pages, uploadTime: iso(p.uploadTime) } : { articleId, exists: false, fileSize: 0, pages: 0, uploadTime: null };
}

/**
 * Journal editors' files (spec §7 `/custom/pdf`, "article upload and parsing"): an article's
 * full-text PDF — upload (checked with pdf.js, kept in the private storage area), check, delete,
 * download — and reading a manuscript (.docx or PDF) into the article form's fields. All scoped like
 * the article itself: another editor's article is 404 on reads and 403 on writes.
 */
export function articleFileCalls(db: Db, app: FastifyInstance): AnyRoute[] {
  const reader = manuscriptReader();
  app.addHook('onClose', async () => reader.close());
  const storage = () => app.accounts.storage;
  const calls = ARTICLE_FILE_CALLS;

  return [
    defineRoute({
      ...calls.parse,
      access: { action: 'update', subject: 'Article' },
      summary: '解析稿件（Word 或 PDF，字段 file）',
      config: { rateLimit: RATE.upload },
      handler: async (ctx) => {
        await authorize(ctx, 'update', 'Article');
        const data = await readOneFile(ctx.req, { field: 'file', maxBytes: MANUSCRIPT_MAX_BYTES, missing: ARTICLE_FILE_MSG.missing, tooBig: ARTICLE_FILE_MSG.manuscriptTooBig });
        const kind = sniffManuscript(data);
        if (!kind) throw badRequest(ARTICLE_FILE_MSG.notManuscript);
        const parsed = await reader.read(data, kind);
        if (!parsed.title && !parsed.abstract && !parsed.fullText) throw badRequest(ARTICLE_FILE_MSG.noText);
        return ok(parsed, ARTICLE_FILE_MSG.parsed);
      },
    }),
    defineRoute({
      ...calls.upload,
      access: { action: 'update', subject: 'Article' },
      summary: '上传文章 PDF（字段 file）',
      config: { rateLimit: RATE.upload },
      handler: async (ctx) => {
        const { access, row } = await onJournalRow(ctx, 'update', 'Article', () => articleRow(db, articleIdOf(ctx.input.articleId)));
        const data = await readOneFile(ctx.req, { field: 'file', maxBytes: ARTICLE_PDF_MAX_BYTES, missing: ARTICLE_FILE_MSG.missing, tooBig: ARTICLE_FILE_MSG.pdfTooBig });
        if (sniffManuscript(data) !== 'pdf') throw badRequest(ARTICLE_FILE_MSG.notPdf);
        const pages = await reader.pages(data);
        if (pages < 1) throw badRequest(ARTICLE_FILE_MSG.badPdf);
        const fileName = `article-${row.id}-${randomBytes(12).toString('hex')}.pdf`;
        await storage().put('pdf', fileName, data);
        // The row names the new file in one statement; the old file goes only once nothing names it.
        const [previous] = await db.select({ fileName: articlePdfs.fileName }).from(articlePdfs).where(eq(articlePdfs.articleId, row.id));
        const values = { fileName, fileSize: data.length, pages, uploadedBy: access.signedIn.member.id, uploadTime: new Date() };
        await db
          .insert(articlePdfs)
          .values({ articleId: row.id, ...values })
          .onConflictDoUpdate({ target: articlePdfs.articleId, set: values });
        if (previous && previous.fileName !== fileName) await storage().remove('pdf', previous.fileName);
        return ok(await pdfState(db, row.id), ARTICLE_FILE_MSG.uploaded);
      },
    }),
    defineRoute({
      ...calls.check,
      access: { action: 'update', subject: 'Article' },
      summary: '文章 PDF 状态',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'read', 'Article', () => articleRow(db, articleIdOf(ctx.input.articleId)));
        return ok(await pdfState(db, row.id));
      },
    }),
    defineRoute({
      ...calls.remove,
      access: { action: 'update', subject: 'Article' },
      summary: '删除文章 PDF',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'update', 'Article', () => articleRow(db, articleIdOf(ctx.input.articleId)));
        const [gone] = await db.delete(articlePdfs).where(eq(articlePdfs.articleId, row.id)).returning({ fileName: articlePdfs.fileName });
        if (!gone) throw badRequest(ARTICLE_FILE_MSG.noPdf);
        await storage().remove('pdf', gone.fileName);
        return ok(await pdfState(db, row.id), ARTICLE_FILE_MSG.removed);
      },
    }),
    defineRoute({
      ...calls.download,
      access: { action: 'update', subject: 'Article' },
      summary: '下载文章 PDF（管理）',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'read', 'Article', () => articleRow(db, articleIdOf(ctx.input.articleId)));
        const [p] = await db.select().from(articlePdfs).where(eq(articlePdfs.articleId, row.id));
        const data = p ? await storage().get('pdf', p.fileName) : null;
        if (!data) throw new AppError(404, ARTICLE_FILE_MSG.noPdf);
        return ctx.reply
          .type('application/pdf')
          .header('Content-Disposition', attachmentName(row.title, 'article'))
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(data);
      },
    }),
  ];
}
