import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { buildApp } from '../../app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { articles, comments, commentThumbs, members } from '../../db/schema';
import { displayName } from './routes';

let t: TestApp;
let alice: string; // demo_member 李明
let bob: string; // demo_editor 张伟
let articleId: number;
const A = READER_ITEM_TYPES.article.type;
const C = '/api/show/common/comment';

beforeAll(async () => {
  t = await makeTestApp();
  alice = await signIn(t.app);
  bob = await signIn(t.app, 'demo_editor');
  [{ id: articleId }] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.articleStatus, 2)).limit(1);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `${C}${url}`, headers: token ? authed(token) : {} });
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url: `${C}${url}`, payload, headers: token ? authed(token) : {} });
const del = (id: number, token?: string) => t.app.inject({ method: 'DELETE', url: `${C}/${id}`, headers: token ? authed(token) : {} });
const row = async (id: number) => (await t.database.db.select().from(comments).where(eq(comments.id, id)))[0];
const add = async (content: string, token = alice, joinId = articleId, type: number = A) => {
  const res = await post('/add', { type, joinId, content }, token);
  expect(res.json()).toMatchObject({ code: 200, msg: '评论成功' });
  return res.json().data.commentId as number;
};
const reply = async (commentId: number, content: string, token = bob) => {
  const res = await post('/addSecond', { commentId, content }, token);
  expect(res.json()).toMatchObject({ code: 200, msg: '回复成功' });
  return res.json().data.commentId as number;
};

