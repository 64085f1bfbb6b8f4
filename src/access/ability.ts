import { AbilityBuilder, createMongoAbility, subject as asSubject, type MongoAbility } from '@casl/ability';
import { activeRole, type RoleFlag } from './roles';
import { MEMBER_RULES, PUBLIC_RULES, ROLE_POLICY, type Action, type PolicyRule, type Scope, type Subject } from './policy';

export type AppAbility = MongoAbility<[Action, Subject | object]>;

/** A menu as getRouters returns it: a menu is a permission when it names a subject and action. */
export interface MenuGrant {
  subject?: string | null;
  action?: string | null;
  /** `organization` menus apply to the member's institution's rows. */
  scope?: string | null;
}

/** Everything the rules need to know about the signed-in member (spec §3 member info + ids). */
export interface AccessMember {
  memberId: number;
  partyId: number;
  /** The member's institution: its own party for an institution account, the employer for staff. */
  orgPartyId?: number | null;
  roles: ReadonlyArray<RoleFlag & { partyRoleId?: number }>;
  /** Journals assigned to the member (journal administrators and editors). */
  managedJournalIds?: readonly number[];
  /** Studios the member manages (informational: studio rows carry their `managerId`, which the rules check). */
  studioIds?: readonly number[];
  /** Menus from getRouters for the active role (person) or the staff member's institution role. */
  menus?: readonly MenuGrant[];
}

function conditionsFor(scope: Scope, m: AccessMember): Record<string, unknown> | undefined {
  switch (scope) {
    case 'any':
      return undefined;
    case 'self':
      return { memberId: m.memberId };
    case 'works':
      return { uid: m.memberId };
    case 'journals':
      return { journalId: { $in: [...(m.managedJournalIds ?? [])] } };
    case 'studio':
      return { managerId: m.memberId };
    case 'owner':
      return { ownerId: m.memberId };
    case 'org':
      // No institution → a condition no row meets, rather than no condition at all.
      return { orgPartyId: m.orgPartyId ?? -1 };
  }
}

function apply(can: AbilityBuilder<AppAbility>['can'], rules: readonly PolicyRule[], m: AccessMember | null): void {
  for (const rule of rules) {
    const conditions = m ? conditionsFor(rule.scope, m) : undefined;
    if (!m && rule.scope !== 'any') continue;
    if (conditions) can(rule.action, rule.subject as Subject, conditions as never);
    else can(rule.action, rule.subject as Subject);
  }
}

/**
 * The one ability builder, used by the server on every management call and by the browser to
 * hide what the member may not do. Pure and synchronous: no request per button.
 */
export function defineAbilityFor(member: AccessMember | null): AppAbility {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  apply(builder.can, PUBLIC_RULES, member);
  if (member) {
    apply(builder.can, MEMBER_RULES, member);
    // No activated role adds nothing: in particular not the empty key's (institution) rights,
    // which a staff member without a person role would otherwise inherit.
    const role = activeRole(member.roles);
    if (role) apply(builder.can, ROLE_POLICY[role.partyRoleKey ?? ''] ?? [], member);
    for (const menu of member.menus ?? []) {
      if (!menu.subject || !menu.action) continue;
      const scope: Scope = menu.scope === 'organization' ? 'org' : 'any';
      apply(builder.can, [{ action: menu.action as Action, subject: menu.subject as Subject, scope }], member);
    }
  }
  return builder.build();
}

/**
 * A plain row tagged with its subject type so conditions are checked against it. CASL's `subject()`
 * marks the object it is given and refuses to mark it again as another type; list rows are shared
 * (react-query keeps the previous screen's rows while the next one loads, and the same record can
 * be a Period on one screen and read again elsewhere), so the tag goes on a shallow copy.
 */
export function row<T extends Record<string, unknown>>(type: Subject, value: T) {
  return asSubject(type as string, { ...value });
}
