import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { codeHolderCookie, signIn } from '../../../tests/helpers/auth';
import { DATA_CALLS, STUDIO_CALLS as C, VIDEO_CALLS } from '../../../src/resources/studios';
import { apiUrl } from '../../../src/shared/apiPath';
import { studioFileCodes, studioData, studioMembers, studios } from '../../db/schema';
import { CODE_OTHER_HOLDER_MSG } from '../fileLicense/codeHolder';
import { caller, EXPIRED, FORBIDDEN } from '../organization/testing';
import { parseRange } from '../../http/byteRange';
import { mp4Container, mp4Duration } from './fileKinds';

let t: TestApp;
let app: FastifyInstance;
let manager: ReturnType<typeof caller>;
let stmember: ReturnType<typeof caller>;
let teacher: ReturnType<typeof caller>;
let member: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;
let anon: ReturnType<typeof caller>;
let tokens: Record<string, string>;
let studioId: number;
let otherStudioId: number;

const path = (p: { path: string }, params: Record<string, string | number> = {}) => p.path.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

/** Uploads bytes as `name` to the studio upload call. */
async function upload(token: string | null, kind: string, name: string, data: Buffer) {
  const boundary = '----studio' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await app.inject({ method: 'POST', url: `${apiUrl(C.upload.path)}?kind=${kind}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: token } : {}) }, payload: body });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  tokens = Object.fromEntries(await Promise.all(['demo_studio', 'demo_stmember', 'demo_teacher', 'demo_member', 'admin'].map(async (u) => [u, await signIn(app, u)] as const)));
  manager = caller(app, tokens.demo_studio);
  stmember = caller(app, tokens.demo_stmember);
  teacher = caller(app, tokens.demo_teacher);
  member = caller(app, tokens.demo_member);
  admin = caller(app, tokens.admin);
  anon = caller(app, null);
  const all = await t.database.db.select().from(studios);
  studioId = all.find((s) => s.name === '赵磊初中语文名师工作室')!.id;
  otherStudioId = all.find((s) => s.name === '林慧小学数学名师工作室')!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('directory and studio home (public)', () => {
  it('lists studios paged, filters by studioType, refuses an unknown type and sort', async () => {
    const all = await anon('GET', C.list.path);
    expect(all.body).toMatchObject({ code: 200, total: 4 });
    expect(all.body.rows![0]).toMatchObject({ name: '赵磊初中语文名师工作室', studioType: 1, memberCount: 2 });
    const classTeachers = await anon('GET', C.list.path, { studioType: 2 });
    expect(classTeachers.body.rows!.map((r: { name: string }) => r.name)).toEqual(['何敏名班主任工作室']);
    expect((await anon('GET', C.list.path, { studioType: 9 })).body).toEqual({ code: 400, msg: '工作室类型不正确' });
    expect((await anon('GET', C.list.path, { orderByColumn: 'managerId' })).body.code).toBe(400);
  });

  it('a studio home: profile, manager, members, counts; info by type, detail; documents and videos with h:mm:ss', async () => {
    const home = await anon('GET', path(C.one, { id: studioId }));
    expect(home.body.data).toMatchObject({ name: '赵磊初中语文名师工作室', managerName: '赵磊', counts: { data: 4, videos: 2, infos: 4 } });
    expect(home.body.data.members.map((m: { mname: string }) => m.mname)).toEqual(['孙悦', '朱清华']);
    expect((await anon('GET', path(C.one, { id: 99999 }))).body).toEqual({ code: 404, msg: '工作室不存在' });
    const groups = (await anon('GET', C.infoListOfType.path, { studioId })).body.data;
    expect(groups.map((g: { typeName: string; rows: unknown[] }) => [g.typeName, g.rows.length])).toEqual([['工作室动态', 1], ['教研文章', 1], ['通知公告', 1], ['成果展示', 1]]);
    const news = await anon('GET', C.infoList.path, { studioId, infoType: 1 });
    expect(news.body.rows![0]).toMatchObject({ title: '工作室举行“整本书阅读”专题研讨活动', hasAnnex: true, studioName: '赵磊初中语文名师工作室' });
    expect(news.body.rows![0].annexFile).toBeDefined();
    const detail = await anon('GET', path(C.infoDetail, { id: news.body.rows![0].id }));
    expect(detail.body.data.content).toContain('朝花夕拾');
    const docs = await anon('GET', DATA_CALLS.list.path, { studioId });
    expect(docs.body.total).toBe(4);
    expect(docs.body.rows![0]).not.toHaveProperty('fileName');
    expect((await anon('GET', DATA_CALLS.list.path, {})).body).toEqual({ code: 400, msg: '请选择工作室' });
    const videos = await anon('GET', VIDEO_CALLS.list.path, { studioId });
    expect(videos.body.rows!.map((v: { durationText: string }) => v.durationText)).toEqual(['0:00:20', '0:00:20']);
    const latest = await anon('GET', VIDEO_CALLS.list2.path);
    expect(latest.body.total).toBe(5);
    expect((await anon('GET', path(DATA_CALLS.details, { id: docs.body.rows![0].id }))).body.data).toMatchObject({ title: '《背影》教学设计（第一课时）', authorName: '赵磊' });
  });
});

describe('members: apply, agree, close, sort, delete, list', () => {
  it('anonymous 401; a plain member may not apply; a teacher applies once; only the manager handles it', async () => {
    expect((await anon('POST', C.memberAddApply.path, { studioId, reason: '想加入' })).body).toEqual(EXPIRED);
    expect((await anon('GET', C.memberList.path)).body).toEqual(EXPIRED);
    expect((await member('POST', C.memberAddApply.path, { studioId, reason: '想加入' })).body).toEqual({ code: 403, msg: '仅教师可以申请加入工作室，请先申请教师角色' });
    expect((await teacher('POST', C.memberAddApply.path, { studioId })).body).toEqual({ code: 400, msg: '请填写申请理由' });
    const applied = await teacher('POST', C.memberAddApply.path, { studioId, reason: '希望参与整本书阅读课题研究' });
    expect(applied.body).toMatchObject({ code: 200, msg: '已提交申请，请等待工作室管理员审核', data: { applyStatus: 1 } });
    expect((await teacher('POST', C.memberAddApply.path, { studioId, reason: '再次申请' })).body).toEqual({ code: 400, msg: '您已提交申请，请等待审核' });
    const id = applied.body.data.id;
    for (const other of [teacher, member, stmember]) expect((await other('POST', C.memberAgree.path, { id })).body).toEqual(FORBIDDEN);
    // Another studio's manager: signed in as studio_linhui.
    const lin = caller(app, await signIn(app, 'studio_linhui'));
    expect((await lin('POST', C.memberAgree.path, { id })).body).toEqual(FORBIDDEN);
    expect((await lin('GET', C.memberList.path)).body.rows!.map((r: { id: number }) => r.id)).not.toContain(id);
    const list = await manager('GET', C.memberList.path, { applyStatus: 1 });
    expect(list.body.rows!.find((r: { id: number }) => r.id === id)).toMatchObject({ mname: '杨帆', reason: '希望参与整本书阅读课题研究', applyStatus: 1 });
    expect((await manager('POST', C.memberAgree.path, { id })).body).toMatchObject({ code: 200, msg: '已同意加入', data: { applyStatus: 2 } });
    expect((await manager('POST', C.memberAgree.path, { id })).body).toEqual({ code: 400, msg: '只能处理申请中的记录' });
    expect((await manager('POST', C.memberClose.path, { id })).body).toEqual({ code: 400, msg: '只能处理申请中的记录' });
    // The teacher now holds the studio member role.
    const roles = (await teacher('GET', '/auth/wkapi/v1/platform/roleList')).body.data as Array<{ partyRoleKey: string }>;
    expect(roles.map((r) => r.partyRoleKey)).toContain('foreStudioMember');
    expect((await teacher('POST', C.memberAddApply.path, { studioId, reason: '又一次' })).body).toEqual({ code: 400, msg: '您已是该工作室成员' });
    // Sort, and the admin may too; a foreign member may not.
    expect((await manager('PUT', C.memberSort.path, { id, sort: 9 })).body).toMatchObject({ code: 200, msg: '排序已保存' });
    expect((await member('PUT', C.memberSort.path, { id, sort: 1 })).body).toEqual(FORBIDDEN);
    expect((await admin('PUT', C.memberSort.path, { list: [{ id, sort: 3 }] })).body.code).toBe(200);
    const [row] = await t.database.db.select().from(studioMembers).where(eq(studioMembers.id, id));
    expect(row.sort).toBe(3);
  });

  it('closeApply refuses an application; the applicant may ask again; delete removes a member', async () => {
    const famousToken = await signIn(app, 'demo_famous');
    void famousToken;
    const lin = caller(app, await signIn(app, 'studio_linhui'));
    const applied = await stmember('POST', C.memberAddApply.path, { studioId: otherStudioId, reason: '学习小学数学作业设计' });
    const id = applied.body.data.id;
    expect((await manager('POST', C.memberClose.path, { id })).body).toEqual(FORBIDDEN);
    expect((await lin('POST', C.memberClose.path, { id, remark: '本期名额已满' })).body).toMatchObject({ code: 200, msg: '已关闭申请', data: { applyStatus: 3 } });
    expect((await stmember('GET', C.memberMine.path)).body.data.find((m: { id: number }) => m.id === id)).toMatchObject({ applyStatus: 3, remark: '本期名额已满' });
    expect((await stmember('POST', C.memberAddApply.path, { studioId: otherStudioId, reason: '下一期再申请' })).body.data).toEqual({ id, applyStatus: 1 });
    expect((await stmember('DELETE', path(C.memberDelete, { id }))).body).toEqual(FORBIDDEN);
    expect((await lin('DELETE', path(C.memberDelete, { id }))).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await t.database.db.select().from(studioMembers).where(eq(studioMembers.id, id))).toEqual([]);
  });
});

describe('info, documents, videos: who may write', () => {
  it('info v1, v2 and /custom: the manager of the studio and the admin; members, others and anonymous refused', async () => {
    const body = { infoType: 3, title: '寒假读书打卡活动通知', content: '请各位成员在寒假期间组织学生读书打卡。' };
    expect((await anon('POST', C.infoV2Add.path, body)).body).toEqual(EXPIRED);
    for (const who of [stmember, member, teacher]) expect((await who('POST', C.infoV2Add.path, body)).body, 'non-manager').toEqual(FORBIDDEN);
    expect((await manager('POST', C.infoV2Add.path, { ...body, title: '' })).body).toEqual({ code: 400, msg: '请输入资讯标题' });
    const v2 = await manager('POST', C.infoV2Add.path, body);
    expect(v2.body).toMatchObject({ code: 200, msg: '添加成功' });
    const v1 = await manager('POST', C.infoV1Add.path, { ...body, title: '期末复习研讨会' });
    const custom = await manager('POST', C.infoCustomAdd.path, { ...body, title: '假期作业展评' });
    // The manager may not write into another studio; the admin may.
    expect((await manager('POST', C.infoV2Add.path, { ...body, studioId: otherStudioId })).body).toEqual(FORBIDDEN);
    expect((await admin('POST', C.infoV2Add.path, { ...body, studioId: otherStudioId })).body.code).toBe(200);
    expect((await admin('POST', C.infoV2Add.path, body)).body).toEqual({ code: 403, msg: '您还没有工作室，请先申请工作室并通过审核' });
    const mine = await manager('GET', C.infoV2List.path, { keyword: '寒假' });
    expect(mine.body.rows!.map((r: { title: string }) => r.title)).toEqual(['寒假读书打卡活动通知']);
    const lin = caller(app, await signIn(app, 'studio_linhui'));
    expect((await lin('PUT', C.infoV2Edit.path, { ...body, id: v2.body.data.id, title: '偷改' })).body).toEqual(FORBIDDEN);
    expect((await manager('PUT', C.infoV1Edit.path, { ...body, id: v2.body.data.id, title: '寒假读书打卡活动（更新）' })).body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await manager('PUT', C.infoCustomEdit.path, { ...body, id: v1.body.data.id, summary: '摘要' })).body.code).toBe(200);
    expect((await lin('DELETE', path(C.infoV2Delete, { id: v1.body.data.id }))).body).toEqual(FORBIDDEN);
    expect((await manager('DELETE', path(C.infoV1Delete, { id: v1.body.data.id }))).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await manager('DELETE', path(C.infoCustomDelete, { ids: `${v2.body.data.id},${custom.body.data.id}` }))).body.code).toBe(200);
    expect((await manager('DELETE', path(C.infoV2Delete, { id: v2.body.data.id }))).body).toEqual({ code: 404, msg: '资讯不存在' });
  });

  it('documents: the policy lets a member post into their studio and manage only their own posts', async () => {
    const file = await upload(tokens.demo_stmember, 'data', '期末复习提纲.txt', Buffer.from('期末复习提纲\n一、字音字形\n二、古诗文默写'));
    expect(file.body).toMatchObject({ code: 200, msg: '上传成功', data: { originalName: '期末复习提纲.txt' } });
    const fileName = file.body.data.fileName as string;
    expect((await upload(tokens.demo_member, 'data', 'a.txt', Buffer.from('x'))).body).toEqual(FORBIDDEN);
    expect((await upload(tokens.demo_stmember, 'data', 'evil.pdf', Buffer.from('not a pdf'))).body).toEqual({ code: 400, msg: '文件格式不正确，仅支持PDF、Word、PPT、Excel和文本文件' });
    expect((await upload(tokens.demo_stmember, 'video', 'x.mp4', Buffer.from('x'))).body).toEqual(FORBIDDEN);
    const doc = { title: '八年级期末复习提纲', fileType: 5, fileName };
    expect((await member('POST', DATA_CALLS.addList.path, doc)).body).toEqual(FORBIDDEN);
    expect((await stmember('POST', DATA_CALLS.addList.path, { ...doc, studioId: otherStudioId })).body).toEqual({ code: 403, msg: '您不是该工作室的成员，不能发布资料' });
    expect((await stmember('POST', DATA_CALLS.addList.path, { ...doc, fileName: 'data-1-000000000000000000000000.txt' })).body).toEqual({ code: 400, msg: '文件不存在，请重新上传' });
    const posted = await stmember('POST', DATA_CALLS.addList.path, doc);
    expect(posted.body).toMatchObject({ code: 200, msg: '添加成功' });
    const id = posted.body.data.id;
    const [row] = await t.database.db.select().from(studioData).where(eq(studioData.id, id));
    expect(row).toMatchObject({ studioId, title: '八年级期末复习提纲', fileSize: Buffer.byteLength('期末复习提纲\n一、字音字形\n二、古诗文默写') });
    // The member's list is their own posts; the manager's is the studio's.
    const own = await stmember('GET', DATA_CALLS.myList.path);
    expect(own.body.rows!.every((r: { authorName: string }) => r.authorName === '孙悦')).toBe(true);
    expect((await manager('GET', DATA_CALLS.myList.path)).body.total).toBe(5);
    expect((await member('GET', DATA_CALLS.myList.path)).body).toEqual(FORBIDDEN);
    // A manager's document is not the member's to sort or delete.
    const managers = (await manager('GET', DATA_CALLS.myList.path, { keyword: '背影' })).body.rows![0].id;
    expect((await stmember('DELETE', path(DATA_CALLS.remove, { id: managers }))).body).toEqual(FORBIDDEN);
    expect((await stmember('PUT', DATA_CALLS.sort.path, { id: managers, sort: 1 })).body).toEqual(FORBIDDEN);
    expect((await stmember('PUT', DATA_CALLS.sort.path, { id, sort: 7 })).body.code).toBe(200);
    expect((await manager('PUT', DATA_CALLS.sort.path, { list: [{ id, sort: 2 }, { id: managers, sort: 1 }] })).body).toMatchObject({ code: 200, msg: '排序已保存' });
    expect((await anon('DELETE', path(DATA_CALLS.remove, { id }))).body).toEqual(EXPIRED);
    expect((await stmember('DELETE', path(DATA_CALLS.remove, { id }))).body).toMatchObject({ code: 200, msg: '删除成功' });
  });

  it('videos: only the manager posts; the duration is read from the MP4 (h:mm:ss)', async () => {
    const file = await upload(tokens.demo_studio, 'video', '说课.mp4', mp4Container(3725, 2048));
    expect(file.body.data).toMatchObject({ duration: 3725 });
    expect((await upload(tokens.demo_studio, 'video', '说课.mp4', Buffer.from('%PDF-1.4'))).body).toEqual({ code: 400, msg: '视频格式不正确，仅支持MP4视频' });
    expect((await stmember('POST', VIDEO_CALLS.addList.path, { title: 'x', fileName: file.body.data.fileName })).body).toEqual(FORBIDDEN);
    const added = await manager('POST', VIDEO_CALLS.addList.path, { list: [{ title: '《春》说课视频', fileName: file.body.data.fileName }] });
    expect(added.body.code).toBe(200);
    const detail = await anon('GET', path(VIDEO_CALLS.details, { id: added.body.data.id }));
    expect(detail.body.data).toMatchObject({ title: '《春》说课视频', duration: 3725, durationText: '1:02:05' });
    expect((await member('DELETE', path(VIDEO_CALLS.remove, { id: added.body.data.id }))).body).toEqual(FORBIDDEN);
    expect((await admin('PUT', VIDEO_CALLS.sort.path, { id: added.body.data.id, sort: 5 })).body.code).toBe(200);
  });

  it('the studio profile: its manager edits it, nobody else', async () => {
    const profile = { name: '赵磊初中语文名师工作室', studioType: 1, subject: '语文', school: '北京市海淀区实验中学', intro: '聚焦整本书阅读与写作教学。' };
    expect((await stmember('PUT', C.update.path, profile)).body).toEqual(FORBIDDEN);
    expect((await caller(app, await signIn(app, 'studio_linhui'))('PUT', C.update.path, { ...profile, id: studioId })).body).toEqual(FORBIDDEN);
    expect((await manager('PUT', C.update.path, profile)).body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await manager('GET', C.myList.path)).body.rows!.map((r: { id: number }) => r.id)).toEqual([studioId]);
    expect((await admin('GET', C.myList.path)).body.total).toBe(4);
  });
});

describe('files behind access codes', () => {
  const bytes = async (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('a visitor gets a code for a document and opens it; the code expires and opens no other file', async () => {
    const docs = (await anon('GET', DATA_CALLS.list.path, { studioId, keyword: '背影' })).body.rows!;
    const issued = await anon('POST', C.codeData.path, { id: docs[0].id, accessMethod: 'download' });
    expect(issued.body.data).toMatchObject({ id: docs[0].id, accessMethod: 'download' });
    const holder = codeHolderCookie(issued);
    const res = await bytes(issued.body.data.url, holder);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['content-disposition']).toContain("attachment; filename=\"studio-");
    expect(res.body).toContain('品读文中四次写背影的语句');
    // Another file's id with this code, or the code on the video call: refused.
    expect((await bytes(`${issued.body.data.url}?id=${docs[0].id + 1}`, holder)).json()).toEqual({ code: 403, msg: '访问码与文件不匹配' });
    expect((await bytes(apiUrl(path(C.videoByCode, { code: issued.body.data.code })), holder)).json()).toEqual({ code: 403, msg: '访问码与文件不匹配' });
    // Only the browser that asked opens it (issue 30): the link alone is refused, another visitor's key finds nothing.
    expect((await bytes(issued.body.data.url)).json()).toEqual({ code: 403, msg: CODE_OTHER_HOLDER_MSG });
    const another = codeHolderCookie(await anon('POST', C.codeData.path, { id: docs[0].id, accessMethod: 'download' }));
    expect(another).not.toEqual(holder);
    expect((await bytes(issued.body.data.url, another)).json()).toEqual({ code: 404, msg: '访问码无效或已过期，请重新获取' });
    // The stored code is a digest of the code and the holder key, not the code.
    expect(await t.database.db.select().from(studioFileCodes).where(eq(studioFileCodes.code, issued.body.data.code))).toEqual([]);
    // Expired.
    await t.database.db.update(studioFileCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await bytes(issued.body.data.url, holder)).json()).toEqual({ code: 404, msg: '访问码无效或已过期，请重新获取' });
    expect((await bytes(apiUrl(path(C.byCode, { code: 'zz' })))).json()).toEqual({ code: 404, msg: '访问码无效或已过期，请重新获取' });
    expect((await anon('POST', C.codeData.path, { id: docs[0].id, accessMethod: 'print' })).body).toEqual({ code: 400, msg: '访问方式只能是预览(preview)或下载(download)' });
    expect((await anon('POST', C.codeData.path, { id: 999999 })).body).toEqual({ code: 404, msg: '资料不存在' });
  });

  it('an info annex opens inline with accessMethod preview; an info without one is refused', async () => {
    const rows = (await anon('GET', C.infoList.path, { studioId })).body.rows!;
    const withAnnex = rows.find((r: { hasAnnex: boolean }) => r.hasAnnex);
    const without = rows.find((r: { hasAnnex: boolean }) => !r.hasAnnex);
    const issued = await anon('POST', C.codeAnnex.path, { id: withAnnex.id, accessMethod: 'preview' });
    const res = await bytes(issued.body.data.url, codeHolderCookie(issued));
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.body).toContain('阅读任务单');
    expect((await anon('POST', C.codeAnnex.path, { id: without.id, accessMethod: 'preview' })).body).toEqual({ code: 400, msg: '该资讯没有附件' });
  });

  it('a video streams with HTTP range requests', async () => {
    const video = (await anon('GET', VIDEO_CALLS.list.path, { studioId })).body.rows![0];
    const issued = await anon('POST', C.codeVideo.path, { id: video.id });
    const url = issued.body.data.url as string;
    expect(url).toBe(apiUrl(path(C.videoByCode, { code: issued.body.data.code })));
    const holder = codeHolderCookie(issued);
    const whole = await bytes(url, holder);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(video.fileSize);
    expect(mp4Duration(whole.rawPayload)).toBe(20);
    const part = await bytes(url, { ...holder, range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.fileSize}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await bytes(url, { ...holder, range: 'bytes=-10' });
    expect(tail.rawPayload.length).toBe(10);
    const bad = await bytes(url, { ...holder, range: `bytes=${video.fileSize}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${video.fileSize}`);
    // A video code does not open documents.
    expect((await bytes(apiUrl(path(C.byCode, { code: issued.body.data.code })), holder)).json()).toEqual({ code: 403, msg: '访问码与文件不匹配' });
    // A <video> on another device (no holder cookie) gets nothing.
    expect((await bytes(url, { range: 'bytes=0-1' })).json()).toEqual({ code: 403, msg: CODE_OTHER_HOLDER_MSG });
  });

  it('parses ranges', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-0', 100)).toBe('bad');
    expect(parseRange('items=1-2', 100)).toBe('bad');
  });
});

describe('approval gives a studio its space', () => {
  it('an approved studio application creates the studio the applicant manages', async () => {
    const apply = await member('POST', '/w_rl/wkapi/v1/platform/studioApply/apply', { studioName: '李明阅读推广工作室', realName: '李明', phone: '13900000001', intro: '推广亲子阅读。' });
    expect(apply.body.code).toBe(200);
    const list = await admin('GET', '/w_rl/wkapi/v1/platform/roleApply/list', { kind: 'studio', status: 1 });
    const id = list.body.rows!.find((r: { username: string }) => r.username === 'demo_member').id;
    expect((await admin('POST', '/w_rl/wkapi/v1/platform/roleApply/review', { id, status: 2 })).body.code).toBe(200);
    const dir = await anon('GET', C.list.path, { keyword: '李明阅读' });
    expect(dir.body.rows![0]).toMatchObject({ name: '李明阅读推广工作室', leader: '李明', intro: '推广亲子阅读。' });
  });
});
