import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Which declared menus (server/db/seed/access.ts, by their `key`) this database has received —
 * inserted, or found already there. A key is applied once: the start-up sync adds menus declared
 * by later releases to an existing database, and never brings back a menu the admin deleted or
 * touches one the admin edited (docs/decisions.md "Menus reach existing databases").
 */
export const menuSeedKeys = pgTable(
  'menu_seed_key',
  {
    scope: varchar('scope', { length: 16 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    /** The menu row it became; null when it was not added (its parent menu had been deleted). */
    menuId: integer('menu_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