describe('POST /common/comment/add (first level)', () => {
  it('needs a member and writes nothing when signed out', async () => {
    const before = (await t.database.db.select().from(comments)).length;
    const res = await post('/add', { type: A, joinId: articleId, content: '好文' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
    expect((await t.database.db.select().from(comments)).length).toBe(before);
  });

  it('stores trimmed plain text and gives it back as text, <script> included', async () => {
    const id = await add('  <script>alert(1)</script> 好文章&amp;  ');
    expect((await row(id)).content).toBe('<script>alert(1)</script> 好文章&amp;');
    const list = (await get(`/list?type=${A}&joinId=${articleId}`)).json();
    expect(list.rows[0]).toMatchObject({ commentId: id, content: '<script>alert(1)</script> 好文章&amp;', parentId: null, replyCount: 0, thumbs: 0, thumbed: false, mine: false, deleted: false });
  });

  it('refuses bad input with Chinese 4xx messages', async () => {
    const cases: Array<[object, number, string]> = [
      [{ type: A, joinId: articleId, content: '   ' }, 400, '评论内容不能为空'],
      [{ type: A, joinId: articleId }, 400, '评论内容不能为空'],
      [{ type: A, joinId: articleId, content: 42 }, 400, '评论内容不能为空'],
      [{ type: A, joinId: articleId, content: '字'.repeat(501) }, 400, '评论内容不能超过500个字'],
      [{ type: READER_ITEM_TYPES.book.type, joinId: 1, content: '好' }, 400, '该内容不支持评论'],
      [{ type: 77, joinId: 1, content: '好' }, 400, '内容类型不正确'],
      [{ type: A, content: '好' }, 400, '请指定内容'],
      [{ type: A, joinId: 987654, content: '好' }, 404, '评论的内容不存在或已下架'],
    ];
    for (const [body, code, msg] of cases) {
      const res = await post('/add', body, alice);
      expect({ body, status: res.statusCode, json: res.json() }).toEqual({ body, status: code, json: { code, msg } });
    }
    // 500 characters exactly (emoji count as one each) are accepted.
    expect((await post('/add', { type: A, joinId: articleId, content: '😀'.repeat(500) }, alice)).json().code).toBe(200);
  });

  it('works on journals and issues too', async () => {
    await add('期刊评论', alice, 1, READER_ITEM_TYPES.journal.type);
    expect((await get(`/list?type=${READER_ITEM_TYPES.journal.type}&joinId=1`)).json().total).toBe(1);
  });
});

describe('GET /common/comment/list', () => {
  it('pages 6 newest first with author name and avatar, never phone or username', async () => {
    const other = 2;
    const ids: number[] = [];
    for (let i = 1; i <= 8; i++) ids.push(await add(`第${i}条`, i % 2 ? alice : bob, other));
    const first = (await get(`/list?type=${A}&joinId=${other}`, alice)).json();
    expect(first.total).toBe(8);
    expect(first.rows.map((r: any) => r.content)).toEqual(['第8条', '第7条', '第6条', '第5条', '第4条', '第3条']);
    expect(first.rows[1].author).toEqual({ name: '李明', avatar: null });
    expect(first.rows[1].mine).toBe(true);
    expect(first.rows[0].author.name).toBe('张伟');
    expect(first.rows[0].mine).toBe(false);
    const text = JSON.stringify(first);
    expect(text).not.toMatch(/demo_member|demo_editor|1380000/);
    const second = (await get(`/list?type=${A}&joinId=${other}&pageNum=2`)).json();
    expect(second.rows.map((r: any) => r.content)).toEqual(['第2条', '第1条']);
  });

  it('masks a name that is still the account name or a phone', async () => {
    const id = await add('匿名性', alice, 6);
    await t.database.db.update(members).set({ mname: 'demo_member' }).where(eq(members.username, 'demo_member'));
    try {
      const rows = (await get(`/list?type=${A}&joinId=6`)).json().rows;
      expect(rows[0]).toMatchObject({ commentId: id, author: { name: 'd***r' } });
      expect(displayName('13800000001', 9)).toBe('1***1');
      expect(displayName('  ', 9)).toBe('文库读者9');
      expect(displayName('王', 9, 'wang')).toBe('王');
    } finally {
      await t.database.db.update(members).set({ mname: '李明' }).where(eq(members.username, 'demo_member'));
    }
  });

  it('validates its parameters', async () => {
    expect((await get(`/list?type=4&joinId=1`)).json()).toEqual({ code: 400, msg: '该内容不支持评论' });
    expect((await get(`/list?type=${A}&joinId=987654`)).json()).toEqual({ code: 404, msg: '评论的内容不存在或已下架' });
    expect((await get(`/list?type=${A}&joinId=${articleId}&pageSize=51`)).json()).toEqual({ code: 400, msg: '每页条数不能超过50条' });
  });
});

describe('replies, thumbs and delete', () => {
  it('second add to a comment or to a reply: one thread, replyToMemberId recorded, replyCount kept', async () => {
    const root = await add('一级评论', alice, 3);
    const r1 = await reply(root, '回复一级', bob);
    const r2 = await reply(r1, '回复二级', alice);
    expect(await row(r1)).toMatchObject({ parentId: root, replyToMemberId: null });
    const bobId = (await row(r1)).memberId;
    expect(await row(r2)).toMatchObject({ parentId: root, replyToMemberId: bobId });
    expect((await row(root)).replyCount).toBe(2);

    const replies = (await get(`/secondList?commentId=${root}`)).json();
    expect(replies.total).toBe(2);
    expect(replies.rows.map((r: any) => [r.content, r.replyTo?.name ?? null])).toEqual([
      ['回复一级', null],
      ['回复二级', '张伟'],
    ]);
    expect((await get(`/list?type=${A}&joinId=3`)).json().rows[0]).toMatchObject({ commentId: root, replyCount: 2 });
    // secondList takes first-level comments only; page size up to 10000.
    expect((await get(`/secondList?commentId=${r1}`)).json()).toEqual({ code: 404, msg: '该评论不存在或已删除' });
    expect((await get(`/secondList?commentId=${root}&pageSize=10001`)).json()).toEqual({ code: 400, msg: '每页条数不能超过10000条' });
    expect((await post('/addSecond', { commentId: 987654, content: '好' }, bob)).json()).toEqual({ code: 404, msg: '该评论不存在或已删除' });
    expect((await post('/addSecond', { commentId: root, content: '' }, bob)).json()).toEqual({ code: 400, msg: '评论内容不能为空' });
    expect((await post('/addSecond', { commentId: root, content: '好' })).statusCode).toBe(401);
  });

  it('thumbs toggle, one per member, counted on the comment', async () => {
    const id = await add('点赞我', alice, 4);
    expect((await post('/thumbs', { commentId: id })).statusCode).toBe(401);
    expect((await post('/thumbs', { commentId: id }, bob)).json()).toEqual({ code: 200, msg: '点赞成功', data: { commentId: id, thumbed: true, thumbs: 1 } });
    expect((await post('/thumbs', { commentId: id }, alice)).json().data).toEqual({ commentId: id, thumbed: true, thumbs: 2 });
    expect((await post('/thumbs', { commentId: id }, bob)).json()).toEqual({ code: 200, msg: '已取消点赞', data: { commentId: id, thumbed: false, thumbs: 1 } });
    await Promise.all([1, 2, 3, 4].map(() => post('/thumbs', { commentId: id }, bob)));
    const thumbRows = await t.database.db.select().from(commentThumbs).where(eq(commentThumbs.commentId, id));
    expect((await row(id)).thumbs).toBe(thumbRows.length);
    const mine = (await get(`/list?type=${A}&joinId=4`, alice)).json().rows[0];
    expect(mine).toMatchObject({ thumbs: thumbRows.length, thumbed: true });
    expect((await get(`/list?type=${A}&joinId=4`)).json().rows[0].thumbed).toBe(false);
  });

  it('delete: own only (403), soft; a first-level comment with replies shows 该评论已删除', async () => {
    const root = await add('将被删除', alice, 5);
    const lonely = await add('没有回复', alice, 5);
    const r1 = await reply(root, '还在', bob);
    const r2 = await reply(root, '也删', bob);

    const refused = await del(root, bob);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, msg: '没有权限执行该操作' });
    expect((await row(root)).deleted).toBe(0);
    expect((await del(root)).statusCode).toBe(401);

    expect((await del(r2, bob)).json()).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await row(root)).replyCount).toBe(1);
    expect((await del(root, alice)).json().code).toBe(200);
    expect((await del(lonely, alice)).json().code).toBe(200);
    expect((await row(root)).deleted).toBe(1);
    expect((await del(root, alice)).json()).toEqual({ code: 404, msg: '该评论不存在或已删除' });

    const list = (await get(`/list?type=${A}&joinId=5`)).json();
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ commentId: root, deleted: true, content: '该评论已删除', author: null, replyCount: 1 });
    expect(JSON.stringify(list)).not.toContain('将被删除');
    expect((await get(`/secondList?commentId=${root}`)).json().rows.map((r: any) => r.commentId)).toEqual([r1]);
    expect((await post('/thumbs', { commentId: root }, bob)).json()).toEqual({ code: 404, msg: '该评论不存在或已删除' });
    expect((await del(Number('9'.repeat(12)), alice)).json()).toEqual({ code: 404, msg: '该评论不存在或已删除' });
    expect((await del(Number.NaN, alice)).json()).toEqual({ code: 400, msg: '编号必须是正整数' });
  });
});

