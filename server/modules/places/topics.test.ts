import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topicResource } from '../../../src/resources/topics';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { roleCalls } from '../../../tests/helpers/roleCalls';
import { aboutSections, libraryDatabases, topicItems, topics } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

// Issue 14 (places): 专题 (curated items of every area, hidden ones dropping out), 数据库导航 (live
// counts) and 关于我们 (served and edited) — contracts, behaviour and who may manage them.

const ACCOUNTS = ['admin', 'demo_member'] as const;
const { ctx, call } = roleCalls(ACCOUNTS);

const get = (path: string, q: Record<string, string | number> = {}) => getJson(ctx.t.app, listUrl(path, q));
type Card = { type: number; itemId: number; title: string; path: string };
type Section = { title: string; items: Card[] };

describe('GET /common/topic/list and /{id}', () => {
  defineAreaContract({
    app: () => ctx.t.app,
    resource: topicResource,
    spread: { db: () => ctx.t.database.db, table: topics },
    notFoundMsg: '该专题不存在或已下架',
    countsViews: true,
    filters: [
      [{ year: '2026' }, (r) => String(r.publishDate).startsWith('2026')],
      [{ keyword: '典籍' }, (r) => String(r.title).includes('典籍')],
    ],
    badFilters: [[{ year: '99' }, '发布年份应为1000到2100之间的年份']],
  });

  it('a topic page holds its ordered sections, each item a card linking to its own detail page', async () => {
    const { rows } = (await get('/common/topic/list')).body;
    const law = rows!.find((r) => String(r.title).startsWith('依法治教'))!;
    expect(Number(law.itemCount)).toBeGreaterThanOrEqual(10);
    const topic = (await get(`/common/topic/${law.id}`)).body.data;
    expect(topic.sections.map((s: Section) => s.title)).toEqual(['教育法律', '行政法规与部门规章', '研究与解读']);
    const first = topic.sections[0].items as Card[];
    expect(first.length).toBeGreaterThanOrEqual(4);
    for (const card of first) {
      expect(card.type).toBe(READER_ITEM_TYPES.law.type);
      expect(card.path).toBe(`/lawsrules/${card.itemId}`);
      expect(card.title).toContain('法');
      expect((await get(`/common/legislation/${card.itemId}`)).body.data.title).toBe(card.title);
    }
    expect(topic.introParagraphs.length).toBe(2);
  });

  it('an item 下架 in its own area drops out of the topic page, and comes back when 上架', async () => {
    const { rows } = (await get('/common/topic/list', { keyword: '典籍' })).body;
    const topic = (await get(`/common/topic/${rows![0].id}`)).body.data;
    const card = (topic.sections as Section[]).flatMap((s) => s.items).find((c) => c.type === READER_ITEM_TYPES.ancient.type)!;
    expect((await call('admin', 'PUT', `/manage/ancientBook/${card.itemId}/publish`, { published: false })).status).toBeLessThan(500);
    const ids = async () => ((await get(`/common/topic/${rows![0].id}`)).body.data.sections as Section[]).flatMap((s) => s.items).map((c) => `${c.type}:${c.itemId}`);
    expect(await ids()).not.toContain(`${card.type}:${card.itemId}`);
    // The row stays in the topic (the curator's choice) and shows again once the item is public.
    expect(await ctx.t.database.db.select().from(topicItems).where(eq(topicItems.itemId, card.itemId))).not.toHaveLength(0);
    await call('admin', 'PUT', `/manage/ancientBook/${card.itemId}/publish`, { published: true });
    expect(await ids()).toContain(`${card.type}:${card.itemId}`);
  });
});

