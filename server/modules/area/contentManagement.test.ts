import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { fillPath } from '../../../src/resources/define';
import { resourcesByName } from '../../../src/resources';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { books, contentAudits, journals, members } from '../../db/schema';
import { apiUrl } from '../../../src/shared/apiPath';

// Issue 11 item 4: every content area is managed from its declaration — create, edit, 上架/下架,
// delete — by the platform admin alone (publishers: their own books), audited, and a 下架 item is
// in no public answer.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await makeTestApp();
  for (const who of ['admin', 'demo_member', 'demo_publisher']) tokens[who] = await signIn(t.app, who);
});
afterAll(async () => {
  await t?.close();
});

type Who = 'admin' | 'demo_member' | 'demo_publisher' | 'anonymous';
const call = (who: Who, method: string, path: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: apiUrl(path),
    ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
  });
const body = async (p: ReturnType<typeof call>) => (await p).json();
const calls = (name: string) => resourcesByName[name].calls;
const at = (name: string, verb: 'one' | 'update' | 'remove' | 'publish' | 'manageOne', id: number) => fillPath(calls(name)[verb]!.path, { id });
const audits = (entity: string, id: number) =>
  t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, entity), eq(contentAudits.entityId, id))).orderBy(asc(contentAudits.id));
const searchIds = async (keyword: string, type: string) =>
  ((await body(call('anonymous', 'POST', '/es/list', { keyword, type }))).rows as Array<{ docId: number }>).map((r) => r.docId);

interface AreaCase {
  name: string;
  titleField: string;
  create: Record<string, unknown>;
  edit: Record<string, unknown>;
  invalid: { body: Record<string, unknown>; msg: string };
  notFoundMsg: string;
  searchType?: string;
}

const AREAS: AreaCase[] = [
  {
    name: 'newspapers',
    titleField: 'name',
    create: { name: '鸿雁测试晨报', cn: 'CN11-9901', sponsor: '鸿雁文化传媒', frequency: '日报', provinceId: 110000 },
    edit: { frequency: '周报' },
    invalid: { body: { cn: 'CN11-9902' }, msg: '请输入报纸名称' },
    notFoundMsg: '该报纸不存在或已停刊',
  },
  {
    name: 'news',
    titleField: 'title',
    create: { title: '鸿雁测试新闻：古籍修复进入数字化阶段', infoType: 2, publishDate: '2026-03-01', content: '古籍修复中心完成首批数字化。' },
    edit: { author: '周明' },
    invalid: { body: { title: '缺少日期的新闻', infoType: 2 }, msg: '请选择出版日期' },
    notFoundMsg: '该新闻不存在或已删除',
    searchType: 'news',
  },
  {
    name: 'ancientBooks',
    titleField: 'title',
    create: { title: '鸿雁测试山居杂录', author: '（明）陈继儒', dynasty: '明', category: '子', priceFen: 1200 },
    edit: { volumes: '四卷' },
    invalid: { body: { title: '部类不对的古籍', category: '乙' }, msg: '请选择部类' },
    notFoundMsg: '该古籍不存在或已下架',
    searchType: 'ancient',
  },
  {
    name: 'localHistories',
    titleField: 'title',
    create: { title: '鸿雁测试县志', type: 1, compiler: '鸿雁县地方志编纂委员会', region: '鸿雁县', publishYear: 2019 },
    edit: { publisher: '方志出版社' },
    invalid: { body: { title: '类型不对的方志', type: 7 }, msg: '请选择方志类型' },
    notFoundMsg: '该方志不存在或已下架',
    searchType: 'localHistory',
  },
  {
    name: 'theses',
    titleField: 'title',
    create: { title: '鸿雁测试论文：宋代书院藏书研究', authors: '李文', degree: 2, schoolName: '北京大学', issueTime: '2024-06-30' },
    edit: { supervisor: '王教授' },
    invalid: { body: { title: '缺少作者的论文', degree: 2, schoolName: '北京大学', issueTime: '2024-06-30' }, msg: '请输入作者' },
    notFoundMsg: '该学位论文不存在或已下架',
    searchType: 'thesis',
  },
  {
    name: 'standards',
    titleField: 'title',
    create: { standardNo: 'GB/T 99901-2026', title: '鸿雁测试标准 古籍数字化著录规则', status: '即将实施', publishDate: '2026-01-10' },
    edit: { implementDate: '2026-07-01' },
    invalid: { body: { standardNo: 'GB/T 99902-2026', title: '状态不对的标准', status: '作废' }, msg: '请选择标准状态' },
    notFoundMsg: '该标准不存在或已下架',
    searchType: 'standard',
  },
  {
    name: 'yearbooks',
    titleField: 'title',
    create: { title: '鸿雁测试年鉴2025', year: 2025, region: '鸿雁市', editor: '鸿雁市地方志办公室' },
    edit: { publisher: '鸿雁出版社' },
    invalid: { body: { title: '年份不对的年鉴', year: 1800 }, msg: '年份应为1900到2100之间的整数' },
    notFoundMsg: '该年鉴不存在或已下架',
    searchType: 'yearbook',
  },
  {
    name: 'laws',
    titleField: 'title',
    create: { title: '鸿雁测试古籍保护办法', lawStatus: 1, issuingAuthority: '文化和旅游部', publishDate: '2025-09-01' },
    edit: { docNumber: '文旅部令第9号' },
    invalid: { body: { title: '没有时效性的法规' }, msg: '请选择时效性' },
    notFoundMsg: '该法规不存在或已下架',
    searchType: 'law',
  },
  {
    name: 'books',
    titleField: 'title',
    create: { title: '鸿雁测试图书 版本学十讲', authors: '黄永年', publisher: '中华书局', isbn: '978-7-101-00001-6' },
    edit: { priceFen: 4500 },
    invalid: { body: { title: '书号不对的图书', isbn: '978-7-101-00001-1' }, msg: 'ISBN校验位不正确，请核对最后一位' },
    notFoundMsg: '该图书不存在或已下架',
    searchType: 'book',
  },
];

