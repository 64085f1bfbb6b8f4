import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';
import { roleApplications } from './access';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const times = {
  sort: integer('sort').notNull().default(0),
  createTime: at('create_time').notNull().defaultNow(),
  updateTime: at('update_time').notNull().defaultNow(),
};

/**
 * A teacher studio (spec `applyStudio`): created when the platform approves a studio application;
 * `managerId` is the studioManager member (the CASL `studio` scope condition).
 */
export const studios = pgTable(
  'studio',
  {
    id: serial('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => members.id),
    applicationId: integer('application_id').references(() => roleApplications.id),
    name: varchar('name', { length: 60 }).notNull(),
    /** Dictionary `studio_type`: 1 名师工作室, 2 名班主任工作室, 3 名校长工作室, 4 学科教研工作室. */
    studioType: integer('studio_type').notNull().default(1),
    subject: varchar('subject', { length: 30 }).notNull().default(''),
    school: varchar('school', { length: 100 }).notNull().default(''),
    leader: varchar('leader', { length: 30 }).notNull().default(''),
    intro: text('intro').notNull().default(''),
    coverUrl: varchar('cover_url', { length: 500 }).notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('studio_manager').on(t.managerId), index('studio_type').on(t.studioType, t.sort)],
);

/** What a studio's news, documents and videos start with: the studio (they go with it) and who posted them. */
const studioPost = () => ({
  id: serial('id').primaryKey(),
  studioId: integer('studio_id')
    .notNull()
    .references(() => studios.id, { onDelete: 'cascade' }),
  uid: integer('uid')
    .notNull()
    .references(() => members.id),
});

/** 工作室资讯 (spec `applyStudioInfo`): news and articles by `infoType`, with an optional annex file. */
export const studioInfos = pgTable(
  'studio_info',
  {
    ...studioPost(),
    /** 1 工作室动态, 2 教研文章, 3 通知公告, 4 成果展示. */
    infoType: integer('info_type').notNull().default(1),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    content: text('content').notNull().default(''),
    coverUrl: varchar('cover_url', { length: 500 }).notNull().default(''),
    /** Storage name (area `studio`) of the annex; served only through an access code. */
    annexFile: varchar('annex_file', { length: 120 }).notNull().default(''),
    annexSize: bigint('annex_size', { mode: 'number' }).notNull().default(0),
    ...times,
  },
  (t) => [index('studio_info_studio').on(t.studioId, t.infoType, t.sort)],
);

/** 工作室资料 (spec `applyStudioData`): documents posted by the manager or a member. */
export const studioData = pgTable(
  'studio_data',
  {
    ...studioPost(),
    title: varchar('title', { length: 200 }).notNull(),
    /** 1 教案, 2 课件, 3 试题, 4 论文, 5 其他. */
    fileType: integer('file_type').notNull().default(5),
    intro: varchar('intro', { length: 1000 }).notNull().default(''),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    ...times,
  },
  (t) => [index('studio_data_studio').on(t.studioId, t.sort), index('studio_data_uid').on(t.uid)],
);

/** 工作室视频 (spec `applyStudiovideo`): MP4 lessons, streamed through an access code. */
export const studioVideos = pgTable(
  'studio_video',
  {
    ...studioPost(),
    title: varchar('title', { length: 200 }).notNull(),
    intro: varchar('intro', { length: 1000 }).notNull().default(''),
    coverUrl: varchar('cover_url', { length: 500 }).notNull().default(''),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    /** Whole seconds, read from the MP4's movie header when the row is saved. */
    duration: integer('duration').notNull().default(0),
    ...times,
  },
  (t) => [index('studio_video_studio').on(t.studioId, t.sort)],
);

/** 工作室成员 (spec `studiomember`): 1 申请中, 2 已加入, 3 已关闭 (refused or removed). */
export const studioMembers = pgTable(
  'studio_member',
  {
    id: serial('id').primaryKey(),
    studioId: integer('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    applyStatus: integer('apply_status').notNull().default(1),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...times,
  },
  (t) => [uniqueIndex('studio_member_pair').on(t.studioId, t.memberId), index('studio_member_member').on(t.memberId, t.applyStatus)],
);

/** A short-lived code that opens one studio file (`/fileLicense/...`); bound to its kind and row. */
export const studioFileCodes = pgTable(
  'studio_file_code',
  {
    code: varchar('code', { length: 64 }).primaryKey(),
    /** `studioData`, `studioVideo` or `studioInfoAnnex`. */
    kind: varchar('kind', { length: 20 }).notNull(),
    fileId: integer('file_id').notNull(),
    /** `preview` (inline) or `download` (attachment). */
    accessMethod: varchar('access_method', { length: 10 }).notNull().default('preview'),
    memberId: integer('member_id').references(() => members.id),
    expiresAt: at('expires_at').notNull(),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('studio_file_code_expires').on(t.expiresAt)],
);
