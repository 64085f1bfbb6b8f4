import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../../src/resources';
import type { ResourceSpec } from '../../../src/resources/define';
import { WORKBENCH_CALL, type Workbench, type WorkbenchCount } from '../../../src/shared/workbench';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { articles, contentAudits, journalManagers, members, studioMembers, studios } from '../../db/schema';
import { call, EXPIRED, orgSignIn } from '../organization/testing';

let t: TestApp;
const tokens: Record<string, string> = {};
const specs = resourceList as unknown as ResourceSpec[];

const idOf = async (username: string) => (await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;

async function workbenchOf(username: string): Promise<Workbench> {
  const res = await call(t.app, tokens[username]!, WORKBENCH_CALL.method, WORKBENCH_CALL.path);
  expect(res.status).toBe(200);
  return res.body.data as Workbench;
}

/** The total the linked admin list answers: its (management) list call with the filter in the link. */
async function listTotal(username: string, c: WorkbenchCount): Promise<number> {
  const url = new URL(c.path, 'http://x');
  const name = url.pathname.replace('/admin/', '');
  const spec = specs.find((s) => s.name === name)!;
  const listCall = spec.calls.manageList ?? spec.calls.list!;
  const params: Record<string, unknown> = { pageNum: 1, pageSize: 10 };
  for (let i = 0; url.searchParams.has(`filters[${i}][field]`); i++) params[url.searchParams.get(`filters[${i}][field]`)!] = url.searchParams.get(`filters[${i}][value]`);
  const res = await call(t.app, tokens[username]!, listCall.method, listCall.path, params);
  expect(res.body.code, `${username} ${c.path}: ${res.body.msg}`).toBe(200);
  return res.body.total!;
}

async function expectCountsMatchLists(username: string, wb: Workbench) {
  for (const c of [...wb.queues, ...wb.totals]) expect({ key: c.key, count: c.count }).toEqual({ key: c.key, count: await listTotal(username, c) });
}

const keys = (list: WorkbenchCount[]) => list.map((c) => c.key);

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.database.db;
  // Something in every queue: an article in review in demo_journal's journal and one in a journal it
  // does not manage, a studio applicant for demo_studio and one for another studio.
  const journalMember = await idOf('demo_journal');
  const own = (await db.select({ id: journalManagers.journalId }).from(journalManagers).where(eq(journalManagers.memberId, journalMember))).map((r) => r.id);
  const [mine] = await db.select({ id: articles.id }).from(articles).where(inArray(articles.journalId, own)).orderBy(asc(articles.id)).limit(1);
  const [theirs] = await db.select({ id: articles.id }).from(articles).where(notInArray(articles.journalId, own)).orderBy(asc(articles.id)).limit(1);
  await db.update(articles).set({ articleStatus: 1 }).where(inArray(articles.id, [mine!.id, theirs!.id]));
  const studioManager = await idOf('demo_studio');
  const [ownStudio] = await db.select({ id: studios.id }).from(studios).where(eq(studios.managerId, studioManager));
  const [otherStudio] = await db.select({ id: studios.id }).from(studios).where(and(eq(studios.id, ownStudio!.id + 1)));
  const applicant = await idOf('demo_member');
  for (const studioId of [ownStudio!.id, otherStudio!.id]) {
    await db.insert(studioMembers).values({ studioId, memberId: applicant, applyStatus: 1, reason: '想加入工作室' }).onConflictDoUpdate({ target: [studioMembers.studioId, studioMembers.memberId], set: { applyStatus: 1 } });
  }
  // A change by demo_journal and one by someone else: each sees only its own in 最近变更.
  await db.insert(contentAudits).values([
    { memberId: journalMember, memberName: '王静', action: 'update', entity: 'managedArticles', entityId: mine!.id, title: '工作台测试：编辑的修改' },
    { memberId: applicant, memberName: '李明', action: 'create', entity: 'books', entityId: 1, title: '工作台测试：他人的修改' },
  ]);
  for (const u of ['admin', 'demo_journal', 'demo_jeditor', 'demo_studio', 'demo_writer', 'demo_member']) tokens[u] = await signIn(t.app, u);
  tokens.demo_org = await orgSignIn(t.app, 'demo_org');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /manage/workbench', () => {
  it('answers 401 signed out', async () => {
    const res = await call(t.app, null, WORKBENCH_CALL.method, WORKBENCH_CALL.path);
    expect(res.body).toEqual(EXPIRED);
  });

  it('gives the platform admin every queue and total, each count equal to the rows its linked list shows', async () => {
    const wb = await workbenchOf('admin');
    expect(keys(wb.queues)).toEqual(['roleApplications', 'worksReview', 'copyrightReview', 'platformIssues', 'articlesInReview', 'studioApplicants']);
    expect(wb.queues.map((q) => q.label)).toEqual(['待审核的角色申请', '待审核的作品', '待审核的版权登记', '待处理的问题反馈', '待审核的文章', '待处理的成员申请']);
    expect(wb.queues.find((q) => q.key === 'articlesInReview')!.path).toBe('/admin/managedArticles?filters%5B0%5D%5Bfield%5D=articleStatus&filters%5B0%5D%5Boperator%5D=eq&filters%5B0%5D%5Bvalue%5D=1');
    expect(wb.queues.find((q) => q.key === 'articlesInReview')!.count).toBeGreaterThanOrEqual(2);
    expect(wb.queues.find((q) => q.key === 'studioApplicants')!.count).toBeGreaterThanOrEqual(2);
    expect(keys(wb.totals)).toEqual(['journals', 'articles', 'studioMembers', 'studioInfos']);
    await expectCountsMatchLists('admin', wb);
    // Every change, newest first, with Chinese labels.
    expect(wb.recent.length).toBeLessThanOrEqual(10);
    expect(wb.recent.map((r) => r.title)).toEqual(expect.arrayContaining(['工作台测试：编辑的修改', '工作台测试：他人的修改']));
    expect(wb.recent.find((r) => r.title === '工作台测试：他人的修改')).toMatchObject({ actionLabel: '新增', entityLabel: '图书', memberName: '李明' });
  });

  it('gives a journal administrator only its journals: the article in review elsewhere is not counted', async () => {
    const wb = await workbenchOf('demo_journal');
    expect(keys(wb.queues)).toEqual(['articlesInReview']);
    expect(wb.queues[0]!.count).toBeGreaterThanOrEqual(1);
    const admin = await workbenchOf('admin');
    expect(wb.queues[0]!.count).toBeLessThan(admin.queues.find((q) => q.key === 'articlesInReview')!.count);
    expect(keys(wb.totals)).toEqual(['journals', 'articles']);
    await expectCountsMatchLists('demo_journal', wb);
    expect(wb.recent.map((r) => r.title)).toEqual(['工作台测试：编辑的修改']);
    expect(wb.recent[0]).toMatchObject({ actionLabel: '修改', entityLabel: '文章管理', memberName: '王静' });
  });

  it('gives a journal editor its journals’ articles in review but no journal total (it edits issues, not journals)', async () => {
    const wb = await workbenchOf('demo_jeditor');
    expect(keys(wb.totals)).not.toContain('journals');
    await expectCountsMatchLists('demo_jeditor', wb);
  });

  it('gives a studio manager its own studio’s applicants, not another studio’s', async () => {
    const wb = await workbenchOf('demo_studio');
    expect(keys(wb.queues)).toEqual(['studioApplicants']);
    expect(wb.queues[0]).toMatchObject({ label: '待处理的成员申请', count: 1 });
    expect(keys(wb.totals)).toEqual(['studioMembers', 'studioInfos']);
    await expectCountsMatchLists('demo_studio', wb);
    expect(wb.recent).toEqual([]);
  });

  it.each(['demo_writer', 'demo_org', 'demo_member'])('gives %s nothing to review and no totals', async (username) => {
    const wb = await workbenchOf(username);
    expect(wb).toEqual({ queues: [], totals: [], recent: username === 'demo_member' ? [expect.objectContaining({ title: '工作台测试：他人的修改' })] : [] });
  });
});
