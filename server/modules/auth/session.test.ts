import { eq, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeRole, isEditorPermission, memberTypeForRole, ROLE_MEMBER_TYPE } from '../../../src/access/roles';
import { authed, P, signIn } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { members, partyRoles, sessionTokens } from '../../db/schema';
import { mount } from '../../http/routes';
import { ok } from '../../http/envelope';
import { sha256Hex } from '../../access/crypto';
import { requireMember } from '../../access/session';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await makeTestApp({
    // A route of a "later module" using the exported helper.
    beforeReady: (a, db) =>
      mount(a, db, 'GET', '/test/whoami', async (ctx) => {
        const s = await requireMember(ctx);
        return ok({ username: s.member.username, memberType: s.memberType, fromDecorator: (await ctx.req.signedIn())?.member.id === s.member.id });
      }),
  });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? authed(token) : {} });
const EXPIRED = { code: 401, msg: '登录状态已过期，请重新登录' };

describe('role key → member type (spec §6)', () => {
  it('every demo account role maps to its member type; unknown keys are 1, the empty key 13', () => {
    for (const a of DEMO_ACCOUNTS) expect(memberTypeForRole(a.roleKey)).toBe(a.memberType);
    expect(ROLE_MEMBER_TYPE.showJournalAdministrators).toBe(3);
    expect(memberTypeForRole('foreFamousTeachersOfBasicEducation')).toBe(14);
    expect(memberTypeForRole('somethingElse')).toBe(1);
    expect(memberTypeForRole('constructor')).toBe(1);
    expect(memberTypeForRole(null)).toBe(13);
  });

  it('editor permission = an activated showJournalAdministrators role', () => {
    expect(isEditorPermission([{ partyRoleKey: 'showJournalAdministrators', activated: true }])).toBe(true);
    expect(isEditorPermission([{ partyRoleKey: 'showJournalAdministrators', activated: 1 }])).toBe(true);
    expect(isEditorPermission([{ partyRoleKey: 'showJournalAdministrators', activated: false }])).toBe(false);
    expect(isEditorPermission([{ partyRoleKey: 'editer', activated: true }])).toBe(false);
    expect(isEditorPermission(undefined)).toBe(false);
    expect(activeRole([{ partyRoleKey: 'a', activated: false }, { partyRoleKey: 'b', activated: true }])?.partyRoleKey).toBe('b');
  });
});

describe('tokens', () => {
  it('no token, a malformed token and an unknown token are 401', async () => {
    expect((await get(`${P}/login/getInfo`)).json()).toEqual(EXPIRED);
    expect((await get(`${P}/login/getInfo`, 'not-a-token')).json()).toEqual(EXPIRED);
    expect((await get(`${P}/login/getInfo`, 'A'.repeat(43))).json()).toEqual(EXPIRED);
    expect((await get(`${P}/login/getInfo`)).statusCode).toBe(401);
  });

  it('the Bearer prefix is optional', async () => {
    const token = await signIn(app);
    expect((await app.inject({ method: 'GET', url: `${P}/login/getInfo`, headers: authed(token, true) })).json().code).toBe(200);
    expect((await get(`${P}/login/getInfo`, token)).json().code).toBe(200);
  });

  it('an expired token is 401', async () => {
    const token = await signIn(app);
    await t.database.db
      .update(sessionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTokens.tokenHash, sha256Hex(token)));
    expect((await get(`${P}/login/getInfo`, token)).json()).toEqual(EXPIRED);
  });

  it('requireMember and req.signedIn() serve later modules', async () => {
    const token = await signIn(app, 'demo_magazine');
    expect((await get('/api/show/test/whoami', token)).json().data).toEqual({ username: 'demo_magazine', memberType: 12, fromDecorator: true });
    expect((await get('/api/show/test/whoami')).json()).toEqual(EXPIRED);
  });
});

