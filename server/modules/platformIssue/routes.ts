import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ISSUE_CALLS,
  ISSUE_MSG,
  issueCloseInput,
  issueInput,
  issueReplyInput,
  platformIssueResource,
  type IssueReply,
} from '../../../src/resources/platformIssues';
import { authorize, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, platformIssueReplies, platformIssues } from '../../db/schema';
import { AppError, badRequest, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { perMemberPerMinute } from '../../http/rateKey';
import { mount, type RouteContext } from '../../http/routes';
import { IMAGE_UPLOAD_MSG } from '../upload/reencode';
import { storeUploadedImage } from '../upload/routes';
import { iso, pathId } from '../organization/shared';

type IssueRow = typeof platformIssues.$inferSelect;
const missing = () => new AppError(404, ISSUE_MSG.missing);
const ISSUE_RATE = perMemberPerMinute('platformIssue', 10);

/** Whether the caller answers for the platform (every issue), rather than as its reader. */
const answersForPlatform = (access: RequestAccess) => {
  const rules = access.ability.rulesFor('update', 'PlatformIssue');
  return rules.some((r) => !r.inverted && !r.conditions);
};

async function names(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: members.id, mname: members.mname, username: members.username }).from(members).where(inArray(members.id, ids));
  return new Map(rows.map((m) => [m.id, m.mname || m.username]));
}

/** An issue the caller may see: their own, or any for the platform; another reader's is 404. */
async function visibleIssue(ctx: RouteContext, db: Db, action: 'read' | 'update', rawId: unknown): Promise<{ access: RequestAccess; issue: IssueRow }> {
  const access = await authorize(ctx, action, 'PlatformIssue');
  const id = pathId(rawId, '问题编号不正确');
  const [issue] = id === null ? [] : await db.select().from(platformIssues).where(eq(platformIssues.id, id));
  if (!issue) throw missing();
  await authorize(ctx, action, 'PlatformIssue', { memberId: issue.memberId }, { hideRow: true }).catch(() => {
    throw missing();
  });
  return { access, issue };
}

/**
 * 问题反馈 (spec §7 Feedback): a reader files an issue with screenshots, follows its answers and
 * may add to it or close it; the platform admin lists every issue, answers (→ 已回复) and closes.
 * A reader's follow-up puts an answered issue back to 待处理. Closed issues take no more replies.
 */
