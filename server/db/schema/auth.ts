import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Sign-in tokens. Only the SHA-256 of a token is stored, so a database leak gives no usable
 * token; `revokedAt` makes logout and password changes take effect at once.
 */
export const sessionTokens = pgTable(
  'session_token',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The party role the session acts as (switchRole changes it). */
    activeRoleId: integer('active_role_id'),
    loginType: varchar('login_type', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('session_token_member').on(t.memberId)],
);

/** Image codes (captcha): single use, short-lived. */
export const captchas = pgTable('captcha', {
  uuid: varchar('uuid', { length: 64 }).primaryKey(),
  answer: varchar('answer', { length: 8 }).notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** SMS codes per phone and purpose: one per 60 s, capped per day per phone and per IP, single use. */
export const smsCodes = pgTable(
  'sms_code',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('sms_code_phone').on(t.phone, t.purpose, t.createdAt), index('sms_code_ip').on(t.ip, t.createdAt)],
);

/**
 * Password sign-in attempts per account, counted before the password is checked so concurrent
 * guesses cannot slip past the image code (spec: required from the 3rd failure) or the pause.
 */
export const loginAttempts = pgTable('login_attempt', {
  /** `member:<id>` for an account (whatever name or phone was typed), `name:<typed>` for an unknown name. */
  accountKey: varchar('account_key', { length: 80 }).primaryKey(),
  /** Consecutive failures (the image code is required from LOGIN_MISS_THRESHOLD on); forgotten after a day. */
  streak: integer('streak').notNull().default(0),
  /** Attempts in the current 15-minute window; the tenth pauses password sign-in. */
  windowCount: integer('window_count').notNull().default(0),
  windowStart: at('window_start').notNull().defaultNow(),
  /** Password sign-in is paused until then (SMS sign-in still works). */
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** WeChat login keys: a QR code's key, bound to a member once the scan is confirmed. */
export const wechatKeys = pgTable('wechat_key', {
  key: varchar('key', { length: 64 }).primaryKey(),
  openId: varchar('open_id', { length: 64 }),
  memberId: integer('member_id').references(() => members.id),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
