import { bigserial, boolean, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { parties } from './members';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One reader event as COUNTER 5.1 sees it (issue 33): a search, an investigation (a detail view),
 * a request (the full text read, a PDF downloaded, a book opened) or a denial (no licence). Raw and
 * unfiltered — the double-click filter, unique counting and robot exclusion are applied when a
 * report is made (server/modules/counter/rules.ts), so a rule can change without losing data.
 */
export const usageEvents = pgTable(
  'usage_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    /** The institution the reader read for (IP range, staff, institution account); null for anyone else. */
    orgPartyId: integer('org_party_id').references(() => parties.id, { onDelete: 'set null' }),
    /** `search` | `investigation` | `request` | `denial`. */
    event: varchar('event', { length: 16 }).notNull(),
    /** The COUNTER user-session: the signed-in session, else a hash of address, user agent and hour. */
    sessionKey: varchar('session_key', { length: 64 }).notNull(),
    /** The user agent is on the robots list: kept, never counted. */
    robot: boolean('robot').notNull().default(false),
    /** The item (order type: 1 article, 2 book, 5 ancient book, 6 thesis) — null for a search. */
    itemKind: integer('item_kind'),
    itemId: integer('item_id'),
    itemName: varchar('item_name', { length: 300 }),
    /** The title (COUNTER's sense): `journal` (an article's journal) or `book` (the book itself). */
    titleKind: varchar('title_kind', { length: 16 }),
    titleId: integer('title_id'),
    titleName: varchar('title_name', { length: 300 }),
    /** COUNTER Data_Type: Journal, Book, Thesis_or_Dissertation; Platform for a platform-wide search. */
    dataType: varchar('data_type', { length: 32 }).notNull(),
    /** The database (DR): the search area / content area the event is in. */
    database: varchar('database', { length: 32 }).notNull(),
    /** COUNTER Access_Type of a request: Controlled (priced) or Open (free to all). */
    accessType: varchar('access_type', { length: 16 }),
    /** For searches: `regular` (one area chosen) or `automated` (the whole library). */
    searchKind: varchar('search_kind', { length: 16 }),
    platform: varchar('platform', { length: 32 }).notNull().default('Wenku'),
  },
  (t) => [index('usage_event_org_at').on(t.orgPartyId, t.at)],
);

/**
 * An institution's SUSHI credential (issue 33): what a harvester (an ERM such as Celus or JUSP)
 * sends as `customer_id`, `requestor_id` and `api_key`. Only the key's SHA-256 is kept: the key is
 * shown once when made or rotated.
 */
export const sushiCredentials = pgTable('sushi_credential', {
  orgPartyId: integer('org_party_id')
    .primaryKey()
    .references(() => parties.id, { onDelete: 'cascade' }),
  customerId: varchar('customer_id', { length: 64 }).notNull().unique(),
  requestorId: varchar('requestor_id', { length: 64 }).notNull().unique(),
  apiKeyHash: char('api_key_hash', { length: 64 }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  rotatedAt: at('rotated_at').notNull().defaultNow(),
});
