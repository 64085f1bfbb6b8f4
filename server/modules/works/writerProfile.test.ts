import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { caller, EXPIRED } from '../organization/testing';

let t: TestApp;
let app: FastifyInstance;
const P = '/w_rl/wkapi/v2/platform/writer';

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

describe('writer information and videos', () => {
  it('anonymous 401; a member without the writer role is refused in Chinese', async () => {
    expect((await caller(app, null)('POST', `${P}/video/add`, { title: 'x', videoUrl: '/v.mp4' })).body).toEqual(EXPIRED);
    const member = caller(app, await signIn(app, 'demo_member'));
    expect((await member('POST', `${P}/video/add`, { title: 'x', videoUrl: '/v.mp4' })).body).toEqual({ code: 403, msg: '仅作家可以维护作家信息，请先申请作家角色' });
  });

  it('demo_writer edits the seeded profile, adds, edits and deletes a video; the public list shows them with passed works', async () => {
    const writer = caller(app, await signIn(app, 'demo_writer'));
    expect((await writer('POST', `${P}/info/add`, { penName: '雨桐' })).body).toEqual({ code: 400, msg: '作家信息已存在，请修改' });
    expect((await writer('PUT', `${P}/info/edit`, { penName: '雨桐', biography: '苏州人，写散文。' })).body).toMatchObject({ code: 200 });
    const v = await writer('POST', `${P}/video/add`, { title: '谈散文写作', videoUrl: '/files/v1.mp4' });
    expect(v.body).toMatchObject({ code: 200 });
    const id = v.body.data.id;
    expect((await writer('PUT', `${P}/video/edit`, { id, title: '谈散文写作（上）', videoUrl: '/files/v1.mp4' })).body).toMatchObject({ code: 200 });
    const pub = await caller(app, null)('GET', '/common/writer/profiles');
    const me = pub.body.rows!.find((r: { penName: string }) => r.penName === '雨桐');
    expect(me).toMatchObject({ biography: '苏州人，写散文。', videos: [{ id, title: '谈散文写作（上）' }] });
    expect(me.works.length).toBeGreaterThanOrEqual(3);
    expect((await writer('DELETE', `${P}/video/delete`, { id })).body).toMatchObject({ code: 200 });
    expect((await writer('DELETE', `${P}/video/delete`, { id })).body).toEqual({ code: 404, msg: '视频不存在' });
  });
});
