import { ROLE_POLICY, type PolicyRule, type Subject } from '../../../src/access/policy';
import type { MenuGroup, ResourceSpec } from '../../../src/resources/define';
import { resourceList } from '../../../src/resources';
import { ADMIN_PAGES, MENU_GROUPS, menuGrantOf, menuNameOf } from '../../../src/resources/menuGroups';

/** A seeded menu (server/db/seed/access.ts seeds them; this file derives most). */
export interface MenuSeed {
  key: string;
  name: string;
  path: string;
  icon?: string;
  menuType: 'M' | 'C' | 'F';
  perms?: string;
  subject?: string;
  action?: string;
  /** Person scope: the role keys whose getRouters show it. */
  roleKeys?: readonly string[];
  children?: MenuSeed[];
}

/**
 * The admin menus derived from the resource declarations (issue 32 item 4): nothing here names a
 * screen. Keys and perms are made from the resource name, so a declaration's menu is applied
 * once by the start-up sync (./menuSync.ts) like any other seeded menu.
 */

/** A platform menu's seed: `/admin/<name>`, its grant, bound (through its group) to the platform admin. */
const platformMenu = (name: string, label: string, grant: { subject: string; action: string }, icon: string): MenuSeed => ({
  key: `admin:${name}`,
  name: label,
  path: `/admin/${name}`,
  icon,
  menuType: 'C',
  perms: `platform:${name}`,
  subject: grant.subject,
  action: grant.action,
});

interface Placed {
  group: MenuGroup;
  order: number;
  seed: MenuSeed;
}

const declared = (resources: readonly ResourceSpec[]) => resources.filter((r): r is ResourceSpec & { menu: NonNullable<ResourceSpec['menu']> } => Boolean(r.menu));

/**
 * The platform admin's sider: the seven group directories of src/resources/menuGroups.ts, each
 * holding the screens declared in it (resources and pages) by `menu.order`. Groups with nothing
 * declared are left out.
 */
export function platformMenuTree(resources: readonly ResourceSpec[] = resourceList): MenuSeed[] {
  const placed: Placed[] = [
    ...declared(resources).map((r) => ({ group: r.menu.group, order: r.menu.order, seed: platformMenu(r.name, menuNameOf(r.label), menuGrantOf(r), r.menu.icon) })),
    ...ADMIN_PAGES.map((p) => ({ group: p.menu.group, order: p.menu.order, seed: platformMenu(p.name, p.label, p, p.menu.icon) })),
  ];
  const groups = Object.entries(MENU_GROUPS).sort(([, a], [, b]) => a.order - b.order) as Array<[MenuGroup, (typeof MENU_GROUPS)[MenuGroup]]>;
  return groups
    .map(([group, g]) => ({
      key: `group:${group}`,
      name: g.label,
      path: `/admin/group/${group}`,
      icon: g.icon,
      menuType: 'M' as const,
      perms: `platform:group:${group}`,
      roleKeys: ['foreWebAdmin'],
      children: placed.filter((p) => p.group === group).sort((a, b) => a.order - b.order).map((p) => p.seed),
    }))
    .filter((g) => g.children.length > 0);
}

const grants = (rule: PolicyRule, subject: Subject) =>
  (Array.isArray(rule.subject) ? rule.subject : [rule.subject]).includes(subject) &&
  rule.scope === 'owner' &&
  (Array.isArray(rule.action) ? rule.action : [rule.action]).some((a) => a === 'create' || a === 'update' || a === 'manage');

/** The role keys whose policy lets them keep rows of their own on `subject` (a publisher's books, a headmaster's career). */
export function holderRoleKeys(subject: Subject | undefined): string[] {
  if (!subject) return [];
  return Object.entries(ROLE_POLICY)
    .filter(([, rules]) => rules.some((rule) => grants(rule, subject)))
    .map(([key]) => key);
}

/**
 * A role holder's own menus: each declared screen whose subject the policy lets a role keep rows
 * of its own on (`owner` scope) is that role's menu too, named by its own profile's title (学者资料)
 * or 我的…, granting only the public read (the writes come from the policy with its row
 * condition; server/access/access.test.ts). Profiles first, then by group and order.
 */
export function holderMenus(resources: readonly ResourceSpec[] = resourceList): MenuSeed[] {
  return declared(resources)
    .map((r) => ({ r, roleKeys: holderRoleKeys(r.subject) }))
    .filter(({ roleKeys }) => roleKeys.length > 0)
    .sort((a, b) => Number(Boolean(b.r.ownProfile)) - Number(Boolean(a.r.ownProfile)) || MENU_GROUPS[a.r.menu.group].order - MENU_GROUPS[b.r.menu.group].order || a.r.menu.order - b.r.menu.order)
    .map(({ r, roleKeys }) => ({
      key: `own:${r.name}`,
      name: r.ownProfile?.title ?? `我的${r.label}`,
      path: `/admin/${r.name}`,
      icon: r.menu.icon,
      menuType: 'C' as const,
      perms: `own:${r.name}`,
      subject: r.subject,
      action: 'read',
      roleKeys,
    }));
}
