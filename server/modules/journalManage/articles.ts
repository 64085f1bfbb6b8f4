import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ARTICLE_MANAGE_CALLS, managedArticleCreateInput, managedArticleFilters, managedArticleResource, managedArticleUpdateInput } from '../../../src/resources/articles';
import { cleanRichFields, registerRichTextColumns } from '../../http/richText';
import { issueLabel } from '../../../src/resources/periods';
import { forbidden } from '../../access/authorize';
import type { Db } from '../../db/client';
import { articlePdfs, articles, journalColumns, journalPeriods, journals } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { pagedList } from '../../http/query';
import { indexDocs, removeDocs } from '../../search/indexer';
import { authorize } from '../../access/authorize';
import { inScope, iso, journalScope, MANAGE_MSG, mayActOn, onJournalRow, pathId } from './scope';
import { articleFilterWhere } from '../journal/shared';
import { articleReviewCalls, recordStatusChange } from './articleReview';
import { auditActor } from '../contentAudit/record';
import { linkWaitingReferences, referenceText, replaceReferences, suppliedReferences, unlinkReferencesTo } from '../journal/references';
import { bodyCheckedByHandler, defineRoute, type AnyRoute } from '../../http/declareRoute';

export const ARTICLE_MSG = {
  period: '请选择正确的期次',
  otherJournalPeriod: '只能移到本刊的期次',
  column: '请选择正确的栏目',
  pages: '结束页码不能小于起始页码',
} as const;

type ArticleRecord = typeof articles.$inferSelect;

async function findArticle(db: Db, id: number | null): Promise<ArticleRecord | undefined> {
  if (id === null) return undefined;
  const [a] = await db.select().from(articles).where(eq(articles.id, id));
  return a;
}

/** Journal, issue and column names of a page of articles (list rows leave the full text out). */
async function articleViews(db: Db, rows: ArticleRecord[]) {
  const ids = <K extends 'journalId' | 'periodId' | 'columnId'>(k: K) => [...new Set(rows.map((r) => r[k]).filter((v): v is number => v !== null))];
  const [js, ps, cs] = await Promise.all([
    ids('journalId').length ? db.select({ id: journals.id, name: journals.name }).from(journals).where(inArray(journals.id, ids('journalId'))) : [],
    ids('periodId').length
      ? db.select({ id: journalPeriods.id, year: journalPeriods.year, issue: journalPeriods.issue }).from(journalPeriods).where(inArray(journalPeriods.id, ids('periodId')))
      : [],
    ids('columnId').length ? db.select({ id: journalColumns.id, name: journalColumns.name }).from(journalColumns).where(inArray(journalColumns.id, ids('columnId'))) : [],
  ]);
  const journalName = new Map(js.map((j) => [j.id, j.name]));
  const period = new Map(ps.map((p) => [p.id, p]));
  const columnName = new Map(cs.map((c) => [c.id, c.name]));
  return rows.map(({ fullText: _text, ...a }) => {
    const p = period.get(a.periodId);
    return {
      ...a,
      journalName: journalName.get(a.journalId) ?? '',
      issueLabel: p ? issueLabel(p) : '',
      columnName: a.columnId !== null ? (columnName.get(a.columnId) ?? '') : '',
      createTime: iso(a.createTime),
      updateTime: iso(a.updateTime),
    };
  });
}

/** The detail: the list view plus the full text and the reference list (the edit form's fields). */
async function articleDetail(db: Db, a: ArticleRecord) {
  const [[view], references] = await Promise.all([articleViews(db, [a]), referenceText(db, a.id)]);
  return { ...view, fullText: a.fullText ?? '', references };
}

/** A column named by a write must belong to the article's journal. */
async function checkColumn(db: Db, journalId: number, columnId: number | null | undefined) {
  if (!columnId) return;
  const [c] = await db.select({ journalId: journalColumns.journalId }).from(journalColumns).where(eq(journalColumns.id, columnId));
  if (!c || c.journalId !== journalId) throw badRequest(ARTICLE_MSG.column);
}

/**
 * 文章管理: articles of the caller's journals in every status, a new article, and edits including
 * the review status (1 未审核 / 2 已审核). Each write refreshes the article's search document in the
 * same transaction (an unreviewed article leaves the index).
 */
registerRichTextColumns(articles, managedArticleResource.fields);

