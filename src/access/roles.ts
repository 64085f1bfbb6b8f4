/**
 * Spec §6: role key → member type, once for both halves (the server's getInfo and the client's
 * stores; the CASL module builds on it). Pure TypeScript, no React.
 */
export const ROLE_MEMBER_TYPE: Readonly<Record<string, number>> = Object.freeze({
  foreMember: 1,
  foreJoumalAdmin: 2,
  editer: 3,
  showJournalAdministrators: 3,
  forePublisher: 4,
  foreTeacher: 5,
  studioManager: 6,
  foreScholar: 7,
  foreWriter: 8,
  foreDissertation: 9,
  foreHeadmaster: 10,
  foreStudioMember: 11,
  zazhisheguanli: 12,
  /** The empty key: an institution account. */
  '': 13,
  foreFamousTeach: 14,
  foreFamousTeachersOfBasicEducation: 14,
  forePhotographer: 15,
  foreWebAdmin: 16,
});

/** Any key not in the table. */
export const DEFAULT_MEMBER_TYPE = 1;
/** Institution accounts (the empty role key, party type 2). */
export const INSTITUTION_MEMBER_TYPE = 13;
/** The role whose activation grants the journal editor permission (spec §6). */
export const EDITOR_PERMISSION_ROLE = 'showJournalAdministrators';

/** The member type of a role key; an empty or missing key is the institution (13), an unknown key 1. */
export function memberTypeForRole(key: string | null | undefined): number {
  const k = key ?? '';
  return Object.prototype.hasOwnProperty.call(ROLE_MEMBER_TYPE, k) ? ROLE_MEMBER_TYPE[k] : DEFAULT_MEMBER_TYPE;
}

export interface RoleFlag {
  partyRoleKey: string | null;
  /** `true`, or 1 / '1' as older payloads write it. */
  activated: boolean | number | string | null | undefined;
}

const isOn = (v: RoleFlag['activated']) => v === true || v === 1 || v === '1' || v === 'true';

/** Editor permission: an activated showJournalAdministrators role (spec §6). */
export function isEditorPermission(roles: readonly RoleFlag[] | null | undefined): boolean {
  return (roles ?? []).some((r) => r.partyRoleKey === EDITOR_PERMISSION_ROLE && isOn(r.activated));
}

/** The role flagged activated, if any. */
export function activeRole<T extends RoleFlag>(roles: readonly T[] | null | undefined): T | undefined {
  return (roles ?? []).find((r) => isOn(r.activated));
}
