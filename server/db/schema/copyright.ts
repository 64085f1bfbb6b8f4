import { boolean, date, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A member's copyright owner (著作权人): a person (居民身份证) or an organisation (统一社会信用代码). */
export const copyrightOwners = pgTable(
  'copyright_owner',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 1 person, 2 organisation. */
    ownerType: integer('owner_type').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Full number: read only by the server; every answer masks it. */
    idNumber: varchar('id_number', { length: 18 }).notNull(),
    address: varchar('address', { length: 200 }).notNull().default(''),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [index('copyright_owner_member').on(t.memberId), uniqueIndex('copyright_owner_member_id_number').on(t.memberId, t.idNumber)],
);

/** An uploaded sample or document: a picture under /files/image or a private PDF. */
export interface CopyrightSampleFile {
  name: string;
  url: string;
  kind: 'image' | 'pdf';
}

/** What a submitted application keeps of each owner, so editing an owner later never rewrites it. */
export interface OwnerSnapshot {
  ownerType: number;
  name: string;
  idNumber: string;
}

/**
 * A copyright registration, saved step by step (`step` = the last step saved, 0–6). Status 0 draft,
 * 1 under review, 2 approved (then `registrationNo` and `approvedAt`), 3 rejected.
 */
export const copyrightApplies = pgTable(
  'copyright_apply',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: integer('status').notNull().default(0),
    step: integer('step').notNull().default(0),
    ownerIds: jsonb('owner_ids').$type<number[]>().notNull().default([]),
    /** Set at submission from the chosen owners. */
    ownerSnapshot: jsonb('owner_snapshot').$type<OwnerSnapshot[]>().notNull().default([]),
    title: varchar('title', { length: 100 }).notNull().default(''),
    category: varchar('category', { length: 1 }).notNull().default(''),
    creationDate: date('creation_date', { mode: 'string' }),
    publishStatus: integer('publish_status').notNull().default(0),
    firstPublishDate: date('first_publish_date', { mode: 'string' }),
    firstPublishCity: varchar('first_publish_city', { length: 6 }).notNull().default(''),
    acquireMethod: integer('acquire_method').notNull().default(0),
    inheritWay: integer('inherit_way').notNull().default(0),
    rights: jsonb('rights').$type<string[]>().notNull().default([]),
    creationPurpose: text('creation_purpose').notNull().default(''),
    creationProcess: text('creation_process').notNull().default(''),
    originality: text('originality').notNull().default(''),
    samples: jsonb('samples').$type<CopyrightSampleFile[]>().notNull().default([]),
    declarationAgreed: boolean('declaration_agreed').notNull().default(false),
    applicantName: varchar('applicant_name', { length: 50 }).notNull().default(''),
    registrationNo: varchar('registration_no', { length: 40 }),
    submitTime: at('submit_time'),
    approvedAt: at('approved_at'),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [
    index('copyright_apply_member').on(t.memberId),
    index('copyright_apply_status').on(t.status),
    uniqueIndex('copyright_apply_registration_no').on(t.registrationNo),
    index('copyright_apply_title').on(t.title),
  ],
);

/** Every status change of an application with its remark (submission, review, resubmission). */
export const copyrightRemarks = pgTable(
  'copyright_remark',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => copyrightApplies.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    status: integer('status').notNull(),
    remark: text('remark'),
    byMemberId: integer('by_member_id').references(() => members.id),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('copyright_remark_apply').on(t.applyId)],
);

/** Registration numbers in approval order across every server process (…-00000001, …-00000002). */
export const copyrightRegistrationSeq = pgSequence('copyright_registration_seq', { startWith: 1, increment: 1 });
