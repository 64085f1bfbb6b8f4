import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { EXPORT_MSG } from '../../../src/shared/exports';

let t: TestApp;
let admin: string;
let journalAdmin: string;
let member: string;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await signIn(t.app, 'admin');
  journalAdmin = await signIn(t.app, 'demo_journal');
  member = await signIn(t.app, 'demo_member');
});
afterAll(async () => {
  await t?.close();
});

const exportOf = (resource: string, params: object, token: string | null) =>
  t.app.inject({ method: 'POST', url: `/api/show/common/export/${resource}`, payload: params, headers: token ? authed(token) : {} });
const download = (fileName: string, token: string | null, del = false) =>
  t.app.inject({ method: 'GET', url: `/api/show/common/download?fileName=${encodeURIComponent(fileName)}${del ? '&delete=true' : ''}`, headers: token ? authed(token) : {} });
const list = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: authed(token) }).then((r) => r.json());
const exportFiles = () => (existsSync(path.join(t.filesDir, 'export')) ? readdirSync(path.join(t.filesDir, 'export')) : []);

async function sheetOf(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe('Excel exports of admin lists', () => {
  it('exports the list as filtered on screen, with Chinese headers and values, fetched once', async () => {
    const res = (await exportOf('managedArticles', { articleStatus: 2, orderByColumn: 'createTime', isAsc: 'desc' }, journalAdmin)).json();
    const expected = await list('/editArticles/list?articleStatus=2&pageSize=100', journalAdmin);
    expect(res).toMatchObject({ code: 200, msg: EXPORT_MSG.done, data: { rows: expected.total, total: expected.total } });
    expect(res.data.fileName).toMatch(/^exp-\d+-[0-9a-f]{24}\.xlsx$/);
    expect(res.data.displayName).toMatch(/^文章管理-\d{8}\.xlsx$/);

    const file = await download(res.data.fileName, journalAdmin, true);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await sheetOf(file.rawPayload);
    expect(rows[0]).toEqual(['题名', '作者', '期刊', '期次', '审核状态', '上架状态']);
    expect(rows).toHaveLength(expected.total + 1);
    // The journal administrator's own journals only, reviewed only, by the status's Chinese name.
    const journals = new Set(expected.rows.map((r: { journalName: string }) => r.journalName));
    expect(rows.slice(1).every((r) => journals.has(r[2]) && r[4] === '已审核')).toBe(true);
    expect(rows[1][0]).toBe(expected.rows[0].title);
    // An author list reads as on screen, every name kept (the page cuts at ten with 等, a file does not).
    const authorsOf = (raw: string) => raw.split(/[;；]/).map((a) => a.trim()).filter(Boolean).join('；');
    expect(rows.slice(1, expected.rows.length + 1).map((r) => r[1])).toEqual(expected.rows.map((r: { authors: string }) => authorsOf(r.authors)));
    // delete=true: gone after the first fetch.
    expect((await download(res.data.fileName, journalAdmin)).json()).toEqual({ code: 404, msg: EXPORT_MSG.gone });
    expect(exportFiles()).toEqual([]);
  });

  it('the platform admin exports 订单管理, 作品审核 and 版权登记审核 (issue 13: orders, works, registrations); a member may not', async () => {
    for (const [resource, displayName] of [['adminOrders', '订单管理'], ['worksReview', '作品审核'], ['copyrightReview', '版权登记审核']] as const) {
      const res = (await exportOf(resource, {}, admin)).json();
      expect(res, resource).toMatchObject({ code: 200, msg: EXPORT_MSG.done });
      expect(res.data.displayName).toMatch(new RegExp(`^${displayName}-\\d{8}\\.xlsx$`));
      const rows = await sheetOf((await download(res.data.fileName, admin, true)).rawPayload);
      expect(rows).toHaveLength(res.data.rows + 1);
      expect(rows[0].every((h) => /[\u4e00-\u9fff]/.test(h)), resource).toBe(true);
      expect((await exportOf(resource, {}, member)).json().code, resource).toBe(403);
    }
  });

  it('carries the list\'s own refusals: signed out 401, a reader 403 on an admin list, a bad filter 400; nothing written', async () => {
    expect((await exportOf('roleApplications', {}, null)).json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
    expect((await exportOf('roleApplications', {}, member)).json()).toEqual({ code: 403, msg: '没有权限执行该操作' });
    expect((await exportOf('roleApplications', { status: 7 }, admin)).json()).toEqual({ code: 400, msg: '审核状态不正确' });
    expect((await exportOf('menus', {}, admin)).json()).toEqual({ code: 400, msg: EXPORT_MSG.notExportable });
    expect((await exportOf('noSuchList', {}, admin)).json()).toEqual({ code: 400, msg: EXPORT_MSG.notExportable });
    expect(exportFiles()).toEqual([]);
  });

  it('serves only an export made for the caller, by its own name: no paths, no other member\'s file', async () => {
    const made = (await exportOf('roleApplications', {}, admin)).json().data.fileName as string;
    for (const name of ['../../../etc/passwd', '/etc/passwd', 'C:\\\\windows\\\\win.ini', `../export/${made}`, 'exp-1-zz.xlsx', made.replace('.xlsx', '.pdf')]) {
      expect((await download(name, admin)).json(), name).toEqual({ code: 400, msg: EXPORT_MSG.badName });
    }
    expect((await download(made, journalAdmin)).json()).toEqual({ code: 404, msg: EXPORT_MSG.gone });
    expect((await download(made, null)).json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
    // Without delete=true the file stays for the next fetch.
    expect((await download(made, admin)).statusCode).toBe(200);
    expect((await download(made, admin)).statusCode).toBe(200);
    expect(exportFiles()).toEqual([made]);
  });
});
