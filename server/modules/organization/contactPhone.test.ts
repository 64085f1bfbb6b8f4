import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { orgDepts, orgProfiles } from '../../db/schema';
import { caller, O, orgSignIn } from './testing';

// 联系电话 in 部门管理 and 机构管理: a mobile or a landline (区号-号码, optional 分机), refused in Chinese otherwise.
const LANDLINE_MSG = '请输入正确的联系电话：手机号或座机号（区号-号码，可加分机，如027-67868000）';
let t: TestApp;
let app: FastifyInstance;
let org: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;
let orgPartyId: number;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  org = caller(app, await orgSignIn(app, 'demo_org'));
  admin = caller(app, await signIn(app, 'admin'));
  orgPartyId = (await org('GET', `${O}/info`)).body.data.partyId;
});
afterAll(async () => {
  await t?.close();
});

describe('联系电话', () => {
  it('部门管理: a landline with 分机 is saved; a malformed number is refused and nothing is written', async () => {
    const saved = await org('POST', `${O}/dept`, { name: '座机部', phone: '027-67868000' });
    expect(saved.body).toMatchObject({ code: 200, data: { name: '座机部' } });
    const edited = await org('PUT', `${O}/dept`, { id: saved.body.data.id, name: '座机部', phone: '010-12345678-801' });
    expect(edited.body.code).toBe(200);
    expect((await t.database.db.select({ phone: orgDepts.phone }).from(orgDepts).where(eq(orgDepts.id, saved.body.data.id)))[0].phone).toBe('010-12345678-801');

    expect((await org('POST', `${O}/dept`, { name: '错号部', phone: '027-678' })).body).toEqual({ code: 400, msg: LANDLINE_MSG });
    expect(await t.database.db.select().from(orgDepts).where(eq(orgDepts.name, '错号部'))).toEqual([]);
  });

  it('机构信息 and the platform’s 机构管理 save a landline as the contact number', async () => {
    expect((await org('PUT', `${O}/info`, { name: '文库示范大学图书馆', contactPhone: '027-67868000' })).body.code).toBe(200);
    expect((await org('GET', `${O}/info`)).body.data.contactPhone).toBe('027-67868000');

    const byAdmin = await admin('PUT', O, { id: orgPartyId, name: '文库示范大学图书馆', contactPhone: '0571-87654321' });
    expect(byAdmin.body.code).toBe(200);
    expect((await t.database.db.select({ p: orgProfiles.contactPhone }).from(orgProfiles).where(eq(orgProfiles.partyId, orgPartyId)))[0].p).toBe('0571-87654321');
    expect((await admin('PUT', O, { id: orgPartyId, name: '文库示范大学图书馆', contactPhone: '8765' })).body).toEqual({ code: 400, msg: LANDLINE_MSG });
  });
});
