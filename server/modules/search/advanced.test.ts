import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../src/shared/search';
import { authorExpression, rowsToExpression } from '../../../src/shared/searchExpression';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { upsertDocs } from '../../search/indexer';
import type { SearchDocInput } from '../../search/sources';

const URL = '/api/show/es/advanced';
/** Every fixture carries this source, so a `journal` filter isolates them from the seed. */
const SOURCE = '高级检索测试刊';

let t: TestApp;
let app: FastifyInstance;

async function advanced(body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: URL, payload: body });
  return { status: res.statusCode, body: res.json() as SearchResponse };
}
const fixtures = (expression: string, body: Record<string, unknown> = {}) => advanced({ expression, journal: SOURCE, pageSize: 50, ...body });
const ids = (r: SearchResponse) => r.rows.map((row) => row.docId).sort((a, b) => a - b);

const doc = (docId: number, fields: Partial<SearchDocInput>): SearchDocInput => ({ docType: 'article', docId, title: '', source: SOURCE, ...fields });

const FIXTURES: SearchDocInput[] = [
  doc(910001, { title: '智慧图书馆的建设路径', authors: '王静;李明', keywords: '智慧图书馆;服务', institution: '北京大学信息管理系', year: 2021 }),
  doc(910002, { title: '图书馆的智慧服务研究', authors: '王静怡', keywords: '智慧服务', summary: '讨论智慧图书馆与读者服务。', year: 2019 }),
  doc(910003, { title: '数字人文视野下的方志整理', authors: '张华', keywords: '数字人文;方志', institution: '南京大学', year: 2022 }),
  doc(910004, { title: '古籍数字化综述', authors: '赵敏', keywords: '古籍;综述', year: 2020 }),
  doc(910005, { title: '古籍保护的新方法', authors: '王静', keywords: '古籍;保护', institution: '国家图书馆', year: 2023 }),
  doc(910006, { title: '高校阅读推广', authors: '钱一', keywords: '阅读推广', summary: '以王静的研究为起点。', year: 2018 }),
];

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  await upsertDocs(t.database.db, FIXTURES);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /es/advanced: 专业检索', () => {
  it("TI='智慧图书馆' AND AU='王静': the phrase in the title, the author by the whole name", async () => {
    const { status, body } = await fixtures("TI='智慧图书馆' AND AU='王静'");
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(ids(body)).toEqual([910001]);
    expect(body.rows[0].title).toBe('<em>智慧图书馆</em>的建设路径');
  });

  it('精确 (=) wants the phrase, 模糊 (%) each word anywhere in the field', async () => {
    expect(ids((await fixtures("TI='智慧图书馆'")).body)).toEqual([910001]);
    expect(ids((await fixtures("TI%'智慧图书馆'")).body)).toEqual([910001, 910002]);
  });

  it('AU= is one author’s whole name; AU% any name holding it; an abstract that names her is no author', async () => {
    expect(ids((await fixtures("AU='王静'")).body)).toEqual([910001, 910005]);
    expect(ids((await fixtures("AU%'王静'")).body)).toEqual([910001, 910002, 910005]);
  });

  it("SU=('数字人文' OR '古籍') NOT KY='综述'", async () => {
    expect(ids((await fixtures("SU=('数字人文' OR '古籍') NOT KY='综述'")).body)).toEqual([910003, 910005]);
  });

  it('PY compares years, alone or with terms; LY and AF search the source and the institution', async () => {
    expect(ids((await fixtures('PY>=2022')).body)).toEqual([910003, 910005]);
    expect(ids((await fixtures("SU%'古籍' AND PY<2021")).body)).toEqual([910004]);
    expect(ids((await fixtures("AF%'图书馆'")).body)).toEqual([910005]);
    expect(ids((await fixtures(`LY='${SOURCE}' AND PY=2018`)).body)).toEqual([910006]);
  });

  it('AB searches the abstract, and the snippet shows the matched words there', async () => {
    const { body } = await fixtures("AB%'读者服务'");
    expect(ids(body)).toEqual([910002]);
    expect(body.rows[0].snippet).toContain('<em>读者服务</em>');
  });

  it.each([
    ["XX='a'", '检索式第1个字符处：检索字段“XX”不存在，可用：SU、TI、AU、KY、AB、LY、AF、PY'],
    ["TI='智慧 AND AU='王静'", '检索式第18个字符处：引号没有配对'],
    ["(TI='a' OR AU='b'", '检索式第1个字符处：左括号缺少右括号'],
    ["TI='——'", '检索式第4个字符处：检索词中没有可检索的文字，请输入汉字、字母或数字'],
    ["TI='a'; DROP TABLE search_doc; --", '检索式第7个字符处：缺少 AND、OR 或 NOT，不能直接接“;”'],
    ['', '请输入检索式'],
    ['TI=a'.padEnd(501, ' ') + 'x', '检索式不能超过500个字'],
  ])('%s → 400 %s', async (expression, msg) => {
    const { status, body } = await advanced({ expression });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg });
  });

  it('takes the plain search’s filters and refuses their bad values in the same words', async () => {
    expect(ids((await fixtures("SU%'古籍'", { year: 2023 })).body)).toEqual([910005]);
    const bad = await advanced({ expression: "TI='a'", type: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, msg: '资源类型不正确' });
  });

  it('pages in the chosen order, with the total and facets of the whole match set', async () => {
    const first = await fixtures("SU%'王静' OR AU%'王静' OR SU%'古籍'", { sort: 'date', pageSize: 2, pageNum: 1 });
    const second = await fixtures("SU%'王静' OR AU%'王静' OR SU%'古籍'", { sort: 'date', pageSize: 2, pageNum: 2 });
    expect(first.body.total).toBe(5);
    expect(first.body.rows.map((r) => r.docId)).toEqual([910005, 910001]);
    expect(second.body.rows.map((r) => r.docId)).toEqual([910004, 910002]);
    expect(first.body.facets.year.find((y) => y.value === '2018')?.count).toBe(1);
  });
});

describe('POST /es/advanced: paging a large match set of the seeded library', () => {
  it('gives every match once across the pages by relevance (the e2e selection journey’s expression)', async () => {
    const expression = "SU%'图书馆' NOT TI='研究'";
    const first = await advanced({ expression, pageSize: 50 });
    expect(first.body.total).toBeGreaterThan(100);
    const seen: string[] = [];
    for (let page = 1; (page - 1) * 50 < first.body.total; page++) {
      const { body } = await advanced({ expression, pageSize: 50, pageNum: page });
      expect(body.total).toBe(first.body.total);
      seen.push(...body.rows.map((r) => `${r.docType}-${r.docId}`));
    }
    expect(seen.length).toBe(first.body.total);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('POST /es/advanced: 高级检索 rows and 作者发文检索 as the portal writes them', () => {
  it('rows joined by 并且/或者/不含 with a year range and a source limit', async () => {
    const expression = rowsToExpression(
      [
        { join: 'and', field: 'KY', value: '古籍', match: 'exact' },
        { join: 'or', field: 'TI', value: '数字人文', match: 'fuzzy' },
        { join: 'not', field: 'TI', value: '综述', match: 'fuzzy' },
      ],
      { yearFrom: 2021, yearTo: 2023, source: '检索测试' },
    )!;
    expect(ids((await advanced({ expression })).body)).toEqual([910003, 910005]);
  });

  it('an author’s articles, narrowed by 作者单位', async () => {
    expect(ids((await fixtures(authorExpression('王静')!)).body)).toEqual([910001, 910005]);
    expect(ids((await fixtures(authorExpression('王静', '国家图书馆')!)).body)).toEqual([910005]);
  });
});
