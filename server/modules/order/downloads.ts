import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import { ORDER_TYPE } from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { BUSY_MSG } from '../../db/gate';
import { WORKS_CALLS } from '../../../src/resources/works';
import { articlePdfs, articles, entitlements, journalPeriods, journals, members, orders, works, writerProfiles } from '../../db/schema';
import { attachmentName } from '../../http/attachment';
import { AppError, notFound, ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';
import { perMemberPerMinute } from '../../http/rateKey';
import { requireMember, type MemberRow, type SignedIn } from '../../access/session';
import { SUBSCRIBED_READ } from '../../access/institution';
import { grantedEverywhere, requestAccess } from '../../access/authorize';
import { countUse, subscriberFor, type Subscriber } from '../../access/subscription';
import { articleUsage, noteUsage } from '../../access/usageEvents';
import { pdfWorkerCount } from '../book/previewStore';
import { idParam } from '../collect/items';
import { articlesInIssue } from '../journal/articleQuery';
import { publicArticle, publicPeriod } from '../journal/shared';
import { authorName } from '../works/readerSource';
import { stampLine, type ArticleText, type DownloadPart, type DownloadRequest } from './downloadPdf';

export const DOWNLOAD_MSG = {
  article: '请指定文章',
  articleMissing: '该文章不存在或已下架',
  period: '请指定期次',
  periodMissing: '该期次不存在',
  buyArticle: '购买本文或本期后即可下载全文PDF',
  buyPeriod: '购买整期后即可下载整期PDF',
  noText: '该文章暂无可下载的全文',
  noIssueText: '本期暂无可下载的全文',
  work: '请指定作品',
  workMissing: '作品不存在或未通过审核',
  buyWork: '购买本作品后即可下载全文',
  noWorkText: '该作品暂无可下载的正文',
} as const;

/** A download is a click; a script fetching a journal's back issues is not a reader. */
const DOWNLOAD_RATE = perMemberPerMinute('download', 30);

const forbidden = (msg: string) => new AppError(403, msg);

/** Stamped PDFs are CPU work: worker threads with a bounded queue, 503 past it (as previews). */
function downloadBuilder(threads = pdfWorkerCount()) {
  let pool: Piscina | undefined;
  const workers = () =>
    (pool ??= new Piscina({ filename: new URL('./downloadWorker.mjs', import.meta.url).href, minThreads: 0, maxThreads: threads, maxQueue: threads * 8, idleTimeout: 30_000 }));
  return {
    async build(request: DownloadRequest): Promise<Buffer> {
      let bytes: Uint8Array;
      try {
        bytes = (await workers().run(request)) as Uint8Array;
      } catch (e) {
        if ((e as Error).message === 'Task queue is at limit') throw new AppError(503, BUSY_MSG);
        throw e;
      }
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool?.destroy(),
  };
}

/**
 * The order that licenses the member to an item: an entitlement of one of `items` (kind, id);
 * its order number, or undefined when the member owns none of them.
 */
async function licensingOrder(db: Db, memberId: number, items: Array<[kind: number, id: number]>): Promise<string | undefined> {
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(entitlements)
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .where(and(eq(entitlements.memberId, memberId), or(...items.map(([kind, id]) => and(eq(entitlements.itemKind, kind), eq(entitlements.itemId, id))))))
    .limit(1);
  return row?.orderNo;
}

const articleColumns = {
  id: articles.id,
  journalId: articles.journalId,
  periodId: articles.periodId,
  title: articles.title,
  authors: articles.authors,
  institution: articles.institution,
  abstract: articles.abstract,
  keywords: articles.keywords,
  fullText: articles.fullText,
  pageStart: articles.pageStart,
  pageEnd: articles.pageEnd,
  priceFen: articles.priceFen,
  journalName: journals.name,
  year: journalPeriods.year,
  issue: journalPeriods.issue,
};
interface Licence {
  licensed: boolean;
  orderNo: string | null;
  subscriber: Subscriber | null;
}

/** An article row as a download needs it: its text (what the typesetter takes) and where it sits. */
interface ArticleForDownload extends Omit<ArticleText, 'source'> {
  id: number;
  journalId: number;
  periodId: number;
  pageStart: number | null;
  pageEnd: number | null;
  priceFen: number;
  journalName: string;
  year: number;
  issue: number;
}

const articleQuery = (db: Db) => articlesInIssue(db, articleColumns);

function sourceLine(a: ArticleForDownload): string {
  const pages = a.pageStart ? `　第${a.pageStart}${a.pageEnd && a.pageEnd !== a.pageStart ? `–${a.pageEnd}` : ''}页` : '';
  return `《${a.journalName}》${a.year}年第${a.issue}期${pages}`;
}

const articleText = (a: ArticleForDownload): ArticleText => ({
  title: a.title,
  authors: a.authors,
  institution: a.institution,
  abstract: a.abstract,
  keywords: a.keywords,
  fullText: a.fullText,
  source: sourceLine(a),
});

/** A licensed PDF as an attachment, never cached by anyone but the reader. */
const sendPdf = (reply: FastifyReply, title: string, fallback: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', attachmentName(title, fallback))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf);

const buyerName = (m: MemberRow) => (m.mname || m.username).slice(0, 40);

/**
 * Licensed downloads (issue 12; spec §7 `downloadPdf`, `downloadFullIssuePdf`,
 * `/fileLicense/download/check`): a bought article (or one of a bought issue, or a free one) and a
 * bought whole issue as PDFs stamped with the buyer, the order number and the time, built in
 * worker threads. The journal's uploaded PDF is used where there is one, the article's text
 * typeset where there is not. Each download counts in the article's `downloads`.
 */
export const orderDownloadModule: Module = (app, db) => {
  const builder = downloadBuilder();
  app.addHook('onClose', async () => builder.close());
  const storage = () => app.accounts.storage;

  async function publicArticleRow(raw: unknown) {
    const id = idParam(raw, DOWNLOAD_MSG.article, DOWNLOAD_MSG.articleMissing);
    const [a] = await articleQuery(db).where(and(eq(articles.id, id), publicArticle));
    if (!a) throw notFound(DOWNLOAD_MSG.articleMissing);
    return a;
  }

  /**
   * Why the member may download an article: its licensing order, the institution that subscribes
   * to its journal, or its being free — or nothing (licensed false).
   */
  async function articleLicence(s: SignedIn, a: ArticleForDownload): Promise<Licence> {
    const subscriber = await subscriberFor(db, s, { area: 'journal', journalId: a.journalId });
    if (a.priceFen === 0) return { licensed: true, orderNo: null, subscriber };
    const orderNo = await licensingOrder(db, s.member.id, [
      [ORDER_TYPE.article, a.id],
      [ORDER_TYPE.period, a.periodId],
    ]);
    return { licensed: Boolean(orderNo || subscriber), orderNo: orderNo ?? null, subscriber };
  }

  /** The stamp names the licence: the order, else the subscribing institution. */
  const stampFor = (s: SignedIn, licence: Licence) =>
    stampLine(buyerName(s.member), licence.orderNo, new Date(), licence.subscriber?.orgName);

  /** Counts the download for the subscribing institution (its usage report). */
  async function countFor(licence: Licence, list: ArticleForDownload[]) {
    if (!licence.subscriber) return;
    await countUse(db, licence.subscriber, 'download', list.map((a) => ({ kind: ORDER_TYPE.article, id: a.id, title: a.title, journalId: a.journalId })));
  }

  /** The parts of a download: the uploaded PDF of each article that has one, else its typeset text. */
  async function partsOf(list: ArticleForDownload[]): Promise<DownloadPart[]> {
    if (list.length === 0) return [];
    const files = await db.select().from(articlePdfs).where(inArray(articlePdfs.articleId, list.map((a) => a.id)));
    const fileOf = new Map(files.map((f) => [f.articleId, f.fileName]));
    const parts: DownloadPart[] = [];
    for (const a of list) {
      const name = fileOf.get(a.id);
      const pdf = name ? await storage().get('pdf', name) : null;
      if (pdf) parts.push({ pdf: new Uint8Array(pdf) });
      else if (a.fullText || a.abstract) parts.push({ article: articleText(a) });
    }
    return parts;
  }

  /** Builds the file, counts the download (the articles' counters, the institution's usage), then sends it. */
  async function send(
    { req, reply }: { req: FastifyRequest; reply: FastifyReply },
    title: string,
    fallback: string,
    request: DownloadRequest,
    list: ArticleForDownload[],
    licence: Licence,
  ) {
    const pdf = await builder.build(request);
    // COUNTER: each article of the file is one request (an issue's PDF requests all its articles).
    noteUsage(req, list.map((a) => articleUsage('request', a, licence.subscriber?.orgPartyId)));
    await db
      .update(articles)
      .set({ downloads: sql`${articles.downloads} + 1` })
      .where(inArray(articles.id, list.map((a) => a.id)));
    // Counted before the answer goes: a request's queries end with its reply.
    await countFor(licence, list);
    return sendPdf(reply, title, fallback, pdf);
  }

  mount(app, db, 'GET', '/fileLicense/download/check', async (ctx) => {
    const signedIn = await requireMember(ctx, SUBSCRIBED_READ);
    const a = await publicArticleRow(ctx.params.articleId);
    const licence = await articleLicence(signedIn, a);
    const [file] = await db.select({ pages: articlePdfs.pages }).from(articlePdfs).where(eq(articlePdfs.articleId, a.id));
    const hasText = Boolean(file || a.fullText || a.abstract);
    return ok({
      articleId: a.id,
      canDownload: licence.licensed && hasText,
      bought: licence.orderNo !== null,
      free: a.priceFen === 0,
      subscribedBy: licence.subscriber?.orgName ?? null,
      hasPdf: Boolean(file),
      pages: file?.pages ?? null,
      reason: !hasText ? DOWNLOAD_MSG.noText : licence.licensed ? null : DOWNLOAD_MSG.buyArticle,
    });
  });

  mount(
    app,
    db,
    'GET',
    '/order/downloadPdf',
    async (ctx) => {
      const signedIn = await requireMember(ctx, SUBSCRIBED_READ);
      const a = await publicArticleRow(ctx.params.articleId);
      const licence = await articleLicence(signedIn, a);
      if (!licence.licensed) {
        noteUsage(ctx.req, articleUsage('denial', a));
        throw forbidden(DOWNLOAD_MSG.buyArticle);
      }
      const parts = await partsOf([a]);
      if (parts.length === 0) throw notFound(DOWNLOAD_MSG.noText);
      return send(ctx, a.title, `article-${a.id}`, { title: a.title, parts, stamp: stampFor(signedIn, licence) }, [a], licence);
    },
    { config: { rateLimit: DOWNLOAD_RATE } },
  );

  mount(
    app,
    db,
    'GET',
    '/order/downloadFullIssuePdf',
    async (ctx) => {
      const signedIn = await requireMember(ctx, SUBSCRIBED_READ);
      const periodId = idParam(ctx.params.periodId, DOWNLOAD_MSG.period, DOWNLOAD_MSG.periodMissing);
      const [period] = await db
        .select({ id: journalPeriods.id, journalId: journalPeriods.journalId, year: journalPeriods.year, issue: journalPeriods.issue, journalName: journals.name })
        .from(journalPeriods)
        .innerJoin(journals, eq(journals.id, journalPeriods.journalId))
        .where(and(eq(journalPeriods.id, periodId), publicPeriod));
      if (!period) throw notFound(DOWNLOAD_MSG.periodMissing);
      const orderNo = (await licensingOrder(db, signedIn.member.id, [[ORDER_TYPE.period, period.id]])) ?? null;
      const subscriber = await subscriberFor(db, signedIn, { area: 'journal', journalId: period.journalId });
      const licence: Licence = { licensed: Boolean(orderNo || subscriber), orderNo, subscriber };
      // Catalogue order, as the issue page lists them (page, then the editor's order).
      const list = await articleQuery(db)
        .where(and(eq(articles.periodId, period.id), publicArticle))
        .orderBy(sql`coalesce(${articles.pageStart}, 2147483647)`, articles.sort, articles.id);
      if (!licence.licensed) {
        // COUNTER: refused the issue, the reader was refused each of its articles (as a granted one requests each).
        noteUsage(ctx.req, list.map((a) => articleUsage('denial', a)));
        throw forbidden(DOWNLOAD_MSG.buyPeriod);
      }
      const parts = await partsOf(list);
      if (parts.length === 0) throw notFound(DOWNLOAD_MSG.noIssueText);
      const title = `${period.journalName} ${period.year}年第${period.issue}期`;
      return send(ctx, title, `issue-${period.id}`, { title, parts, stamp: stampFor(signedIn, licence) }, list, licence);
    },
    { config: { rateLimit: DOWNLOAD_RATE } },
  );
  // A work (spec §7 downWorks): its author, a buyer (order type 4) or — when free — any member
  // downloads the whole text typeset as a PDF, stamped like an article. Others: 403.
  mount(
    app,
    db,
    WORKS_CALLS.downWorks.method,
    WORKS_CALLS.downWorks.path,
    async (ctx) => {
      const signedIn = await requireMember(ctx);
      const id = idParam(ctx.params.id, DOWNLOAD_MSG.work, DOWNLOAD_MSG.workMissing);
      const [w] = await db
        .select({ id: works.id, uid: works.uid, status: works.worksStatus, title: works.title, genre: works.genre, summary: works.summary, body: works.body, freeBlock: works.freeBlock, price: works.price, author: authorName })
        .from(works)
        .innerJoin(members, eq(members.id, works.uid))
        .leftJoin(writerProfiles, eq(writerProfiles.ownerId, works.uid))
        .where(eq(works.id, id));
      const mine = w?.uid === signedIn.member.id;
      // The platform reviewer reads every work whole (作品审核), whatever its status or price.
      const reviewer = grantedEverywhere(await requestAccess(ctx), 'review', 'Works');
      // Only passed works are public; an author may also download their own manuscript.
      if (!w || (w.status !== 2 && !mine && !reviewer)) throw notFound(DOWNLOAD_MSG.workMissing);
      const orderNo = mine || reviewer || w.price === 0 ? null : ((await licensingOrder(db, signedIn.member.id, [[ORDER_TYPE.works, w.id]])) ?? null);
      if (!mine && !reviewer && w.price > 0 && !orderNo) throw forbidden(DOWNLOAD_MSG.buyWork);
      const text = w.body.trim() || w.freeBlock.trim();
      if (!text) throw notFound(DOWNLOAD_MSG.noWorkText);
      const work: ArticleText = { title: w.title, authors: w.author, institution: null, abstract: w.summary || null, keywords: w.genre || null, fullText: text, source: `文库作品${w.genre ? ` · ${w.genre}` : ''}` };
      const stamp = stampLine(buyerName(signedIn.member), orderNo, new Date(), null, mine ? '作者本人' : reviewer ? '平台审核' : undefined);
      return sendPdf(ctx.reply, w.title, `works-${w.id}`, await builder.build({ title: w.title, parts: [{ article: work }], stamp }));
    },
    { config: { rateLimit: DOWNLOAD_RATE } },
  );
};
