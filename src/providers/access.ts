import { defineAbilityFor, type AccessMember, type AppAbility, type MenuGrant } from '../access/ability';
import type { Action } from '../access/policy';
import { activeRole } from '../access/roles';
import { ROUTER_CALLS as MENU_CALLS, type MenuNode, type OrgRouterRole } from '../access/menuCalls';
import { fillPath } from '../resources/define';
import { sessionStore } from '../session/store';
import { isInstitutionReaderLogin, type SessionState } from '../session/types';
import { call } from './http';

/** Refine action names → CASL actions. */
export function actionOf(action: string): Action {
  switch (action) {
    case 'list':
    case 'show':
    case 'read':
      return 'read';
    case 'create':
    case 'clone':
      return 'create';
    case 'edit':
    case 'update':
      return 'update';
    case 'delete':
      return 'delete';
    case 'review':
      return 'review';
    default:
      return 'manage';
  }
}

/** Menus and institution facts loaded after sign-in (getRouters). */
export interface AccessExtras {
  personMenus: MenuNode[];
  orgMenus: MenuNode[];
  orgRoles: OrgRouterRole[];
}

const EMPTY: AccessExtras = { personMenus: [], orgMenus: [], orgRoles: [] };

/** Flattens a menu tree (pre-order). */
export function flattenMenus(nodes: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (list: readonly MenuNode[]) => {
    for (const n of list) {
      out.push(n);
      walk(n.children ?? []);
    }
  };
  walk(nodes);
  return out;
}

/** The AccessMember of the client session (the same facts the server uses, as far as the client knows them). */
export function accessMemberOf(
  session: Pick<SessionState, 'auth' | 'userInfo' | 'memberInfo'> & Partial<Pick<SessionState, 'userjournalData'>>,
  extras: AccessExtras = EMPTY,
): AccessMember | null {
  const info = session.userInfo;
  // An IP-range session reads what anyone reads (the server adds the subscription): none of the
  // institution's powers, which its getInfo still names as the organization.
  if (!session.auth || !info || info.institutionReader) return null;
  const isInstitution = info.partyType === 2;
  const roles: AccessMember['roles'][number][] = (info.user?.role ?? []).map((r) => ({ partyRoleId: r.partyRoleId, partyRoleKey: r.partyRoleKey, activated: r.activated }));
  if (!isInstitution && !activeRole(roles)) roles.push({ partyRoleKey: 'foreMember', activated: true });
  const orgPartyId = isInstitution ? (info.organization?.partyId ?? info.user?.partyId ?? null) : (extras.orgRoles[0]?.orgPartyId ?? null);
  const menus: MenuGrant[] = [
    ...flattenMenus(extras.personMenus).map((m) => ({ subject: m.subject, action: m.action, scope: 'person' })),
    ...flattenMenus(extras.orgMenus).map((m) => ({ subject: m.subject, action: m.action, scope: 'organization' })),
  ];
  return {
    memberId: session.memberInfo?.id ?? -1,
    partyId: info.user?.partyId ?? -1,
    orgPartyId,
    roles,
    // getInfo's managedJournalIds (stored as manageJournalData): journal rows are checked as on the server.
    managedJournalIds: session.userjournalData ?? info.managedJournalIds ?? [],
    menus,
  };
}

type Listener = () => void;

/**
 * The client's ability: rebuilt from the session (getInfo) and the member's menus (getRouters)
 * whenever the token or the active role changes. Reads are synchronous — no call per button.
 */
class AccessStore {
  private extras: AccessExtras = EMPTY;
  private key = '';
  private loading: Promise<void> | null = null;
  ability: AppAbility = defineAbilityFor(null);
  member: AccessMember | null = null;
  loaded = false;
  private listeners = new Set<Listener>();

  subscribe = (l: Listener) => {
    this.listeners.add(l);
    return () => {
      this.listeners.delete(l);
    };
  };

  snapshot = () => this.ability;

  /** Signed out: what the server rendered, so what hydration must render too (src/entry-server.tsx). */
  readonly signedOutAbility: AppAbility = defineAbilityFor(null);
  serverSnapshot = () => this.signedOutAbility;

  get menus(): AccessExtras {
    return this.extras;
  }

  private rebuild() {
    this.member = accessMemberOf(sessionStore.get(), this.extras);
    this.ability = defineAbilityFor(this.member);
    for (const l of this.listeners) l();
  }

  /** Sets the menus directly (tests, or a caller that already has them). */
  setExtras(extras: AccessExtras) {
    this.extras = extras;
    this.loaded = true;
    this.rebuild();
  }

  private sessionKey(s: SessionState) {
    const role = activeRole(s.userInfo?.user?.role ?? []);
    return s.auth ? `${s.auth}|${role?.partyRoleId ?? ''}|${s.userInfo?.partyType ?? ''}` : '';
  }

  /** Called on every session change: rebuilds at once, reloads the menus when the token or role changed. */
  sync = () => {
    const s = sessionStore.get();
    const key = this.sessionKey(s);
    if (key === this.key) {
      this.rebuild();
      return;
    }
    this.key = key;
    this.extras = EMPTY;
    this.loaded = !key;
    this.rebuild();
    if (key) void this.load(key);
  };

  /** Loads getRouters for the active role, and the organization menus for institution accounts and staff. */
  load(key = this.key): Promise<void> {
    const s = sessionStore.get();
    const role = activeRole(s.userInfo?.user?.role ?? []);
    const run = (async () => {
      const next: AccessExtras = { personMenus: [], orgMenus: [], orgRoles: [] };
      // An institution's IP-range session reads; the institution's menus are not its own (403).
      const personal = !isInstitutionReaderLogin(s.loginType);
      try {
        if (personal && role?.partyRoleId && role.partyRoleKey !== '') {
          next.personMenus = (await call<MenuNode[]>('get', fillPath(MENU_CALLS.personRouters.path, { roleId: role.partyRoleId }))).data ?? [];
        }
      } catch {
        /* no person menus */
      }
      try {
        if (personal) next.orgRoles = (await call<OrgRouterRole[]>('get', MENU_CALLS.orgRouterRoles.path)).data ?? [];
        for (const r of next.orgRoles) {
          next.orgMenus.push(...((await call<MenuNode[]>('get', fillPath(MENU_CALLS.orgRouters.path, { roleId: r.roleId }))).data ?? []));
        }
      } catch {
        /* not an institution member */
      }
      if (key !== this.key) return;
      this.extras = next;
      this.loaded = true;
      this.rebuild();
    })();
    this.loading = run;
    return run;
  }

  /** Resolves once the menus of the current session are loaded. */
  ready(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }
}

export const accessStore = new AccessStore();
let started = false;

/** Starts following the session (idempotent). */
export function startAccess() {
  if (started) return;
  started = true;
  sessionStore.subscribe(accessStore.sync);
  accessStore.sync();
}
