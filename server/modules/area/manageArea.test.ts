import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manageWorld } from '../../../tests/helpers/manageWorld';
import { books, contentAudits, searchDocs } from '../../db/schema';

const { w, call } = manageWorld();
const searchTitles = async (keyword: string) =>
  ((await call('POST', '/api/show/es/list', undefined, { keyword, type: 'book' })).json().rows as Array<{ title: string }>).map((r) => r.title.replace(/<[^>]+>/g, ''));
const audits = (id: number) => w.t.database.db.select().from(contentAudits).where(eq(contentAudits.entityId, id));

describe('图书管理: the platform admin adds, edits and deletes books', () => {
  let id: number;

  it('creates a book: the row, its search document and its log entry, at once', async () => {
    const res = await call('POST', '/api/show/manage/book', w.admin, {
      title: '敦煌遗书研究导论',
      authors: '林清源',
      publisher: '上海古籍出版社',
      isbn: '978-7-5325-1234-8',
      publishDate: '2024-06-01',
      priceFen: 6800,
      summary: '系统介绍敦煌遗书的发现、流散与整理。',
    });
    expect(res.statusCode).toBe(200);
    id = res.json().data.id;
    const [row] = await w.t.database.db.select().from(books).where(eq(books.id, id));
    expect(row).toMatchObject({ title: '敦煌遗书研究导论', priceFen: 6800, publishDate: '2024-06-01' });
    expect(await searchTitles('敦煌遗书')).toContain('敦煌遗书研究导论');
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: 'create', entity: 'books', title: '敦煌遗书研究导论', before: null });
    expect((entry.after as { isbn: string }).isbn).toBe('978-7-5325-1234-8');
  });

  it('edits it: the log keeps before and after, the search follows the new title, the preview version moves', async () => {
    const [old] = await w.t.database.db.select().from(books).where(eq(books.id, id));
    const res = await call('PUT', `/api/show/manage/book/${id}`, w.admin, { title: '敦煌遗书通论', priceFen: 7200 });
    expect(res.statusCode).toBe(200);
    const [row] = await w.t.database.db.select().from(books).where(eq(books.id, id));
    expect(row).toMatchObject({ title: '敦煌遗书通论', priceFen: 7200, authors: '林清源' });
    expect(row.updateTime.getTime()).toBeGreaterThan(old.updateTime.getTime());
    const titles = await searchTitles('敦煌遗书');
    expect(titles).toContain('敦煌遗书通论');
    expect(titles).not.toContain('敦煌遗书研究导论');
    const update = (await audits(id)).find((e) => e.action === 'update')!;
    expect((update.before as { title: string }).title).toBe('敦煌遗书研究导论');
    expect((update.after as { title: string }).title).toBe('敦煌遗书通论');
  });

  it('refuses bad input with the Chinese message and writes nothing', async () => {
    const before = (await w.t.database.db.select().from(contentAudits)).length;
    const noTitle = await call('POST', '/api/show/manage/book', w.admin, { title: '  ', publisher: '中华书局' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({ code: 400, msg: '请输入书名' });
    const badIsbn = await call('PUT', `/api/show/manage/book/${id}`, w.admin, { isbn: '12345' });
    expect(badIsbn.json()).toEqual({ code: 400, msg: 'ISBN格式不正确，应为10位或13位数字（13位以978或979开头）' });
    // The last digit is checked (isbn3 and the check-digit rule): one digit off is refused, in the form's words.
    for (const isbn of ['978-7-5325-1234-6', '7-02-000220-3']) {
      expect((await call('PUT', `/api/show/manage/book/${id}`, w.admin, { isbn })).json()).toEqual({ code: 400, msg: 'ISBN校验位不正确，请核对最后一位' });
    }
    const missing = await call('PUT', '/api/show/manage/book/99999999', w.admin, { title: '不存在' });
    expect(missing.json().code).toBe(404);
    expect((await w.t.database.db.select().from(contentAudits)).length).toBe(before);
    const [row] = await w.t.database.db.select().from(books).where(eq(books.id, id));
    expect(row.isbn).toBe('978-7-5325-1234-8');
  });

  it('is the platform admin’s alone: a member gets 403, an anonymous caller 401, and nothing changes', async () => {
    expect((await call('POST', '/api/show/manage/book', w.member, { title: '越权' })).json().code).toBe(403);
    expect((await call('DELETE', `/api/show/manage/book/${id}`, w.member)).json().code).toBe(403);
    expect((await call('PUT', `/api/show/manage/book/${id}`, undefined, { title: '越权' })).json().code).toBe(401);
    const [row] = await w.t.database.db.select().from(books).where(eq(books.id, id));
    expect(row.title).toBe('敦煌遗书通论');
    expect((await call('GET', '/api/show/manage/audit/list', w.member)).json().code).toBe(403);
  });

  it('deletes it: gone from the lists and the search, logged with what it was', async () => {
    expect((await call('DELETE', `/api/show/manage/book/${id}`, w.admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/show/common/book/${id}`)).json().code).toBe(404);
    expect(await w.t.database.db.select().from(searchDocs).where(and(eq(searchDocs.docType, 'book'), eq(searchDocs.docId, id)))).toEqual([]);
    expect(await searchTitles('敦煌遗书')).not.toContain('敦煌遗书通论');
    const removal = (await audits(id)).find((e) => e.action === 'delete')!;
    expect(removal).toMatchObject({ title: '敦煌遗书通论', after: null });
  });

  it('the log lists the changes newest first, filters by action, and shows an entry’s before and after', async () => {
    const list = (await call('GET', '/api/show/manage/audit/list?entity=books', w.admin)).json();
    expect(list.rows.slice(0, 3).map((r: { action: string }) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(list.rows[0].memberName).not.toBe('');
    const updates = (await call('GET', '/api/show/manage/audit/list?action=update', w.admin)).json();
    expect(updates.rows.every((r: { action: string }) => r.action === 'update')).toBe(true);
    const one = (await call('GET', `/api/show/manage/audit/${list.rows[1].id}`, w.admin)).json().data;
    expect(one.before).toContain('"title": "敦煌遗书研究导论"');
    expect(one.after).toContain('"title": "敦煌遗书通论"');
  });

  it('filters by every area whose management it logs (compositions, photos, schools as well as books) and refuses an unknown one', async () => {
    for (const entity of ['compositions', 'photos', 'schools', 'walletAdjustments', 'managedArticles']) {
      expect((await call('GET', `/api/show/manage/audit/list?entity=${entity}`, w.admin)).json().code, entity).toBe(200);
    }
    expect((await call('GET', '/api/show/manage/audit/list?entity=nowhere', w.admin)).json()).toEqual({ code: 400, msg: '内容类型不正确' });
  });
});

describe('法规管理: the same piece serves laws from their declaration', () => {
  it('adds a law (its 时效性 required), lists and finds it, then deletes it', async () => {
    const refused = await call('POST', '/api/show/manage/legislation', w.admin, { title: '古籍保护条例' });
    expect(refused.json()).toEqual({ code: 400, msg: '请选择时效性' });
    const res = await call('POST', '/api/show/manage/legislation', w.admin, {
      title: '古籍保护条例',
      docNumber: '国务院令第801号',
      issuingAuthority: '国务院',
      legislation: '行政法规',
      lawStatus: 3,
      isEducation: false,
      publishDate: '2026-10-01',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const list = (await call('GET', '/api/show/common/legislation/list?keyword=古籍保护条例')).json();
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(id);
    const found = (await call('POST', '/api/show/es/list', undefined, { keyword: '古籍保护条例', type: 'law' })).json();
    expect(found.rows.map((r: { docId: number }) => r.docId)).toContain(id);
    expect((await call('DELETE', `/api/show/manage/legislation/${id}`, w.admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/show/common/legislation/${id}`)).json().code).toBe(404);
    const entries = await w.t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'laws'), eq(contentAudits.entityId, id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });
});

