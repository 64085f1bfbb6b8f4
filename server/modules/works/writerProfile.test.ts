import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { codeHolderCookie, signIn } from '../../../tests/helpers/auth';
import { WRITER_CALLS } from '../../../src/resources/writerProfiles';
import { writerProfiles, writerVideos } from '../../db/schema';
import { mp4Container } from '../studio/fileKinds';
import { caller, EXPIRED, FORBIDDEN } from '../organization/testing';

let t: TestApp;
let app: FastifyInstance;
const C = WRITER_CALLS;
const path = (p: string, id: number) => p.replace('{id}', String(id));

/** Uploads an MP4 through the shared upload call as `token`; answers the stored name. */
async function upload(token: string, seconds: number): Promise<string> {
  const boundary = '----wenku';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="talk.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
    mp4Container(seconds, 2048),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({ method: 'POST', url: '/api/w_rl/wkapi/v2/platform/studio/upload?kind=video', headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  expect(res.json().code).toBe(200);
  return res.json().data.fileName as string;
}

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

describe('writer information and videos (spec §7)', () => {
  it('the public library lists the seeded writers with biography, passed works and videos; unpassed works stay out', async () => {
    const anon = caller(app, null);
    const list = await anon('GET', C.list.path);
    expect(list.body.total).toBe(3);
    const names = list.body.rows!.map((r: { penName: string }) => r.penName);
    expect(names).toEqual(['周雨桐', '陈默', '林秋']);
    const chen = list.body.rows!.find((r: { penName: string }) => r.penName === '陈默');
    expect(chen.biography).toContain('保定');
    expect(chen.worksCount).toBe(2);
    expect(chen.works.map((w: { title: string }) => w.title)).not.toContain('夜班');
    expect(chen.videos[0]).toMatchObject({ title: '陈默：我为什么写工厂', durationText: '0:00:15' });
    expect(chen.videos[0].fileName).toBeUndefined();
    const one = await anon('GET', path(C.one.path, chen.id));
    expect(one.body.data).toMatchObject({ penName: '陈默', worksCount: 2 });
    expect((await anon('GET', path(C.one.path, 999999))).body).toEqual({ code: 404, msg: '作家不存在' });
    expect((await anon('GET', C.list.path, { keyword: '泉州' })).body.rows!.map((r: { penName: string }) => r.penName)).toEqual(['林秋']);
  });

  it('anonymous 401; a member without the writer role 403; another writer cannot touch a profile or video', async () => {
    const anon = caller(app, null);
    expect((await anon('POST', C.videoAdd.path, { title: 'x', fileName: 'y' })).body).toEqual(EXPIRED);
    expect((await anon('GET', C.infoList.path)).body).toEqual(EXPIRED);
    const member = caller(app, await signIn(app, 'demo_member'));
    expect((await member('POST', C.infoAdd.path, { penName: '明月', biography: '写诗' })).body).toEqual(FORBIDDEN);
    expect((await member('GET', C.videoList.path)).body).toEqual(FORBIDDEN);

    const chen = caller(app, await signIn(app, 'writer_chenmo'));
    const [zhou] = await t.database.db.select().from(writerProfiles).where(eq(writerProfiles.penName, '周雨桐'));
    const [zhouVideo] = await t.database.db.select().from(writerVideos).where(eq(writerVideos.ownerId, zhou.ownerId));
    expect((await chen('PUT', path(C.infoEdit.path, zhou.id), { penName: '冒名' })).body).toEqual({ code: 403, msg: '只能修改或删除本人的作家信息' });
    expect((await chen('DELETE', path(C.videoDelete.path, zhouVideo.id))).body).toEqual({ code: 403, msg: '只能修改或删除本人的视频' });
    expect((await chen('GET', path(C.infoOne.path, zhou.id))).body.code).toBe(404);
    expect((await chen('GET', C.infoList.path)).body.rows!.map((r: { penName: string }) => r.penName)).toEqual(['陈默']);
    expect((await chen('POST', C.infoAdd.path, { penName: '陈默二', biography: '又一份' })).body).toEqual({ code: 409, msg: '您已填写作家信息，请在列表中修改' });
    const [still] = await t.database.db.select().from(writerProfiles).where(eq(writerProfiles.id, zhou.id));
    expect(still.penName).toBe('周雨桐');
  });

  it('a writer saves an unchanged profile without a photo: blank optional fields are stored as empty (issue 30)', async () => {
    const writer = caller(app, await signIn(app, 'demo_writer'));
    const [mine] = await t.database.db.select().from(writerProfiles).where(eq(writerProfiles.penName, '周雨桐'));
    // What the edit form sends back for a profile without a photo: every field, the empty ones as ''.
    const form = { penName: mine.penName, hometown: '', genres: '  ', biography: mine.biography, honors: '', photoUrl: '', sort: mine.sort };
    const res = await writer('PUT', path(C.infoEdit.path, mine.id), form);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const [saved] = await t.database.db.select().from(writerProfiles).where(eq(writerProfiles.id, mine.id));
    expect(saved).toMatchObject({ penName: mine.penName, hometown: '', genres: '', honors: '', photoUrl: '', biography: mine.biography });
    // null (a client clearing the field) is stored the same way.
    expect((await writer('PUT', path(C.infoEdit.path, mine.id), { ...form, photoUrl: null, hometown: mine.hometown })).body.code).toBe(200);
    const [again] = await t.database.db.select().from(writerProfiles).where(eq(writerProfiles.id, mine.id));
    expect(again).toMatchObject({ photoUrl: '', hometown: mine.hometown });
  });

  it('a writer edits their profile, adds a video from their own upload (duration read from the file), edits and deletes it', async () => {
    const token = await signIn(app, 'demo_writer');
    const writer = caller(app, token);
    const [mine] = await t.database.db.select().from(writerProfiles).where(eq(writerProfiles.penName, '周雨桐'));
    expect((await writer('PUT', path(C.infoEdit.path, mine.id), { biography: '苏州人，写散文，也写小说。' })).body.code).toBe(200);
    const fileName = await upload(token, 754);
    const added = await writer('POST', C.videoAdd.path, { title: '谈散文写作', intro: '读书会分享', fileName });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id as number;
    const [row] = await t.database.db.select().from(writerVideos).where(eq(writerVideos.id, id));
    expect(row).toMatchObject({ ownerId: mine.ownerId, duration: 754, fileName });
    const list = await writer('GET', C.videoList.path);
    expect(list.body.rows!.find((r: { id: number }) => r.id === id)).toMatchObject({ penName: '周雨桐', durationText: '0:12:34' });
    // Someone else's upload is refused, the row unchanged.
    const otherFile = await upload(await signIn(app, 'writer_linqiu'), 30);
    expect((await writer('PUT', path(C.videoEdit.path, id), { fileName: otherFile })).body).toEqual({ code: 400, msg: '文件不存在，请重新上传' });
    expect((await writer('PUT', path(C.videoEdit.path, id), { title: '谈散文写作（上）' })).body.code).toBe(200);
    const pub = await caller(app, null)('GET', C.list.path);
    expect(pub.body.rows!.find((r: { penName: string }) => r.penName === '周雨桐')).toMatchObject({ biography: '苏州人，写散文，也写小说。' });
    expect((await writer('DELETE', path(C.videoDelete.path, id))).body.code).toBe(200);
    expect((await writer('DELETE', path(C.videoDelete.path, id))).body).toEqual({ code: 404, msg: '视频不存在' });
  });

  it('the platform admin edits any profile, adds one for a writer account by name, and a video on a chosen writer', async () => {
    const admin = caller(app, await signIn(app, 'admin'));
    expect((await admin('GET', C.infoList.path)).body.total).toBeGreaterThanOrEqual(3);
    expect((await admin('POST', C.infoAdd.path, { penName: '无名', biography: '简介' })).body).toEqual({ code: 400, msg: '请填写作家账号' });
    expect((await admin('POST', C.infoAdd.path, { account: 'demo_member', penName: '无名', biography: '简介' })).body).toEqual({ code: 400, msg: '该账号不存在或不是作家' });
    expect((await admin('POST', C.infoAdd.path, { account: 'writer_linqiu', penName: '林秋', biography: '简介' })).body).toEqual({ code: 409, msg: '该作家已有作家信息' });
    const [lin] = await t.database.db.select().from(writerProfiles).where(eq(writerProfiles.penName, '林秋'));
    const fileName = await upload(await signIn(app, 'admin'), 42);
    expect((await admin('POST', C.videoAdd.path, { title: '诗歌朗诵（二）', fileName })).body).toEqual({ code: 400, msg: '请选择作家' });
    const added = await admin('POST', C.videoAdd.path, { writerId: lin.id, title: '诗歌朗诵（二）', fileName });
    expect(added.body.code).toBe(200);
    const [row] = await t.database.db.select().from(writerVideos).where(eq(writerVideos.id, added.body.data.id));
    expect(row).toMatchObject({ ownerId: lin.ownerId, duration: 42 });
  });

  it('a writer video opens only through its access code, with ranges; a studio document code cannot open it', async () => {
    const anon = caller(app, null);
    const [video] = await t.database.db.select().from(writerVideos).where(eq(writerVideos.title, '林秋诗歌朗诵：《刺桐花开》'));
    const code = await anon('POST', C.videoCode.path, { id: video.id });
    expect(code.body.code).toBe(200);
    const url: string = code.body.data.url;
    expect(url).toMatch(/^\/api\/show\/fileLicense\/platform\/video\/[0-9a-f]{48}$/);
    const holder = codeHolderCookie(code);
    const ranged = await app.inject({ method: 'GET', url, headers: { ...holder, range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${video.fileSize}`);
    // The code names its file: another id is refused; a video code does not open as a document.
    expect((await app.inject({ method: 'GET', url: `${url}?id=${video.id + 1}`, headers: holder })).json()).toEqual({ code: 403, msg: '访问码与文件不匹配' });
    expect((await app.inject({ method: 'GET', url: url.replace('platform/video', 'accessByCode'), headers: holder })).json()).toEqual({ code: 403, msg: '访问码与文件不匹配' });
    expect((await anon('POST', C.videoCode.path, { id: 999999 })).body).toEqual({ code: 404, msg: '视频不存在' });
  });
});
