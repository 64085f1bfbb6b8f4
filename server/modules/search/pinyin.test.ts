/**
 * Pinyin and initials (issue 34): a keyword of letters that finds little as text is also read as
 * the pinyin or initials of titles, authors and sources (server/search/pinyin.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../src/shared/search';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { upsertDocs } from '../../search/indexer';
import type { SearchDocInput } from '../../search/sources';

const URL = '/api/show/es/list';
/** Every fixture here carries this source, so a `journal` filter isolates them. */
const SOURCE = '拼音测试出版社';

let t: TestApp;
let app: FastifyInstance;

const doc = (docId: number, fields: Partial<SearchDocInput>): SearchDocInput => ({ docType: 'book', docId, title: '', source: SOURCE, ...fields });

const FIXTURES: SearchDocInput[] = [
  doc(800001, { title: '长安志', authors: '宋敏求', year: 2001 }),
  doc(800002, { docType: 'ancient', title: '長安古意', authors: '盧照鄰', year: 2002 }),
  doc(800003, { title: '中国图书馆学刊', authors: '曾明', year: 2003 }),
  doc(800004, { title: '重庆旅游指南', year: 2004 }),
  doc(800005, { title: '唐代长安城考', year: 2005 }),
  doc(800006, { title: 'Changan Road', year: 2006 }),
];

async function search(body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: URL, payload: { journal: SOURCE, pageSize: 50, ...body } });
  return { status: res.statusCode, body: res.json() as SearchResponse };
}
const hits = (r: SearchResponse) => r.rows.map((row) => [row.docId, row.title]);

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  await upsertDocs(t.database.db, FIXTURES);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /es/list: pinyin', () => {
  it('changan finds 长安 and 長安 titles as pinyin, and the English title as text, and says so', async () => {
    const { status, body } = await search({ keyword: 'changan' });
    expect(status).toBe(200);
    expect(body.pinyin).toBe('changan');
    expect(body.total).toBe(4);
    expect(hits(body)).toEqual([
      [800006, '<em>Changan</em> Road'],
      [800005, '唐代<em>长安</em>城考'],
      [800002, '<em>長安</em>古意'],
      [800001, '<em>长安</em>志'],
    ]);
  });

  it('zgtsg finds 中国图书馆… by its initials; chongqing reads 重 in its word', async () => {
    const initials = await search({ keyword: 'zgtsg' });
    expect(initials.body.pinyin).toBe('zgtsg');
    expect(hits(initials.body)).toEqual([[800003, '<em>中国图书馆</em>学刊']]);
    expect(hits((await search({ keyword: 'chongqing' })).body)).toEqual([[800004, '<em>重庆</em>旅游指南']]);
  });

  it('a traditional title is found by its pinyin, syllables typed apart or together', async () => {
    const apart = await search({ keyword: 'chang an gu', type: 'ancient' });
    expect(apart.body.pinyin).toBe('changangu');
    expect(hits(apart.body)).toEqual([[800002, '<em>長安古</em>意']]);
  });

  it('a field search reads the pinyin of that field only; an author by a surname reading', async () => {
    const author = await search({ keyword: 'zengming', field: 'author' });
    expect(author.body.pinyin).toBe('zengming');
    expect(author.body.rows.map((r) => [r.docId, r.snippet])).toEqual([[800003, '作者：<em>曾明</em>']]);
    expect((await search({ keyword: 'zengming', field: 'title' })).body).toMatchObject({ total: 0, rows: [] });
    expect((await search({ keyword: 'changan', field: 'author' })).body.total).toBe(0);
    // The keyword field has no pinyin: letters are only text there.
    const keyword = await search({ keyword: 'changan', field: 'keyword' });
    expect(keyword.body.total).toBe(0);
    expect(keyword.body.pinyin).toBeUndefined();
  });

  it('letters that spell nothing answer an empty result without a pinyin reading; Chinese is never read as pinyin', async () => {
    const none = await search({ keyword: 'qqqqxx' });
    expect(none.body).toMatchObject({ code: 200, total: 0, rows: [] });
    expect(none.body.pinyin).toBeUndefined();
    const chinese = await search({ keyword: '长安' });
    expect(chinese.body.pinyin).toBeUndefined();
    expect(chinese.body.rows.map((r) => r.docId).sort()).toEqual([800001, 800002, 800005]);
  });
});

describe('POST /es/list: did you mean', () => {
  it('a homophone typo that finds nothing offers the known word, which finds something', async () => {
    const { status, body } = await search({ keyword: '图书官', journal: '' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: '查询成功', rows: [], total: 0, facets: { type: [], year: [], journal: [], subject: [] }, didYouMean: '图书馆' });
    expect((await search({ keyword: body.didYouMean, journal: '' })).body.total).toBeGreaterThan(0);
  });

  it('mistyped pinyin offers the term it almost spells; a search with results offers nothing', async () => {
    expect((await search({ keyword: 'pinyincheshichubanshe' })).body).toMatchObject({ total: 0, rows: [], didYouMean: '拼音测试出版社' });
    expect((await search({ keyword: 'zhongguotushuguanxuekna' })).body).toMatchObject({ total: 0, rows: [], didYouMean: '中国图书馆学刊' });
    expect((await search({ keyword: 'changan' })).body.didYouMean).toBeUndefined();
  });
});
