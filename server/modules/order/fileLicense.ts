import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, gt, lt } from 'drizzle-orm';
import { INSTITUTION_ONLY_CONTENT } from '../../../src/access/policy';
import { ORDER_TYPE } from '../../../src/shared/order';
import { assertInstitutionReader, readerFacts, SUBSCRIBED_READ } from '../../access/institution';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { books, fileAccessCodes, localHistories } from '../../db/schema';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { perMemberPerMinute } from '../../http/rateKey';
import { mount, type Module, type RouteContext } from '../../http/routes';
import { ACCESS_CODE_MSG, addCodeOpener } from '../fileLicense/byCode';
import { boundCodeDigest, holderKeyFor, presentedCodeDigest } from '../fileLicense/codeHolder';
import { recordId } from '../area/mountArea';
import { requireMember } from '../../access/session';
import { buildFullBook } from '../book/preview';
import { previewPdfs } from '../book/previewStore';
import { accessFields, countSubscribedView, itemAccess } from './access';
import { noteUsage, wholeItemUsage } from '../../access/usageEvents';

/** How long an access code opens its item: long enough for pdf.js to load the file, short enough that a copied link soon dies. */
export const ACCESS_CODE_MINUTES = 10;
/** `accessMethod`: 1 在线阅读 (the PDF the reader draws), 2 文本 (the pages or record as JSON). */
export const ACCESS_METHOD = { read: 1, text: 2 } as const;

export const LICENSE_MSG = {
  book: '请指定图书',
  bookMissing: '该图书不存在或已下架',
  buyBook: '购买本书后即可阅读全书',
  noBody: '该书正文尚未上线，暂不能阅读全书',
  chronicle: '请指定方志',
  chronicleMissing: '该方志不存在或已下架',
  method: '访问方式不正确',
  code: ACCESS_CODE_MSG,
} as const;

/** Opening a book is a click; a loop asking for codes is not a reader. */
const ACCESS_RATE = perMemberPerMinute('fileLicense', 60);

function accessMethod(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return ACCESS_METHOD.read;
  const n = /^\d$/.test(String(raw).trim()) ? Number(String(raw).trim()) : NaN;
  if (n !== ACCESS_METHOD.read && n !== ACCESS_METHOD.text) throw badRequest(LICENSE_MSG.method);
  return n;
}

async function issueCode(db: Db, ctx: RouteContext, row: { memberId: number; itemKind: 'book' | 'chronicle'; itemId: number; accessMethod: number; via: string }) {
  const now = new Date();
  // Codes past their time are of no use: the issuing call sweeps a few, so the table stays small.
  const stale = await db.select({ id: fileAccessCodes.id }).from(fileAccessCodes).where(lt(fileAccessCodes.expiresAt, now)).limit(50);
  for (const s of stale) await db.delete(fileAccessCodes).where(eq(fileAccessCodes.id, s.id));
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCESS_CODE_MINUTES * 60_000);
  // Bound to the member (memberId) and to the browser that asked (the digest needs its holder key: codeHolder.ts).
  await db.insert(fileAccessCodes).values({ ...row, codeHash: boundCodeDigest(code, holderKeyFor(ctx.req, ctx.reply)), createdAt: now, expiresAt });
  return { code, url: `/fileLicense/accessByCode/${code}`, accessMethod: row.accessMethod, expireTime: expiresAt };
}

/**
 * `POST /fileLicense/accessBook {id, accessMethod?}` and `POST /fileLicense/accessChronicles {id,
 * accessMethod?}` (spec §7; bodies as the studio files' `accessMethod` and `id`, spec §7 "Files"):
 * a short-lived code for one item the member may read, then `GET /fileLicense/accessByCode/{code}`
 * opens it without the Authorization header (the reader's pdf.js fetches by URL). A book needs
 * it free, bought or subscribed by the member's institution; a chronicle (方志) the area's own
 * rule (旧方志 and 土地志 for partner institutions only).
 */
