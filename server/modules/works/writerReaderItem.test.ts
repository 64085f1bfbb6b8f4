import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { collections, errorCorrections, writerProfiles } from '../../db/schema';

/** A signed writer's page is a reader item (issue 34): collected, listed under 我的收藏 and reported like any detail page. */
let t: TestApp;
let writer: typeof writerProfiles.$inferSelect;
const WRITER = READER_ITEM_TYPES.writer.type;

beforeAll(async () => {
  t = await makeTestApp();
  [writer] = await t.database.db.select().from(writerProfiles).orderBy(asc(writerProfiles.id)).limit(1);
});
afterAll(async () => {
  await t?.close();
});

describe('a writer as a reader item', () => {
  it('is collected and shows in 我的收藏 with the pen name and a link to the writer page', async () => {
    const member = await signIn(t.app);
    const add = await t.app.inject({ method: 'POST', url: '/api/show/collect/addCollect', headers: authed(member), payload: { type: WRITER, itemId: writer.id, collect: true } });
    expect(add.json()).toMatchObject({ code: 200, msg: '收藏成功', data: { collected: true } });
    const mine = (await t.app.inject({ method: 'GET', url: `/api/show/collect/getCollect?type=${WRITER}`, headers: authed(member) })).json();
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({ type: WRITER, itemId: writer.id, title: writer.penName });
    expect(JSON.stringify(mine.rows[0])).toContain(`/writerLibrary/${writer.id}`);
    const rows = await t.database.db.select().from(collections).where(and(eq(collections.type, WRITER), eq(collections.itemId, writer.id)));
    expect(rows).toHaveLength(1);
  });

  it('takes an error report, and refuses one about a writer that does not exist', async () => {
    const report = { type: WRITER, itemId: writer.id, errorType: '内容错误', content: '作家简介中的出生年份有误' };
    const res = await t.app.inject({ method: 'POST', url: '/api/w_bc/wkapi/v1/errorCorrection', payload: report });
    expect(res.json().code).toBe(200);
    expect(await t.database.db.select().from(errorCorrections).where(and(eq(errorCorrections.type, WRITER), eq(errorCorrections.itemId, writer.id)))).toHaveLength(1);
    const missing = await t.app.inject({ method: 'POST', url: '/api/w_bc/wkapi/v1/errorCorrection', payload: { ...report, itemId: 99_999_999 } });
    expect(missing.statusCode).toBe(404);
  });
});
