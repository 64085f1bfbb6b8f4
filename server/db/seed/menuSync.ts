import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { menus, menuSeedKeys, roleKeyMenus } from '../schema';
import { ORGANIZATION_MENUS, PERSON_MENUS, type MenuSeed } from './access';

/** One advisory lock for the sync, so two processes starting on one database add each menu once. */
const MENU_SYNC_LOCK = 7_420_311;

type Scope = 'person' | 'organization';

/** Every `scope:key` the declarations hold, children included. */
const declaredKeysOf = (seeds: readonly MenuSeed[], scope: Scope): string[] => seeds.flatMap((m) => [`${scope}:${m.key}`, ...declaredKeysOf(m.children ?? [], scope)]);

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
 * - a key not applied yet whose menu is already there is recorded (adopted): a database from before
 *   this table (same `perms`, or same path and name where a menu has no perms), or one from before
 *   the menus were derived from the resource declarations (same scope, type and path, bound to the
 *   same role key, recorded under a key no longer declared). An adopted menu keeps its name, icon
 *   and bindings; one still in a seeded directory the declarations dropped (平台管理, 教师工作室:
 *   where the flat layout put it) moves under its declared parent (its group), once. One the admin
 *   moved elsewhere stays there;
 * One transaction under an advisory lock: concurrent starts wait for each other.
 */
export async function syncSeededMenus(db: Db): Promise<MenuSyncResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MENU_SYNC_LOCK})`);
    const applied = new Map((await tx.select().from(menuSeedKeys)).map((r) => [`${r.scope}:${r.key}`, r.menuId]));
    const rows = await tx.select({ id: menus.id, perms: menus.perms, path: menus.path, name: menus.name, scope: menus.scope, menuType: menus.menuType, parentId: menus.parentId }).from(menus);
    const existingIds = new Set(rows.map((r) => r.id));
    const declaredKeys = new Set([...declaredKeysOf(PERSON_MENUS, 'person'), ...declaredKeysOf(ORGANIZATION_MENUS, 'organization')]);
    // Rows recorded under a key no longer declared (the flat layout's 平台管理 and its screens) may be adopted by the key that replaced it.
    const dropped = new Set([...applied].filter(([key, id]) => id !== null && !declaredKeys.has(key)).map(([, id]) => id as number));
    const claimed = new Set([...applied].filter(([key, id]) => id !== null && declaredKeys.has(key)).map(([, id]) => id as number));
    const boundKeys = new Map<number, Set<string>>();
    for (const b of await tx.select().from(roleKeyMenus)) boundKeys.set(b.menuId, (boundKeys.get(b.menuId) ?? new Set()).add(b.roleKey));
    const result: MenuSyncResult = { ids: new Map(), added: [], adopted: [] };

    const samePlace = (m: MenuSeed, scope: Scope, keys: readonly string[] | undefined, r: (typeof rows)[number]) =>
      r.scope === scope && r.menuType === m.menuType && r.path === m.path && (scope === 'organization' || (keys ?? []).some((k) => boundKeys.get(r.id)?.has(k)));
    const findExisting = (m: MenuSeed, scope: Scope, keys: readonly string[] | undefined) =>
      rows.find((r) => !claimed.has(r.id) && (m.perms ? r.perms === m.perms : r.perms === null && r.path === m.path && r.name === m.name)) ??
      rows.find((r) => dropped.has(r.id) && !claimed.has(r.id) && samePlace(m, scope, keys, r));

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
        } else if (findExisting(m, scope, keys)) {
          const found = findExisting(m, scope, keys)!;
          id = found.id;
          await record(scope, m, id);
          result.adopted.push(m.key);
          if (parent?.id && found.parentId !== null && dropped.has(found.parentId)) {
            await tx.update(menus).set({ parentId: parent.id, sort: i + 1 }).where(eq(menus.id, id));
          }
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
