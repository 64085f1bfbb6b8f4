import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMENTABLE_TYPES } from '../../../src/shared/readerItems';
import { authorize, requestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { comments, commentThumbs, members } from '../../db/schema';
import { AppError, badRequest, notFound, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { z } from 'zod';
import { checkedByHandler, defineRoute, routesModule } from '../../http/declareRoute';
import { okOf, pageOf } from '../../openapi/answers';
import { currentMember, requireMember } from '../../access/session';
import { perMemberPerMinute } from '../../http/rateKey';
import { idParam, ITEM_REQUIRED_MSG, itemType, requireItem } from '../collect/items';

export const COMMENT_PATH = '/common/comment';
export const COMMENT_MAX_LENGTH = 500;
export const FIRST_PAGE_SIZE = 6;
export const SECOND_PAGE_SIZE = 10000;
export const MSG = {
  empty: '评论内容不能为空',
  tooLong: `评论内容不能超过${COMMENT_MAX_LENGTH}个字`,
  notCommentable: '该内容不支持评论',
  itemMissing: '评论的内容不存在或已下架',
  commentRequired: '请指定评论',
  commentMissing: '该评论不存在或已删除',
  deleted: '该评论已删除',
} as const;

/** Per signed-in member, else per address: 10 comments, replies or thumbs a minute. */
export const COMMENT_RATE = perMemberPerMinute('comment', 10);

/** The comment text: trimmed, 1–500 characters (code points, as PostgreSQL's varchar counts). */
export function commentContent(raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badRequest(MSG.empty);
  const text = (raw ?? '').trim();
  if (!text) throw badRequest(MSG.empty);
  if (Array.from(text).length > COMMENT_MAX_LENGTH) throw badRequest(MSG.tooLong);
  return text;
}

function commentableType(raw: unknown): number {
  const type = itemType(raw);
  if (!COMMENTABLE_TYPES.includes(type)) throw badRequest(MSG.notCommentable);
  return type;
}

const commentId = (raw: unknown) => idParam(raw, MSG.commentRequired, MSG.commentMissing);

/**
 * A display name that never reveals the phone or the account name: the member's name (mname);
 * when that is still the account name (registration's default) or a phone, it is masked (`r***4`);
 * when empty, `文库读者{id}`.
 */
export function displayName(mname: string | null | undefined, memberId: number, username?: string | null, phone?: string | null): string {
  const name = mname?.trim() ?? '';
  if (!name) return `文库读者${memberId}`;
  if (name === username || name === phone || /^1\d{10}$/.test(name)) {
    const chars = Array.from(name);
    return chars.length <= 2 ? `${chars[0]}***` : `${chars[0]}***${chars[chars.length - 1]}`;
  }
  return name;
}

const author = alias(members, 'author');
const replyTo = alias(members, 'reply_to');

/** The columns a member's display name is made from, for the comment's author and the member replied to. */
function nameColumns<M extends typeof author | typeof replyTo>(m: M) {
  return { mname: m.mname, username: m.username, phone: m.phone };
}
const shownName = (m: { mname: string | null; username: string | null; phone: string | null }, memberId: number) => displayName(m.mname, memberId, m.username, m.phone);

/** One page of comments with authors, "replying to" names and my thumbs: three queries, not one per row. */
async function commentPage(db: Db, me: number | null, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ c: comments, author: nameColumns(author), authorAvatar: author.avatar, replyTo: nameColumns(replyTo) })
      .from(comments)
      .innerJoin(author, eq(author.id, comments.memberId))
      .leftJoin(replyTo, eq(replyTo.id, comments.replyToMemberId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  const ids = rows.map((r) => r.c.id);
  const thumbed = new Set(
    me === null || ids.length === 0
      ? []
      : (await db.select({ id: commentThumbs.commentId }).from(commentThumbs).where(and(eq(commentThumbs.memberId, me), inArray(commentThumbs.commentId, ids)))).map((t) => t.id),
  );
  return page(
    rows.map(({ c, author: by, authorAvatar, replyTo: to }) => {
      const gone = c.deleted !== 0;
      return {
        commentId: c.id,
        type: c.type,
        joinId: c.joinId,
        parentId: c.parentId,
        content: gone ? MSG.deleted : c.content,
        deleted: gone,
        createTime: c.createTime,
        thumbs: c.thumbs,
        thumbed: thumbed.has(c.id),
        replyCount: c.replyCount,
        mine: me !== null && c.memberId === me,
        author: gone ? null : { name: shownName(by, c.memberId), avatar: authorAvatar ?? null },
        replyTo: to === null || c.replyToMemberId === null ? null : { name: shownName(to, c.replyToMemberId) },
      };
    }),
    Number(total),
  );
}

/** A live comment (not deleted), else 404 该评论不存在或已删除. */
async function liveComment(db: Db, id: number) {
  const [row] = await db.select().from(comments).where(and(eq(comments.id, id), eq(comments.deleted, 0)));
  if (!row) throw notFound(MSG.commentMissing);
  return row;
}

const paging = (name: string, size: number, max: number, asc_ = false) => ({
  name,
  sortable: [] as string[],
  defaultSort: [{ field: 'createTime', order: asc_ ? ('asc' as const) : ('desc' as const) }],
  pageSize: size,
  maxPageSize: max,
});

/**
 * Spec §7 "Comments /common/comment: list, first add, second add, thumbs, delete" on journal
 * content (docs/api-reader.md). Lists are public; writing needs a member.
 */
const typeParam = checkedByHandler({ type: 'integer', description: '被评论内容的类型（阅读条目类型编号）' });
const joinIdParam = checkedByHandler({ type: 'integer', description: '被评论内容的编号' });
const commentIdParam = checkedByHandler({ type: 'integer', description: '评论编号' });
const contentParam = checkedByHandler({ type: 'string', description: '评论内容' });
const pageParams = {
  pageNum: checkedByHandler({ type: 'integer', minimum: 1, default: 1, description: '页码' }),
  pageSize: checkedByHandler({ type: 'integer', minimum: 1, description: '每页条数' }),
};
const commentRow = z.unknown().describe('一条评论（作者、内容、点赞数、我是否点赞、回复数）');
const limited = { rateLimit: COMMENT_RATE };

export const commentModule = routesModule('comment', (db) => [
  defineRoute({
    method: 'GET',
    path: `${COMMENT_PATH}/list`,
    access: 'public',
    summary: '一条内容的评论（最新在前）',
    query: z.looseObject({ type: typeParam, joinId: joinIdParam, ...pageParams }),
    response: pageOf(commentRow),
    handler: async (ctx) => {
    const type = commentableType(ctx.input.type);
    const joinId = idParam(ctx.input.joinId, ITEM_REQUIRED_MSG, MSG.itemMissing);
    const p = parsePaging(ctx.input, paging('comments', FIRST_PAGE_SIZE, 50), { createTime: comments.createTime });
    await requireItem(db, type, joinId, MSG.itemMissing);
    const me = (await currentMember(ctx))?.member.id ?? null;
    // A deleted first-level comment stays while it has replies (shown as 该评论已删除).
    const where = and(eq(comments.type, type), eq(comments.joinId, joinId), isNull(comments.parentId), or(eq(comments.deleted, 0), gt(comments.replyCount, 0)));
    return commentPage(db, me, where, [desc(comments.createTime), desc(comments.id)], p.limit, p.offset);
    },
  }),

  defineRoute({
    method: 'GET',
    path: `${COMMENT_PATH}/secondList`,
    access: 'public',
    summary: '一条评论的回复（最早在前）',
    query: z.looseObject({ commentId: commentIdParam, ...pageParams }),
    response: pageOf(commentRow),
    handler: async (ctx) => {
    const id = commentId(ctx.input.commentId);
    const p = parsePaging(ctx.input, paging('replies', SECOND_PAGE_SIZE, SECOND_PAGE_SIZE, true), { createTime: comments.createTime });
    const [root] = await db.select({ id: comments.id, parentId: comments.parentId }).from(comments).where(eq(comments.id, id));
    if (!root || root.parentId !== null) throw notFound(MSG.commentMissing);
    const me = (await currentMember(ctx))?.member.id ?? null;
    const where = and(eq(comments.parentId, id), eq(comments.deleted, 0));
    return commentPage(db, me, where, [asc(comments.createTime), asc(comments.id)], p.limit, p.offset);
    },
  }),

  defineRoute({
    method: 'POST',
    path: `${COMMENT_PATH}/add`,
    access: { action: 'create', subject: 'Comment' },
    summary: '发表评论',
    body: z.looseObject({ type: typeParam, joinId: joinIdParam, content: contentParam }),
    response: okOf(z.object({ commentId: z.int() })),
    config: limited,
    handler: async (ctx) => {
      const access = await requestAccess(ctx);
      const type = commentableType(ctx.input.type);
      const joinId = idParam(ctx.input.joinId, ITEM_REQUIRED_MSG, MSG.itemMissing);
      const content = commentContent(ctx.input.content);
      await requireItem(db, type, joinId, MSG.itemMissing);
      const [row] = await db.insert(comments).values({ type, joinId, content, memberId: access.signedIn.member.id }).returning({ id: comments.id });
      return ok({ commentId: row.id }, '评论成功');
    },
  }),

  defineRoute({
    method: 'POST',
    path: `${COMMENT_PATH}/addSecond`,
    access: { action: 'create', subject: 'Comment' },
    summary: '回复评论',
    body: z.looseObject({ commentId: commentIdParam, content: contentParam }),
    response: okOf(z.object({ commentId: z.int() })),
    config: limited,
    handler: async (ctx) => {
      const access = await requestAccess(ctx);
      const targetId = commentId(ctx.input.commentId);
      const content = commentContent(ctx.input.content);
      const me = access.signedIn.member.id;
      const id = await db.transaction(async (tx) => {
        const [target] = await tx.select().from(comments).where(and(eq(comments.id, targetId), eq(comments.deleted, 0))).for('update');
        if (!target) throw notFound(MSG.commentMissing);
        // A reply to a reply joins the same thread and remembers whom it answers.
        const rootId = target.parentId ?? target.id;
        const [row] = await tx
          .insert(comments)
          .values({ type: target.type, joinId: target.joinId, parentId: rootId, replyToMemberId: target.parentId === null ? null : target.memberId, content, memberId: me })
          .returning({ id: comments.id });
        await tx.update(comments).set({ replyCount: sql`${comments.replyCount} + 1` }).where(eq(comments.id, rootId));
        return row.id;
      });
      return ok({ commentId: id }, '回复成功');
    },
  }),

  defineRoute({
    method: 'POST',
    path: `${COMMENT_PATH}/thumbs`,
    access: 'member',
    summary: '点赞或取消点赞',
    body: z.looseObject({ commentId: commentIdParam }),
    response: okOf(z.object({ commentId: z.int(), thumbed: z.boolean(), thumbs: z.int() })),
    config: limited,
    handler: async (ctx) => {
      const { member } = await requireMember(ctx);
      const id = commentId(ctx.input.commentId);
      return db.transaction(async (tx) => {
        const [target] = await tx.select({ id: comments.id }).from(comments).where(and(eq(comments.id, id), eq(comments.deleted, 0))).for('update');
        if (!target) throw notFound(MSG.commentMissing);
        const added = await tx.insert(commentThumbs).values({ commentId: id, memberId: member.id }).onConflictDoNothing().returning({ id: commentThumbs.commentId });
        if (added.length === 0) await tx.delete(commentThumbs).where(and(eq(commentThumbs.commentId, id), eq(commentThumbs.memberId, member.id)));
        const [row] = await tx
          .update(comments)
          .set({ thumbs: sql`greatest(${comments.thumbs} + ${added.length ? 1 : -1}, 0)` })
          .where(eq(comments.id, id))
          .returning({ thumbs: comments.thumbs });
        return ok({ commentId: id, thumbed: added.length > 0, thumbs: row.thumbs }, added.length ? '点赞成功' : '已取消点赞');
      });
    },
  }),

  // Any member may ask; only the comment's author (or the platform admin) may delete it: the row check below.
  defineRoute({
    method: 'DELETE',
    path: `${COMMENT_PATH}/{commentId}`,
    access: 'member',
    summary: '删除评论（作者本人或平台管理员）',
    params: z.object({ commentId: commentIdParam }),
    response: okOf(z.object({ commentId: z.int() })),
    handler: async (ctx) => {
    await requireMember(ctx);
    const id = commentId(ctx.input.commentId);
    const target = await liveComment(db, id);
    await authorize(ctx, 'delete', 'Comment', { memberId: target.memberId });
    await db.transaction(async (tx) => {
      const gone = await tx.update(comments).set({ deleted: 1 }).where(and(eq(comments.id, id), eq(comments.deleted, 0))).returning({ id: comments.id });
      if (gone.length === 0) throw new AppError(404, MSG.commentMissing);
      if (target.parentId !== null) {
        await tx.update(comments).set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` }).where(eq(comments.id, target.parentId));
      }
    });
    return ok({ commentId: id }, '删除成功');
    },
  }),
]);
