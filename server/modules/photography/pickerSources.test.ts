import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { ownerPaths } from '../../../src/admin/refSources';
import { photoActivityResource } from '../../../src/resources/photography';
import { caller } from '../organization/testing';

// demo_photo's 我的摄影作品 form picks 参赛活动: the picker reads through calls a photographer may use.
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

it('参赛活动 picker: its list and its name lookup answer demo_photo (the management list stays the admin’s)', async () => {
  const photographer = caller(app, await signIn(app, 'demo_photo'));
  const paths = ownerPaths('photoActivity');
  const list = await photographer('GET', paths.list, { pageNum: 1, pageSize: 20, keyword: '摄影' });
  expect(list.body.code).toBe(200);
  expect(list.body.rows!.length).toBeGreaterThan(0);
  const first = list.body.rows![0] as { id: number; title: string };
  expect((await photographer('GET', paths.one.replace('{id}', String(first.id)))).body).toMatchObject({ code: 200, data: { id: first.id, title: first.title } });
  expect((await photographer('GET', photoActivityResource.calls.manageList!.path)).body.code).toBe(403);
});
