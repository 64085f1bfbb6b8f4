import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAbilityFor, row, type AccessMember, type MenuGrant } from '../../src/access/ability';
import { SUBJECTS, type Action, type Subject } from '../../src/access/policy';
import { ROLE_MEMBER_TYPE } from '../../src/access/roles';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { signIn } from '../../tests/helpers/auth';
import { PERSON_MENUS, type MenuSeed } from '../db/seed/access';
import { ok } from '../http/envelope';
import { mount } from '../http/routes';
import { caller, EXPIRED, FORBIDDEN, MISSING, orgSignIn } from '../modules/organization/testing';
import { authorize, requestAccess } from './authorize';

const ACTIONS: Action[] = ['manage', 'read', 'create', 'update', 'delete', 'review'];
/** A row that belongs to nobody the test members are. */
const FOREIGN: Record<string, unknown> = { memberId: 999, uid: 999, journalId: 999, studioId: 999, orgPartyId: 999 };

function seededGrants(roleKey: string): MenuGrant[] {
  const walk = (seeds: readonly MenuSeed[], inherited?: readonly string[]): MenuGrant[] =>
    seeds.flatMap((m) => {
      const keys = m.roleKeys ?? inherited ?? [];
      const own = keys.includes(roleKey) ? [{ subject: m.subject ?? null, action: m.action ?? null, scope: 'person' }] : [];
      return [...own, ...walk(m.children ?? [], keys)];
    });
  return walk(PERSON_MENUS);
}

describe('seeded person menus', () => {
  it('never widen a role’s rights: person menu grants have no row condition', () => {
    for (const roleKey of Object.keys(ROLE_MEMBER_TYPE)) {
      const member: AccessMember = { memberId: 1, partyId: 2, orgPartyId: 3, managedJournalIds: [4], studioIds: [5], roles: [{ partyRoleKey: roleKey, activated: true }] };
      const without = defineAbilityFor(member);
      const withMenus = defineAbilityFor({ ...member, menus: seededGrants(roleKey) });
      for (const subject of SUBJECTS) {
        for (const action of ACTIONS) {
          expect(withMenus.can(action, row(subject as Subject, { ...FOREIGN })), `${roleKey}: ${action} ${subject}`).toBe(without.can(action, row(subject as Subject, { ...FOREIGN })));
        }
      }
    }
  });
});

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await makeTestApp({
    beforeReady: (a, db) => {
      mount(a, db, 'GET', '/uc_p/wkapi/v1/test/access', async (ctx) => {
        const access = await requestAccess(ctx);
        return ok({ member: access.member, orgPartyId: access.orgPartyId, isInstitution: access.isInstitution, orgRoleId: access.orgRoleId });
      });
      mount(a, db, 'GET', '/uc_p/wkapi/v1/test/authorize', async (ctx) => {
        const p = ctx.params as Record<string, string>;
        const rowValue = p.orgPartyId ? { orgPartyId: Number(p.orgPartyId) } : undefined;
        await authorize(ctx, p.action as Action, p.subject as Subject, rowValue, { hideRow: p.hide === '1' });
        return ok('allowed');
      });
    },
  });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

const facts = async (token: string) => (await caller(app, token)('GET', '/uc_p/wkapi/v1/test/access')).body.data;
const check = (token: string | null, q: Record<string, unknown>) => caller(app, token)('GET', '/uc_p/wkapi/v1/test/authorize', q);

describe('the per-request AccessMember', () => {
  it('a journal administrator manages the journals of journal_manager', async () => {
    const f = await facts(await signIn(app, 'demo_journal'));
    expect(f.member.managedJournalIds).toHaveLength(2);
    expect(f.orgPartyId).toBeNull();
    expect(f.member.roles).toEqual([expect.objectContaining({ partyRoleKey: 'foreJoumalAdmin', activated: true })]);
    expect(f.member.menus.map((m: any) => m.subject).sort()).toEqual(['Article', 'Column', 'Journal', 'Period', null]);
  });

  it('the institution account is its own institution; staff belong to the employer, with their role’s menus', async () => {
    const org = await facts(await orgSignIn(app, 'demo_org'));
    expect(org).toMatchObject({ isInstitution: true, orgPartyId: org.member.partyId, orgRoleId: null });
    const staff = await facts(await signIn(app, 'demo_staff'));
    expect(staff).toMatchObject({ isInstitution: false, orgPartyId: org.member.partyId });
    expect(staff.member.partyId).not.toBe(org.member.partyId);
    expect(staff.orgRoleId).toBeTypeOf('number');
    // No person role of their own: a plain member, never the institution's empty key.
    expect(staff.member.roles).toEqual([{ partyRoleKey: 'foreMember', activated: true }]);
    expect(staff.member.menus.filter((m: any) => m.scope === 'organization')).toEqual([
      { subject: 'Dept', action: 'manage', scope: 'organization' },
      { subject: 'Staff', action: 'manage', scope: 'organization' },
    ]);
  });

  it('a member of no institution has none', async () => {
    expect((await facts(await signIn(app, 'demo_member'))).orgPartyId).toBeNull();
  });
});

describe('authorize(ctx, action, subject, row?)', () => {
  it('401 signed out, 403 without the right, 403 or (hidden) 404 on another institution’s row, else allowed', async () => {
    const orgToken = await orgSignIn(app, 'demo_org');
    const own = (await facts(orgToken)).orgPartyId as number;
    const staffToken = await signIn(app, 'demo_staff');
    const memberToken = await signIn(app, 'demo_member');

    expect((await check(null, { action: 'read', subject: 'Staff' })).body).toEqual(EXPIRED);
    expect((await check(memberToken, { action: 'read', subject: 'Staff' })).body).toEqual(FORBIDDEN);
    expect((await check(orgToken, { action: 'delete', subject: 'Staff', orgPartyId: own })).body.data).toBe('allowed');
    expect((await check(orgToken, { action: 'delete', subject: 'Staff', orgPartyId: own + 1000 })).body).toEqual(FORBIDDEN);
    expect((await check(orgToken, { action: 'read', subject: 'Staff', orgPartyId: own + 1000, hide: '1' })).body).toEqual(MISSING);
    expect((await check(staffToken, { action: 'update', subject: 'Dept', orgPartyId: own })).body.data).toBe('allowed');
    expect((await check(staffToken, { action: 'update', subject: 'Dept', orgPartyId: own + 1000 })).body).toEqual(FORBIDDEN);
    expect((await check(staffToken, { action: 'read', subject: 'BankAccount', orgPartyId: own })).body).toEqual(FORBIDDEN);
    expect((await check(staffToken, { action: 'update', subject: 'Organization', orgPartyId: own })).body).toEqual(FORBIDDEN);
  });
});
