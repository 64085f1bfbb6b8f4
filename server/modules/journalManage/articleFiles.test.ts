import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn } from '../../../tests/helpers/auth';
import { docxOf, pdfOf, SAMPLE_MANUSCRIPT } from '../../../tests/helpers/manuscripts';
import { multipart } from '../../../tests/helpers/multipart';
import { ARTICLE_FILE_MSG } from '../../../src/resources/articles';
import { MANUSCRIPT_MAX_BYTES } from './articleFiles';
import { articlePdfs, articles } from '../../db/schema';
import { articleDoc, EXPIRED, FORBIDDEN, journalManageWorld, MISSING, periodWithArticles, type World } from './testing';

let w: World;
let tokens: Record<'admin' | 'other' | 'editor' | 'member', string>;
let mine: { id: number; periodId: number };
let theirs: { id: number; periodId: number };
let pdf: Buffer;

beforeAll(async () => {
  w = await journalManageWorld();
  tokens = {
    admin: await signIn(w.t.app, 'demo_journal'),
    other: await signIn(w.t.app, 'demo_magazine'),
    editor: await signIn(w.t.app, 'demo_editor'),
    member: await signIn(w.t.app, 'demo_member'),
  };
  mine = await periodWithArticles(w, w.mine.id);
  theirs = await periodWithArticles(w, w.theirs.id);
  pdf = await pdfOf(SAMPLE_MANUSCRIPT);
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const send = (url: string, data: Buffer, token: string | null, filename = 'paper.pdf', type = 'application/pdf') => {
  const m = multipart(filename, type, data);
  return w.t.app.inject({ method: 'POST', url: `/api/show${url}`, payload: m.payload, headers: { ...m.headers, ...(token ? authed(token) : {}) } });
};
const get = (url: string, token: string | null) => w.t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: token ? authed(token) : {} });
const del = (url: string, token: string | null) => w.t.app.inject({ method: 'DELETE', url: `/api/show${url}`, headers: token ? authed(token) : {} });
const pdfFiles = () => (existsSync(path.join(w.t.filesDir, 'pdf')) ? readdirSync(path.join(w.t.filesDir, 'pdf')) : []);
const pdfRow = async (articleId: number) => (await w.db.select().from(articlePdfs).where(eq(articlePdfs.articleId, articleId)))[0];

describe('POST /custom/article/parse', () => {
  it('reads a Word manuscript into the form fields', async () => {
    const res = await send('/custom/article/parse', await docxOf(SAMPLE_MANUSCRIPT), tokens.admin, '稿件.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.json()).toMatchObject({
      code: 200,
      msg: ARTICLE_FILE_MSG.parsed,
      data: { title: '数字人文视域下古籍整理的知识组织方法研究', authors: '张明华;李静', keywords: '数字人文;古籍整理;知识组织;本体' },
    });
    expect(res.json().data.references).toHaveLength(2);
  });

  it('reads a PDF manuscript too; refuses other files, empty uploads, readers and the signed out', async () => {
    expect((await send('/custom/article/parse', pdf, tokens.editor)).json().data.abstract).toMatch(/^古籍整理是中华优秀传统文化传承的基础工作/);
    expect((await send('/custom/article/parse', Buffer.from('<html>稿件</html>'), tokens.admin, 'a.docx')).json()).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.notManuscript });
    expect((await send('/custom/article/parse', Buffer.from('%PDF-1.4 broken'), tokens.admin)).json()).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.badPdf });
    expect((await send('/custom/article/parse', pdf, tokens.member)).json()).toEqual(FORBIDDEN);
    expect((await send('/custom/article/parse', pdf, null)).json()).toEqual(EXPIRED);
    const notMultipart = await w.t.app.inject({ method: 'POST', url: '/api/show/custom/article/parse', payload: {}, headers: authed(tokens.admin) });
    expect(notMultipart.json()).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.missing });
  });
});

describe('POST /custom/article/parse: limits (issue 30)', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('refuses a .docx that inflates past 20 MB before inflating it', async () => {
    // 25 MB of one repeated character deflates to a few tens of kilobytes: a decompression bomb.
    const zip = await JSZip.loadAsync(await docxOf(['炸'.repeat((25 * 1024 * 1024) / 3)]));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(MANUSCRIPT_MAX_BYTES);
    const res = await send('/custom/article/parse', bomb, tokens.admin, '炸弹.docx', DOCX);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.inflatedTooBig });
  }, 60_000);

  it('judges by the size the ZIP declares: a small document declaring 3 GB is refused unread', async () => {
    const docx = await docxOf(SAMPLE_MANUSCRIPT);
    // Each central-directory record (PK 01 02) holds the entry's inflated size at offset 24.
    for (let at = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
      docx.writeUInt32LE(3_000_000_000, at + 24);
    }
    const res = await send('/custom/article/parse', docx, tokens.admin, '稿件.docx', DOCX);
    expect(res.json()).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.inflatedTooBig });
  });
});

