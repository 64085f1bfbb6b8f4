import { and, eq, gt, asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_MSG, COUNTER_REPORT_CALLS as R } from '../../../src/resources/counterReport';
import { SUSHI_CREDENTIAL_CALLS as C, SUSHI_MSG } from '../../../src/resources/sushiCredential';
import { apiUrl } from '../../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { articles, journals, members, usageEvents } from '../../db/schema';
import { caller, FORBIDDEN, orgSignIn } from '../organization/testing';
import { counterSchema, schemaErrors } from './counterSchema';
import { issueSushiCredential } from './credentials';
import { REPORT_IDS } from './reports';

// Issue 33: the COUNTER_SUSHI5 5.1 API — a happy path and every exception it answers.
let t: TestApp;
let orgPartyId: number;
let cred: { customerId: string; requestorId: string; apiKey: string };
let journal: { id: number; name: string; issn: string | null };
let articleIds: number[];

const sushi = async (path: string, query: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/sushi/r51/${path}`, query });
  return { status: res.statusCode, body: res.json() };
};
/** Holds an answer to COUNTER's published 5.1 schema (schema/README.md): its definition by name. */
function expectSchema(body: unknown, definition: string) {
  const validate = counterSchema(definition);
  const valid = validate(body);
  expect(valid ? [] : schemaErrors(validate), `${definition} against COUNTER's schema`).toEqual([]);
}
const auth = () => ({ customer_id: cred.customerId, requestor_id: cred.requestorId, api_key: cred.apiKey });
const oct = (day: number, h: number, m = 0, s = 0) => new Date(Date.UTC(2025, 9, day, h - 8, m, s));

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.database.db;
  [{ orgPartyId }] = await db.select({ orgPartyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
  cred = await issueSushiCredential(db, orgPartyId, 'test-api-key-of-demo-org');
  [journal] = await db.select({ id: journals.id, name: journals.name, issn: journals.issn }).from(journals).orderBy(asc(journals.id)).limit(1);
  articleIds = (
    await db.select({ id: articles.id }).from(articles).where(and(eq(articles.journalId, journal.id), gt(articles.priceFen, 0))).orderBy(asc(articles.id)).limit(2)
  ).map((a) => a.id);
  const base = { orgPartyId, robot: false, itemKind: 1, titleKind: 'journal', titleId: journal.id, titleName: journal.name, dataType: 'Journal', database: 'article', accessType: 'Controlled' };
  const a = (id: number) => ({ itemId: id, itemName: `文章${id}` });
  await db.insert(usageEvents).values([
    // Session 1: a double click (10 s apart) on the first article, then the second article.
    { ...base, ...a(articleIds[0]), event: 'request', sessionKey: 's1', at: oct(10, 9) },
    { ...base, ...a(articleIds[0]), event: 'request', sessionKey: 's1', at: oct(10, 9, 0, 10) },
    { ...base, ...a(articleIds[1]), event: 'request', sessionKey: 's1', at: oct(10, 9, 5) },
    // Session 2: the first article again, an hour later; a robot's request, never counted.
    { ...base, ...a(articleIds[0]), event: 'request', sessionKey: 's2', at: oct(11, 14) },
    { ...base, ...a(articleIds[0]), event: 'request', sessionKey: 's3', robot: true, at: oct(11, 15) },
    // Another institution's use is not demo_org's.
    { ...base, ...a(articleIds[0]), orgPartyId: null, event: 'request', sessionKey: 's4', at: oct(12, 10) },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('COUNTER_SUSHI5 5.1: the happy path', () => {
  it('status answers without a credential', async () => {
    const { status, body } = await sushi('status');
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ Service_Active: true });
    expectSchema(body[0], 'Status');
  });

  it('members and reports name the institution and the supported reports', async () => {
    const members = await sushi('members', auth());
    expect(members.status).toBe(200);
    // 5.1: the Requestor_ID is left out when it is the request's own.
    expect(members.body).toEqual([{ Customer_ID: cred.customerId, Institution_Name: '文库示范大学图书馆', Institution_ID: { Proprietary: [`wenku:${cred.customerId}`] } }]);
    expectSchema(members.body[0], 'Member');
    const reports = await sushi('reports', auth());
    expect(reports.body.map((r: { Report_ID: string }) => r.Report_ID).sort()).toEqual(['DR', 'IR', 'PR', 'TR', 'TR_B1', 'TR_J1', 'TR_J3']);
    expect(reports.body.find((r: { Report_ID: string }) => r.Report_ID === 'TR_J1')).toMatchObject({ Release: '5.1', Path: '/r51/reports/tr_j1' });
    for (const r of reports.body) expectSchema(r, 'Report');
  });

  it('TR_J1 for a month: the header, and the journal counted by the rules (double click once, robot never)', async () => {
    const { status, body } = await sushi('reports/tr_j1', { ...auth(), begin_date: '2025-10-01', end_date: '2025-10-31' });
    expect(status).toBe(200);
    expect(body.Report_Header).toMatchObject({
      Release: '5.1',
      Report_ID: 'TR_J1',
      Report_Name: 'Journal Requests (Controlled)',
      Institution_Name: '文库示范大学图书馆',
      Institution_ID: { Proprietary: [`wenku:${cred.customerId}`] },
      Report_Filters: {
        Begin_Date: '2025-10-01',
        End_Date: '2025-10-31',
        Data_Type: ['Journal'],
        Access_Type: ['Controlled'],
        Access_Method: ['Regular'],
        Metric_Type: ['Total_Item_Requests', 'Unique_Item_Requests'],
      },
      Created_By: 'Wenku 文库',
    });
    // No exception: 5.1 leaves the list out rather than sending it empty.
    expect(body.Report_Header.Exceptions).toBeUndefined();
    expectSchema(body, 'TR_J1');
    expect(body.Report_Header.Created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(body.Report_Items).toHaveLength(1);
    expect(body.Report_Items[0]).toMatchObject({ Title: journal.name, Platform: 'Wenku' });
    // s1: article 1 once (double click) + article 2; s2: article 1 → 3 requests, 3 unique items.
    expect(body.Report_Items[0].Attribute_Performance).toEqual([
      { Performance: { Total_Item_Requests: { '2025-10': 3 }, Unique_Item_Requests: { '2025-10': 3 } } },
    ]);
  });

  it('a master report takes the harvester\'s filters and attributes; a value it cannot have is 3060 / 3062 (400)', async () => {
    const narrowed = await sushi('reports/tr', { ...auth(), begin_date: '2025-10', end_date: '2025-10', access_type: 'Open', attributes_to_show: 'Access_Type' });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.Report_Header).toMatchObject({ Report_Filters: { Access_Type: ['Open'] }, Report_Attributes: { Attributes_To_Show: ['Access_Type'] } });
    // Every seeded use of the month is Controlled.
    expect(narrowed.body.Report_Items).toEqual([]);
    expectSchema(narrowed.body, 'TR');
    const badFilter = await sushi('reports/tr', { ...auth(), begin_date: '2025-10', end_date: '2025-10', data_type: 'Journal|Movie' });
    expect(badFilter).toMatchObject({ status: 400, body: { Code: 3060, Message: 'Invalid ReportFilter Value', Data: expect.stringContaining('Movie') } });
    expectSchema(badFilter.body, 'Exception_3060');
    const badAttribute = await sushi('reports/pr', { ...auth(), begin_date: '2025-10', end_date: '2025-10', attributes_to_show: 'Access_Type' });
    expect(badAttribute).toMatchObject({ status: 400, body: { Code: 3062, Message: 'Invalid ReportAttribute Value' } });
    expectSchema(badAttribute.body, 'Exception_3062');
  });

  it('YYYY-MM dates work too; a month without usage is 3030 inside a 200 report', async () => {
    const { status, body } = await sushi('reports/pr', { ...auth(), begin_date: '2025-09', end_date: '2025-09' });
    expect(status).toBe(200);
    expect(body.Report_Items).toEqual([]);
    expect(body.Report_Header.Exceptions).toEqual([{ Code: 3030, Message: 'No Usage Available for Requested Dates', Data: '2025-09 – 2025-09' }]);
    expectSchema(body, 'PR');
  });
});

describe('COUNTER_SUSHI5 5.1: exceptions', () => {
  const dates = { begin_date: '2025-10', end_date: '2025-10' };
  it.each([
    ['no customer_id', () => ({ requestor_id: cred.requestorId, api_key: cred.apiKey, ...dates }), 400, 1030],
    ['no api_key', () => ({ customer_id: cred.customerId, requestor_id: cred.requestorId, ...dates }), 400, 1030],
    ['no begin_date', () => ({ ...auth(), end_date: '2025-10' }), 400, 1030],
    ['an unknown requestor', () => ({ ...auth(), requestor_id: 'nobody', ...dates }), 401, 2000],
    ['a wrong api_key', () => ({ ...auth(), api_key: 'guessed', ...dates }), 401, 2020],
    ["another institution's customer_id", () => ({ ...auth(), customer_id: 'wk1', ...dates }), 403, 2010],
    ['a month 13', () => ({ ...auth(), begin_date: '2025-13', end_date: '2025-13' }), 400, 3020],
    ['30 February', () => ({ ...auth(), begin_date: '2025-02-30', end_date: '2025-03-01' }), 400, 3020],
    ['begin after end', () => ({ ...auth(), begin_date: '2025-10', end_date: '2025-09' }), 400, 3020],
  ])('%s', async (_case, query, status, code) => {
    const res = await sushi('reports/tr', query());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ Code: code });
    expectSchema(res.body, `Exception_${code}`);
  });

  it('a report it does not make is 3000 (404)', async () => {
    const res = await sushi('reports/jr1', { ...auth(), ...dates });
    expect(res).toMatchObject({ status: 404, body: { Code: 3000, Message: 'Report Not Supported' } });
    // 5.1.0.1's schema has no Exception_3000 of its own: the general Exception shape.
    expectSchema(res.body, 'Exception');
  });

  it('members without a credential is 1030, with a wrong key 2020', async () => {
    expect(await sushi('members')).toMatchObject({ status: 400, body: { Code: 1030 } });
    expect(await sushi('members', { ...auth(), api_key: 'x' })).toMatchObject({ status: 401, body: { Code: 2020 } });
  });
});

