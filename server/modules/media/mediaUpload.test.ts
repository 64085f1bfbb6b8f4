import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEDIA_MSG } from '../../../src/shared/mediaUpload';
import { apiUrl } from '../../../src/shared/apiPath';
import { signIn, authed } from '../../../tests/helpers/auth';
import { multipart } from '../../../tests/helpers/multipart';
import { roleCalls } from '../../../tests/helpers/roleCalls';
import { headmasters, headmasterVideos, recitations } from '../../db/schema';
import { DEMO_HEADMASTER } from '../../db/seed/education';
import { BAD_RANGE_MSG } from '../../http/videoStream';
import { mp4Container } from '../studio/fileKinds';
import { MEDIA_DIR } from './paths';
import { silentMp3, silentWav } from './samples';

// Issue 35 item 4: 校长视频, 名师成果 and 朗诵 take uploaded files; the server knows them by their
// bytes, reads their seconds and serves them with ranges.

const { ctx, call } = roleCalls(['admin', 'demo_member', 'demo_head', 'demo_famous', 'demo_teacher'] as const);
const URL = apiUrl('/common/upload/media');
/** A real H.264 clip of the demo library (12 s). */
const CLIP = readFileSync(path.join(MEDIA_DIR, 'photo', 'course-1.mp4'));
const RECORDING = readFileSync(path.join(MEDIA_DIR, 'audio', 'recitation-chun.ogg'));

const tokens = new Map<string, string>();
async function upload(who: string | null, kind: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  if (who && !tokens.has(who)) tokens.set(who, await signIn(ctx.t.app, who));
  const m = multipart(filename, type, data);
  const res = await ctx.t.app.inject({ method: 'POST', url: `${URL}?kind=${kind}`, payload: m.payload, headers: { ...m.headers, ...(who ? authed(tokens.get(who)!) : {}) } });
  return { status: res.statusCode, body: res.json() };
}
const storedFiles = () => (existsSync(path.join(ctx.t.filesDir, 'media')) ? readdirSync(path.join(ctx.t.filesDir, 'media')).sort() : []);
const headmasterOf = async (name: string) => (await ctx.t.database.db.select({ id: headmasters.id }).from(headmasters).where(eq(headmasters.name, name)))[0].id;

