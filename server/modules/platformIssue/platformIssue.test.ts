import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { multipart } from '../../../tests/helpers/multipart';
import { ISSUE_MSG } from '../../../src/resources/platformIssues';
import { platformIssueReplies, platformIssues } from '../../db/schema';

let t: TestApp;
let reader: string;
let other: string;
let admin: string;
const B = '/api/w_bc/wkapi/v1/issues';

beforeAll(async () => {
  t = await makeTestApp();
  reader = await signIn(t.app, 'demo_member');
  other = await signIn(t.app, 'demo_teacher');
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, token: string | null) => t.app.inject({ method: 'POST', url: `${B}${url}`, payload, headers: token ? authed(token) : {} }).then((r) => r.json());
const get = (url: string, token: string | null) => t.app.inject({ method: 'GET', url: `${B}${url}`, headers: token ? authed(token) : {} }).then((r) => r.json());
const issues = () => t.database.db.select().from(platformIssues);

describe('问题反馈', () => {
  let issueId: number;
  let shot: string;

  it('a reader uploads a screenshot (re-encoded) and files an issue; bad input is refused in Chinese and writes nothing', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 240, g: 240, b: 240 } } }).png().toBuffer();
    const m = multipart('屏幕截图.png', 'image/png', png);
    const up = (await t.app.inject({ method: 'POST', url: `${B}/screenshot`, payload: m.payload, headers: { ...m.headers, ...authed(reader) } })).json();
    expect(up.code).toBe(200);
    shot = up.data.url;
    expect(shot).toMatch(/^\/files\/image\/\d+-[0-9a-f]{24}\.png$/);

    expect(await post('/addForPlatform', { type: 1, title: ' ', content: '打不开' }, reader)).toEqual({ code: 400, msg: '请填写问题标题' });
    expect(await post('/addForPlatform', { type: 7, title: '无法下载', content: '打不开' }, reader)).toEqual({ code: 400, msg: '请选择问题类型' });
    expect(await post('/addForPlatform', { type: 1, title: '无法下载', content: '打不开', screenshots: ['https://evil.example/x.png'] }, reader)).toEqual({ code: 400, msg: ISSUE_MSG.screenshot });
    expect(await post('/addForPlatform', { type: 1, title: '无法下载', content: '打不开' }, null)).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
    expect(await issues()).toHaveLength(0);

    const added = await post('/addForPlatform', { type: 1, title: 'PDF无法下载', content: '点击下载后没有反应。', screenshots: [shot], contact: '微信 reader2026' }, reader);
    expect(added).toMatchObject({ code: 200, msg: ISSUE_MSG.added });
    issueId = added.data.id;
    const [row] = await issues();
    expect(row).toMatchObject({ id: issueId, status: 1, screenshots: [shot], title: 'PDF无法下载' });
  });

  it('a reader lists and opens only their own issues; the platform admin sees everyone\'s', async () => {
    await post('/addForPlatform', { type: 4, title: '希望增加夜间模式', content: '晚上阅读太亮。' }, other);
    const mine = await post('/listForPlatform', {}, reader);
    expect(mine.rows.map((r: { title: string }) => r.title)).toEqual(['PDF无法下载']);
    expect(mine.rows[0]).not.toHaveProperty('content');
    expect((await post('/listForPlatform', {}, admin)).total).toBe(2);
    expect((await post('/listForPlatform', { type: 4 }, admin)).rows.map((r: { title: string }) => r.title)).toEqual(['希望增加夜间模式']);
    expect(await get(`/getInfoForPlatform/${issueId}`, other)).toEqual({ code: 404, msg: ISSUE_MSG.missing });
    expect((await get(`/getInfoForPlatform/${issueId}`, reader)).data).toMatchObject({ id: issueId, content: '点击下载后没有反应。', replies: [] });
  });

  it('the platform answers (已回复), the reader follows up (待处理 again), either closes; a closed issue takes no reply', async () => {
    expect(await post('/replyForPlatform', { id: issueId, content: '写别人的问题' }, other)).toEqual({ code: 404, msg: ISSUE_MSG.missing });
    expect(await post('/replyForPlatform', { id: issueId, content: '  ' }, admin)).toEqual({ code: 400, msg: '请输入回复内容' });

    expect(await post('/replyForPlatform', { id: issueId, content: '请清除浏览器缓存后重试。' }, admin)).toMatchObject({ code: 200, msg: ISSUE_MSG.replied });
    expect((await issues()).find((i) => i.id === issueId)?.status).toBe(2);
    expect(await post('/replyForPlatform', { id: issueId, content: '试过了，还是不行。' }, reader)).toMatchObject({ code: 200 });
    expect((await issues()).find((i) => i.id === issueId)?.status).toBe(1);

    const detail = (await get(`/getInfoForPlatform/${issueId}`, reader)).data;
    expect(detail.replies.map((r: { authorName: string; fromPlatform: boolean; content: string }) => [r.fromPlatform, r.authorName, r.content])).toEqual([
      [true, '平台客服', '请清除浏览器缓存后重试。'],
      [false, '李明', '试过了，还是不行。'],
    ]);

    expect(await post('/closeForPlatform', { id: issueId }, other)).toEqual({ code: 404, msg: ISSUE_MSG.missing });
    expect(await post('/closeForPlatform', { id: issueId }, reader)).toMatchObject({ code: 200, msg: ISSUE_MSG.closed });
    expect(await post('/replyForPlatform', { id: issueId, content: '还在吗' }, admin)).toEqual({ code: 400, msg: ISSUE_MSG.isClosed });
    expect(await t.database.db.select().from(platformIssueReplies).where(eq(platformIssueReplies.issueId, issueId))).toHaveLength(2);
  });
});