describe('rate limit', () => {
  it('allows 10 comments a minute per member, then 429 with a Chinese message', async () => {
    // A second app with rate limiting on, over the same (already seeded) database.
    const limited = await buildApp({ db: t.database.db, rateLimitMax: 1000, filesDir: t.filesDir });
    await limited.ready();
    try {
      const token = await signIn(limited);
      const send = () => limited.inject({ method: 'POST', url: `${C}/add`, payload: { type: A, joinId: articleId, content: '刷屏' }, headers: authed(token) });
      for (let i = 0; i < 10; i++) expect((await send()).json().code).toBe(200);
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json().msg).toMatch(/^请求过于频繁，请\d+秒后再试$/);
      // Another member is not held back by the first one's limit.
      const other = await signIn(limited, 'demo_editor');
      const theirs = await limited.inject({ method: 'POST', url: `${C}/add`, payload: { type: A, joinId: articleId, content: '我的' }, headers: authed(other) });
      expect(theirs.json().code).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is keyed on the member, not the spelling of the Authorization header', async () => {
    const limited = await buildApp({ db: t.database.db, rateLimitMax: 1000, filesDir: t.filesDir });
    await limited.ready();
    try {
      const token = await signIn(limited, 'demo_thesis');
      const before = (await t.database.db.select({ id: comments.id }).from(comments)).length;
      const spellings = Array.from({ length: 30 }, (_, i) => `Bearer${' '.repeat(1 + i)}${token}${i % 2 ? ' ' : ''}`);
      const codes: number[] = [];
      for (const authorization of spellings) {
        const res = await limited.inject({ method: 'POST', url: `${C}/add`, payload: { type: A, joinId: articleId, content: '换个写法' }, headers: { authorization } });
        codes.push(res.json().code);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.slice(10).every((c) => c === 429)).toBe(true);
      expect((await t.database.db.select({ id: comments.id }).from(comments)).length).toBe(before + 10);
    } finally {
      await limited.close();
    }
  });
});
