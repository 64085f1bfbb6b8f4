import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MANAGE_BASE as B } from '../../../src/resources/journals';
import { articles, journalColumns } from '../../db/schema';
import { articleDoc, EXPIRED, FORBIDDEN, journalManageWorld, MISSING, periodWithArticles, type World } from './testing';

let w: World;
beforeAll(async () => {
  w = await journalManageWorld();
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const columnsOf = (journalId: number) => w.db.select().from(journalColumns).where(eq(journalColumns.journalId, journalId));
const articleRow = async (id: number) => (await w.db.select().from(articles).where(eq(articles.id, id)))[0];

describe('columns (栏目管理)', () => {
  it('lists my journals’ columns only; 401 / 403 for the signed out and non-editors', async () => {
    expect((await w.anon('GET', `${B}/column/list`)).body).toEqual(EXPIRED);
    expect((await w.member('GET', `${B}/column/list`)).body).toEqual(FORBIDDEN);
    const mine = await w.admin('GET', `${B}/column/list`, { journalId: w.mine.id, pageSize: 100 });
    expect(mine.body.total).toBe((await columnsOf(w.mine.id)).length);
    expect((await w.admin('GET', `${B}/column/list`, { journalId: w.theirs.id })).body.total).toBe(0);
  });

  it('creates, renames and deletes a column; duplicates, other journals and editors’ deletes are refused', async () => {
    expect((await w.admin('POST', `${B}/column`, { journalId: w.mine.id, name: '  ' })).body).toEqual({ code: 400, msg: '请输入栏目名称' });
    expect((await w.admin('POST', `${B}/column`, { journalId: w.mine.id, name: '栏'.repeat(101) })).body).toEqual({ code: 400, msg: '栏目名称不能超过100个字' });
    expect((await w.admin('POST', `${B}/column`, { journalId: w.theirs.id, name: '越权栏目' })).body).toEqual(FORBIDDEN);
    expect((await w.editor('POST', `${B}/column`, { journalId: w.theirs.id, name: '编辑新增' })).body).toEqual(FORBIDDEN);
    expect((await columnsOf(w.theirs.id)).some((c) => c.name === '越权栏目' || c.name === '编辑新增')).toBe(false);

    const created = await w.admin('POST', `${B}/column`, { journalId: w.mine.id, name: '管理测试栏目', sort: 9 });
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功', data: { name: '管理测试栏目', sort: 9, articleCount: 0, journalId: w.mine.id } });
    const id = created.body.data.id as number;
    expect((await w.admin('POST', `${B}/column`, { journalId: w.mine.id, name: '管理测试栏目' })).body).toEqual({ code: 400, msg: '该期刊已有同名栏目' });
    expect((await w.admin('GET', `${B}/column/${id}`)).body.data).toMatchObject({ id, name: '管理测试栏目' });
    expect((await w.other('GET', `${B}/column/${id}`)).body).toEqual(MISSING);
    expect((await w.other('PUT', `${B}/column`, { id, name: '别人的' })).body).toEqual(FORBIDDEN);
    expect((await w.admin('PUT', `${B}/column`, { id, name: '改名栏目' })).body).toMatchObject({ code: 200, data: { name: '改名栏目' } });
    expect((await columnsOf(w.mine.id)).find((c) => c.id === id)?.name).toBe('改名栏目');
    expect((await w.other('DELETE', `${B}/column/${id}`)).body).toEqual(FORBIDDEN);
    expect((await w.admin('DELETE', `${B}/column/${id}`)).body).toEqual({ code: 200, msg: '删除成功' });
    expect((await columnsOf(w.mine.id)).some((c) => c.id === id)).toBe(false);
  });

  it('refuses deleting a column that articles use (row kept)', async () => {
    const column = await w.admin('POST', `${B}/column`, { journalId: w.mine.id, name: '有文章的栏目' });
    const { periodId } = await periodWithArticles(w, w.mine.id);
    const article = await w.admin('POST', '/editArticles', { periodId, columnId: column.body.data.id, title: '栏目里的文章', authors: '王静' });
    expect(article.body.data).toMatchObject({ columnName: '有文章的栏目' });
    expect((await w.admin('DELETE', `${B}/column/${column.body.data.id}`)).body).toEqual({ code: 400, msg: '该栏目下还有文章，不能删除' });
    expect((await columnsOf(w.mine.id)).some((c) => c.id === column.body.data.id)).toBe(true);
  });
});

describe('articles (文章管理)', () => {
  it('lists my journals’ articles in every status, with journal, issue, column, status and keyword filters', async () => {
    expect((await w.anon('GET', '/editArticles/list')).body).toEqual(EXPIRED);
    expect((await w.member('GET', '/editArticles/list')).body).toEqual(FORBIDDEN);
    const a = await periodWithArticles(w, w.mine.id);
    const all = await w.admin('GET', '/editArticles/list', { journalId: w.mine.id, pageSize: 100 });
    const count = (await w.db.select({ id: articles.id }).from(articles).where(eq(articles.journalId, w.mine.id))).length;
    expect(all.body.total).toBe(count);
    expect(all.body.rows![0]).not.toHaveProperty('fullText');
    const inIssue = await w.admin('GET', '/editArticles/list', { periodId: a.periodId, pageSize: 100 });
    expect(inIssue.body.rows!.map((r) => r.id)).toContain(a.id);
    const row = await articleRow(a.id);
    const byTitle = await w.admin('GET', '/editArticles/list', { keyword: row.title.slice(0, 6) });
    expect(byTitle.body.rows!.map((r) => r.id)).toContain(a.id);
    expect((await w.admin('GET', '/editArticles/list', { journalId: w.theirs.id })).body.total).toBe(0);
    expect((await w.admin('GET', '/editArticles/list', { articleStatus: 3 })).body).toEqual({ code: 400, msg: '审核状态只能是1（未审核）或2（已审核）' });
    const reviewed = await w.admin('GET', '/editArticles/list', { articleStatus: 2, pageSize: 100 });
    expect(reviewed.body.rows!.every((r) => r.articleStatus === 2)).toBe(true);
    expect((await w.admin('GET', '/editArticles/list', { orderByColumn: 'fullText' })).body).toEqual({ code: 400, msg: '不支持按“fullText”排序' });
  });

  it('reads one of mine with its full text; another editor’s article is 记录不存在', async () => {
    const a = await periodWithArticles(w, w.mine.id);
    expect((await w.admin('GET', `/editArticleVO/${a.id}`)).body.data).toMatchObject({ id: a.id, journalId: w.mine.id, periodId: a.periodId });
    const theirs = await periodWithArticles(w, w.theirs.id);
    expect((await w.admin('GET', `/editArticleVO/${theirs.id}`)).body).toEqual(MISSING);
    // Never a 500: an id past the integer range is simply not there; a non-number is a 400.
    expect((await w.admin('GET', '/editArticleVO/99999999999')).body).toEqual(MISSING);
    expect((await w.admin('GET', '/editArticleVO/abc')).body).toEqual({ code: 400, msg: '文章编号必须是正整数' });
    expect((await w.admin('PUT', '/editArticles', { id: 99999999999, title: '不存在' })).body).toEqual({ code: 400, msg: '文章编号不正确' });
    expect((await w.editor('GET', `/editArticleVO/${theirs.id}`)).body.data).toMatchObject({ id: theirs.id });
  });

  it('creates an article in an issue of mine (unreviewed, so not yet searchable); validation and other journals refused', async () => {
    const { periodId } = await periodWithArticles(w, w.mine.id);
    const theirs = await periodWithArticles(w, w.theirs.id);
    const body = { periodId, title: '期刊管理新增文章', authors: '王静;李明', pageStart: 5, pageEnd: 9 };
    expect((await w.anon('POST', '/editArticles', body)).body).toEqual(EXPIRED);
    expect((await w.admin('POST', '/editArticles', { ...body, title: '' })).body).toEqual({ code: 400, msg: '请输入文章题名' });
    expect((await w.admin('POST', '/editArticles', { ...body, pageEnd: 3 })).body).toEqual({ code: 400, msg: '结束页码不能小于起始页码' });
    expect((await w.admin('POST', '/editArticles', { ...body, periodId: 999999 })).body).toEqual({ code: 400, msg: '请选择正确的期次' });
    expect((await w.admin('POST', '/editArticles', { ...body, periodId: theirs.periodId })).body).toEqual(FORBIDDEN);
    expect((await w.editor('POST', '/editArticles', { ...body, periodId: theirs.periodId })).body).toEqual(FORBIDDEN);
    const otherColumn = await w.other('POST', `${B}/column`, { name: '别刊栏目' });
    expect((await w.admin('POST', '/editArticles', { ...body, columnId: otherColumn.body.data.id })).body).toEqual({ code: 400, msg: '请选择正确的栏目' });
    expect((await w.db.select().from(articles).where(eq(articles.title, '期刊管理新增文章'))).length).toBe(0);

    const created = await w.admin('POST', '/editArticles', body);
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功', data: { title: '期刊管理新增文章', articleStatus: 1, journalId: w.mine.id } });
    const id = created.body.data.id as number;
    expect(await articleRow(id)).toMatchObject({ journalId: w.mine.id, periodId, articleStatus: 1 });
    expect(await articleDoc(w, id)).toBeUndefined();

    // Reviewing it (status 2) puts it in the search index; a new title follows; back to 1 removes it.
    // Fields left out of a PUT stay as they are.
    expect((await w.admin('PUT', '/editArticles', { id, abstract: '管理端摘要', keywords: '期刊;管理' })).body.code).toBe(200);
    expect((await w.admin('PUT', '/editArticles', { id, articleStatus: 2 })).body).toMatchObject({ code: 200, msg: '保存成功', data: { articleStatus: 2 } });
    expect(await articleRow(id)).toMatchObject({ abstract: '管理端摘要', keywords: '期刊;管理', pageStart: 5, pageEnd: 9, articleStatus: 2 });
    // A blank optional field clears it.
    expect((await w.admin('PUT', '/editArticles', { id, keywords: '' })).body.code).toBe(200);
    expect((await articleRow(id)).keywords).toBeNull();
    expect((await articleDoc(w, id))?.title).toBe('期刊管理新增文章');
    expect((await w.admin('PUT', '/editArticles', { id, title: '期刊管理改名文章' })).body.data).toMatchObject({ title: '期刊管理改名文章', authors: '王静;李明' });
    expect((await articleDoc(w, id))?.title).toBe('期刊管理改名文章');
    expect((await w.admin('PUT', '/editArticles', { id, articleStatus: 1 })).body.code).toBe(200);
    expect(await articleDoc(w, id)).toBeUndefined();
  });

  it('updates: validation, another editor’s article 403 (row unchanged), the assigned editor succeeds', async () => {
    const theirs = await periodWithArticles(w, w.theirs.id);
    const before = await articleRow(theirs.id);
    expect((await w.admin('PUT', '/editArticles', { id: theirs.id, title: '越权改名' })).body).toEqual(FORBIDDEN);
    expect((await w.member('PUT', '/editArticles', { id: theirs.id, title: '越权改名' })).body).toEqual(FORBIDDEN);
    expect((await articleRow(theirs.id)).title).toBe(before.title);
    expect((await w.editor('PUT', '/editArticles', { id: theirs.id, articleStatus: 5 })).body).toEqual({ code: 400, msg: '审核状态只能是1（未审核）或2（已审核）' });
    expect((await w.editor('PUT', '/editArticles', { id: theirs.id, pageStart: 100, pageEnd: 1 })).body).toEqual({ code: 400, msg: '结束页码不能小于起始页码' });
    const mine = await periodWithArticles(w, w.mine.id);
    expect((await w.editor('PUT', '/editArticles', { id: theirs.id, periodId: mine.periodId })).body).toEqual({ code: 400, msg: '只能移到本刊的期次' });
    const saved = await w.editor('PUT', '/editArticles', { id: theirs.id, title: '编辑修改的题名', keywords: '期刊;管理' });
    expect(saved.body).toMatchObject({ code: 200, data: { title: '编辑修改的题名', keywords: '期刊;管理' } });
    expect((await articleRow(theirs.id)).title).toBe('编辑修改的题名');
    expect((await articleDoc(w, theirs.id))?.title).toBe('编辑修改的题名');
  });
});
