import { char, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { sortAndTimes } from './common';
import { journals } from './content';
import { parties } from './members';

/**
 * What an institution subscribes to (issue 12, CNKI's model; spec §6 "Institution accounts carry a
 * security group"): a security group is a package of grants, and an institution's
 * `organization.security_group_id` names the one it bought. Its staff accounts and the sessions
 * opened from its IP ranges read what the group grants without buying it.
 */
export const securityGroups = pgTable('security_group', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  remark: varchar('remark', { length: 300 }).notNull().default(''),
  ...sortAndTimes,
});

/**
 * One grant of a group: `scope` `allJournals` (every journal's articles and issues), `journal`
 * (one journal: `journal_id`), `book`, `ancient`, `thesis` (the whole area).
 */
export const securityGroupGrants = pgTable(
  'security_group_grant',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => securityGroups.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 16 }).notNull(),
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'cascade' }),
  },
  (t) => [index('security_group_grant_group').on(t.groupId)],
);

/**
 * Reads and downloads of subscribed content per institution, month (Beijing time, `YYYY-MM`) and
 * item — the rows of the monthly usage report (COUNTER R5 TR_J1-like: investigations and requests).
 */
export const institutionUsage = pgTable(
  'institution_usage',
  {
    orgPartyId: integer('org_party_id')
      .notNull()
      .references(() => parties.id),
    month: char('month', { length: 7 }).notNull(),
    /** The order type of the item (1 article, 2 book, 5 ancient book, 6 thesis). */
    itemKind: integer('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    /** For articles: the journal, the report's grouping. */
    journalId: integer('journal_id'),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgPartyId, t.month, t.itemKind, t.itemId] })],
);
