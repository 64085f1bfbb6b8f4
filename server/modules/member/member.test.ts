import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { members, organizations } from '../../db/schema';
import { pngDeclaring } from '../../../tests/helpers/images';
import { multipart } from '../../../tests/helpers/multipart';
import { IMAGE_UPLOAD_MSG } from '../upload/reencode';

let t: TestApp;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  token = await signIn(app, 'demo_member');
});
afterAll(async () => {
  await t?.close();
});

const EXPIRED = { code: 401, msg: '登录状态已过期，请重新登录' };
const get = (url: string, tk: string | null = token) => app.inject({ method: 'GET', url, headers: tk ? authed(tk) : {} });
const post = (url: string, payload: object, tk: string | null = token) => app.inject({ method: 'POST', url, payload, headers: tk ? authed(tk) : {} });

/** A 1×1 PNG and a small JPEG: real pictures, since every avatar is decoded. */
let PNG: Buffer;
let JPEG: Buffer;
beforeAll(async () => {
  PNG = await sharp({ create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  JPEG = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg().toBuffer();
});

const upload = (data: Buffer, { field = 'avatarfile', filename = 'me.png', type = 'image/png', tk = token as string | null } = {}) => {
  const m = multipart(filename, type, data, field);
  return app.inject({ method: 'POST', url: '/api/show/member/updateAvatar', payload: m.payload, headers: { ...m.headers, ...(tk ? authed(tk) : {}) } });
};

const avatarFiles = () => (existsSync(path.join(t.filesDir, 'avatar')) ? readdirSync(path.join(t.filesDir, 'avatar')) : []);

describe('profile', () => {
  it('getMemberInfo: full profile, masked phone, balance in yuan with two decimals', async () => {
    await t.database.db.update(members).set({ balanceFen: 12345, score: 7 }).where(eq(members.username, 'demo_member'));
    const body = (await get('/api/show/member/getMemberInfo')).json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      username: 'demo_member',
      mname: '李明',
      phone: '138****0001',
      email: null,
      avatar: null,
      memberType: 1,
      balance: '123.45',
      score: 7,
      loginCount: 0,
    });
    expect(typeof body.data.id).toBe('number');
    expect(new Date(body.data.createTime).getTime()).not.toBeNaN();
    expect(JSON.stringify(body)).not.toMatch(/password|13800000001|balanceFen/);
  });

  it('getSimpleMemberInfo: {mname, avatar, memberType}', async () => {
    expect((await get('/api/show/member/getSimpleMemberInfo')).json().data).toEqual({ mname: '李明', avatar: null, memberType: 1 });
  });

  it('every member call needs a signed-in member', async () => {
    expect((await get('/api/show/member/getMemberInfo', null)).json()).toEqual(EXPIRED);
    expect((await get('/api/show/member/getSimpleMemberInfo', null)).json()).toEqual(EXPIRED);
    expect((await post('/api/show/member/addLoginCount', {}, null)).json()).toEqual(EXPIRED);
    expect((await post('/api/uc_m/wkapi/v1/wenku_party/person/updateInfo/platform', { mname: 'x' }, null)).json()).toEqual(EXPIRED);
    expect((await upload(PNG, { tk: null })).json()).toEqual(EXPIRED);
  });

  it('addLoginCount increments the count', async () => {
    expect((await post('/api/show/member/addLoginCount', {})).json()).toEqual({ code: 200, msg: '操作成功', data: { loginCount: 1 } });
    expect((await post('/api/show/member/addLoginCount', {})).json().data.loginCount).toBe(2);
    expect((await get('/api/show/member/getMemberInfo')).json().data.loginCount).toBe(2);
  });
});

