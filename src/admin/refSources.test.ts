import { afterAll, beforeAll, expect, it } from 'vitest';
import { photoActivities } from '../../server/db/schema';
import { seedAccounts } from '../../server/db/seed/accounts';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { signIn } from '../../tests/helpers/auth';
import { call } from '../../server/modules/organization/testing';
import { photoActivityResource } from '../resources/photography';
import { ownerPaths } from './refSources';

// demo_photo's 我的摄影作品 form picks 参赛活动: the picker reads through calls a photographer may use (the real server).
let t: TestApp;
let photographer: string;
let activityId: number;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  await seedAccounts(t.database.db);
  [{ id: activityId }] = await t.database.db
    .insert(photoActivities)
    .values({ title: '美丽乡村摄影大赛', beginDate: '2026-11-01', endDate: '2027-01-31' })
    .returning({ id: photoActivities.id });
  photographer = await signIn(t.app, 'demo_photo');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

it('参赛活动 picker: its list and its name lookup answer demo_photo (the management list stays the admin’s)', async () => {
  const paths = ownerPaths('photoActivity');
  const list = await call(t.app, photographer, 'GET', paths.list, { pageNum: 1, pageSize: 20, keyword: '乡村' });
  expect(list.body.rows).toEqual([expect.objectContaining({ id: activityId, title: '美丽乡村摄影大赛' })]);
  expect((await call(t.app, photographer, 'GET', paths.one.replace('{id}', String(activityId)))).body).toMatchObject({ code: 200, data: { id: activityId, title: '美丽乡村摄影大赛' } });
  expect((await call(t.app, photographer, 'GET', photoActivityResource.calls.manageList!.path)).body.code).toBe(403);
});