describe('the institution admin manages its SUSHI credential', () => {
  it('rotating answers a new key once; the old key stops working; reading never shows a key', async () => {
    const org = caller(t.app, await orgSignIn(t.app, 'demo_org'));
    const rotated = await org('POST', C.rotate.path);
    expect(rotated.body).toMatchObject({ code: 200, msg: SUSHI_MSG.rotated, data: { customerId: cred.customerId, requestorId: cred.requestorId } });
    const newKey: string = rotated.body.data.apiKey;
    expect(newKey.length).toBeGreaterThanOrEqual(40);
    expect((await sushi('members', auth())).body).toMatchObject({ Code: 2020 });
    expect((await sushi('members', { ...auth(), api_key: newKey })).status).toBe(200);
    const shown = await org('GET', C.get.path);
    expect(shown.body.data).toEqual({ customerId: cred.customerId, requestorId: cred.requestorId, rotatedAt: expect.any(String) });
    cred = { ...cred, apiKey: newKey };
  });

  it('a plain member may neither read nor rotate it', async () => {
    const reader = caller(t.app, await signIn(t.app));
    expect((await reader('POST', C.rotate.path)).body).toMatchObject(FORBIDDEN);
    expect((await reader('GET', C.get.path)).status).not.toBe(200);
  });
});

