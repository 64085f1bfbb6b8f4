import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { COLLECT_MANY_MAX, READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { ancientBooks, articles, collections, members } from '../../db/schema';

let t: TestApp;
let member: string;
let memberId: number;
let articleIds: number[];
let ancientId: number;
const A = READER_ITEM_TYPES.article.type;
const ANCIENT = READER_ITEM_TYPES.ancient.type;

beforeAll(async () => {
  t = await makeTestApp();
  member = await signIn(t.app);
  const db = t.database.db;
  [{ id: memberId }] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
  articleIds = (await db.select({ id: articles.id }).from(articles).where(eq(articles.articleStatus, 2)).orderBy(articles.id).limit(3)).map((r) => r.id);
  [{ id: ancientId }] = await db.select({ id: ancientBooks.id }).from(ancientBooks).limit(1);
});
afterAll(async () => {
  await t?.close();
});

const addMany = (payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/show/collect/addCollects', payload, headers: token ? authed(token) : {} });
const mine = () =>
  t.database.db
    .select({ type: collections.type, itemId: collections.itemId })
    .from(collections)
    .where(and(eq(collections.memberId, memberId), inArray(collections.type, [A, ANCIENT])));

describe('POST /collect/addCollects (批量收藏)', () => {
  it('needs a member and writes nothing', async () => {
    const res = await addMany({ items: [{ type: A, itemId: articleIds[0] }] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
    expect(await mine()).toEqual([]);
  });

  it('adds the new ones in one call and says which were there already or are gone', async () => {
    const [a1, a2, a3] = articleIds;
    await addMany({ items: [{ type: A, itemId: a1 }] }, member);
    const [{ collectCount: before }] = await t.database.db.select({ collectCount: ancientBooks.collectCount }).from(ancientBooks).where(eq(ancientBooks.id, ancientId));
    const res = await addMany(
      {
        items: [
          { type: A, itemId: a1 },
          { type: A, itemId: a2 },
          { type: A, itemId: a2 },
          { type: ANCIENT, itemId: ancientId },
          { type: A, itemId: 99_999_999 },
        ],
      },
      member,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '新收藏2条，1条此前已收藏，1条已不存在或已下架',
      data: {
        added: [
          { type: A, itemId: a2 },
          { type: ANCIENT, itemId: ancientId },
        ],
        already: [{ type: A, itemId: a1 }],
        missing: [{ type: A, itemId: 99_999_999 }],
      },
    });
    const rows = await mine();
    expect(rows).toHaveLength(3);
    expect(rows).not.toContainEqual({ type: A, itemId: a3 });
    const [{ collectCount: after }] = await t.database.db.select({ collectCount: ancientBooks.collectCount }).from(ancientBooks).where(eq(ancientBooks.id, ancientId));
    expect(after).toBe(before + 1);
  });

  it.each([
    [{}, '请选择要收藏的内容'],
    [{ items: [] }, '请选择要收藏的内容'],
    [{ items: Array.from({ length: COLLECT_MANY_MAX + 1 }, (_, i) => ({ type: A, itemId: i + 1 })) }, `一次最多收藏${COLLECT_MANY_MAX}条`],
    [{ items: [{ type: 999, itemId: 1 }] }, '内容类型不正确'],
  ])('%j → 400 %s, nothing written', async (payload, msg) => {
    const before = (await mine()).length;
    const res = await addMany(payload, member);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await mine()).toHaveLength(before);
  });
});