export function platformIssueModule(app: FastifyInstance, db: Db): void {
  mount(
    app,
    db,
    ISSUE_CALLS.add.method,
    ISSUE_CALLS.add.path,
    async (ctx) => {
      const access = await authorize(ctx, 'create', 'PlatformIssue');
      const input = issueInput.parse(ctx.params);
      const [row] = await db
        .insert(platformIssues)
        .values({ memberId: access.signedIn.member.id, type: input.type, title: input.title, content: input.content, screenshots: input.screenshots ?? [], contact: input.contact ?? null })
        .returning({ id: platformIssues.id });
      return ok({ id: row.id }, ISSUE_MSG.added);
    },
    { config: { rateLimit: ISSUE_RATE } },
  );

  mount(app, db, ISSUE_CALLS.list.method, ISSUE_CALLS.list.path, async (ctx) => {
    const access = await authorize(ctx, 'read', 'PlatformIssue');
    const all = answersForPlatform(access);
    const result = await pagedList({
      db,
      table: platformIssues,
      resource: platformIssueResource,
      params: ctx.params,
      where: (f) => [
        all ? undefined : eq(platformIssues.memberId, access.signedIn.member.id),
        keywordIn(f.keyword, platformIssues.title, platformIssues.content),
        f.status !== undefined ? eq(platformIssues.status, f.status) : undefined,
        f.type !== undefined ? eq(platformIssues.type, f.type) : undefined,
      ],
      omit: ['content'],
    });
    const rows = result.rows as IssueRow[];
    const ids = rows.map((r) => r.id);
    const [who, replies] = await Promise.all([
      names(db, [...new Set(rows.map((r) => r.memberId))]),
      ids.length
        ? db.select({ issueId: platformIssueReplies.issueId, n: count() }).from(platformIssueReplies).where(inArray(platformIssueReplies.issueId, ids)).groupBy(platformIssueReplies.issueId)
        : [],
    ]);
    const replyCount = new Map(replies.map((r) => [r.issueId, Number(r.n)]));
    return {
      ...result,
      rows: rows.map((r) => ({ ...r, memberName: who.get(r.memberId) ?? '', replyCount: replyCount.get(r.id) ?? 0, createTime: iso(r.createTime), updateTime: iso(r.updateTime) })),
    };
  });

  mount(app, db, ISSUE_CALLS.one.method, ISSUE_CALLS.one.path, async (ctx) => {
    const { issue } = await visibleIssue(ctx, db, 'read', ctx.params.id);
    const thread = await db.select().from(platformIssueReplies).where(eq(platformIssueReplies.issueId, issue.id)).orderBy(asc(platformIssueReplies.createTime), asc(platformIssueReplies.id));
    const who = await names(db, [...new Set([issue.memberId, ...thread.map((r) => r.memberId)])]);
    const replies: IssueReply[] = thread.map((r) => ({
      id: r.id,
      fromPlatform: r.fromPlatform,
      // Readers see the platform as one voice, not the staff member's name.
      authorName: r.fromPlatform ? '平台客服' : (who.get(r.memberId) ?? ''),
      content: r.content,
      createTime: iso(r.createTime)!,
    }));
    return ok({ ...issue, memberName: who.get(issue.memberId) ?? '', replyCount: replies.length, createTime: iso(issue.createTime), updateTime: iso(issue.updateTime), replies });
  });

  mount(
    app,
    db,
    ISSUE_CALLS.reply.method,
    ISSUE_CALLS.reply.path,
    async (ctx) => {
      await authorize(ctx, 'update', 'PlatformIssue');
      const input = issueReplyInput.parse(ctx.params);
      const { access, issue } = await visibleIssue(ctx, db, 'update', input.id);
      const platform = answersForPlatform(access) && issue.memberId !== access.signedIn.member.id;
      await db.transaction(async (tx) => {
        // Closed is checked and the status moved in one statement: a reply never reopens a closing issue.
        const [moved] = await tx
          .update(platformIssues)
          .set({ status: platform ? 2 : 1, updateTime: new Date() })
          .where(and(eq(platformIssues.id, issue.id), sql`${platformIssues.status} <> 3`))
          .returning({ id: platformIssues.id });
        if (!moved) throw badRequest(ISSUE_MSG.isClosed);
        await tx.insert(platformIssueReplies).values({ issueId: issue.id, memberId: access.signedIn.member.id, fromPlatform: platform, content: input.content });
      });
      return ok({ id: issue.id }, ISSUE_MSG.replied);
    },
    { config: { rateLimit: ISSUE_RATE } },
  );

  mount(app, db, ISSUE_CALLS.close.method, ISSUE_CALLS.close.path, async (ctx) => {
    await authorize(ctx, 'update', 'PlatformIssue');
    const input = issueCloseInput.parse(ctx.params);
    const { issue } = await visibleIssue(ctx, db, 'update', input.id);
    await db.update(platformIssues).set({ status: 3, updateTime: new Date() }).where(eq(platformIssues.id, issue.id));
    return ok({ id: issue.id }, ISSUE_MSG.closed);
  });

  // A reader's screenshot: stored like every uploaded picture (re-encoded, metadata stripped), under /files/image.
  mount(
    app,
    db,
    ISSUE_CALLS.screenshot.method,
    ISSUE_CALLS.screenshot.path,
    async (ctx) => {
      const access = await authorize(ctx, 'create', 'PlatformIssue');
      return ok(await storeUploadedImage(app, ctx.req, access.signedIn.member.id), IMAGE_UPLOAD_MSG.success);
    },
    { config: { rateLimit: ISSUE_RATE } },
  );
}
