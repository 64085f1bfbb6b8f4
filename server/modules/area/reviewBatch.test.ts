import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manageWorld } from '../../../tests/helpers/manageWorld';
import { signIn } from '../../../tests/helpers/auth';
import { contentAudits, copyrightApplies, copyrightRemarks, members, roleApplications, works, worksRemarks } from '../../db/schema';

// Issue 35 item 5: 批量审核 — 通过/驳回 of a selection with one remark, one transaction with a
// savepoint per row, each row checked as its single 审核 checks it, one 操作日志 entry per row.
const { w, call } = manageWorld();
const db = () => w.t.database.db;
const V2 = '/api/w_rl/wkapi/v2/platform/works';
const ROLE = '/api/w_rl/wkapi/v1/platform/roleApply';
const COPYRIGHT = '/api/show/custom/copyright';

let writerId: number;
let memberId: number;
let writer: string;
beforeAll(async () => {
  writer = await signIn(w.t.app, 'demo_writer');
  const ids = await db().select({ id: members.id, username: members.username }).from(members).where(inArray(members.username, ['demo_writer', 'demo_member']));
  writerId = ids.find((m) => m.username === 'demo_writer')!.id;
  memberId = ids.find((m) => m.username === 'demo_member')!.id;
});

/** Works awaiting a human (1), as the cloud review leaves them. */
const awaitingWorks = async (...titles: string[]) =>
  (await db().insert(works).values(titles.map((title) => ({ uid: writerId, title, worksStatus: 1, body: `${title}的正文` }))).returning({ id: works.id })).map((r) => r.id);
const auditsOf = (entity: string, ids: number[]) =>
  db().select().from(contentAudits).where(and(eq(contentAudits.entity, entity), inArray(contentAudits.entityId, ids)));

describe('作品审核 批量通过/驳回', () => {
  it('通过 several works with one remark: each passed, one remark row and one log entry each', async () => {
    const ids = await awaitingWorks('批量审核 甲', '批量审核 乙');
    const res = (await call('POST', `${V2}/review/batch`, w.admin, { ids, decision: 'approve', remark: '文字干净' })).json();
    expect(res).toEqual({ code: 200, msg: '成功 2 条，失败 0 条', data: { succeeded: ids, failed: [] } });
    const rows = await db().select({ id: works.id, s: works.worksStatus }).from(works).where(inArray(works.id, ids));
    expect(rows.every((r) => r.s === 2)).toBe(true);
    const remarks = await db().select().from(worksRemarks).where(inArray(worksRemarks.worksId, ids));
    expect(remarks.map((r) => [r.fromStatus, r.status, r.remark])).toEqual([[1, 2, '文字干净'], [1, 2, '文字干净']]);
    const audits = await auditsOf('worksReview', ids);
    expect(audits.map((a) => [a.action, a.title, a.memberName]).sort()).toEqual([['approve', '批量审核 乙', expect.any(String)], ['approve', '批量审核 甲', expect.any(String)]].sort());
    expect(audits[0].after).toMatchObject({ worksStatus: 2, remark: '文字干净' });
  });

  it('a row already reviewed fails with the single call’s message; the others are still rejected', async () => {
    const [done, fresh] = await awaitingWorks('批量审核 已审', '批量审核 待审');
    expect((await call('POST', `${V2}/review`, w.admin, { id: done, worksStatus: 2 })).json().code).toBe(200);
    const single = (await call('POST', `${V2}/review`, w.admin, { id: done, worksStatus: 3, remark: '再审' })).json();
    const res = (await call('POST', `${V2}/review/batch`, w.admin, { ids: [done, fresh, 99_999_999], decision: 'reject', remark: '情节雷同' })).json();
    expect(res.msg).toBe('成功 1 条，失败 2 条');
    expect(res.data).toEqual({ succeeded: [fresh], failed: [{ id: done, msg: single.msg }, { id: 99_999_999, msg: '记录不存在' }] });
    expect(single).toEqual({ code: 400, msg: '只能审核待人工审核的作品' });
    const rows = await db().select({ id: works.id, s: works.worksStatus }).from(works).where(inArray(works.id, [done, fresh]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.s]))).toEqual({ [done]: 2, [fresh]: 3 });
    // The refused row keeps only its single review's entry; the rejected one has its own.
    expect((await auditsOf('worksReview', [done])).map((a) => a.action)).toEqual(['approve']);
    expect((await auditsOf('worksReview', [fresh])).map((a) => a.action)).toEqual(['reject']);
  });

  it('驳回 without a remark, bad decisions and bad ids are 400 in Chinese and change nothing', async () => {
    const [id] = await awaitingWorks('批量审核 坏请求');
    expect((await call('POST', `${V2}/review/batch`, w.admin, { ids: [id], decision: 'reject' })).json()).toEqual({ code: 400, msg: '驳回时请填写审核意见' });
    expect((await call('POST', `${V2}/review/batch`, w.admin, { ids: [id], decision: 'reject', remark: '   ' })).json()).toEqual({ code: 400, msg: '驳回时请填写审核意见' });
    expect((await call('POST', `${V2}/review/batch`, w.admin, { ids: [id], decision: 'maybe' })).json()).toEqual({ code: 400, msg: '审核结果只能是通过或驳回' });
    expect((await call('POST', `${V2}/review/batch`, w.admin, { ids: [], decision: 'approve' })).json()).toEqual({ code: 400, msg: '请选择要操作的记录' });
    expect((await call('POST', `${V2}/review/batch`, w.admin, { ids: [id], decision: 'approve', remark: '长'.repeat(201) })).json()).toEqual({ code: 400, msg: '审核意见不能超过200个字' });
    const [row] = await db().select({ s: works.worksStatus }).from(works).where(eq(works.id, id));
    expect(row.s).toBe(1);
    expect(await auditsOf('worksReview', [id])).toEqual([]);
  });

  it('refuses the whole batch to a caller the single 审核 refuses (403), and the anonymous (401)', async () => {
    const [id] = await awaitingWorks('批量审核 无权');
    expect((await call('POST', `${V2}/review/batch`, writer, { ids: [id], decision: 'approve' })).json()).toEqual({ code: 403, msg: '没有权限执行该操作' });
    expect((await call('POST', `${V2}/review/batch`, undefined, { ids: [id], decision: 'approve' })).json().code).toBe(401);
    const [row] = await db().select({ s: works.worksStatus }).from(works).where(eq(works.id, id));
    expect(row.s).toBe(1);
  });
});