describe('updateInfo', () => {
  const person = '/api/uc_m/wkapi/v1/wenku_party/person/updateInfo/platform';
  const org = '/api/uc_m/wkapi/v1/wenku_party/organization/updateInfo/platform';

  it('person: mname and email', async () => {
    expect((await post(person, { mname: ' 李明明 ', email: 'liming@example.com' })).json()).toEqual({ code: 200, msg: '修改成功' });
    expect((await get('/api/show/member/getMemberInfo')).json().data).toMatchObject({ mname: '李明明', email: 'liming@example.com' });
    expect((await post(person, { mname: '李明', email: '' })).json().code).toBe(200);
    expect((await get('/api/show/member/getMemberInfo')).json().data.email).toBeNull();
  });

  it('person: bad input and an email of another account are refused', async () => {
    expect((await post(person, { mname: '' })).json()).toEqual({ code: 400, msg: '请输入昵称' });
    expect((await post(person, { mname: '名'.repeat(31) })).json()).toEqual({ code: 400, msg: '昵称不能超过30个字' });
    expect((await post(person, { mname: '李明', email: 'not-an-email' })).json()).toEqual({ code: 400, msg: '请输入正确的邮箱地址' });
    await t.database.db.update(members).set({ email: 'taken@example.com' }).where(eq(members.username, 'demo_journal'));
    expect((await post(person, { mname: '李明', email: 'TAKEN@example.com' })).json()).toEqual({ code: 400, msg: '该邮箱已被其他账号使用' });
  });

  it('organization: institution accounts only', async () => {
    expect((await post(org, { name: '某机构' })).json()).toEqual({ code: 403, msg: '仅机构账号可以修改机构信息' });
    const orgToken = await signIn(app, 'demo_org');
    expect((await post(org, { name: '文库示范大学图书馆（新馆）', imageUrl: '/files/avatar/1-abc.png' }, orgToken)).json()).toEqual({ code: 200, msg: '修改成功' });
    const [row] = await t.database.db.select().from(organizations);
    expect(row).toMatchObject({ name: '文库示范大学图书馆（新馆）', imageUrl: '/files/avatar/1-abc.png' });
    expect((await post(org, { name: '' }, orgToken)).json()).toEqual({ code: 400, msg: '请输入机构名称' });
    expect((await post(org, { name: '馆', imageUrl: 'javascript:alert(1)' }, orgToken)).json()).toEqual({ code: 400, msg: '机构图片地址不正确' });
    expect((await post(org, { name: '馆', imageUrl: '/files/../../etc/passwd' }, orgToken)).json()).toEqual({ code: 400, msg: '机构图片地址不正确' });
  });
});

describe('updateAvatar', () => {
  it('a real PNG is stored under /files/avatar and served back read-only', async () => {
    const res = await upload(PNG);
    const body = res.json();
    expect(body.code, body.msg).toBe(200);
    expect(body.msg).toBe('头像修改成功');
    expect(body.data.profilePic).toMatch(/^\/files\/avatar\/\d+-[0-9a-f]{24}\.png$/);
    const served = await app.inject({ method: 'GET', url: body.data.profilePic });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Decoded and written anew from its pixels (upload/reencode.ts): the same 1×1 picture, other bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await get('/api/show/member/getSimpleMemberInfo')).json().data.avatar).toBe(body.data.profilePic);
    expect((await get('/api/auth/wkapi/v1/platform/login/getInfo')).json().data.user.avatar).toBe(body.data.profilePic);
  });

  it('the kind comes from the bytes: a JPEG named .png is stored as .jpg; the old file is removed', async () => {
    const before = avatarFiles();
    expect(before).toHaveLength(1);
    const body = (await upload(JPEG, { filename: 'photo.png', type: 'image/png' })).json();
    expect(body.data.profilePic).toMatch(/\.jpg$/);
    const after = avatarFiles();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });

  it('text named .png is refused; nothing is stored', async () => {
    const before = avatarFiles();
    const res = await upload(Buffer.from('this is not an image, just text pretending to be one'), { filename: 'evil.png', type: 'image/png' });
    expect(res.json()).toEqual({ code: 400, msg: '仅支持JPG、PNG、WEBP、GIF格式的图片' });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { filename: 'x.svg', type: 'image/svg+xml' });
    expect(svg.json().code).toBe(400);
    expect(avatarFiles()).toEqual(before);
  });

  it('a PNG declaring 30000×30000 pixels is refused from its header; nothing is stored, the avatar stays', async () => {
    const before = avatarFiles();
    const [{ avatar }] = await t.database.db.select({ avatar: members.avatar }).from(members).where(eq(members.username, 'demo_member'));
    const res = await upload(pngDeclaring(30000, 30000), { filename: 'huge.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: IMAGE_UPLOAD_MSG.tooManyPixels });
    expect(IMAGE_UPLOAD_MSG.tooManyPixels).toBe('图片尺寸过大（不能超过5000万像素），请缩小后重试');
    expect(avatarFiles()).toEqual(before);
    const [after] = await t.database.db.select({ avatar: members.avatar }).from(members).where(eq(members.username, 'demo_member'));
    expect(after.avatar).toBe(avatar);
  });

  it('over 2 MB is refused', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '头像图片不能超过2MB' });
  });

  it('a missing file or another field name is refused', async () => {
    expect((await post('/api/show/member/updateAvatar', {})).json()).toEqual({ code: 400, msg: '请选择要上传的头像图片' });
    expect((await upload(PNG, { field: 'file' })).json()).toEqual({ code: 400, msg: '请选择要上传的头像图片' });
  });

  it('/files/avatar serves only generated names: no traversal, no other files', async () => {
    for (const url of [
      '/files/avatar/..%2F..%2Fpackage.json',
      '/files/avatar/../../package.json',
      '/files/avatar/%2e%2e%2fpackage.json',
      '/files/avatar/nope.png',
      '/files/avatar/x.txt',
      '/files/avatar/.hidden.png',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"name": "wenku"');
    }
    expect((await app.inject({ method: 'POST', url: '/files/avatar/a.png' })).statusCode).toBe(404);
  });
});
