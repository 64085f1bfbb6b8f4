import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { durationText } from '../../../src/resources/studios';
import { WRITER_CALLS, WRITER_MSG, writerProfileResource, writerVideoResource } from '../../../src/resources/writerProfiles';
import { authorize } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, partyRoles, works, writerProfiles, writerVideos } from '../../db/schema';
import { AppError, badRequest, notFound, ok, page } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { defineRoute, type AnyRoute } from '../../http/declareRoute';
import { areaManagementRoutes } from '../area/manageArea';
import { recordId } from '../area/mountArea';
import { onOwnersPage } from '../area/ownedPages';
import { everywhere } from '../studio/common';
import { checkUpload } from '../studio/access';

type VideoRow = typeof writerVideos.$inferSelect;
type ProfileRow = typeof writerProfiles.$inferSelect;

/** What readers see of a video: never the stored file's name (it is opened by an access code). */
const publicVideo = (v: VideoRow) => ({ id: v.id, title: v.title, intro: v.intro, coverUrl: v.coverUrl, duration: v.duration, durationText: durationText(v.duration), createTime: v.createTime.toISOString() });
const publicProfile = (p: ProfileRow) => ({ id: p.id, memberId: p.ownerId, penName: p.penName, hometown: p.hometown, genres: p.genres, biography: p.biography, honors: p.honors, photoUrl: p.photoUrl, updateTime: p.updateTime.toISOString() });
const passedWorkColumns = { id: works.id, uid: works.uid, title: works.title, genre: works.genre, summary: works.summary, price: works.price, createTime: works.createTime };
const WORKS_PER_ROW = 4;

/** The member a platform admin names for a new profile: an existing account holding the writer role. */
async function writerAccount(tx: Db, account: unknown): Promise<number> {
  if (typeof account !== 'string' || !account.trim()) throw badRequest(WRITER_MSG.accountRequired);
  const [m] = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(partyRoles, and(eq(partyRoles.partyId, members.partyId), eq(partyRoles.roleKey, 'foreWriter')))
    .where(eq(members.username, account.trim()))
    .limit(1);
  if (!m) throw badRequest(WRITER_MSG.accountMissing);
  return m.id;
}

/**
 * Signed writers (issue 13; spec §7 "writer video and information add/edit/delete"): a writer
 * (foreWriter) keeps one profile and their videos, the platform admin edits or deletes any —
 * through the shared area management (owner scope, audit log, one transaction each). Readers get
 * the writer list with works and videos, one writer's page, and videos by access code
 * (server/modules/studio/access.ts `writerVideo`).
 */