describe('the platform admin composes topics', () => {
  it('picks items with the search picker, adds them to a section, and a hidden or unknown item is refused', async () => {
    const picked = await call('admin', 'GET', '/manage/topicItem/options', { itemType: String(READER_ITEM_TYPES.book.type), keyword: '教育' });
    expect(picked.body.code).toBe(200);
    expect(picked.body.rows.length).toBeGreaterThan(0);
    for (const r of picked.body.rows) expect(r.title).toContain('教育');
    const created = await call('admin', 'POST', '/manage/topic', { title: '鸿雁测试专题', intro: '测试导语。' });
    expect(created.body.msg).toBe('新增成功');
    const topicId = created.body.data.id as number;
    const section = await call('admin', 'POST', '/manage/topicSection', { topicId, title: '推荐图书', sort: 1 });
    const item = { sectionId: section.body.data.id, itemType: READER_ITEM_TYPES.book.type, itemId: picked.body.rows[0].id, note: '入门首选' };
    expect((await call('admin', 'POST', '/manage/topicItem', item)).body.msg).toBe('新增成功');
    expect((await call('admin', 'POST', '/manage/topicItem', item)).body).toEqual({ code: 400, msg: '该资源已在本栏目中' });
    expect((await call('admin', 'POST', '/manage/topicItem', { ...item, itemId: 2147483647 })).body).toEqual({ code: 400, msg: '所选资源不存在或未公开' });
    expect((await call('admin', 'POST', '/manage/topicItem', { ...item, itemType: 99 })).body).toEqual({ code: 400, msg: '请选择资源类型' });
    const page = (await get(`/common/topic/${topicId}`)).body.data;
    expect(page.sections).toEqual([expect.objectContaining({ title: '推荐图书', items: [expect.objectContaining({ itemId: item.itemId, note: '入门首选', path: `/book/${item.itemId}` })] })]);
    expect((await call('admin', 'DELETE', `/manage/topic/${topicId}`)).body).toEqual({ code: 409, msg: '该专题下还有栏目，请先删除栏目' });
    expect((await call('admin', 'DELETE', `/manage/topicSection/${section.body.data.id}`)).body.msg).toBe('删除成功');
    expect((await call('admin', 'DELETE', `/manage/topic/${topicId}`)).body.msg).toBe('删除成功');
  });

  it('the anonymous get 401 and a member 403 on every management call and the picker; nothing is written', async () => {
    for (const [method, path, body] of [
      ['POST', '/manage/topic', { title: '越权专题', intro: '越权' }],
      ['GET', '/manage/topicItem/options', { itemType: '4' }],
      ['POST', '/manage/database', { name: '越权库' }],
      ['PUT', '/manage/aboutSection/1', { title: '越权' }],
    ] as const) {
      expect((await call('anonymous', method, path, body)).body.code, path).toBe(401);
      expect((await call('demo_member', method, path, body)).body.code, path).toBe(403);
    }
    expect(await ctx.t.database.db.select().from(topics).where(eq(topics.title, '越权专题'))).toEqual([]);
    expect((await ctx.t.database.db.select().from(aboutSections)).map((r) => r.title)).not.toContain('越权');
  });
});

describe('数据库导航 counts the real tables', () => {
  it('each database shows the public rows of its area, and a 下架 item lowers the count at once', async () => {
    const { body } = await get('/common/database/list');
    expect(body.total).toBeGreaterThanOrEqual(15);
    const books = body.rows!.find((r) => r.source === 'book')!;
    const bookTotal = (await get('/common/book/list')).body.total;
    expect(books.itemCount).toBe(bookTotal);
    expect(String(books.linkPath)).toBe('/bookLists');
    const laws = body.rows!.find((r) => r.source === 'law')!;
    expect(laws.itemCount).toBe((await get('/common/legislation/list')).body.total);
    const bookId = (await get('/common/book/list')).body.rows![0].id;
    await call('admin', 'PUT', `/manage/book/${bookId}/publish`, { published: false });
    expect((await get(`/common/database/${books.id}`)).body.data.itemCount).toBe(Number(bookTotal) - 1);
    await call('admin', 'PUT', `/manage/book/${bookId}/publish`, { published: true });
  });

  it('filters by category; a bad category, a bad source or an outside link is refused in Chinese', async () => {
    const { rows } = (await get('/common/database/list', { category: 4 })).body;
    expect(rows!.map((r) => r.source).sort()).toEqual(['law', 'patent', 'standard']);
    expect((await get('/common/database/list', { category: 9 })).body).toEqual({ code: 400, msg: '数据库分类不正确' });
    const db = { name: '测试库', category: 1, source: 'book', description: '测试', linkPath: '/bookLists' };
    expect((await call('admin', 'POST', '/manage/database', { ...db, source: 'nope' })).body).toEqual({ code: 400, msg: '请选择统计的资源类型' });
    expect((await call('admin', 'POST', '/manage/database', { ...db, linkPath: 'https://evil.example' })).body).toEqual({ code: 400, msg: '入口路径应为本站路径，以 / 开头' });
    expect(await ctx.t.database.db.select().from(libraryDatabases).where(eq(libraryDatabases.name, '测试库'))).toEqual([]);
  });
});

describe('关于我们 is served and edited', () => {
  it('serves the seeded sections in order; an edit by the platform admin shows at once', async () => {
    const about = (await get('/common/aboutUs')).body.data;
    expect(about.sections.map((s: { anchor: string }) => s.anchor)).toEqual(['intro', 'cooperation', 'submission', 'copyright']);
    expect(about.sections[0].paragraphs).toHaveLength(3);
    const id = about.sections[1].id as number;
    const edited = await call('admin', 'PUT', `/manage/aboutSection/${id}`, { content: '第一段。\n\n第二段。' });
    expect(edited.body.msg).toBe('保存成功');
    expect((await get('/common/aboutUs')).body.data.sections[1].paragraphs).toEqual(['第一段。', '第二段。']);
    expect((await call('admin', 'PUT', `/manage/aboutSection/${id}`, { anchor: 'copyright' })).body).toEqual({ code: 400, msg: '锚点已被其他段落使用' });
    await call('admin', 'PUT', `/manage/aboutSection/${id}/publish`, { published: false });
    expect((await get('/common/aboutUs')).body.data.sections.map((s: { id: number }) => s.id)).not.toContain(id);
  });
});
