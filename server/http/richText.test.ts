import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manageWorld } from '../../tests/helpers/manageWorld';
import { apiUrl } from '../../src/shared/apiPath';
import { ARTICLE_MANAGE_CALLS } from '../../src/resources/articles';
import { STUDIO_CALLS } from '../../src/resources/studios';
import { articles, books, journalPeriods, siteCounters, studioInfos, studios } from '../db/schema';
import { cleanStoredRichText, sanitizeRichText } from './richText';

// What an editor's HTML may hold once saved: the editor's own formatting, nothing that runs.
const HOSTILE =
  '<h2>第一章</h2><p onclick="steal()">正文<strong>加粗</strong><script>alert(1)</script></p>' +
  '<img src="/uploads/a.jpg" onerror="alert(2)" alt="插图"><img src="javascript:alert(3)">' +
  '<p><a href="javascript:alert(4)">坏链接</a> <a href="https://www.example.cn/" target="_blank">好链接</a></p>' +
  '<iframe src="https://evil.example/"></iframe><table><tbody><tr><td colspan="2" style="color:red"><p>单元格</p></td></tr></tbody></table>';

/** Nothing that runs is left: no script, no handler, no javascript: URL, no frame, no style. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|<iframe|style=/i);
}

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting and drops scripts, handlers, javascript: URLs, frames and styles', () => {
    const clean = sanitizeRichText(HOSTILE);
    expectHarmless(clean);
    expect(clean).toContain('<h2>第一章</h2>');
    expect(clean).toContain('<p>正文<strong>加粗</strong></p>');
    expect(clean).toContain('<img src="/uploads/a.jpg" alt="插图" />');
    expect(clean).toContain('<a href="https://www.example.cn/" target="_blank" rel="noopener noreferrer nofollow">好链接</a>');
    expect(clean).toContain('<td colspan="2"><p>单元格</p></td>');
  });

  it('plain text sent by a client becomes escaped paragraphs', () => {
    expect(sanitizeRichText('第一段 a<b\n\n第二段 <script>x</script>')).toBe('<p>第一段 a&lt;b</p><p>第二段 &lt;script&gt;x&lt;/script&gt;</p>');
  });
});

const { w, call } = manageWorld();
const api = (path: string) => apiUrl(path);

describe('every write of a rich-text field is cleaned on the server (read back)', () => {
  it('图书 目录 (a declared area): create and update', async () => {
    const created = await call('POST', '/api/show/manage/book', w.admin, { title: '富文本测试图书', catalogue: HOSTILE });
    expect(created.json().code).toBe(200);
    const id = created.json().data.id as number;
    const read = async () => (await call('GET', `/api/show/manage/book/${id}`, w.admin)).json().data.catalogue as string;
    const first = await read();
    expectHarmless(first);
    expect(first).toContain('<h2>第一章</h2>');
    expect((await call('PUT', `/api/show/manage/book/${id}`, w.admin, { catalogue: '<p>第二版<img src=x onerror="alert(2)"></p>' })).json().code).toBe(200);
    const second = await read();
    expectHarmless(second);
    expect(second).toBe('<p>第二版<img src="x" /></p>');
    const [row] = await w.t.database.db.select({ catalogue: books.catalogue }).from(books).where(eq(books.id, id));
    expect(row.catalogue).toBe(second);
    await call('DELETE', `/api/show/manage/book/${id}`, w.admin);
  });

  it('文章 全文 (its own write calls): create and update', async () => {
    const [period] = await w.t.database.db.select({ id: journalPeriods.id }).from(journalPeriods).limit(1);
    const created = await call('POST', api(ARTICLE_MANAGE_CALLS.create.path), w.admin, { periodId: period.id, title: '富文本测试文章', authors: '林清源', fullText: HOSTILE });
    expect(created.json().code).toBe(200);
    const id = created.json().data.id as number;
    const stored = async () => (await w.t.database.db.select({ fullText: articles.fullText }).from(articles).where(eq(articles.id, id)))[0].fullText ?? '';
    expectHarmless(await stored());
    expect(await stored()).toContain('<p>正文<strong>加粗</strong></p>');
    expect((await call('PUT', api(ARTICLE_MANAGE_CALLS.update.path), w.admin, { id, fullText: '<p><a href="javascript:alert(4)">链接</a></p>' })).json().code).toBe(200);
    expect(await stored()).toBe('<p><a rel="noopener noreferrer nofollow">链接</a></p>');
    await call('DELETE', api(ARTICLE_MANAGE_CALLS.remove.path.replace('{id}', String(id))), w.admin);
  });

  it('工作室资讯 正文 (its own write calls)', async () => {
    const [studio] = await w.t.database.db.select({ id: studios.id }).from(studios).limit(1);
    const created = await call('POST', api(STUDIO_CALLS.infoV2Add.path), w.admin, { studioId: studio.id, infoType: 1, title: '富文本测试资讯', content: HOSTILE });
    expect(created.json().code).toBe(200);
    const [row] = await w.t.database.db.select({ id: studioInfos.id, content: studioInfos.content }).from(studioInfos).where(eq(studioInfos.title, '富文本测试资讯'));
    expectHarmless(row.content);
    expect(row.content).toContain('<h2>第一章</h2>');
  });
});

describe('values stored before the columns were rich text', () => {
  it('are cleaned once at start-up (articles, books, studio news), and the next start changes nothing', async () => {
    const db = w.t.database.db;
    // As an editor could type them while these columns were plain text (shown escaped then).
    const [article] = await db.select({ id: articles.id }).from(articles).limit(1);
    const [book] = await db.select({ id: books.id }).from(books).limit(1);
    const [info] = await db.select({ id: studioInfos.id }).from(studioInfos).limit(1);
    await db.update(articles).set({ fullText: HOSTILE }).where(eq(articles.id, article.id));
    await db.update(books).set({ catalogue: '<p>目录<img src=x onerror="alert(2)"></p>' }).where(eq(books.id, book.id));
    await db.update(studioInfos).set({ content: '<p onclick="steal()">资讯</p><script>alert(1)</script>' }).where(eq(studioInfos.id, info.id));
    await db.delete(siteCounters).where(eq(siteCounters.key, 'rich_text_clean_version'));

    const logged: string[] = [];
    expect(await cleanStoredRichText(db, (m) => logged.push(m))).toBeGreaterThanOrEqual(3);
    const [a] = await db.select({ v: articles.fullText }).from(articles).where(eq(articles.id, article.id));
    const [b] = await db.select({ v: books.catalogue }).from(books).where(eq(books.id, book.id));
    const [s] = await db.select({ v: studioInfos.content }).from(studioInfos).where(eq(studioInfos.id, info.id));
    for (const { v } of [a, b, s]) expectHarmless(v ?? '');
    expect(a.v).toContain('<p>正文<strong>加粗</strong></p>');
    expect(b.v).toBe('<p>目录<img src="x" /></p>');
    expect(s.v).toBe('<p>资讯</p>');
    expect(logged[0]).toMatch(/^rich text cleaned for version 1: \d+ stored values changed$/);
    // Recorded: a later start leaves even a value written past the API alone (it is the writes' job).
    await db.update(books).set({ catalogue: '<p onclick="x()">再写</p>' }).where(eq(books.id, book.id));
    expect(await cleanStoredRichText(db)).toBe(0);
  });
});