describe('POST /common/upload/media', () => {
  it('a video is known by its bytes, timed from its movie header, stored under a name of the server and served with ranges', async () => {
    const { status, body } = await upload('demo_head', 'video', '../../校长讲话.mp4', CLIP, 'video/mp4');
    expect(status, body.msg).toBe(200);
    expect(body.msg).toBe('上传成功');
    expect(body.data).toMatchObject({ originalName: '校长讲话.mp4', size: CLIP.length, duration: 12, mime: 'video/mp4' });
    expect(body.data.url).toMatch(/^\/files\/media\/\d+-[0-9a-f]{24}\.mp4$/);

    const whole = await ctx.t.app.inject({ method: 'GET', url: body.data.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(CLIP)).toBe(true);

    const part = await ctx.t.app.inject({ method: 'GET', url: body.data.url, headers: { range: 'bytes=100-299' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${CLIP.length}`);
    expect(part.rawPayload.equals(CLIP.subarray(100, 300))).toBe(true);
    const tail = await ctx.t.app.inject({ method: 'GET', url: body.data.url, headers: { range: 'bytes=-50' } });
    expect(tail.rawPayload.equals(CLIP.subarray(CLIP.length - 50))).toBe(true);

    const past = await ctx.t.app.inject({ method: 'GET', url: body.data.url, headers: { range: `bytes=${CLIP.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.json()).toEqual({ code: 416, msg: BAD_RANGE_MSG });
    expect((await ctx.t.app.inject({ method: 'GET', url: '/files/media/1-000000000000000000000000.mp4' })).json()).toEqual({ code: 404, msg: MEDIA_MSG.fileMissing });
    expect((await ctx.t.app.inject({ method: 'GET', url: '/files/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('MP3, WAV, OGG and M4A recordings give their seconds; each is served as what its bytes are', async () => {
    const cases = [
      { name: '静夜思.mp3', data: silentMp3(3), duration: 3, mime: 'audio/mpeg' },
      { name: 'reading.WAV', data: silentWav(2), duration: 2, mime: 'audio/wav' },
      { name: 'chun.ogg', data: RECORDING, duration: 34, mime: 'audio/ogg' },
    ];
    for (const c of cases) {
      const { status, body } = await upload('demo_teacher', 'audio', c.name, c.data);
      expect(status, `${c.name}: ${body.msg}`).toBe(200);
      expect(body.data).toMatchObject({ duration: c.duration, mime: c.mime, size: c.data.length });
      const served = await ctx.t.app.inject({ method: 'GET', url: body.data.url, headers: { range: 'bytes=0-9' } });
      expect(served.statusCode).toBe(206);
      expect(served.headers['content-type']).toBe(c.mime);
    }
  });

  it('what the bytes are decides, not the name or the type sent: refusals are Chinese 400s and nothing is stored', async () => {
    const before = storedFiles();
    const refused = async (kind: string, name: string, data: Buffer, msg: string) => expect(await upload('admin', kind, name, data, kind === 'video' ? 'video/mp4' : 'audio/mpeg')).toEqual({ status: 400, body: { code: 400, msg } });
    await refused('video', '讲话.mp4', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), MEDIA_MSG.badVideo);
    await refused('video', '讲话.mp4', silentMp3(2), MEDIA_MSG.badVideo);
    await refused('video', '讲话.avi', CLIP, MEDIA_MSG.badVideo);
    await refused('audio', '朗诵.mp3', CLIP, MEDIA_MSG.badAudio);
    await refused('audio', '朗诵.mp3', Buffer.from('<html><script>alert(1)</script></html>'), MEDIA_MSG.badAudio);
    await refused('audio', '朗诵.wav', silentMp3(2), MEDIA_MSG.badAudio);
    await refused('audio', '朗诵.exe', silentMp3(2), MEDIA_MSG.badAudio);
    // An MP4 whose movie header says 0 s: no duration to read.
    await refused('audio', '朗诵.m4a', mp4Container(0), MEDIA_MSG.noDuration);
    await refused('picture', '朗诵.mp3', silentMp3(2), MEDIA_MSG.badKind);
    expect(storedFiles()).toEqual(before);
  });

  it('a file over the kind’s limit is a 413 naming it; nothing is stored', async () => {
    const before = storedFiles();
    expect(await upload('admin', 'audio', 'long.mp3', Buffer.concat([silentMp3(1), Buffer.alloc(50 * 1024 * 1024)]))).toEqual({ status: 413, body: { code: 413, msg: '音频文件不能超过50MB' } });
    expect(storedFiles()).toEqual(before);
  });

  it('only members who manage a resource with media upload: the anonymous 401, a reader 403', async () => {
    expect((await upload(null, 'audio', 'a.mp3', silentMp3(1))).status).toBe(401);
    expect(await upload('demo_member', 'audio', 'a.mp3', silentMp3(1))).toEqual({ status: 403, body: { code: 403, msg: '没有权限执行该操作' } });
  });
});

describe('saving a record that names a media file', () => {
  it('校长视频: the seconds are read from the uploaded file, never taken from the client; another member’s upload is refused', async () => {
    const own = (await upload('demo_head', 'video', 'talk.mp4', CLIP)).body.data.url as string;
    const headmasterId = await headmasterOf(DEMO_HEADMASTER);
    const created = await call('demo_head', 'POST', '/manage/headmasterVideo', { headmasterId, title: '鸿雁测试 上传的讲话', videoUrl: own, duration: 999 });
    expect(created.body.msg).toBe('新增成功');
    const id = created.body.data.id as number;
    const row = async () => (await ctx.t.database.db.select().from(headmasterVideos).where(eq(headmasterVideos.id, id)))[0];
    expect(await row()).toMatchObject({ videoUrl: own, duration: 12 });

    // The form sends every field back: the same file with another number keeps the file's seconds.
    expect((await call('demo_head', 'PUT', `/manage/headmasterVideo/${id}`, { title: '鸿雁测试 改名的讲话', videoUrl: own, duration: 5 })).body.msg).toBe('保存成功');
    expect((await call('demo_head', 'PUT', `/manage/headmasterVideo/${id}`, { duration: 7 })).body.msg).toBe('保存成功');
    expect(await row()).toMatchObject({ title: '鸿雁测试 改名的讲话', duration: 12 });

    // A famous teacher cannot put the headmaster's upload on their own work.
    const stolen = await call('demo_famous', 'POST', '/manage/famousTeacherWork', { workType: 3, title: '鸿雁测试 借用视频', videoUrl: own });
    expect(stolen.body).toEqual({ code: 400, msg: MEDIA_MSG.notOwnFile });
    // A file that was never uploaded, and a URL that is no media file.
    const ghost = own.replace(/-[0-9a-f]{24}\./, '-0123456789abcdef01234567.');
    expect((await call('demo_head', 'PUT', `/manage/headmasterVideo/${id}`, { videoUrl: ghost })).body).toEqual({ code: 400, msg: MEDIA_MSG.fileMissing });
    expect((await call('demo_head', 'PUT', `/manage/headmasterVideo/${id}`, { videoUrl: 'https://evil.example/a.mp4' })).body).toEqual({ code: 400, msg: MEDIA_MSG.badVideoUrl });
    expect(await row()).toMatchObject({ videoUrl: own, duration: 12 });

    // Emptied: no file, no duration.
    expect((await call('demo_head', 'PUT', `/manage/headmasterVideo/${id}`, { videoUrl: '' })).body.msg).toBe('保存成功');
    expect(await row()).toMatchObject({ videoUrl: null, duration: null });
  });

  it('朗诵: the platform admin may name anyone’s upload; a committed demo recording is timed from its file; none is 0 s', async () => {
    const teachers = (await upload('demo_teacher', 'audio', 'yong-e.mp3', silentMp3(3))).body.data.url as string;
    const reading = { title: '鸿雁测试 上传的咏鹅', reciter: '测试学生', category: 'A', subcode: 'A2', audioUrl: teachers, duration: 100 };
    const created = await call('admin', 'POST', '/manage/recitation', reading);
    expect(created.body.msg).toBe('新增成功');
    const id = created.body.data.id as number;
    const row = async () => (await ctx.t.database.db.select().from(recitations).where(eq(recitations.id, id)))[0];
    expect(await row()).toMatchObject({ audioUrl: teachers, duration: 3 });

    expect((await call('admin', 'PUT', `/manage/recitation/${id}`, { audioUrl: '/media/audio/recitation-chun.ogg', duration: 1 })).body.msg).toBe('保存成功');
    expect(await row()).toMatchObject({ audioUrl: '/media/audio/recitation-chun.ogg', duration: 34 });
    expect((await call('admin', 'PUT', `/manage/recitation/${id}`, { audioUrl: null })).body.msg).toBe('保存成功');
    expect(await row()).toMatchObject({ audioUrl: null, duration: 0 });
  });
});