export function managedArticleCalls(db: Db, app: FastifyInstance): AnyRoute[] {
  const calls = ARTICLE_MANAGE_CALLS;

  return [
    ...articleReviewCalls(db),
    defineRoute({
      ...calls.list,
      access: { action: 'update', subject: 'Article' },
      summary: '我管理的文章列表',
      handler: async (ctx) => {
        const scope = await journalScope(ctx, 'update', 'Article');
        const f = managedArticleFilters.parse(ctx.input);
        const result = await pagedList({
          db,
          table: articles,
          resource: managedArticleResource,
          params: ctx.input,
          where: [
            inScope(scope, articles.journalId),
            ...articleFilterWhere(db, f),
            f.articleStatus !== undefined ? eq(articles.articleStatus, f.articleStatus) : undefined,
          ],
        });
        return { ...result, rows: await articleViews(db, result.rows as ArticleRecord[]) };
      },
    }),
    defineRoute({
      ...calls.one,
      access: { action: 'update', subject: 'Article' },
      summary: '文章信息（管理）',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'read', 'Article', () => findArticle(db, pathId(ctx.input.id, '文章编号必须是正整数')));
        return ok(await articleDetail(db, row));
      },
    }),
    defineRoute({
      ...calls.create,
      access: { action: 'create', subject: 'Article' },
      summary: '新增文章',
      body: bodyCheckedByHandler(managedArticleCreateInput),
      handler: async (ctx) => {
        const scope = await journalScope(ctx, 'create', 'Article');
        const input = managedArticleCreateInput.parse(ctx.input);
        cleanRichFields(managedArticleResource.fields, input);
        const [period] = await db.select().from(journalPeriods).where(eq(journalPeriods.id, input.periodId));
        if (!period) throw badRequest(ARTICLE_MSG.period);
        if (!mayActOn(scope.access, 'create', 'Article', period.journalId)) throw forbidden();
        await checkColumn(db, period.journalId, input.columnId);
        const { periodId, articleStatus, publishDate, references, ...fields } = input;
        const created = await db.transaction(async (tx) => {
          const [a] = await tx
            .insert(articles)
            .values({
              ...fields,
              journalId: period.journalId,
              periodId,
              articleStatus: articleStatus ?? 1,
              publishDate: publishDate ?? period.publishDate ?? null,
              priceFen: fields.priceFen ?? 0,
              sort: fields.sort ?? 0,
            })
            .returning();
          await indexDocs(tx as unknown as Db, 'article', [a.id]);
          await recordStatusChange(tx as unknown as Db, { articleId: a.id, from: null, to: a.articleStatus, by: auditActor(scope.access) });
          // Its own list parsed and matched, and others' entries that waited for it linked (issue 34).
          await replaceReferences(tx as unknown as Db, a.id, suppliedReferences(references, a.fullText));
          await linkWaitingReferences(tx as unknown as Db, a);
          return a;
        });
        return ok(await articleDetail(db, created), MANAGE_MSG.created);
      },
    }),
    defineRoute({
      ...calls.update,
      access: { action: 'update', subject: 'Article' },
      summary: '修改文章',
      body: bodyCheckedByHandler(managedArticleUpdateInput),
      handler: async (ctx) => {
        // Signed out or without the right at all: 401/403 before the body is read.
        const access = await authorize(ctx, 'update', 'Article');
        const input = managedArticleUpdateInput.parse(ctx.input);
        cleanRichFields(managedArticleResource.fields, input);
        const { row } = await onJournalRow(ctx, 'update', 'Article', () => findArticle(db, input.id));
        if (input.periodId !== undefined && input.periodId !== row.periodId) {
          const [period] = await db.select({ journalId: journalPeriods.journalId }).from(journalPeriods).where(eq(journalPeriods.id, input.periodId));
          if (!period) throw badRequest(ARTICLE_MSG.period);
          if (period.journalId !== row.journalId) throw badRequest(ARTICLE_MSG.otherJournalPeriod);
        }
        await checkColumn(db, row.journalId, input.columnId);
        const { id, references, ...changes } = input;
        const pageStart = changes.pageStart !== undefined ? changes.pageStart : row.pageStart;
        const pageEnd = changes.pageEnd !== undefined ? changes.pageEnd : row.pageEnd;
        if (pageStart && pageEnd && pageEnd < pageStart) throw badRequest(ARTICLE_MSG.pages);
        const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<ArticleRecord>;
        if (set.priceFen === null) set.priceFen = 0;
        if (set.sort === null) delete set.sort;
        const updated = await db.transaction(async (tx) => {
          const [a] = await tx
            .update(articles)
            .set({ ...set, updateTime: new Date() })
            .where(eq(articles.id, id))
            .returning();
          await indexDocs(tx as unknown as Db, 'article', [a.id]);
          // A status set in the edit form is a change of the review status too (no remark).
          if (a.articleStatus !== row.articleStatus) await recordStatusChange(tx as unknown as Db, { articleId: a.id, from: row.articleStatus, to: a.articleStatus, by: auditActor(access) });
          // The list changes when the 参考文献 field or the full text is sent; a review alone keeps it.
          if (references !== undefined || changes.fullText !== undefined) {
            await replaceReferences(tx as unknown as Db, a.id, suppliedReferences(references, a.fullText));
          }
          await linkWaitingReferences(tx as unknown as Db, a);
          return a;
        });
        return ok(await articleDetail(db, updated), MANAGE_MSG.saved);
      },
    }),
    defineRoute({
      ...calls.remove,
      access: { action: 'delete', subject: 'Article' },
      summary: '删除文章',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'delete', 'Article', () => findArticle(db, pathId(ctx.input.id, '文章编号必须是正整数')));
        const pdf = await db.transaction(async (tx) => {
          // The search document goes with the article; its PDF row by the foreign key's cascade.
          const [file] = await tx.select({ fileName: articlePdfs.fileName }).from(articlePdfs).where(eq(articlePdfs.articleId, row.id));
          await tx.delete(articles).where(eq(articles.id, row.id));
          await removeDocs(tx as unknown as Db, 'article', [row.id]);
          // Its own entries go by the cascade; others' entries naming it wait for another item.
          await unlinkReferencesTo(tx as unknown as Db, 'article', row.id);
          return file;
        });
        if (pdf) await app.accounts.storage.remove('pdf', pdf.fileName);
        return ok({ id: row.id }, MANAGE_MSG.deleted);
      },
    }),
  ];
}