export const fileLicenseModule: Module = (app, db) => {
  const fullBooks = previewPdfs(path.join(app.accounts.filesDir, 'books-full'));
  app.addHook('onClose', () => fullBooks.close());

  mount(
    app,
    db,
    'POST',
    '/fileLicense/accessBook',
    async (ctx) => {
      const signedIn = await requireMember(ctx, SUBSCRIBED_READ);
      if (ctx.params.id === undefined || ctx.params.id === '') throw badRequest(LICENSE_MSG.book);
      const id = recordId(ctx.params.id, LICENSE_MSG.bookMissing);
      const method = accessMethod(ctx.params.accessMethod);
      const [book] = await db.select().from(books).where(and(eq(books.id, id), publishedRows(books)));
      if (!book) throw notFound(LICENSE_MSG.bookMissing);
      const access = await itemAccess(db, signedIn, ORDER_TYPE.book, book.id, book.priceFen);
      if (!access.full) {
        noteUsage(ctx.req, wholeItemUsage('denial', ORDER_TYPE.book, book));
        throw new AppError(403, LICENSE_MSG.buyBook);
      }
      if (!book.content) throw badRequest(LICENSE_MSG.noBody);
      await countSubscribedView(db, access, ORDER_TYPE.book, book.id, book.title);
      noteUsage(ctx.req, wholeItemUsage('request', ORDER_TYPE.book, book, access.subscriber?.orgPartyId));
      const code = await issueCode(db, ctx, { memberId: signedIn.member.id, itemKind: 'book', itemId: book.id, accessMethod: method, via: access.via! });
      return ok({ ...code, ...accessFields(access), id: book.id, title: book.title, totalPages: book.pages, pages: buildFullBook(book).pages.length });
    },
    { config: { rateLimit: ACCESS_RATE } },
  );

  mount(
    app,
    db,
    'POST',
    '/fileLicense/accessChronicles',
    async (ctx) => {
      const { member } = await requireMember(ctx, SUBSCRIBED_READ);
      if (ctx.params.id === undefined || ctx.params.id === '') throw badRequest(LICENSE_MSG.chronicle);
      const id = recordId(ctx.params.id, LICENSE_MSG.chronicleMissing);
      const method = accessMethod(ctx.params.accessMethod);
      if (method !== ACCESS_METHOD.text) throw badRequest('方志暂只提供文本浏览（accessMethod 为 2）');
      const [row] = await db.select().from(localHistories).where(and(eq(localHistories.id, id), publishedRows(localHistories)));
      if (!row) throw notFound(LICENSE_MSG.chronicleMissing);
      const institutionOnly = (INSTITUTION_ONLY_CONTENT.localHistoryTypes as readonly number[]).includes(row.type);
      if (institutionOnly) assertInstitutionReader(await readerFacts(db, ctx.req));
      const code = await issueCode(db, ctx, { memberId: member.id, itemKind: 'chronicle', itemId: row.id, accessMethod: method, via: institutionOnly ? 'institution' : 'free' });
      return ok({ ...code, id: row.id, title: row.title });
    },
    { config: { rateLimit: ACCESS_RATE } },
  );

  // A book or chronicle code: 24 random bytes in base64url (a studio file's code is 48 hex digits).
  addCodeOpener(app, db, {
    matches: (code) => /^[A-Za-z0-9_-]{32}$/.test(code),
    open: async ({ req, reply }, code) => {
      const [grant] = await db
        .select()
        .from(fileAccessCodes)
        .where(and(eq(fileAccessCodes.codeHash, presentedCodeDigest(req, code)), gt(fileAccessCodes.expiresAt, new Date())));
      if (!grant) throw notFound(LICENSE_MSG.code);
      if (grant.itemKind === 'chronicle') {
        const [row] = await db.select().from(localHistories).where(and(eq(localHistories.id, grant.itemId), publishedRows(localHistories)));
        if (!row) throw notFound(LICENSE_MSG.chronicleMissing);
        return ok(row);
      }
      const [book] = await db.select().from(books).where(and(eq(books.id, grant.itemId), publishedRows(books)));
      if (!book) throw notFound(LICENSE_MSG.bookMissing);
      const full = buildFullBook(book);
      if (grant.accessMethod === ACCESS_METHOD.text) return ok(full);
      const pdf = await fullBooks.get(full, book.updateTime);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="book-${book.id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });
};