describe('the demo', () => {
  it("demo_org's seeded key harvests last month's believable usage", async () => {
    const { DEMO_SUSHI } = await import('../../db/seed/counterUsage');
    const now = new Date(Date.now() + 8 * 3_600_000);
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    // The credential was rotated above: the seed's key is issued again for the demo.
    await issueSushiCredential(t.database.db, orgPartyId, DEMO_SUSHI.apiKey);
    const demo = { customer_id: DEMO_SUSHI.customerId, requestor_id: DEMO_SUSHI.requestorId, api_key: DEMO_SUSHI.apiKey };
    const { status, body } = await sushi('reports/pr', { ...demo, begin_date: last, end_date: last });
    expect(status).toBe(200);
    const perf = body.Report_Items[0].Attribute_Performance.map((ap: { Performance: Record<string, Record<string, number>> }) => ap.Performance);
    const sum = (metric: string) => perf.reduce((n: number, p: Record<string, Record<string, number>>) => n + (p[metric]?.[last] ?? 0), 0);
    expect(sum('Searches_Platform')).toBeGreaterThan(40);
    expect(sum('Total_Item_Requests')).toBeGreaterThan(20);
    expect(sum('Total_Item_Investigations')).toBeGreaterThan(sum('Total_Item_Requests'));
    // Every report of the seeded month (real titles, ISSNs and ISBNs) is valid COUNTER 5.1 JSON.
    for (const id of REPORT_IDS) {
      const report = await sushi(`reports/${id.toLowerCase()}`, { ...demo, begin_date: last, end_date: last });
      expect(report.status).toBe(200);
      expect(report.body.Report_Items.length, id).toBeGreaterThan(0);
      expectSchema(report.body, id);
    }
  });
});