export function writerProfileRoutes(db: Db, app: FastifyInstance): AnyRoute[] {
  const profileCalls = areaManagementRoutes({
    resource: writerProfileResource,
    table: writerProfiles,
    titleColumn: 'penName',
    notFoundMsg: WRITER_MSG.missing,
    owner: { column: 'ownerId', forbiddenMsg: WRITER_MSG.notOwnerInfo },
    omitInList: ['biography', 'honors'],
    filterWhere: (f: { keyword?: string }) => [keywordIn(f.keyword, writerProfiles.penName, writerProfiles.hometown, writerProfiles.genres)],
    // A writer's profile is their own, once; the platform admin names the writer's account.
    prepareWrite: async (tx, values, who) => {
      const account = values.account;
      delete values.account;
      if (!who.creating) return;
      if (who.everywhere) values.ownerId = await writerAccount(tx, account);
      const [taken] = await tx.select({ id: writerProfiles.id }).from(writerProfiles).where(eq(writerProfiles.ownerId, Number(values.ownerId))).limit(1);
      if (taken) throw new AppError(409, who.everywhere ? WRITER_MSG.accountTaken : WRITER_MSG.exists);
    },
  });

  // Videos: the list is mounted below (pen names, h:mm:ss); the rest by the shared management.
  const videoOnPage = onOwnersPage({ table: writerProfiles, id: writerProfiles.id, owner: writerProfiles.ownerId }, 'writerId', { noPage: WRITER_MSG.noProfile, pick: WRITER_MSG.pickWriter, missing: WRITER_MSG.missing });
  const { manageList: videoList, ...videoCalls } = writerVideoResource.calls;
  const videoManagement = areaManagementRoutes({
    resource: { ...writerVideoResource, calls: videoCalls },
    table: writerVideos,
    titleColumn: 'title',
    notFoundMsg: WRITER_MSG.videoMissing,
    owner: { column: 'ownerId', forbiddenMsg: WRITER_MSG.notOwnerVideo },
    prepareWrite: async (tx, values, who) => {
      await videoOnPage(tx, values, who);
      delete values.writerId;
      if (typeof values.fileName !== 'string') return;
      // Only a video this member uploaded (the admin: anyone's); its size and duration are read from the file.
      const file = await checkUpload(app, values.fileName, ['video'], who.everywhere ? null : who.id);
      values.fileSize = file.size;
      values.duration = file.duration;
    },
  });
  async function penNames(ids: number[]) {
    const rows = ids.length ? await db.select({ id: writerProfiles.ownerId, penName: writerProfiles.penName }).from(writerProfiles).where(inArray(writerProfiles.ownerId, [...new Set(ids)])) : [];
    return new Map(rows.map((r) => [r.id, r.penName]));
  }

  // Public: the writer library, paged on the server, each writer with their latest passed works and their videos.
  const writerLibrary = async (input: Record<string, unknown>) => {
    const f = writerProfileResource.filters!.parse(input);
    const list = await pagedList({ db, table: writerProfiles, resource: writerProfileResource, params: input, where: [keywordIn(f.keyword, writerProfiles.penName, writerProfiles.hometown, writerProfiles.genres)] });
    const profiles = list.rows as ProfileRow[];
    const ids = profiles.map((p) => p.ownerId);
    if (!ids.length) return page([], list.total);
    const [passed, counts, videos] = await Promise.all([
      db.select(passedWorkColumns).from(works).where(and(inArray(works.uid, ids), eq(works.worksStatus, 2))).orderBy(desc(works.createTime), desc(works.id)),
      db.select({ uid: works.uid, n: count() }).from(works).where(and(inArray(works.uid, ids), eq(works.worksStatus, 2))).groupBy(works.uid),
      db.select().from(writerVideos).where(inArray(writerVideos.ownerId, ids)).orderBy(desc(writerVideos.sort), asc(writerVideos.id)),
    ]);
    const rows = profiles.map((p) => ({
      ...publicProfile(p),
      worksCount: Number(counts.find((c) => c.uid === p.ownerId)?.n ?? 0),
      works: passed.filter((w) => w.uid === p.ownerId).slice(0, WORKS_PER_ROW).map((w) => ({ ...w, createTime: w.createTime.toISOString() })),
      videos: videos.filter((v) => v.ownerId === p.ownerId).map(publicVideo),
    }));
    return page(rows, list.total);
  };

  // Public: one writer's page — the profile, every passed work and every video.
  const writerPage = async (input: Record<string, unknown>) => {
    const id = recordId(input.id, WRITER_MSG.missing);
    const [p] = await db.select().from(writerProfiles).where(eq(writerProfiles.id, id));
    if (!p) throw notFound(WRITER_MSG.missing);
    const [passed, videos] = await Promise.all([
      db.select(passedWorkColumns).from(works).where(and(eq(works.uid, p.ownerId), eq(works.worksStatus, 2))).orderBy(desc(works.createTime), desc(works.id)).limit(100),
      db.select().from(writerVideos).where(eq(writerVideos.ownerId, p.ownerId)).orderBy(desc(writerVideos.sort), asc(writerVideos.id)).limit(100),
    ]);
    return ok({ ...publicProfile(p), worksCount: passed.length, works: passed.map((w) => ({ ...w, createTime: w.createTime.toISOString() })), videos: videos.map(publicVideo) });
  };

  return [
    ...profileCalls,
    ...videoManagement,
    defineRoute({
      ...videoList!,
      access: { action: 'update', subject: 'Writer' },
      summary: '作家视频管理列表',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'update', 'Writer');
        const f = writerVideoResource.filters!.parse(ctx.input);
        const mine = everywhere(access, 'update', 'Writer') ? undefined : eq(writerVideos.ownerId, access.member.memberId);
        const list = await pagedList({ db, table: writerVideos, resource: writerVideoResource, params: ctx.input, where: [mine, keywordIn(f.keyword, writerVideos.title)] });
        const rows = list.rows as VideoRow[];
        const names = await penNames(rows.map((r) => r.ownerId));
        return { ...list, rows: rows.map((r) => ({ ...r, penName: names.get(r.ownerId) ?? '', durationText: durationText(r.duration) })) };
      },
    }),
    defineRoute({ ...WRITER_CALLS.list, access: 'public', summary: '作家库（作家、作品与视频）', handler: ({ input }) => writerLibrary(input) }),
    defineRoute({ ...WRITER_CALLS.one, access: 'public', summary: '作家主页', params: z.object({ id: z.string() }).loose(), handler: ({ input }) => writerPage(input) }),
  ];
}