describe.each(AREAS)('$name: managed from its declaration', (area) => {
  const c = calls(area.name);
  const keyword = String(area.create[area.titleField]);
  const listIds = async (who: Who, path: string) => ((await body(call(who, 'GET', path, { keyword, pageSize: '50' }))).rows as Array<{ id: number }>).map((r) => r.id);
  let id: number;

  it('refuses the anonymous (401), a plain member (403) and bad input (400, Chinese), writing nothing', async () => {
    expect((await body(call('anonymous', 'POST', c.create!.path, area.create))).code).toBe(401);
    expect(await body(call('demo_member', 'POST', c.create!.path, area.create))).toEqual({ code: 403, msg: '没有权限执行该操作' });
    expect((await body(call('anonymous', 'GET', c.manageList!.path))).code).toBe(401);
    expect((await body(call('demo_member', 'GET', c.manageList!.path))).code).toBe(403);
    const refused = await call('admin', 'POST', c.create!.path, area.invalid.body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 400, msg: area.invalid.msg });
    expect((await t.database.db.select().from(contentAudits).where(eq(contentAudits.entity, area.name))).filter((e) => e.title === keyword)).toEqual([]);
  });

  it('the admin creates and edits it: public at once, searchable, audited', async () => {
    const created = await body(call('admin', 'POST', c.create!.path, area.create));
    expect(created).toMatchObject({ code: 200, msg: '新增成功' });
    id = created.data.id;
    expect((await body(call('anonymous', 'GET', at(area.name, 'one', id)))).code).toBe(200);
    expect(await listIds('anonymous', c.list!.path)).toContain(id);
    if (area.searchType) expect(await searchIds(keyword, area.searchType)).toContain(id);
    expect(await body(call('admin', 'PUT', at(area.name, 'update', id), area.edit))).toMatchObject({ code: 200, msg: '保存成功' });
    expect((await body(call('demo_member', 'PUT', at(area.name, 'update', id), area.edit))).code).toBe(403);
    expect((await body(call('anonymous', 'DELETE', at(area.name, 'remove', id)))).code).toBe(401);
    const detail = (await body(call('admin', 'GET', at(area.name, 'manageOne', id)))).data;
    expect(detail).toMatchObject({ ...area.edit, published: true });
    expect((await audits(area.name, id)).map((e) => e.action)).toEqual(['create', 'update']);
  });

  it('下架: gone from the list, the detail (404, Chinese), the search; still in the admin list; audited. 上架 brings it back', async () => {
    expect((await body(call('demo_member', 'PUT', at(area.name, 'publish', id), { published: false }))).code).toBe(403);
    expect((await body(call('demo_publisher', 'PUT', at(area.name, 'publish', id), { published: false }))).code).toBe(403);
    expect((await body(call('anonymous', 'PUT', at(area.name, 'publish', id), { published: false }))).code).toBe(401);
    expect(await body(call('admin', 'PUT', at(area.name, 'publish', id), {}))).toEqual({ code: 400, msg: '请选择上架或下架' });

    expect(await body(call('admin', 'PUT', at(area.name, 'publish', id), { published: false }))).toMatchObject({ code: 200, msg: '已下架' });
    const gone = await call('anonymous', 'GET', at(area.name, 'one', id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 404, msg: area.notFoundMsg });
    expect(await listIds('anonymous', c.list!.path)).not.toContain(id);
    if (area.searchType) expect(await searchIds(keyword, area.searchType)).not.toContain(id);
    const managed = (await body(call('admin', 'GET', c.manageList!.path, { keyword }))).rows as Array<{ id: number; published: boolean }>;
    expect(managed.find((r) => r.id === id)?.published).toBe(false);

    expect(await body(call('admin', 'PUT', at(area.name, 'publish', id), { published: true }))).toMatchObject({ code: 200, msg: '已上架' });
    expect((await body(call('anonymous', 'GET', at(area.name, 'one', id)))).code).toBe(200);
    if (area.searchType) expect(await searchIds(keyword, area.searchType)).toContain(id);
    expect((await audits(area.name, id)).map((e) => e.action)).toEqual(['create', 'update', 'unpublish', 'publish']);
  });

  it('the admin deletes it: gone everywhere, the log keeps what it was', async () => {
    expect((await body(call('demo_member', 'DELETE', at(area.name, 'remove', id)))).code).toBe(403);
    expect(await body(call('admin', 'DELETE', at(area.name, 'remove', id)))).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await body(call('anonymous', 'GET', at(area.name, 'one', id)))).code).toBe(404);
    expect((await body(call('admin', 'GET', at(area.name, 'manageOne', id)))).code).toBe(404);
    if (area.searchType) expect(await searchIds(keyword, area.searchType)).not.toContain(id);
    const removal = (await audits(area.name, id)).find((e) => e.action === 'delete')!;
    expect(removal).toMatchObject({ title: keyword, after: null });
  });
});