describe('getInfo', () => {
  it('answers the spec §3 member info with a masked phone', async () => {
    const token = await signIn(app, 'demo_jeditor');
    const body = (await get(`${P}/login/getInfo`, token)).json();
    expect(body.code).toBe(200);
    const [m] = await t.database.db.select().from(members).where(eq(members.username, 'demo_jeditor'));
    const [role] = await t.database.db.select().from(partyRoles).where(eq(partyRoles.partyId, m.partyId));
    expect(body.data).toEqual({
      memberType: 3,
      partyType: 1,
      organization: null,
      user: {
        avatar: null,
        partyId: m.partyId,
        mname: '陈晓',
        username: 'demo_jeditor',
        phone: '138****0004',
        email: null,
        role: [{ partyRoleId: role.id, partyRoleKey: 'showJournalAdministrators', activated: true }],
      },
      // The journals this journal role manages (journal_manager): none assigned to demo_jeditor.
      managedJournalIds: [],
    });
    expect(isEditorPermission(body.data.user.role)).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/password|13800000004/);
  });

  it('admin is foreWebAdmin, member type 16', async () => {
    expect((await get(`${P}/login/getInfo`, await signIn(app, 'admin'))).json().data.memberType).toBe(16);
  });
});

describe('roleList and switchRole', () => {
  it('lists roles with member types; switching changes the activated role and memberType', async () => {
    const [m] = await t.database.db.select().from(members).where(eq(members.username, 'demo_member'));
    const [teacher] = await t.database.db.insert(partyRoles).values({ partyId: m.partyId, roleKey: 'foreTeacher', activated: false }).returning();
    const token = await signIn(app, 'demo_member');
    const list = (await get(`${P}/roleList`, token)).json().data;
    expect(list).toEqual([
      { partyRoleId: expect.any(Number), partyRoleKey: 'foreMember', activated: true, memberType: 1 },
      { partyRoleId: teacher.id, partyRoleKey: 'foreTeacher', activated: false, memberType: 5 },
    ]);

    const switched = (await get(`${P}/switchRole/${teacher.id}`, token)).json();
    expect(switched.code).toBe(200);
    expect(switched.data.memberType).toBe(5);
    expect(switched.data.user.role.find((r: any) => r.activated).partyRoleKey).toBe('foreTeacher');
    expect((await get(`${P}/login/getInfo`, token)).json().data.memberType).toBe(5);
    const rows = await t.database.db.select().from(partyRoles).where(eq(partyRoles.partyId, m.partyId));
    expect(rows.filter((r) => r.activated).map((r) => r.roleKey)).toEqual(['foreTeacher']);
    // A new sign-in starts as the activated role.
    expect((await get(`${P}/login/getInfo`, await signIn(app, 'demo_member'))).json().data.memberType).toBe(5);

    const back = (await get(`${P}/switchRole/${list[0].partyRoleId}`, token)).json();
    expect(back.data.memberType).toBe(1);
  });

  it('a role of another party, or not a number, is refused', async () => {
    const token = await signIn(app, 'demo_member');
    const [other] = await t.database.db
      .select()
      .from(partyRoles)
      .where(and(eq(partyRoles.roleKey, 'foreWebAdmin')));
    expect((await get(`${P}/switchRole/${other.id}`, token)).json()).toEqual({ code: 400, msg: '该角色不存在或不属于当前账号' });
    expect((await get(`${P}/switchRole/abc`, token)).json().code).toBe(400);
    expect((await get(`${P}/switchRole/1`)).json()).toEqual(EXPIRED);
  });
});

describe('logout and refresh', () => {
  it('logout revokes the token: getInfo is 401 afterwards; other sessions stay', async () => {
    const token = await signIn(app);
    const other = await signIn(app);
    const out = await app.inject({ method: 'DELETE', url: `${P}/login/logout`, headers: authed(token) });
    expect(out.json()).toEqual({ code: 200, msg: '退出成功' });
    expect((await get(`${P}/login/getInfo`, token)).json()).toEqual(EXPIRED);
    expect((await get(`${P}/login/getInfo`, other)).json().code).toBe(200);
    // Signing out again (or without a token) is still a success.
    expect((await app.inject({ method: 'DELETE', url: `${P}/login/logout`, headers: authed(token) })).json().code).toBe(200);
  });

  it('refresh revokes the old token and issues a new one with the same role', async () => {
    const token = await signIn(app, 'demo_head');
    const res = (await app.inject({ method: 'POST', url: `${P}/refresh`, headers: authed(token) })).json();
    expect(res.code).toBe(200);
    expect(res.data.expires_in).toBe(604800);
    expect(res.data.access_token).not.toBe(token);
    expect((await get(`${P}/login/getInfo`, token)).json()).toEqual(EXPIRED);
    expect((await get(`${P}/login/getInfo`, res.data.access_token)).json().data.memberType).toBe(10);
    expect((await app.inject({ method: 'POST', url: `${P}/refresh`, headers: authed(token) })).json()).toEqual(EXPIRED);
  });
});
