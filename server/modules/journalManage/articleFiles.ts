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
import { mount } from '../../http/routes';
import { RATE } from '../auth/rate';
import { sniffManuscript } from './manuscript';
import { manuscriptReader } from './manuscriptReader';
import { iso, onJournalRow, pathId } from './scope';

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
export function articleFileCalls(app: FastifyInstance, db: Db): void {
  const reader = manuscriptReader();
  app.addHook('onClose', async () => reader.close());
  const storage = () => app.accounts.storage;
  const calls = ARTICLE_FILE_CALLS;

  mount(
    app,
    db,
    calls.parse.method,
    calls.parse.path,
    async (ctx) => {
      await authorize(ctx, 'update', 'Article');
      const data = await readOneFile(ctx.req, { field: 'file', maxBytes: MANUSCRIPT_MAX_BYTES, missing: ARTICLE_FILE_MSG.missing, tooBig: ARTICLE_FILE_MSG.manuscriptTooBig });
      const kind = sniffManuscript(data);
      if (!kind) throw badRequest(ARTICLE_FILE_MSG.notManuscript);
      const parsed = await reader.read(data, kind);
      if (!parsed.title && !parsed.abstract && !parsed.fullText) throw badRequest(ARTICLE_FILE_MSG.noText);
      return ok(parsed, ARTICLE_FILE_MSG.parsed);
    },
    { config: { rateLimit: RATE.upload } },
  );

  mount(
    app,
    db,
    calls.upload.method,
    calls.upload.path,
    async (ctx) => {
      const { access, row } = await onJournalRow(ctx, 'update', 'Article', () => articleRow(db, articleIdOf(ctx.params.articleId)));
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
    { config: { rateLimit: RATE.upload } },
  );

  mount(app, db, calls.check.method, calls.check.path, async (ctx) => {
    const { row } = await onJournalRow(ctx, 'read', 'Article', () => articleRow(db, articleIdOf(ctx.params.articleId)));
    return ok(await pdfState(db, row.id));
  });

  mount(app, db, calls.remove.method, calls.remove.path, async (ctx) => {
    const { row } = await onJournalRow(ctx, 'update', 'Article', () => articleRow(db, articleIdOf(ctx.params.articleId)));
    const [gone] = await db.delete(articlePdfs).where(eq(articlePdfs.articleId, row.id)).returning({ fileName: articlePdfs.fileName });
    if (!gone) throw badRequest(ARTICLE_FILE_MSG.noPdf);
    await storage().remove('pdf', gone.fileName);
    return ok(await pdfState(db, row.id), ARTICLE_FILE_MSG.removed);
  });

  mount(app, db, calls.download.method, calls.download.path, async (ctx) => {
    const { row } = await onJournalRow(ctx, 'read', 'Article', () => articleRow(db, articleIdOf(ctx.params.articleId)));
    const [p] = await db.select().from(articlePdfs).where(eq(articlePdfs.articleId, row.id));
    const data = p ? await storage().get('pdf', p.fileName) : null;
    if (!data) throw new AppError(404, ARTICLE_FILE_MSG.noPdf);
    return ctx.reply
      .type('application/pdf')
      .header('Content-Disposition', attachmentName(row.title, 'article'))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });
}