describe('图书管理: 页数 of a book with a body (issue 34: 阅读全书 opened 48 of 182 pages)', () => {
  it('a body sets 页数 to the pages a reader of the whole book turns, whatever number was typed', async () => {
    const chapter = (n: number) => [`# 第${n}章 敦煌写本`, ...Array.from({ length: 30 }, () => '敦煌遗书的发现改变了中古史研究的面貌，写本中的经济文书尤其珍贵。'.repeat(3))];
    const saved = await call('POST', '/api/show/manage/book', w.admin, { title: '敦煌写本经济文书', authors: '林清源', pages: 500, priceFen: 0, content: [1, 2, 3].flatMap(chapter).join('\n') });
    expect(saved.json()).toMatchObject({ code: 200 });
    const id = saved.json().data.id as number;
    const detail = (await call('GET', `/api/show/common/book/${id}`, w.member)).json().data;
    expect(detail).toMatchObject({ fullAccess: true, accessVia: 'free' });
    const issued = await call('POST', '/api/show/fileLicense/accessBook', w.member, { id, accessMethod: 2 });
    const holder = issued.cookies.find((c) => c.name === 'wk_code_holder')!;
    const opened = await w.t.app.inject({ method: 'GET', url: `/api/show${issued.json().data.url}`, headers: { cookie: `wk_code_holder=${holder.value}` } });
    const served = opened.json().data.pages.length as number;
    expect(served).toBeGreaterThan(15);
    expect(detail.pages).toBe(served);
    // An edit that leaves the body alone keeps the count right too.
    await call('PUT', `/api/show/manage/book/${id}`, w.admin, { pages: 3 });
    expect((await call('GET', `/api/show/common/book/${id}`)).json().data.pages).toBe(served);
  });
});

describe('图书管理: ISBN-10 and -13 with their check digits', () => {
  it('takes an ISBN-10 (X as its check digit) and an unhyphenated ISBN-13, stored hyphenated by their ranges', async () => {
    const created = await call('POST', '/api/show/manage/book', w.admin, { title: '校验位测试图书', isbn: '7-02-000220-X' });
    expect(created.json().code).toBe(200);
    const id = created.json().data.id as number;
    const isbnOf = async () => (await w.t.database.db.select().from(books).where(eq(books.id, id)))[0].isbn;
    expect(await isbnOf()).toBe('7-02-000220-X');
    expect((await call('PUT', `/api/show/manage/book/${id}`, w.admin, { isbn: '9787532512348' })).json().code).toBe(200);
    expect(await isbnOf()).toBe('978-7-5325-1234-8');
    await call('DELETE', `/api/show/manage/book/${id}`, w.admin);
  });
});
