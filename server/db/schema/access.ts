import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sortAndTimes } from './common';
import { members, parties } from './members';
import { journals } from './content';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Management menus (spec §7 getRouters). `scope` says whose menu tree it belongs to: `person`
 * (role holders, by role key) or `organization` (institution staff, by the institution's roles).
 * `subject` + `action` are the CASL rule a menu grants (src/access): a menu is a permission.
 */
export const menus = pgTable(
  'menu',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    scope: varchar('scope', { length: 16 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    path: varchar('path', { length: 200 }).notNull().default(''),
    icon: varchar('icon', { length: 60 }),
    /** M directory, C menu (a screen), F button (an action inside a screen). */
    menuType: varchar('menu_type', { length: 1 }).notNull().default('C'),
    /** Permission string, e.g. `org:staff:list`. */
    perms: varchar('perms', { length: 100 }),
    subject: varchar('subject', { length: 60 }),
    action: varchar('action', { length: 20 }),
    visible: boolean('visible').notNull().default(true),
    ...sortAndTimes,
  },
  (t) => [index('menu_scope').on(t.scope, t.parentId)],
);

/** Which menus a person role key opens (platform-wide, edited by the platform admin). */
export const roleKeyMenus = pgTable(
  'role_key_menu',
  {
    roleKey: varchar('role_key', { length: 64 }).notNull(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.roleKey, t.menuId] })],
);

/** An institution's departments (a tree). */
export const orgDepts = pgTable(
  'org_dept',
  {
    id: serial('id').primaryKey(),
    orgPartyId: integer('org_party_id')
      .notNull()
      .references(() => parties.id),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 60 }).notNull(),
    leader: varchar('leader', { length: 30 }),
    /** A mobile or a landline with 区号 and 分机 (src/shared/validation.ts LANDLINE_RE). */
    phone: varchar('phone', { length: 20 }),
    enabled: boolean('enabled').notNull().default(true),
    ...sortAndTimes,
  },
  (t) => [index('org_dept_org').on(t.orgPartyId)],
);

/** Roles an institution defines for its staff, each bound to organization-scope menus. */
export const orgRoles = pgTable(
  'org_role',
  {
    id: serial('id').primaryKey(),
    orgPartyId: integer('org_party_id')
      .notNull()
      .references(() => parties.id),
    name: varchar('name', { length: 30 }).notNull(),
    roleKey: varchar('role_key', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    ...sortAndTimes,
  },
  (t) => [index('org_role_org').on(t.orgPartyId), uniqueIndex('org_role_key').on(t.orgPartyId, t.roleKey)],
);

export const orgRoleMenus = pgTable(
  'org_role_menu',
  {
    orgRoleId: integer('org_role_id')
      .notNull()
      .references(() => orgRoles.id),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.orgRoleId, t.menuId] })],
);

/** A member working for an institution: department and institution role. */
export const orgStaff = pgTable(
  'org_staff',
  {
    id: serial('id').primaryKey(),
    orgPartyId: integer('org_party_id')
      .notNull()
      .references(() => parties.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deptId: integer('dept_id').references(() => orgDepts.id),
    orgRoleId: integer('org_role_id').references(() => orgRoles.id),
    enabled: boolean('enabled').notNull().default(true),
    ...sortAndTimes,
  },
  (t) => [uniqueIndex('org_staff_member').on(t.orgPartyId, t.memberId), index('org_staff_dept').on(t.deptId)],
);

/** Institution details beyond its name: type, area, legal person, authentication state. */
export const orgProfiles = pgTable('org_profile', {
  partyId: integer('party_id')
    .primaryKey()
    .references(() => parties.id),
  orgType: varchar('org_type', { length: 20 }),
  /** GB/T 2260 county/city code from the area tree. */
  areaCode: varchar('area_code', { length: 12 }),
  address: varchar('address', { length: 200 }),
  contactName: varchar('contact_name', { length: 30 }),
  /** A mobile or a landline with 区号 and 分机 (src/shared/validation.ts LANDLINE_RE). */
  contactPhone: varchar('contact_phone', { length: 20 }),
  legalName: varchar('legal_name', { length: 30 }),
  legalIdNo: varchar('legal_id_no', { length: 18 }),
  licenseNo: varchar('license_no', { length: 18 }),
  licenseImage: text('license_image'),
  /** 0 not submitted, 1 reviewing, 2 passed, 4 rejected (the short review dictionary). */
  authStatus: integer('auth_status').notNull().default(0),
  authRemark: varchar('auth_remark', { length: 200 }),
  ...sortAndTimes,
});

/** Bank account by party (spec §7 "bank account by party id (POST, PUT)"). */
export const bankAccounts = pgTable(
  'bank_account',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id),
    accountName: varchar('account_name', { length: 60 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }).notNull(),
    branchName: varchar('branch_name', { length: 100 }),
    accountNo: varchar('account_no', { length: 32 }).notNull(),
    ...sortAndTimes,
  },
  (t) => [uniqueIndex('bank_account_party').on(t.partyId)],
);

/**
 * Applications for a special role (journal editor, teacher, publisher, studio, scholar, writer,
 * dissertation author, headmaster, famous teacher). `status` is the short review dictionary
 * (1 reviewing, 2 passed, 4 rejected); the form's fields are kept as JSON, validated per kind.
 */
export const roleApplications = pgTable(
  'role_application',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    roleKey: varchar('role_key', { length: 64 }).notNull(),
    status: integer('status').notNull().default(1),
    form: jsonb('form').notNull(),
    reviewerId: integer('reviewer_id').references(() => members.id),
    reviewedAt: at('reviewed_at'),
    ...sortAndTimes,
  },
  (t) => [index('role_application_member').on(t.memberId, t.kind), index('role_application_status').on(t.status)],
);

/** Every status change of an application with the reviewer's remark (the "remark history"). */
export const roleApplicationRemarks = pgTable(
  'role_application_remark',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => roleApplications.id),
    status: integer('status').notNull(),
    remark: text('remark'),
    byMemberId: integer('by_member_id').references(() => members.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('role_application_remark_app').on(t.applicationId)],
);

/** Journals a journal administrator (foreJoumalAdmin / editors) manages. */
export const journalManagers = pgTable(
  'journal_manager',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.journalId] })],
);
