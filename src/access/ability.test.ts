import { describe, expect, it } from 'vitest';
import { defineAbilityFor, row, type AccessMember } from './ability';
import { ROLE_POLICY } from './policy';
import { ROLE_MEMBER_TYPE } from './roles';

const member = (roleKey: string, extra: Partial<AccessMember> = {}): AccessMember => ({
  memberId: 10,
  partyId: 20,
  roles: [{ partyRoleId: 1, partyRoleKey: roleKey, activated: true }],
  ...extra,
});

describe('row', () => {
  it('checks one shared record as two subjects without throwing (the admin reused list rows across screens)', () => {
    const a = defineAbilityFor(member('foreJoumalAdmin', { managedJournalIds: [5] }));
    const shared = { id: 1, journalId: 5 };
    expect(a.can('update', row('Period', shared))).toBe(true);
    expect(a.can('update', row('Column', shared))).toBe(true);
    expect(a.can('update', row('Column', { ...shared, journalId: 6 }))).toBe(false);
  });
});

describe('defineAbilityFor', () => {
  it('a visitor reads public content and nothing else', () => {
    const a = defineAbilityFor(null);
    expect(a.can('read', 'Article')).toBe(true);
    expect(a.can('create', 'Collection')).toBe(false);
    expect(a.can('update', 'Article')).toBe(false);
  });

  it('every role key of spec §6 has a policy entry', () => {
    for (const key of Object.keys(ROLE_MEMBER_TYPE)) expect(ROLE_POLICY[key], key).toBeDefined();
  });

  it('a member deletes only their own comments and collections', () => {
    const a = defineAbilityFor(member('foreMember'));
    expect(a.can('delete', row('Comment', { memberId: 10 }))).toBe(true);
    expect(a.can('delete', row('Comment', { memberId: 11 }))).toBe(false);
    expect(a.can('read', row('Order', { memberId: 11 }))).toBe(false);
    expect(a.can('manage', 'Works')).toBe(false);
  });

  it('authors manage only their own works', () => {
    for (const key of ['foreWriter', 'foreTeacher', 'foreScholar', 'forePublisher', 'foreDissertation', 'foreHeadmaster', 'forePhotographer']) {
      const a = defineAbilityFor(member(key));
      expect(a.can('update', row('Works', { uid: 10 })), key).toBe(true);
      expect(a.can('update', row('Works', { uid: 99 })), key).toBe(false);
    }
  });

  it('journal administrators manage only their assigned journals; editors edit but do not delete', () => {
    const admin = defineAbilityFor(member('foreJoumalAdmin', { managedJournalIds: [3, 4] }));
    expect(admin.can('delete', row('Article', { journalId: 3 }))).toBe(true);
    expect(admin.can('update', row('Article', { journalId: 5 }))).toBe(false);
    const editor = defineAbilityFor(member('showJournalAdministrators', { managedJournalIds: [3] }));
    expect(editor.can('update', row('Article', { journalId: 3 }))).toBe(true);
    expect(editor.can('delete', row('Article', { journalId: 3 }))).toBe(false);
  });

  it('the institution account manages its own institution only', () => {
    const a = defineAbilityFor(member('', { orgPartyId: 20 }));
    expect(a.can('create', row('Staff', { orgPartyId: 20 }))).toBe(true);
    expect(a.can('update', row('Dept', { orgPartyId: 21 }))).toBe(false);
    const noOrg = defineAbilityFor(member(''));
    expect(noOrg.can('update', row('Dept', { orgPartyId: -2 }))).toBe(false);
  });

  it('a member with no activated role gets no role rights (not the institution’s)', () => {
    const a = defineAbilityFor({ memberId: 10, partyId: 20, orgPartyId: 30, roles: [{ partyRoleKey: '', activated: false }] });
    expect(a.can('update', row('Dept', { orgPartyId: 30 }))).toBe(false);
    expect(a.can('create', 'Collection')).toBe(true);
  });

  it('only the active role counts', () => {
    const a = defineAbilityFor({
      memberId: 10,
      partyId: 20,
      roles: [
        { partyRoleKey: 'foreWebAdmin', activated: false },
        { partyRoleKey: 'foreMember', activated: true },
      ],
    });
    expect(a.can('review', 'RoleApplication')).toBe(false);
    const admin = defineAbilityFor(member('foreWebAdmin'));
    expect(admin.can('review', 'RoleApplication')).toBe(true);
    expect(admin.can('delete', row('Staff', { orgPartyId: 999 }))).toBe(true);
  });

  it('menus grant their subject and action; organization menus only on the member’s institution', () => {
    const staff = defineAbilityFor(
      member('foreMember', { orgPartyId: 30, menus: [{ subject: 'Dept', action: 'read', scope: 'organization' }, { subject: 'Staff', action: 'manage', scope: 'organization' }, { subject: null, action: null }] }),
    );
    expect(staff.can('read', row('Dept', { orgPartyId: 30 }))).toBe(true);
    expect(staff.can('update', row('Dept', { orgPartyId: 30 }))).toBe(false);
    expect(staff.can('delete', row('Staff', { orgPartyId: 30 }))).toBe(true);
    expect(staff.can('delete', row('Staff', { orgPartyId: 31 }))).toBe(false);
    expect(staff.can('read', row('BankAccount', { orgPartyId: 30 }))).toBe(false);
  });
});
