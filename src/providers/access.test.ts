import { describe, expect, it } from 'vitest';
import { defineAbilityFor, row } from '../access/ability';
import { accessMemberOf } from './access';
import { createAccessControlProvider } from './accessControl';

const memberAbility = defineAbilityFor({ memberId: 10, partyId: 20, roles: [{ partyRoleKey: 'foreMember', activated: true }] });
const adminAbility = defineAbilityFor({ memberId: 1, partyId: 2, roles: [{ partyRoleKey: 'foreWebAdmin', activated: true }] });

describe('accessControlProvider', () => {
  it('a member cannot delete another member’s row but may delete their own', async () => {
    const p = createAccessControlProvider(() => memberAbility);
    expect((await p.can({ resource: 'comments', action: 'delete', params: { row: { memberId: 11 } } })).can).toBe(false);
    const staffDelete = await p.can({ resource: 'staff', action: 'delete', params: { id: 3 } });
    expect(staffDelete).toEqual({ can: false, reason: '没有权限执行该操作' });
    expect((await p.can({ resource: 'roleApplications', action: 'create' })).can).toBe(true);
    expect((await p.can({ resource: 'roleApplications', action: 'review' })).can).toBe(false);
  });

  it('the platform admin may delete any row', async () => {
    const p = createAccessControlProvider(() => adminAbility);
    expect((await p.can({ resource: 'staff', action: 'delete', params: { row: { orgPartyId: 999 } } })).can).toBe(true);
    expect((await p.can({ resource: 'roleApplications', action: 'review' })).can).toBe(true);
  });

  it('answers the admin list’s questions: another subject, every row, a row the server scoped', async () => {
    const publisher = createAccessControlProvider(() => defineAbilityFor({ memberId: 7, partyId: 8, roles: [{ partyRoleKey: 'forePublisher', activated: true }] }));
    const admin = createAccessControlProvider(() => adminAbility);
    // 上架/下架 needs an unconditional grant: the publisher updates its own books only.
    expect((await publisher.can({ resource: 'books', action: 'update', params: { everyRow: true } as never })).can).toBe(false);
    expect((await admin.can({ resource: 'books', action: 'update', params: { everyRow: true } as never })).can).toBe(true);
    expect((await publisher.can({ resource: 'books', action: 'update', params: { record: { ownerId: 7 } } as never })).can).toBe(true);
    expect((await publisher.can({ resource: 'books', action: 'update', params: { record: { ownerId: 9 }, scopedByServer: true } as never })).can).toBe(false);
    // 作品审核 asks review on Works, not on the resource's own subject.
    expect((await admin.can({ resource: 'worksReview', action: 'review', params: { subject: 'Works' } as never })).can).toBe(true);
    expect((await createAccessControlProvider(() => memberAbility).can({ resource: 'worksReview', action: 'review', params: { subject: 'Works' } as never })).can).toBe(false);
  });

  it('reads are public; edits of journal content need a role', async () => {
    const p = createAccessControlProvider(() => defineAbilityFor(null));
    expect((await p.can({ resource: 'articles', action: 'list' })).can).toBe(true);
    expect((await p.can({ resource: 'articles', action: 'edit' })).can).toBe(false);
  });

  it('answers synchronously from the current ability: a role switch changes the answer', async () => {
    let ability = memberAbility;
    const p = createAccessControlProvider(() => ability);
    expect((await p.can({ resource: 'organizations', action: 'list' })).can).toBe(false);
    ability = adminAbility;
    expect((await p.can({ resource: 'organizations', action: 'list' })).can).toBe(true);
  });
});

describe('accessMemberOf', () => {
  it('builds the institution member from getInfo and the organization menus', () => {
    const m = accessMemberOf(
      {
        auth: 't',
        memberInfo: null,
        userInfo: { memberType: 13, partyType: 2, organization: { partyId: 30 }, user: { partyId: 30, role: [{ partyRoleId: 7, partyRoleKey: '', activated: true }] } },
      },
      { personMenus: [], orgMenus: [], orgRoles: [] },
    );
    expect(m?.orgPartyId).toBe(30);
    expect(defineAbilityFor(m).can('create', 'Staff')).toBe(true);
    expect(accessMemberOf({ auth: null, memberInfo: null, userInfo: null })).toBeNull();
  });

  it('gives an institution\'s IP-range session (institutionReader) none of the institution\'s powers', () => {
    const userInfo = { memberType: 13, partyType: 2, institutionReader: true, organization: { partyId: 30 }, user: { partyId: 30, role: [] } };
    const m = accessMemberOf({ auth: 't', memberInfo: null, userInfo }, { personMenus: [], orgMenus: [], orgRoles: [] });
    expect(m).toBeNull();
    expect(defineAbilityFor(m).can('create', 'Staff')).toBe(false);
  });

  it('gives a journal administrator the journals of getInfo (userjournalData): rows are checked by journalId', () => {
    const userInfo = { memberType: 1, partyType: 1, organization: null, user: { partyId: 5, role: [{ partyRoleId: 9, partyRoleKey: 'foreJoumalAdmin', activated: true }] } };
    const m = accessMemberOf({ auth: 't', memberInfo: null, userInfo, userjournalData: [1, 2] });
    expect(m?.managedJournalIds).toEqual([1, 2]);
    const ability = defineAbilityFor(m);
    expect(ability.can('update', row('Period', { id: 3, journalId: 2 }))).toBe(true);
    expect(ability.can('update', row('Period', { id: 4, journalId: 3 }))).toBe(false);
    // Before the session state carries it, getInfo's own field is read.
    expect(accessMemberOf({ auth: 't', memberInfo: null, userInfo: { ...userInfo, managedJournalIds: [3] } })?.managedJournalIds).toEqual([3]);
  });
});
