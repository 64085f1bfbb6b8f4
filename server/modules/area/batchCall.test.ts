import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manageWorld } from '../../../tests/helpers/manageWorld';
import { signIn } from '../../../tests/helpers/auth';
import { books, contentAudits, members } from '../../db/schema';

// Issue 35 item 5: 批量上架/下架/删除 in one call and one transaction, each row authorised as its
// single call is, one 操作日志 entry per changed row, and a summary of what failed.
const { w, call } = manageWorld();
let publisher: string;
beforeAll(async () => {
  publisher = await signIn(w.t.app, 'demo_publisher');
});

const BATCH = '/api/show/manage/book/batch';
const db = () => w.t.database.db;
const addBook = async (token: string, title: string) => (await call('POST', '/api/show/manage/book', token, { title, authors: '林清源' })).json().data.id as number;
const auditsOf = (ids: number[], action: string) =>
  db()
    .select()
    .from(contentAudits)
    .where(and(eq(contentAudits.entity, 'books'), inArray(contentAudits.entityId, ids), eq(contentAudits.action, action)));
const rowsOf = (ids: number[]) => db().select({ id: books.id, published: books.published }).from(books).where(inArray(books.id, ids));

describe('POST /manage/<area>/batch', () => {
  it('下架 then 上架 several rows: each changed, one log entry each, 成功 N 条', async () => {
    const ids = [await addBook(w.admin, '批量测试 甲'), await addBook(w.admin, '批量测试 乙'), await addBook(w.admin, '批量测试 丙')];
    const down = await call('POST', BATCH, w.admin, { action: 'unpublish', ids });
    expect(down.json()).toEqual({ code: 200, msg: '成功 3 条，失败 0 条', data: { succeeded: ids, failed: [] } });
    expect((await rowsOf(ids)).every((r) => r.published === false)).toBe(true);
    expect((await auditsOf(ids, 'unpublish')).map((e) => e.entityId).sort()).toEqual([...ids].sort());
    const up = await call('POST', BATCH, w.admin, { action: 'publish', ids: ids.slice(0, 2) });
    expect(up.json().msg).toBe('成功 2 条，失败 0 条');
    expect((await rowsOf(ids)).filter((r) => r.published).map((r) => r.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect(await auditsOf(ids, 'publish')).toHaveLength(2);
  });

  it('a missing row fails with its reason; the others are still done', async () => {
    const id = await addBook(w.admin, '批量测试 丁');
    const res = (await call('POST', BATCH, w.admin, { action: 'remove', ids: [id, 99_999_999] })).json();
    expect(res).toEqual({ code: 200, msg: '成功 1 条，失败 1 条', data: { succeeded: [id], failed: [{ id: 99_999_999, msg: '该图书不存在或已下架' }] } });
    expect(await rowsOf([id])).toEqual([]);
    expect(await auditsOf([id], 'delete')).toHaveLength(1);
  });

  it('authorises each row as its single delete: a publisher deletes its own books, never the platform’s, and the refused row is untouched', async () => {
    const own = await addBook(publisher, '批量测试 出版社自有');
    const platforms = await addBook(w.admin, '批量测试 平台图书');
    const single = (await call('DELETE', `/api/show/manage/book/${platforms}`, publisher)).json();
    const res = (await call('POST', BATCH, publisher, { action: 'remove', ids: [own, platforms] })).json();
    expect(res.msg).toBe('成功 1 条，失败 1 条');
    expect(res.data).toEqual({ succeeded: [own], failed: [{ id: platforms, msg: single.msg }] });
    expect(single.code).toBe(403);
    expect(await rowsOf([own])).toEqual([]);
    expect(await rowsOf([platforms])).toHaveLength(1);
    expect(await auditsOf([platforms], 'delete')).toEqual([]);
    const [me] = await db().select({ id: members.id }).from(members).where(eq(members.username, 'demo_publisher'));
    expect((await auditsOf([own], 'delete'))[0]).toMatchObject({ memberId: me.id, title: '批量测试 出版社自有' });
  });

  it('refuses the whole batch to a caller the single call refuses: 上架/下架 is the platform admin’s, anonymous is 401', async () => {
    const id = await addBook(publisher, '批量测试 出版社下架');
    expect((await call('POST', BATCH, publisher, { action: 'unpublish', ids: [id] })).json().code).toBe(403);
    expect((await call('POST', BATCH, w.member, { action: 'remove', ids: [id] })).json().code).toBe(403);
    expect((await call('POST', BATCH, undefined, { action: 'remove', ids: [id] })).json().code).toBe(401);
    expect((await call('POST', BATCH, undefined, {})).json().code).toBe(401);
    expect(await rowsOf([id])).toEqual([{ id, published: true }]);
    expect(await auditsOf([id], 'unpublish')).toEqual([]);
  });

  it('answers bad input in Chinese with a 400 and changes nothing', async () => {
    const id = await addBook(w.admin, '批量测试 坏请求');
    expect((await call('POST', BATCH, w.admin, { action: 'remove', ids: [] })).json()).toEqual({ code: 400, msg: '请选择要操作的记录' });
    expect((await call('POST', BATCH, w.admin, { action: 'burn', ids: [id] })).json()).toEqual({ code: 400, msg: '批量操作不正确' });
    expect((await call('POST', BATCH, w.admin, { action: 'remove', ids: ['x'] })).json()).toEqual({ code: 400, msg: '编号必须是正整数' });
    expect((await call('POST', BATCH, w.admin, { action: 'remove', ids: [2_147_483_648] })).json()).toEqual({ code: 400, msg: '编号不正确' });
    expect((await call('POST', BATCH, w.admin, { action: 'remove', ids: Array.from({ length: 101 }, (_, i) => i + 1) })).json()).toEqual({ code: 400, msg: '一次最多操作100条记录' });
    expect(await rowsOf([id])).toHaveLength(1);
  });
});

describe('the batch is one transaction', () => {
  it('a row refused by the database (still referenced) rolls back alone: 409 reason, the row and its log untouched', async () => {
    const paper = (await call('POST', '/api/show/manage/newspaper', w.admin, { name: '批量测试周报' })).json().data.id as number;
    const lonely = (await call('POST', '/api/show/manage/newspaper', w.admin, { name: '批量测试晚报' })).json().data.id as number;
    await call('POST', '/api/show/manage/news', w.admin, { title: '批量测试 创刊', infoType: 1, newspaperId: paper, publishDate: '2026-01-02' });
    const res = (await call('POST', '/api/show/manage/newspaper/batch', w.admin, { action: 'remove', ids: [paper, lonely] })).json();
    expect(res.msg).toBe('成功 1 条，失败 1 条');
    expect(res.data.succeeded).toEqual([lonely]);
    expect(res.data.failed).toEqual([{ id: paper, msg: '该报纸下还有新闻，请先删除或移走这些新闻' }]);
    expect((await call('GET', `/api/show/manage/newspaper/${paper}`, w.admin)).json().code).toBe(200);
    expect((await call('GET', `/api/show/manage/newspaper/${lonely}`, w.admin)).json().code).toBe(404);
    const logged = await db().select().from(contentAudits).where(and(inArray(contentAudits.entityId, [paper, lonely]), eq(contentAudits.action, 'delete')));
    expect(logged.map((e) => e.entityId)).toEqual([lonely]);
  });
});