describe("使用统计's COUNTER table and its tabular export", () => {
  it('TR_J1 by month as JSON and as COUNTER tabular text; a bad range is the Chinese 400', async () => {
    const org = caller(t.app, await orgSignIn(t.app, 'demo_org'));
    const json = await org('GET', R.report.path, { report: 'TR_J1', begin: '2025-09', end: '2025-10' });
    expect(json.body.code).toBe(200);
    expect(json.body.data.Report_Items[0].Attribute_Performance[0].Performance.Total_Item_Requests).toEqual({ '2025-10': 3 });
    const res = await t.app.inject({ method: 'GET', url: apiUrl(R.tsv.path), query: { report: 'TR_J1', begin: '2025-09', end: '2025-10' }, headers: { authorization: await orgSignIn(t.app, 'demo_org') } });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Report_Name\tJournal Requests (Controlled)');
    expect(lines[13]).toBe('');
    expect(lines[14].split('\t').slice(-4)).toEqual(['Metric_Type', 'Reporting_Period_Total', 'Sep-2025', 'Oct-2025']);
    expect(lines[15].split('\t').slice(-4)).toEqual(['Total_Item_Requests', '3', '0', '3']);
    for (const bad of [{ report: 'JR1', begin: '2025-09', end: '2025-10' }, { report: 'TR_J1', begin: '2025-10', end: '2025-09' }, { report: 'TR_J1', begin: '2025-9', end: '2025-10' }]) {
      const refused = await org('GET', R.report.path, bad);
      expect(refused.body).toMatchObject({ code: 400, msg: bad.report === 'JR1' ? COUNTER_MSG.report : COUNTER_MSG.range });
    }
  });

  it('every report exports as COUNTER tabular text with its own columns, and as an Excel workbook of the same cells', async () => {
    const authorization = await orgSignIn(t.app, 'demo_org');
    const fetchFile = (path: string, report: string) => t.app.inject({ method: 'GET', url: apiUrl(path), query: { report, begin: '2025-10', end: '2025-10' }, headers: { authorization } });
    const headings: Record<string, string[]> = {
      PR: ['Platform', 'Data_Type', 'Access_Method', 'Metric_Type'],
      DR: ['Database', 'Publisher', 'Publisher_ID', 'Platform', 'Proprietary_ID', 'Data_Type', 'Access_Method', 'Metric_Type'],
      TR: ['Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI', 'Data_Type', 'Access_Type', 'Access_Method', 'Metric_Type'],
      TR_J3: ['Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI', 'Access_Type', 'Metric_Type'],
      TR_B1: ['Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI', 'Data_Type', 'YOP', 'Metric_Type'],
      IR: ['Item', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI', 'Data_Type', 'Access_Type', 'Access_Method', 'Metric_Type'],
    };
    const ExcelJS = (await import('exceljs')).default;
    for (const [report, columns] of Object.entries(headings)) {
      const tsv = await fetchFile(R.tsv.path, report);
      expect(tsv.statusCode, report).toBe(200);
      const grid = tsv.body.replace(/^\uFEFF/, '').replace(/\r\n$/, '').split('\r\n').map((l) => l.split('\t'));
      expect(grid[1], report).toEqual(['Report_ID', report]);
      expect(grid[14], report).toEqual([...columns, 'Reporting_Period_Total', 'Oct-2025']);
      const xlsx = await fetchFile(R.xlsx.path, report);
      expect(xlsx.statusCode, report).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet(report)!;
      const cells: string[][] = [];
      sheet.eachRow({ includeEmpty: true }, (row, n) => (cells[n - 1] = (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
      // The same cells as the TSV (TSV's empty trailing cells aside, and the Created instant: two requests); counts are numbers in Excel.
      const lines = (rows: string[][]) => rows.map((r) => r.join('\t').replace(/\t+$/, '')).filter((l) => !l.startsWith('Created\t'));
      expect(lines(cells), report).toEqual(lines(grid));
    }
    // TR_J1's month: 3 requests of the journal (the rules' count), a number in the workbook.
    const j1 = new ExcelJS.Workbook();
    await j1.xlsx.load((await fetchFile(R.xlsx.path, 'TR_J1')).rawPayload as unknown as ArrayBuffer);
    const requests = j1.getWorksheet('TR_J1')!.getRow(16);
    expect([requests.getCell(11).value, requests.getCell(12).value, requests.getCell(13).value]).toEqual(['Total_Item_Requests', 3, 3]);
  });

  it('a plain member gets none of it', async () => {
    const reader = caller(t.app, await signIn(t.app));
    expect((await reader('GET', R.report.path, { report: 'TR_J1', begin: '2025-10', end: '2025-10' })).status).not.toBe(200);
  });
});