describe('角色申请审核 and 版权登记审核 批量', () => {
  it('驳回 two role applications with one remark; an already reviewed one fails with the single call’s message', async () => {
    const rows = await db()
      .insert(roleApplications)
      .values([1, 1, 2].map((status) => ({ memberId, kind: 'writer', roleKey: 'foreWriter', status, form: { realName: '李明' } })))
      .returning({ id: roleApplications.id });
    const ids = rows.map((r) => r.id);
    const res = (await call('POST', `${ROLE}/review/batch`, w.admin, { ids, decision: 'reject', remark: '材料不全' })).json();
    expect(res).toEqual({ code: 200, msg: '成功 2 条，失败 1 条', data: { succeeded: ids.slice(0, 2), failed: [{ id: ids[2], msg: '该申请已审核，请勿重复操作' }] } });
    const after = await db().select({ id: roleApplications.id, status: roleApplications.status }).from(roleApplications).where(inArray(roleApplications.id, ids));
    expect(Object.fromEntries(after.map((r) => [r.id, r.status]))).toEqual({ [ids[0]]: 4, [ids[1]]: 4, [ids[2]]: 2 });
    expect((await auditsOf('roleApplications', ids)).map((a) => [a.entityId, a.action, a.title]).sort()).toEqual([[ids[0], 'reject', '作家'], [ids[1], 'reject', '作家']]);
    expect((await call('POST', `${ROLE}/review/batch`, await signIn(w.t.app, 'demo_org'), { ids, decision: 'approve' })).json()).toEqual({ code: 403, msg: '没有权限执行该操作' });
  });

  it('通过 submitted copyright applications: each gets its registration number, remark row and log entry', async () => {
    const rows = await db()
      .insert(copyrightApplies)
      .values(['批量登记 甲', '批量登记 乙'].map((title) => ({ memberId, title, category: 'A', status: 1, step: 6 })))
      .returning({ id: copyrightApplies.id });
    const ids = rows.map((r) => r.id);
    const draft = (await db().insert(copyrightApplies).values({ memberId, title: '批量登记 草稿', category: 'A', status: 0 }).returning({ id: copyrightApplies.id }))[0].id;
    const res = (await call('POST', `${COPYRIGHT}/review/batch`, w.admin, { ids: [...ids, draft], decision: 'approve' })).json();
    expect(res).toEqual({ code: 200, msg: '成功 2 条，失败 1 条', data: { succeeded: ids, failed: [{ id: draft, msg: '只能审核待审核的申请' }] } });
    const after = await db().select().from(copyrightApplies).where(inArray(copyrightApplies.id, ids));
    expect(after.every((a) => a.status === 2 && /^国作登字-\d{4}-A-\d{8}$/.test(a.registrationNo ?? ''))).toBe(true);
    expect(await db().select().from(copyrightRemarks).where(inArray(copyrightRemarks.applyId, ids))).toHaveLength(2);
    expect((await auditsOf('copyrightReview', [...ids, draft])).map((a) => a.action)).toEqual(['approve', 'approve']);
  });
});