describe('下架 reaches the crawlers and the home totals too', () => {
  it('a 下架 standard leaves the sitemap, OAI-PMH (idDoesNotExist) and the home count; 上架 restores them', async () => {
    const created = await body(call('admin', 'POST', '/manage/standard', { standardNo: 'GB/T 99911-2026', title: '鸿雁测试标准 爬虫可见性', status: '现行' }));
    const id = created.data.id as number;
    const path = READER_ITEM_TYPES.standard.path(id);
    const host = 'wenku.example.org';
    const inSitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } })).body.includes(`http://${host}${path}<`);
    const oaiRecord = async () => (await t.app.inject({ method: 'GET', url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:standard/${id}`, headers: { host } })).body;
    const total = async () => (await body(call('anonymous', 'GET', '/common/totle'))).data.standard as number;

    expect(await inSitemap()).toBe(true);
    expect(await oaiRecord()).not.toContain('idDoesNotExist');
    const before = await total();
    await call('admin', 'PUT', `/manage/standard/${id}/publish`, { published: false });
    expect(await inSitemap()).toBe(false);
    expect(await oaiRecord()).toContain('idDoesNotExist');
    expect(await total()).toBe(before - 1);
    await call('admin', 'PUT', `/manage/standard/${id}/publish`, { published: true });
    expect(await inSitemap()).toBe(true);
    expect(await total()).toBe(before);
  });

  it('a 下架 book cannot be collected, and its preview is a 404', async () => {
    const id = (await body(call('admin', 'POST', '/manage/book', { title: '鸿雁测试图书 不可收藏' }))).data.id as number;
    await call('admin', 'PUT', `/manage/book/${id}/publish`, { published: false });
    expect((await body(call('anonymous', 'GET', `/common/book/preview/${id}`))).code).toBe(404);
    const collect = await body(call('demo_member', 'POST', '/collect/addCollect', { itemId: id, type: READER_ITEM_TYPES.book.type }));
    expect(collect.code).toBeGreaterThanOrEqual(400);
    expect(collect.code).toBeLessThan(500);
  });
});

describe('references between areas answer 4xx in Chinese, never 500', () => {
  it('news naming a missing newspaper is 400; a newspaper that still has news is not deleted (409)', async () => {
    const missing = await call('admin', 'POST', '/manage/news', { title: '鸿雁测试 无主新闻', infoType: 1, newspaperId: 99_999_999, publishDate: '2026-01-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 400, msg: '所选报纸不存在' });
    const paperId = (await body(call('admin', 'POST', '/manage/newspaper', { name: '鸿雁测试周报' }))).data.id as number;
    const newsId = (await body(call('admin', 'POST', '/manage/news', { title: '鸿雁测试周报 创刊', infoType: 1, newspaperId: paperId, publishDate: '2026-01-02' }))).data.id as number;
    const refused = await call('admin', 'DELETE', `/manage/newspaper/${paperId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 409, msg: '该报纸下还有新闻，请先删除或移走这些新闻' });
    expect(await audits('newspapers', paperId)).toHaveLength(1);
    expect((await call('admin', 'DELETE', `/manage/news/${newsId}`)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/manage/newspaper/${paperId}`)).statusCode).toBe(200);
  });
});

describe('publishers manage their own books', () => {
  let own: number;
  let platforms: number;

  it('a publisher adds a book: it is theirs, public, and in their 图书管理 list alone', async () => {
    const [publisher] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_publisher'));
    const created = await body(call('demo_publisher', 'POST', '/manage/book', { title: '鸿雁测试 出版社自有图书', authors: '刘洋', ownerId: 1 }));
    expect(created.code).toBe(200);
    own = created.data.id;
    const [row] = await t.database.db.select().from(books).where(eq(books.id, own));
    // ownerId is not part of the body: the server sets it, a caller cannot give a book away.
    expect(row.ownerId).toBe(publisher.id);
    platforms = (await body(call('admin', 'POST', '/manage/book', { title: '鸿雁测试 平台图书' }))).data.id;
    const mine = (await body(call('demo_publisher', 'GET', '/manage/book/list', { pageSize: '100' }))).rows as Array<{ id: number; ownerId: number }>;
    expect(mine.map((r) => r.id)).toContain(own);
    expect(mine.every((r) => r.ownerId === publisher.id)).toBe(true);
    expect((await body(call('anonymous', 'GET', `/common/book/${own}`))).code).toBe(200);
  });

  it('edits and deletes their own; another’s book is 403 无权操作该图书 (404 to read), and nothing changes', async () => {
    expect((await body(call('demo_publisher', 'PUT', `/manage/book/${own}`, { priceFen: 3900 }))).code).toBe(200);
    const edit = await call('demo_publisher', 'PUT', `/manage/book/${platforms}`, { title: '越权修改' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ code: 403, msg: '无权操作该图书：只能修改或删除本出版社添加的图书' });
    expect((await body(call('demo_publisher', 'DELETE', `/manage/book/${platforms}`))).code).toBe(403);
    expect((await body(call('demo_publisher', 'GET', `/manage/book/${platforms}`))).code).toBe(404);
    expect((await body(call('demo_publisher', 'PUT', `/manage/book/${own}/publish`, { published: false }))).code).toBe(403);
    const [row] = await t.database.db.select().from(books).where(eq(books.id, platforms));
    expect(row.title).toBe('鸿雁测试 平台图书');
    expect((await audits('books', platforms)).map((e) => e.action)).toEqual(['create']);
    expect((await body(call('demo_publisher', 'DELETE', `/manage/book/${own}`))).code).toBe(200);
    expect((await audits('books', own)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('other areas stay the platform admin’s: a publisher adding a law is 403', async () => {
    expect((await body(call('demo_publisher', 'POST', '/manage/legislation', { title: '越权法规', lawStatus: 1 }))).code).toBe(403);
  });
});

describe('轮播图管理: banners, 上架/下架 on their `enabled` column', () => {
  const homeTitles = async () => ((await body(call('anonymous', 'GET', '/first/pic/show', { position: 'home' }))).data.list as Array<{ title: string }>).map((b) => b.title);

  it('adds, 下架s, 上架s and deletes a home banner; a script link is refused; only the admin may', async () => {
    const banner = { title: '鸿雁测试轮播 新书上架', imageUrl: '/files/image/1-000000000000000000000000.png', linkUrl: '/bookLists', position: 'home', sort: 9999 };
    expect((await body(call('anonymous', 'POST', '/manage/banner', banner))).code).toBe(401);
    expect((await body(call('demo_member', 'POST', '/manage/banner', banner))).code).toBe(403);
    expect(await body(call('admin', 'POST', '/manage/banner', { ...banner, linkUrl: 'javascript:alert(1)' }))).toEqual({ code: 400, msg: '链接应以 / 或 http(s):// 开头' });
    expect(await body(call('admin', 'POST', '/manage/banner', { ...banner, position: 'nowhere' }))).toEqual({ code: 400, msg: '请选择位置' });
    const id = (await body(call('admin', 'POST', '/manage/banner', banner))).data.id as number;
    expect(await homeTitles()).toContain(banner.title);
    await call('admin', 'PUT', `/manage/banner/${id}/publish`, { published: false });
    expect(await homeTitles()).not.toContain(banner.title);
    expect((await body(call('admin', 'GET', '/manage/banner/list', { keyword: '鸿雁测试轮播' }))).rows[0]).toMatchObject({ id, enabled: false });
    await call('admin', 'PUT', `/manage/banner/${id}/publish`, { published: true });
    expect(await homeTitles()).toContain(banner.title);
    expect((await call('admin', 'DELETE', `/manage/banner/${id}`)).statusCode).toBe(200);
    expect(await homeTitles()).not.toContain(banner.title);
    expect((await audits('banners', id)).map((e) => e.action)).toEqual(['create', 'unpublish', 'publish', 'delete']);
  });
});

describe('journals at platform scope: the editors’ screens reach every journal for the admin', () => {
  it('the admin lists every journal and edits one an editor does not manage; a member is refused', async () => {
    const all = await body(call('admin', 'GET', '/exhibition2/journal/mine/list', { pageSize: '100' }));
    const [{ n }] = await t.database.db.select({ n: count() }).from(journals);
    expect(all.total).toBe(n);
    const last = (all.rows as Array<{ id: number; name: string }>).at(-1)!;
    expect((await body(call('admin', 'PUT', '/exhibition2/journal/mine', { id: last.id, name: last.name, frequency: '双月刊' }))).code).toBe(200);
    expect((await body(call('demo_member', 'GET', '/exhibition2/journal/mine/list'))).code).toBe(403);
  });
});
