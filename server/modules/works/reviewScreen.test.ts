import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manageWorld } from '../../../tests/helpers/manageWorld';
import { signIn } from '../../../tests/helpers/auth';
import { members, works, writerProfiles } from '../../db/schema';

// Issue 35 item 6: 作品审核 with the whole work — text, file, writer's name (never the member id
// alone), the remark trail, the writer's history with passed/refused counts, the full-text PDF.
const { w, call } = manageWorld();
const db = () => w.t.database.db;
const V2 = '/api/w_rl/wkapi/v2/platform/works';

let uid: number;
let penName: string;
let writer: string;
let pending: number;
let passed: number;
let refused: number;
beforeAll(async () => {
  writer = await signIn(w.t.app, 'demo_writer');
  [{ id: uid }] = await db().select({ id: members.id }).from(members).where(eq(members.username, 'demo_writer'));
  const [profile] = await db().select({ penName: writerProfiles.penName }).from(writerProfiles).where(eq(writerProfiles.ownerId, uid));
  const [me] = await db().select({ mname: members.mname }).from(members).where(eq(members.id, uid));
  penName = profile?.penName || me.mname || '';
  const rows = await db()
    .insert(works)
    .values([
      { uid, title: '审核屏 待审', worksStatus: 1, summary: '一段简介', body: '第一章\n山雨欲来。', freeBlock: '第一章', fileUrl: 'https://example.com/manuscript.docx', price: 800 },
      { uid, title: '审核屏 已通过', worksStatus: 1 },
      { uid, title: '审核屏 已驳回', worksStatus: 1 },
    ])
    .returning({ id: works.id });
  [pending, passed, refused] = rows.map((r) => r.id);
  expect((await call('POST', `${V2}/review/batch`, w.admin, { ids: [passed], decision: 'approve' })).json().code).toBe(200);
  expect((await call('POST', `${V2}/review/batch`, w.admin, { ids: [refused], decision: 'reject', remark: '题材重复' })).json().code).toBe(200);
});

describe('GET …/works/review/detail', () => {
  it('the whole work with the writer’s name and the remark trail, for the platform admin', async () => {
    const res = (await call('GET', `${V2}/review/detail?id=${pending}`, w.admin)).json();
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ id: pending, title: '审核屏 待审', body: '第一章\n山雨欲来。', freeBlock: '第一章', fileUrl: 'https://example.com/manuscript.docx', summary: '一段简介', worksStatus: 1 });
    expect(res.data.writer).toEqual({ uid, name: penName, writerId: expect.anything() });
    expect(res.data.authorName).toBe(penName);
    expect(penName).not.toBe('');
    const reviewed = (await call('GET', `${V2}/review/detail?id=${refused}`, w.admin)).json().data;
    expect(reviewed.remarks.at(-1)).toMatchObject({ fromStatus: 1, status: 3, remark: '题材重复' });
  });

  it('refuses the writer and the anonymous; a missing work is 404 记录不存在', async () => {
    expect((await call('GET', `${V2}/review/detail?id=${pending}`, writer)).json()).toEqual({ code: 403, msg: '没有权限执行该操作' });
    expect((await call('GET', `${V2}/review/detail?id=${pending}`)).json().code).toBe(401);
    expect((await call('GET', `${V2}/review/detail?id=99999999`, w.admin)).json()).toEqual({ code: 404, msg: '记录不存在' });
    expect((await call('GET', `${V2}/review/detail?id=abc`, w.admin)).json()).toEqual({ code: 400, msg: '作品编号不正确' });
  });
});

describe('GET …/works/review/writer', () => {
  it('the writer’s other works with outcomes and last remarks, and the passed/refused counts', async () => {
    const res = (await call('GET', `${V2}/review/writer?uid=${uid}&exceptId=${pending}`, w.admin)).json();
    expect(res.code).toBe(200);
    const all = await db().select({ s: works.worksStatus }).from(works).where(eq(works.uid, uid));
    expect(res.data).toMatchObject({ writer: { uid, name: penName }, passed: all.filter((r) => r.s === 2).length, refused: all.filter((r) => r.s === 3).length, total: all.length });
    expect(res.data.refused).toBeGreaterThanOrEqual(1);
    const listed = new Map(res.data.works.map((r: { id: number }) => [r.id, r]));
    expect(listed.has(pending)).toBe(false);
    expect(listed.get(refused)).toMatchObject({ title: '审核屏 已驳回', worksStatus: 3, remark: '题材重复' });
    expect(listed.get(passed)).toMatchObject({ worksStatus: 2, remark: '审核通过' });
    expect((await call('GET', `${V2}/review/writer?uid=${uid}`, writer)).json().code).toBe(403);
    expect((await call('GET', `${V2}/review/writer?uid=99999999`, w.admin)).json()).toEqual({ code: 404, msg: '记录不存在' });
  });
});

describe('GET …/works/downWorks for the reviewer', () => {
  it('the platform reviewer downloads a work awaiting review as a PDF; another member still gets 404', async () => {
    const res = await call('GET', `${V2}/downWorks?id=${pending}`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `${V2}/downWorks?id=${pending}`, w.member)).json().code).toBe(404);
    const stillPending = await db().select({ s: works.worksStatus }).from(works).where(inArray(works.id, [pending]));
    expect(stillPending[0].s).toBe(1);
  });
});
