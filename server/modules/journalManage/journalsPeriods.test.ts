import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MANAGE_BASE as B } from '../../../src/resources/journals';
import { contentAudits, journalPeriods, journals } from '../../db/schema';
import { articleDoc, EXPIRED, FORBIDDEN, journalManageWorld, MISSING, periodRow, periodWithArticles, type World } from './testing';

let w: World;
beforeAll(async () => {
  w = await journalManageWorld();
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const periodsOf = (journalId: number) => w.db.select().from(journalPeriods).where(eq(journalPeriods.journalId, journalId));

describe('getInfo managedJournalIds (the client ability\'s journals)', () => {
  const info = async (as: World['admin']) => (await as('GET', '/auth/wkapi/v1/platform/login/getInfo')).body.data as { managedJournalIds: number[] };
  it('lists the journals of journal_manager for a journal role, none for others', async () => {
    expect((await info(w.admin)).managedJournalIds).toEqual([w.mine.id, w.alsoMine.id].sort((a, b) => a - b));
    expect((await info(w.editor)).managedJournalIds).toEqual([w.theirs.id]);
    expect((await info(w.member)).managedJournalIds).toEqual([]);
  });

  it('list rows carry journalId, so the client can check them', async () => {
    const periods = await w.admin('GET', `${B}/period/list`, { pageSize: 100 });
    expect(periods.body.rows!.length).toBeGreaterThan(0);
    expect(periods.body.rows!.every((r) => r.journalId === w.mine.id || r.journalId === w.alsoMine.id)).toBe(true);
    const columns = await w.editor('GET', `${B}/column/list`, { pageSize: 100 });
    expect(columns.body.rows!.every((r) => r.journalId === w.theirs.id)).toBe(true);
    const articles = await w.admin('GET', '/editArticles/list', { journalId: w.mine.id, pageSize: 5 });
    expect(articles.body.rows!.length).toBeGreaterThan(0);
    expect(articles.body.rows!.every((r) => r.journalId === w.mine.id && !('fullText' in r))).toBe(true);
  });
});

describe('my journals (期刊管理)', () => {
  it('lists only the journals of journal_manager; 401 signed out; 403 without a journal-administrator role', async () => {
    expect((await w.anon('GET', `${B}/mine/list`)).body).toEqual(EXPIRED);
    expect((await w.member('GET', `${B}/mine/list`)).body).toEqual(FORBIDDEN);
    // An editor edits issues, columns and articles, not the journal itself.
    expect((await w.editor('GET', `${B}/mine/list`)).body).toEqual(FORBIDDEN);
    const mine = await w.admin('GET', `${B}/mine/list`);
    expect(mine.body).toMatchObject({ code: 200, total: 2 });
    expect(mine.body.rows!.map((r) => r.id).sort()).toEqual([w.mine.id, w.alsoMine.id].sort());
    expect((await w.other('GET', `${B}/mine/list`)).body.rows!.map((r) => r.id)).toEqual([w.theirs.id]);
  });

  it('reads one of mine; another editor’s journal is 记录不存在', async () => {
    const one = await w.admin('GET', `${B}/mine/${w.mine.id}`);
    expect(one.body.data).toMatchObject({ id: w.mine.id, name: w.mine.name });
    expect((await w.admin('GET', `${B}/mine/${w.theirs.id}`)).body).toEqual(MISSING);
    expect((await w.admin('GET', `${B}/mine/abc`)).body).toEqual({ code: 400, msg: '期刊编号必须是正整数' });
  });

  it('edits my journal’s information (validated in Chinese) and re-indexes its articles under the new name', async () => {
    expect((await w.admin('PUT', `${B}/mine`, { id: w.mine.id, name: '' })).body).toEqual({ code: 400, msg: '请输入刊名' });
    expect((await w.admin('PUT', `${B}/mine`, { id: w.mine.id, name: '刊', issn: '12345' })).body).toEqual({ code: 400, msg: 'ISSN格式不正确，应为8位，如 1000-0135' });
    // The mod-11 check digit: 1000-0135 is right, 1000-0136 one off.
    expect((await w.admin('PUT', `${B}/mine`, { id: w.mine.id, name: '刊', issn: '1000-0136' })).body).toEqual({ code: 400, msg: 'ISSN校验位不正确，请核对最后一位' });
    expect((await w.admin('PUT', `${B}/mine`, { id: w.theirs.id, name: '改名' })).body).toEqual(FORBIDDEN);
    expect((await w.anon('PUT', `${B}/mine`, { id: w.mine.id, name: '改名' })).body).toEqual(EXPIRED);
    expect((await w.editor('PUT', `${B}/mine`, { id: w.theirs.id, name: '改名' })).body).toEqual(FORBIDDEN);
    const [untouched] = await w.db.select({ name: journals.name }).from(journals).where(eq(journals.id, w.theirs.id));
    expect(untouched.name).toBe(w.theirs.name);

    const saved = await w.admin('PUT', `${B}/mine`, { id: w.mine.id, name: '管理测试学报', issn: '20961189', foundedYear: 1998, description: '简介' });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功', data: { name: '管理测试学报', issn: '2096-1189', foundedYear: 1998 } });
    const [row] = await w.db.select().from(journals).where(eq(journals.id, w.mine.id));
    expect(row).toMatchObject({ name: '管理测试学报', description: '简介' });
    const article = await periodWithArticles(w, w.mine.id);
    expect((await articleDoc(w, article.id))?.source).toBe('管理测试学报');
  });
});

describe('issues (期次管理)', () => {
  it('lists the issues of my journals only, filtered by journal, with a sort whitelist', async () => {
    expect((await w.anon('GET', `${B}/period/list`)).body).toEqual(EXPIRED);
    expect((await w.member('GET', `${B}/period/list`)).body).toEqual(FORBIDDEN);
    const all = await w.admin('GET', `${B}/period/list`, { pageSize: 100 });
    const expected = (await periodsOf(w.mine.id)).length + (await periodsOf(w.alsoMine.id)).length;
    expect(all.body.total).toBe(expected);
    const one = await w.admin('GET', `${B}/period/list`, { journalId: w.mine.id, orderByColumn: 'year', isAsc: 'asc', pageSize: 100 });
    expect(one.body.total).toBe((await periodsOf(w.mine.id)).length);
    expect(one.body.rows!.every((r) => r.journalName === '管理测试学报' || r.journalName === w.mine.name)).toBe(true);
    const years = one.body.rows!.map((r) => r.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    // Another editor's journal as a filter: nothing, not their issues.
    expect((await w.admin('GET', `${B}/period/list`, { journalId: w.theirs.id })).body.total).toBe(0);
    expect((await w.editor('GET', `${B}/period/list`, { pageSize: 100 })).body.total).toBe((await periodsOf(w.theirs.id)).length);
    expect((await w.admin('GET', `${B}/period/list`, { orderByColumn: 'journalId' })).body).toEqual({ code: 400, msg: '不支持按“journalId”排序' });
  });

  it('creates an issue in my journal; validation, duplicates and other journals are refused without writing', async () => {
    const before = (await periodsOf(w.mine.id)).length;
    expect((await w.anon('POST', `${B}/period`, { journalId: w.mine.id, year: 2030, issue: 1 })).body).toEqual(EXPIRED);
    expect((await w.editor('POST', `${B}/period`, { journalId: w.theirs.id, year: 2030, issue: 1 })).body).toEqual(FORBIDDEN);
    expect((await w.admin('POST', `${B}/period`, { journalId: w.mine.id, year: 1800, issue: 1 })).body).toEqual({ code: 400, msg: '年份必须是1900到2100之间的整数' });
    expect((await w.admin('POST', `${B}/period`, { journalId: w.mine.id, year: 2030, issue: 0 })).body).toEqual({ code: 400, msg: '期号必须是1到999之间的整数' });
    expect((await w.admin('POST', `${B}/period`, { journalId: w.mine.id, year: 2030, issue: 1, publishDate: '2030-13-45' })).body).toEqual({
      code: 400,
      msg: '出版日期格式不正确，如 2026-01-15',
    });
    // Two journals managed: the journal must be named.
    expect((await w.admin('POST', `${B}/period`, { year: 2030, issue: 1 })).body).toEqual({ code: 400, msg: '请选择期刊' });
    expect((await w.admin('POST', `${B}/period`, { journalId: w.theirs.id, year: 2030, issue: 1 })).body).toEqual(FORBIDDEN);
    expect((await periodsOf(w.mine.id)).length).toBe(before);

    const created = await w.admin('POST', `${B}/period`, { journalId: w.mine.id, year: 2030, issue: 1, publishDate: '2030-01-20' });
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功', data: { year: 2030, issue: 1, publishDate: '2030-01-20', articleCount: 0, journalId: w.mine.id } });
    expect((await periodsOf(w.mine.id)).length).toBe(before + 1);
    expect((await w.admin('POST', `${B}/period`, { journalId: w.mine.id, year: 2030, issue: 1 })).body).toEqual({ code: 400, msg: '该期刊已有这一年的这一期' });
    // Only one journal managed: it is the default.
    const theirs = await w.other('POST', `${B}/period`, { year: 2030, issue: 2 });
    expect(theirs.body.data).toMatchObject({ journalId: w.theirs.id, year: 2030, issue: 2 });
  });

  it('reads and updates an issue of mine; another editor’s issue is 404 to read and 403 to write', async () => {
    const [p] = (await periodsOf(w.mine.id)).filter((r) => r.year === 2030);
    const [q] = (await periodsOf(w.theirs.id)).filter((r) => r.year === 2030);
    expect((await w.admin('GET', `${B}/period/${p.id}`)).body.data).toMatchObject({ id: p.id, year: 2030, issue: 1 });
    expect((await w.admin('GET', `${B}/period/${q.id}`)).body).toEqual(MISSING);
    expect((await w.admin('GET', `${B}/period/999999`)).body).toEqual(MISSING);
    expect((await w.anon('GET', `${B}/period/${p.id}`)).body).toEqual(EXPIRED);
    expect((await w.admin('PUT', `${B}/period`, { id: q.id, year: 2031, issue: 2 })).body).toEqual(FORBIDDEN);
    expect((await periodRow(w, q.id)).year).toBe(2030);
    // The editor may update issues of the journal assigned to them.
    expect((await w.editor('PUT', `${B}/period`, { id: q.id, year: 2030, issue: 3 })).body).toMatchObject({ code: 200, data: { issue: 3 } });
    expect((await periodRow(w, q.id)).issue).toBe(3);

    const saved = await w.admin('PUT', `${B}/period`, { id: p.id, year: 2030, issue: 4, sort: 5 });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功', data: { issue: 4, sort: 5, publishDate: '2030-01-20' } });
    expect((await w.admin('PUT', `${B}/period`, { id: p.id, year: 2030, issue: 'x' })).body).toEqual({ code: 400, msg: '期号必须是1到999之间的整数' });
  });

  it('a new year re-indexes the issue’s articles', async () => {
    const a = await periodWithArticles(w, w.alsoMine.id);
    const p = await periodRow(w, a.periodId);
    const res = await w.admin('PUT', `${B}/period`, { id: p.id, year: 2099, issue: 77 });
    expect(res.body.code).toBe(200);
    expect((await articleDoc(w, a.id))?.year).toBe(2099);
  });

  it('deletes an empty issue; refuses one with articles (Chinese message, row kept); editors may not delete', async () => {
    const withArticles = await periodWithArticles(w, w.mine.id);
    expect((await w.admin('DELETE', `${B}/period/${withArticles.periodId}`)).body).toEqual({ code: 400, msg: '该期次下还有文章，不能删除' });
    expect(await periodRow(w, withArticles.periodId)).toBeTruthy();
    const [q] = (await periodsOf(w.theirs.id)).filter((r) => r.year === 2030);
    expect((await w.editor('DELETE', `${B}/period/${q.id}`)).body).toEqual(FORBIDDEN);
    expect((await w.admin('DELETE', `${B}/period/${q.id}`)).body).toEqual(FORBIDDEN);
    expect(await periodRow(w, q.id)).toBeTruthy();
    expect((await w.other('DELETE', `${B}/period/${q.id}`)).body).toEqual({ code: 200, msg: '删除成功' });
    expect(await periodRow(w, q.id)).toBeUndefined();
  });
});

describe('the portal’s edit permission (编辑权限 bar)', () => {
  it('answers for the signed-in member and this journal only', async () => {
    expect((await w.anon('GET', `${B}/editPermission/${w.mine.id}`)).body).toEqual(EXPIRED);
    expect((await w.admin('GET', `${B}/editPermission/${w.mine.id}`)).body.data).toEqual({ journalId: w.mine.id, canEdit: true, periods: true, columns: true, articles: true });
    expect((await w.admin('GET', `${B}/editPermission/${w.theirs.id}`)).body.data).toMatchObject({ canEdit: false });
    expect((await w.editor('GET', `${B}/editPermission/${w.theirs.id}`)).body.data).toMatchObject({ canEdit: true, periods: true });
    expect((await w.member('GET', `${B}/editPermission/${w.mine.id}`)).body.data).toMatchObject({ canEdit: false });
    expect((await w.member('GET', `${B}/editPermission/0`)).body).toEqual({ code: 400, msg: '期刊编号必须是正整数' });
  });
});

describe('adding and deleting a journal (the platform admin’s alone)', () => {
  const NEW = { name: '江南文史研究', journalType: 3, issn: '2096-1189', cn: '33-1420/C', sponsor: '浙江省社会科学院', frequency: '双月刊', provinceId: 330000, isCore: true, issuePriceFen: 2400 };

  it('adds a journal that the public list then shows, with an audit entry; journal roles and members get 403', async () => {
    expect((await w.admin('POST', `${B}/mine`, NEW)).body).toEqual(FORBIDDEN);
    expect((await w.member('POST', `${B}/mine`, NEW)).body).toEqual(FORBIDDEN);
    expect((await w.anon('POST', `${B}/mine`, NEW)).body).toEqual(EXPIRED);
    expect((await w.platform('POST', `${B}/mine`, { ...NEW, journalType: '' })).body).toEqual({ code: 400, msg: '请选择学科分类' });
    expect((await w.platform('POST', `${B}/mine`, { ...NEW, name: ' ' })).body).toEqual({ code: 400, msg: '请输入刊名' });
    const created = await w.platform('POST', `${B}/mine`, NEW);
    expect(created.body).toMatchObject({ code: 200, msg: '新增成功' });
    const id = (created.body.data as { id: number }).id;
    const [row] = await w.db.select().from(journals).where(eq(journals.id, id));
    expect(row).toMatchObject({ name: '江南文史研究', provinceId: 330000, isCore: true, issuePriceFen: 2400 });
    const detail = await w.anon('GET', `/exhibition/journal/details/${id}`);
    expect(detail.body.data).toMatchObject({ id, name: '江南文史研究' });
    const [audit] = await w.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'managedJournals'), eq(contentAudits.entityId, id)));
    expect(audit).toMatchObject({ action: 'create', title: '江南文史研究', before: null });
  });

  it('deletes an empty journal; one with issues is refused with nothing deleted', async () => {
    expect((await w.platform('DELETE', `${B}/mine/${w.mine.id}`)).body).toEqual({ code: 400, msg: '该期刊下还有期次，请先删除期次后再删除期刊' });
    expect(await w.db.select({ id: journals.id }).from(journals).where(eq(journals.id, w.mine.id))).toHaveLength(1);
    const id = ((await w.platform('POST', `${B}/mine`, { ...NEW, name: '待删除的期刊' })).body.data as { id: number }).id;
    expect((await w.admin('DELETE', `${B}/mine/${id}`)).body).toEqual(FORBIDDEN);
    expect((await w.platform('DELETE', `${B}/mine/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await w.db.select({ id: journals.id }).from(journals).where(eq(journals.id, id))).toHaveLength(0);
    expect((await w.platform('DELETE', `${B}/mine/${id}`)).body).toEqual({ code: 404, msg: '期刊不存在' });
    const audits = await w.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'managedJournals'), eq(contentAudits.entityId, id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });
});
