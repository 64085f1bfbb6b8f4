import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { menus, menuSeedKeys, roleKeyMenus } from '../schema';
import { ORGANIZATION_MENUS, PERSON_MENUS, type MenuSeed } from './access';

/** One advisory lock for the sync, so two processes starting on one database add each menu once. */
const MENU_SYNC_LOCK = 7_420_311;

type Scope = 'person' | 'organization';

export interface MenuSyncResult {
  /** Menu ids by declaration key (every declared menu that exists in the database). */
  ids: Map<string, number>;
  /** Keys of the menus this run inserted. */
  added: string[];
  /** Keys of the menus found already in the database (same `perms`) and recorded, untouched. */
  adopted: string[];
}

/**
 * Brings every menu declared in server/db/seed/access.ts into the database: a fresh one (the seed
 * calls this) and an existing one at every start (server/main.ts), so a menu declared by a later
 * release reaches `./data` databases with its role-key bindings. Each declaration key is applied
 * once (table `menu_seed_key`):
 * - a key already applied is left alone — the admin's renames, moves, re-bindings and deletions
 *   of seeded menus stand, and a deleted one never comes back;
 * - a key not applied yet whose menu is already there (a database from before this table: same
 *   `perms`, or same path and name where a menu has no perms) is recorded, not touched;
 * - otherwise the menu is inserted under its declared parent, bound to its declared role keys
 *   (person scope; a child inherits its parent's), and recorded. A child whose parent menu the
 *   admin deleted is recorded without a menu rather than left lying at the top level.
 * One transaction under an advisory lock: concurrent starts wait for each other.
 */
export async function syncSeededMenus(db: Db): Promise<MenuSyncResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MENU_SYNC_LOCK})`);
    const applied = new Map((await tx.select().from(menuSeedKeys)).map((r) => [`${r.scope}:${r.key}`, r.menuId]));
    const rows = await tx.select({ id: menus.id, perms: menus.perms, path: menus.path, name: menus.name }).from(menus);
    const existingIds = new Set(rows.map((r) => r.id));
    const claimed = new Set([...applied.values()].filter((id): id is number => id !== null));
    const result: MenuSyncResult = { ids: new Map(), added: [], adopted: [] };

    const findExisting = (m: MenuSeed) => rows.find((r) => !claimed.has(r.id) && (m.perms ? r.perms === m.perms : r.perms === null && r.path === m.path && r.name === m.name));

    const record = async (scope: Scope, m: MenuSeed, menuId: number | null) => {
      await tx.insert(menuSeedKeys).values({ scope, key: m.key, menuId });
      if (menuId !== null) claimed.add(menuId);
    };

    const walk = async (seeds: readonly MenuSeed[], scope: Scope, parent: { id: number | null } | null, inheritedKeys?: readonly string[]) => {
      for (const [i, m] of seeds.entries()) {
        const keys = m.roleKeys ?? inheritedKeys;
        let id: number | null;
        if (applied.has(`${scope}:${m.key}`)) {
          const was = applied.get(`${scope}:${m.key}`) ?? null;
          id = was !== null && existingIds.has(was) ? was : null;
        } else if (findExisting(m)) {
          id = findExisting(m)!.id;
          await record(scope, m, id);
          result.adopted.push(m.key);
        } else if (parent && parent.id === null) {
          id = null;
          await record(scope, m, null);
        } else {
          const [row] = await tx
            .insert(menus)
            .values({ parentId: parent?.id ?? null, scope, name: m.name, path: m.path, icon: m.icon ?? null, menuType: m.menuType, perms: m.perms ?? null, subject: m.subject ?? null, action: m.action ?? null, sort: i + 1 })
            .returning({ id: menus.id });
          id = row.id;
          if (scope === 'person' && keys?.length) await tx.insert(roleKeyMenus).values(keys.map((roleKey) => ({ roleKey, menuId: row.id }))).onConflictDoNothing();
          await record(scope, m, id);
          result.added.push(m.key);
        }
        if (id !== null) result.ids.set(m.key, id);
        if (m.children) await walk(m.children, scope, { id }, keys);
      }
    };
    await walk(PERSON_MENUS, 'person', null);
    await walk(ORGANIZATION_MENUS, 'organization', null);
    return result;
  });
}
