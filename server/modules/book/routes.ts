import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { publishedRows } from '../../db/published';
import { BOOK_PREVIEW_PATH, BOOK_PREVIEW_PDF_PATH, bookResource } from '../../../src/resources/books';
import { books } from '../../db/schema';
import { notFound, ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { envelope } from '../../openapi/answers';
import { managedAreaRoutes } from '../area/manageArea';
import { idParams, inYear, recordId, equalFilters } from '../area/mountArea';
import { buildPreview, fullBookPages, type BookText } from './preview';
import { ORDER_TYPE } from '../../../src/shared/order';
import { accessFields, itemAccess } from '../order/access';
import { noteUsage, wholeItemUsage } from '../../access/usageEvents';
import { previewPdfs } from './previewStore';

const NOT_FOUND = '该图书不存在或已下架';

/**
 * COUNTER 5.1: a preview (the free pages, as JSON or PDF) shows part of the book, so it is an
 * investigation, never a request; the reader's institution is found when the event is written.
 */
const previewUsage = (book: { id: number; title: string; priceFen: number }) => wholeItemUsage('investigation', ORDER_TYPE.book, book);

/**
 * Books: `/common/book/list`, `/common/book/{id}`, the free preview `/common/book/preview/{id}`
 * and the same pages as a PDF, `/common/book/preview/{id}/pdf`.
 */
export const bookModule = routesModule('book', (db, app) => {
  // Typeset in worker threads, kept on disk per book version (previewStore.ts).
  const previews = previewPdfs(path.join(app.accounts.filesDir, 'previews'));
  app.addHook('onClose', () => previews.close());
  return [
    // 图书管理: the platform admin manages every book, a publisher the books they added (src/access/policy.ts).
    ...managedAreaRoutes({
      manage: {
        owner: { column: 'ownerId', forbiddenMsg: '无权操作该图书：只能修改或删除本出版社添加的图书' },
        // A book with a body says as many pages as a reader who bought it turns (preview.ts).
        prepareWrite: async (_tx, values, { before }) => {
          const book = { ...before, ...values } as BookText;
          if (book.content) values.pages = fullBookPages(book);
        },
      },
      resource: bookResource,
      table: books,
      notFoundMsg: NOT_FOUND,
      omitInList: ['catalogue', 'content'],
      // The body is read through an access code (/fileLicense/accessBook), never in the detail.
      decorateOne: async (row, req) => {
        const access = await itemAccess(db, await req.signedIn(), ORDER_TYPE.book, row.id, row.priceFen);
        // COUNTER: a book's detail is an investigation (reading it, /fileLicense/accessBook, a request).
        noteUsage(req, wholeItemUsage('investigation', ORDER_TYPE.book, row, access.subscriber?.orgPartyId));
        return { ...accessFields(access), content: undefined, hasContent: Boolean(row.content) };
      },
      filterWhere: (f) => {
        return [
          keywordIn(f.keyword, books.title, books.authors, books.publisher, books.isbn),
          ...equalFilters(f, { typeCode: books.typeCode, subjectType: books.subjectType }),
          inYear(books.publishDate, f.outYear),
          keywordIn(f.author, books.authors),
        ];
      },
    }),
    defineRoute({
      method: 'GET',
      path: BOOK_PREVIEW_PATH,
      access: 'public',
      summary: '图书试读（目录与前几页）',
      tags: ['图书'],
      params: idParams,
      response: envelope,
      handler: async ({ params, req }) => {
        const id = recordId(params.id, NOT_FOUND);
        const [book] = await db.select().from(books).where(and(eq(books.id, id), publishedRows(books)));
        if (!book) throw notFound(NOT_FOUND);
        noteUsage(req, previewUsage(book));
        return ok(buildPreview(book));
      },
    }),
    defineRoute({
      method: 'GET',
      path: BOOK_PREVIEW_PDF_PATH,
      access: 'public',
      summary: '图书试读 PDF',
      tags: ['图书'],
      params: idParams,
      handler: async ({ params, req, reply }) => {
        const id = recordId(params.id, NOT_FOUND);
        const [book] = await db.select().from(books).where(and(eq(books.id, id), publishedRows(books)));
        if (!book) throw notFound(NOT_FOUND);
        noteUsage(req, previewUsage(book));
        const pdf = await previews.get(buildPreview(book), book.updateTime);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="book-${book.id}-preview.pdf"`)
          .header('Cache-Control', 'public, max-age=300')
          .send(pdf);
      },
    }),
  ];
});
