import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sortAndTimes } from './common';

/**
 * A party is a person or an institution (spec §3 `partyId`, `partyType`: 1 person, 2 organization).
 * Members (accounts) belong to a party; roles are granted to a party.
 */
export const parties = pgTable('party', {
  id: serial('id').primaryKey(),
  partyType: integer('party_type').notNull(),
  ...sortAndTimes,
});

export const organizations = pgTable('organization', {
  partyId: integer('party_id')
    .primaryKey()
    .references(() => parties.id),
  name: varchar('name', { length: 200 }).notNull(),
  imageUrl: text('image_url'),
  securityGroupId: integer('security_group_id'),
  /** Comma-separated IPv4/IPv6 CIDR ranges allowed to sign in by IP. */
  ipRanges: text('ip_ranges').notNull().default(''),
  ...sortAndTimes,
});

export const members = pgTable(
  'member',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id),
    /** For staff accounts of an institution: the institution's party. */
    orgPartyId: integer('org_party_id').references(() => parties.id),
    username: varchar('username', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 120 }),
    passwordHash: text('password_hash').notNull(),
    mname: varchar('mname', { length: 60 }).notNull().default(''),
    avatar: text('avatar'),
    memberType: integer('member_type').notNull().default(1),
    /** Balance in fen; changes only through bills (ARCHITECTURE "Data"). */
    balanceFen: integer('balance_fen').notNull().default(0),
    score: integer('score').notNull().default(0),
    loginCount: integer('login_count').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true, mode: 'date' }),
    ...sortAndTimes,
  },
  (t) => [uniqueIndex('member_username').on(t.username), uniqueIndex('member_phone').on(t.phone)],
);

/** A role granted to a party (spec §3 role[]: partyRoleId, partyRoleKey, activated). */
export const partyRoles = pgTable(
  'party_role',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id),
    roleKey: varchar('role_key', { length: 64 }).notNull(),
    activated: boolean('activated').notNull().default(false),
    ...sortAndTimes,
  },
  (t) => [index('party_role_party').on(t.partyId), uniqueIndex('party_role_unique').on(t.partyId, t.roleKey)],
);