describe('/custom/pdf', () => {
  it('uploads, checks, downloads and deletes an article\'s PDF; the file is never public', async () => {
    expect((await get(`/custom/pdf/check?articleId=${mine.id}`, tokens.admin)).json().data).toEqual({ articleId: mine.id, exists: false, fileSize: 0, pages: 0, uploadTime: null });
    const up = (await send(`/custom/pdf/upload?articleId=${mine.id}`, pdf, tokens.admin)).json();
    expect(up).toMatchObject({ code: 200, msg: ARTICLE_FILE_MSG.uploaded, data: { articleId: mine.id, exists: true, fileSize: pdf.length, pages: 1 } });
    const row = await pdfRow(mine.id);
    expect(pdfFiles()).toEqual([row.fileName]);

    const download = await get(`/custom/pdf/download?articleId=${mine.id}`, tokens.admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="article.pdf"; filename\*=UTF-8''.+\.pdf$/);
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    // Not under /files like covers: a paid full text is read through the checked call only.
    expect((await w.t.app.inject({ method: 'GET', url: `/files/pdf/${row.fileName}` })).statusCode).toBe(404);

    // A second upload replaces the first: one row, one file.
    await send(`/custom/pdf/upload?articleId=${mine.id}`, await pdfOf(SAMPLE_MANUSCRIPT, 5), tokens.admin);
    expect((await pdfRow(mine.id)).pages).toBe(4);
    expect(pdfFiles()).toEqual([(await pdfRow(mine.id)).fileName]);

    expect((await del(`/custom/pdf/${mine.id}`, tokens.admin)).json()).toMatchObject({ code: 200, msg: ARTICLE_FILE_MSG.removed, data: { exists: false } });
    expect(pdfFiles()).toEqual([]);
    expect((await del(`/custom/pdf/${mine.id}`, tokens.admin)).json()).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.noPdf });
    expect((await get(`/custom/pdf/download?articleId=${mine.id}`, tokens.admin)).json()).toEqual({ code: 404, msg: ARTICLE_FILE_MSG.noPdf });
  });

  it('refuses what is not a PDF and writes nothing', async () => {
    expect((await send(`/custom/pdf/upload?articleId=${mine.id}`, await docxOf(['正文']), tokens.admin, 'a.pdf')).json()).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.notPdf });
    expect((await send(`/custom/pdf/upload?articleId=${mine.id}`, Buffer.from('%PDF-1.4 broken'), tokens.admin)).json()).toEqual({ code: 400, msg: ARTICLE_FILE_MSG.badPdf });
    expect(await pdfRow(mine.id)).toBeUndefined();
    expect(pdfFiles()).toEqual([]);
  });

  it('is scoped like the article: another journal\'s article is 404 to read and 403 to change; readers 403; signed out 401', async () => {
    expect((await get(`/custom/pdf/check?articleId=${theirs.id}`, tokens.admin)).json()).toEqual(MISSING);
    expect((await get(`/custom/pdf/download?articleId=${theirs.id}`, tokens.admin)).json()).toEqual(MISSING);
    expect((await send(`/custom/pdf/upload?articleId=${theirs.id}`, pdf, tokens.admin)).json()).toEqual(FORBIDDEN);
    expect((await del(`/custom/pdf/${theirs.id}`, tokens.admin)).json()).toEqual(FORBIDDEN);
    expect((await get(`/custom/pdf/check?articleId=${mine.id}`, tokens.member)).json()).toEqual(FORBIDDEN);
    expect((await get(`/custom/pdf/check?articleId=${mine.id}`, null)).json()).toEqual(EXPIRED);
    expect((await get(`/custom/pdf/check?articleId=abc`, tokens.admin)).json()).toEqual({ code: 400, msg: '文章编号必须是正整数' });
    expect(await pdfRow(theirs.id)).toBeUndefined();
    // The journal's editor (update, no delete of articles) may manage its PDFs.
    expect((await send(`/custom/pdf/upload?articleId=${theirs.id}`, pdf, tokens.editor)).json().code).toBe(200);
    expect((await del(`/custom/pdf/${theirs.id}`, tokens.editor)).json().code).toBe(200);
  });
});

describe('DELETE /editArticles/{id}', () => {
  it('deletes an article of my journal with its search document and PDF; editors and other journals are refused', async () => {
    expect((await del(`/editArticles/${mine.id}`, tokens.editor)).json()).toEqual(FORBIDDEN);
    expect((await del(`/editArticles/${theirs.id}`, tokens.admin)).json()).toEqual(FORBIDDEN);
    expect(await articleDoc(w, mine.id)).toBeDefined();
    await send(`/custom/pdf/upload?articleId=${mine.id}`, pdf, tokens.admin);
    expect(pdfFiles()).toHaveLength(1);

    expect((await del(`/editArticles/${mine.id}`, tokens.admin)).json()).toEqual({ code: 200, msg: '删除成功', data: { id: mine.id } });
    expect(await w.db.select().from(articles).where(eq(articles.id, mine.id))).toHaveLength(0);
    expect(await articleDoc(w, mine.id)).toBeUndefined();
    expect(await pdfRow(mine.id)).toBeUndefined();
    expect(pdfFiles()).toEqual([]);
    expect((await del(`/editArticles/${mine.id}`, tokens.admin)).json()).toEqual(MISSING);
    expect((await get(`/editArticleVO/${mine.id}`, tokens.admin)).json()).toEqual(MISSING);
  });
});
