import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { compositions, recitations, standards } from '../../db/schema';
import { yearbooks } from '../../db/schema/areas/yearbook';
import { HOSTILE_TITLE, insertCrawlFixture, setArticleUpdateTime, type CrawlFixture } from '../publicItems/testFixtures';
import { oaiModule } from './routes';
import { patents } from '../../db/schema/areas/patent';
import { eq } from 'drizzle-orm';

let t: TestApp;
let f: CrawlFixture;
let small: FastifyInstance;
let standardId: number;
let yearbookId: number;
let compositionId: number;
let recitationId: number;

const HOST = 'wenku.example.org';
// jsdom (already a dev dependency) parses the answers as XML: well-formedness is checked for free.
// It ships no type declarations, hence the narrow cast.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new () => { window: { DOMParser: typeof DOMParser } } };
const { DOMParser: XmlParser } = new JSDOM().window;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  f = await insertCrawlFixture(t.database.db);
  const [s] = await t.database.db.insert(standards).values({ standardNo: 'GB/T 7714-2015', title: '信息与文献 参考文献著录规则', status: '现行' }).returning();
  standardId = s!.id;
  const [y] = await t.database.db.insert(yearbooks).values({ title: '测试年鉴', year: 2024 }).returning();
  yearbookId = y!.id;
  const [c] = await t.database.db.insert(compositions).values({ title: '测试作文', author: '测试学生', school: '测试小学', grade: 3, compositionType: 1, year: 2024, content: '正文' }).returning();
  compositionId = c!.id;
  const [r] = await t.database.db.insert(recitations).values({ title: '测试朗诵', reciter: '测试学生', category: 'A', subcode: 'A2', duration: 14 }).returning();
  recitationId = r!.id;
  // The same OAI routes with two records per page, so resumption tokens are exercised.
  small = Fastify();
  await oaiModule({ pageSize: 2 })(small, t.database.db);
  await small.ready();
});

afterAll(async () => {
  await small?.close();
  await t?.close();
});

/** Public records in harvest order (sets in OAI_SETS order, then id): article, book, thesis, standard, yearbook, composition, recitation. */
const expectedIdentifiers = () => [
  `oai:${HOST}:article/${f.articleId}`,
  `oai:${HOST}:book/${f.bookId}`,
  `oai:${HOST}:thesis/${f.thesisId}`,
  `oai:${HOST}:standard/${standardId}`,
  `oai:${HOST}:yearbook/${yearbookId}`,
  `oai:${HOST}:composition/${compositionId}`,
  `oai:${HOST}:recitation/${recitationId}`,
];

async function oai(query: string, app: FastifyInstance = t.app) {
  const res = await app.inject({ method: 'GET', url: `/oai?${query}`, headers: { host: HOST } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
  const doc = new XmlParser().parseFromString(res.body, 'text/xml');
  // A parse failure shows up as a <parsererror> document: the response must be well-formed.
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return { body: res.body, doc };
}

const texts = (doc: Document, tag: string) => [...doc.getElementsByTagName(tag)].map((e) => e.textContent ?? '');
const errorCode = (doc: Document) => doc.getElementsByTagName('error')[0]?.getAttribute('code');
const requestAttrs = (doc: Document) => Object.fromEntries([...doc.getElementsByTagName('request')[0]!.attributes].map((a) => [a.name, a.value]));

describe('OAI-PMH verbs', () => {
  it('Identify describes the repository', async () => {
    const { doc } = await oai('verb=Identify');
    expect(doc.documentElement.tagName).toBe('OAI-PMH');
    expect(texts(doc, 'responseDate')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(requestAttrs(doc)).toEqual({ verb: 'Identify' });
    expect(texts(doc, 'request')).toEqual([`http://${HOST}/oai`]);
    expect(texts(doc, 'repositoryName')).toEqual(['文库数字图书馆']);
    expect(texts(doc, 'baseURL')).toEqual([`http://${HOST}/oai`]);
    expect(texts(doc, 'protocolVersion')).toEqual(['2.0']);
    expect(texts(doc, 'granularity')).toEqual(['YYYY-MM-DDThh:mm:ssZ']);
    expect(texts(doc, 'deletedRecord')).toEqual(['no']);
    expect(texts(doc, 'adminEmail')[0]).toContain('@');
  });

  it('ListMetadataFormats offers oai_dc, for the repository and for one item', async () => {
    const all = await oai('verb=ListMetadataFormats');
    expect(texts(all.doc, 'metadataPrefix')).toEqual(['oai_dc']);
    expect(texts(all.doc, 'metadataNamespace')).toEqual(['http://www.openarchives.org/OAI/2.0/oai_dc/']);
    const one = await oai(`verb=ListMetadataFormats&identifier=oai:${HOST}:book/${f.bookId}`);
    expect(texts(one.doc, 'metadataPrefix')).toEqual(['oai_dc']);
  });

  it('ListSets names one set per content type', async () => {
    const { doc } = await oai('verb=ListSets');
    // In the declaration order of src/shared/contentTypes.ts (the header's and home grid's).
    expect(texts(doc, 'setSpec')).toEqual(['article', 'book', 'ancient', 'localHistory', 'thesis', 'law', 'standard', 'yearbook', 'patent', 'works', 'famousTeacher', 'photo', 'calligraphy', 'composition', 'recitation', 'headmaster', 'famousSchool', 'universityActivity', 'scholar', 'publisher', 'teacher', 'writer', 'teaching', 'school', 'studyPlace', 'topic']);
    expect(texts(doc, 'setName')).toContain('学位论文');
  });

  it('a content-area kit type is a set from its declaration: 专利 records carry their 申请号 and type', async () => {
    // Removed again below: the paging test counts every record of the fixture.
    const [row] = await t.database.db
      .insert(patents)
      .values({ title: '一种OAI测试用的检索方法', applicationNo: 'CN202610000001.5', applicationDate: '2026-01-05', applicants: '鸿雁大学;鸿雁科技有限公司', patentType: '发明', legalStatus: '公开', ipc: 'G06F16/33;G06F16/35' })
      .returning({ id: patents.id });
    const { doc } = await oai('verb=ListRecords&metadataPrefix=oai_dc&set=patent');
    await t.database.db.delete(patents).where(eq(patents.id, row!.id));
    expect(texts(doc, 'setSpec')).toEqual(['patent']);
    expect(texts(doc, 'dc:publisher')).toEqual(['鸿雁大学', '鸿雁科技有限公司']);
    expect(texts(doc, 'dc:subject')).toEqual(['G06F16/33', 'G06F16/35']);
    expect(texts(doc, 'dc:type')).toContain('专利');
    expect(texts(doc, 'dc:identifier')).toContain('CN202610000001.5');
  });

  it('GetRecord returns escaped Dublin Core with the portal URL as identifier', async () => {
    const id = `oai:${HOST}:article/${f.articleId}`;
    const { doc, body } = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(id)}`);
    expect(requestAttrs(doc)).toEqual({ verb: 'GetRecord', metadataPrefix: 'oai_dc', identifier: id });
    expect(texts(doc, 'identifier')[0]).toBe(id);
    expect(texts(doc, 'setSpec')).toEqual(['article']);
    expect(texts(doc, 'datestamp')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(texts(doc, 'dc:title')).toEqual([HOSTILE_TITLE]);
    expect(body).not.toContain('<script>');
    expect(texts(doc, 'dc:creator')).toEqual(['张三', '李四']);
    expect(texts(doc, 'dc:subject')).toEqual(['元数据', 'OAI-PMH']);
    expect(texts(doc, 'dc:description')).toEqual(['本文研究<b>数字图书馆</b>的元数据 & 收割。']);
    expect(texts(doc, 'dc:publisher')).toEqual(['测试学报编辑部']);
    expect(texts(doc, 'dc:date')).toEqual(['2024-03-15']);
    expect(texts(doc, 'dc:language')).toEqual(['zh']);
    expect(texts(doc, 'dc:format')).toEqual(['text/html']);
    expect(texts(doc, 'dc:type')).toEqual(['Text', '期刊文章']);
    expect(texts(doc, 'dc:source')).toEqual(['测试学报, 2024(3): 12-20, ISSN 1234-5678']);
    expect(texts(doc, 'dc:relation')).toEqual([`http://${HOST}/journal/${f.journalId}`]);
    expect(texts(doc, 'dc:identifier')).toEqual([`http://${HOST}/article/${f.articleId}`]);
  });

  it('ListRecords pages with resumption tokens to the end, completeListSize matching what was sent', async () => {
    const seen: string[] = [];
    const cursors: string[] = [];
    const sizes = new Set<string>();
    let res = await oai('verb=ListRecords&metadataPrefix=oai_dc', small);
    for (let guard = 0; guard < 10; guard++) {
      seen.push(...[...res.doc.getElementsByTagName('header')].map((h) => h.getElementsByTagName('identifier')[0]!.textContent!));
      const token = res.doc.getElementsByTagName('resumptionToken')[0];
      if (!token) break;
      cursors.push(token.getAttribute('cursor')!);
      sizes.add(token.getAttribute('completeListSize')!);
      if (!token.textContent) break;
      // Followed by POST, form-encoded, as harvesters may.
      const next = await small.inject({
        method: 'POST',
        url: '/oai',
        headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `verb=ListRecords&resumptionToken=${encodeURIComponent(token.textContent)}`,
      });
      res = { body: next.body, doc: new XmlParser().parseFromString(next.body, 'text/xml') };
      expect(requestAttrs(res.doc)).toEqual({ verb: 'ListRecords', resumptionToken: token.textContent });
    }
    expect(seen).toEqual(expectedIdentifiers());
    expect(cursors).toEqual(['0', '2', '4', '6']);
    expect([...sizes]).toEqual(['7']);
    // The last page's token is empty.
    expect(res.body).toMatch(/<resumptionToken completeListSize="7" cursor="6"\/>/);
  });

  it('ListIdentifiers honours set, and a single page carries no token', async () => {
    const { doc } = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=thesis', small);
    expect(texts(doc, 'identifier')).toEqual([`oai:${HOST}:thesis/${f.thesisId}`]);
    expect(doc.getElementsByTagName('resumptionToken')).toHaveLength(0);
    expect(doc.getElementsByTagName('metadata')).toHaveLength(0);
  });

  it('filters on update time with day and second granularity (until inclusive)', async () => {
    await setArticleUpdateTime(t.database.db, f.articleId, new Date('2020-01-01T10:00:00.500Z'));
    const ids = async (q: string) => {
      const { doc } = await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=article&${q}`);
      return errorCode(doc) ?? texts(doc, 'identifier');
    };
    const article = [`oai:${HOST}:article/${f.articleId}`];
    expect(await ids('from=2020-01-01&until=2020-01-01')).toEqual(article);
    expect(await ids('from=2020-01-01T10:00:00Z&until=2020-01-01T10:00:00Z')).toEqual(article);
    expect(await ids('until=2020-01-01T09:59:59Z')).toBe('noRecordsMatch');
    expect(await ids('from=2020-01-02')).toBe('noRecordsMatch');
    expect(await ids('until=2019-12-31')).toBe('noRecordsMatch');
  });
});

describe('OAI-PMH errors', () => {
  it.each([
    ['no verb', ''],
    ['an unknown verb', 'verb=ListEverything'],
    ['a repeated verb', 'verb=Identify&verb=Identify'],
  ])('%s → badVerb, request element without attributes', async (_name, query) => {
    const { doc } = await oai(query);
    expect(errorCode(doc)).toBe('badVerb');
    expect(requestAttrs(doc)).toEqual({});
    expect(texts(doc, 'error')[0]).toMatch(/verb/);
  });

  it.each([
    ['an argument the verb does not take', 'verb=Identify&set=article'],
    ['a missing metadataPrefix', 'verb=ListRecords'],
    ['a missing identifier', 'verb=GetRecord&metadataPrefix=oai_dc'],
    ['a repeated argument', 'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc'],
    ['a malformed date', 'verb=ListRecords&metadataPrefix=oai_dc&from=2020-13-01'],
    ['an impossible day', 'verb=ListRecords&metadataPrefix=oai_dc&until=2021-02-30'],
    ['a date in another format', 'verb=ListRecords&metadataPrefix=oai_dc&from=2020/01/01'],
    ['mixed granularities', 'verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01&until=2020-01-02T00:00:00Z'],
    ['from after until', 'verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-02&until=2020-01-01'],
    ['a token with other arguments', 'verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc'],
  ])('%s → badArgument', async (_name, query) => {
    const { doc } = await oai(query);
    expect(errorCode(doc)).toBe('badArgument');
    expect(requestAttrs(doc)).toEqual({});
  });

  it('a garbled, tampered or foreign resumptionToken → badResumptionToken', async () => {
    const first = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc', small);
    const token = first.doc.getElementsByTagName('resumptionToken')[0]!.textContent!;
    const payload = JSON.parse(Buffer.from(token, 'base64url').toString()) as unknown[];
    const tampered = Buffer.from(JSON.stringify(payload.map((v, i) => (i === 5 ? 99 : v)))).toString('base64url');
    for (const [verb, value] of [
      ['ListIdentifiers', 'not-a-token'],
      ['ListIdentifiers', tampered],
      ['ListRecords', token], // issued for ListIdentifiers
      ['ListSets', 'anything'],
    ]) {
      const { doc } = await oai(`verb=${verb}&resumptionToken=${encodeURIComponent(value!)}`, small);
      expect(errorCode(doc)).toBe('badResumptionToken');
      expect(requestAttrs(doc)).toEqual({ verb, resumptionToken: value });
    }
  });

  it('a metadata format other than oai_dc → cannotDisseminateFormat', async () => {
    const list = await oai('verb=ListRecords&metadataPrefix=marc21');
    expect(errorCode(list.doc)).toBe('cannotDisseminateFormat');
    expect(requestAttrs(list.doc)).toEqual({ verb: 'ListRecords', metadataPrefix: 'marc21' });
    const one = await oai(`verb=GetRecord&metadataPrefix=marc21&identifier=oai:${HOST}:book/${f.bookId}`);
    expect(errorCode(one.doc)).toBe('cannotDisseminateFormat');
  });

  it.each([
    ['an unknown id', () => `oai:${HOST}:article/999999`],
    ['an unreviewed article', () => `oai:${HOST}:article/${f.hiddenArticleId}`],
    ['another repository', () => `oai:example.com:article/${f.articleId}`],
    ['an unknown set', () => `oai:${HOST}:painting/1`],
    ['a local history that is not type 1', () => `oai:${HOST}:localHistory/${f.oldLocalHistoryId}`],
  ])('%s → idDoesNotExist (GetRecord and ListMetadataFormats)', async (_name, id) => {
    const get = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(id())}`);
    expect(errorCode(get.doc)).toBe('idDoesNotExist');
    const formats = await oai(`verb=ListMetadataFormats&identifier=${encodeURIComponent(id())}`);
    expect(errorCode(formats.doc)).toBe('idDoesNotExist');
  });

  it('an empty selection → noRecordsMatch', async () => {
    for (const q of ['set=law', 'set=nosuchset', 'from=2999-01-01']) {
      const { doc } = await oai(`verb=ListRecords&metadataPrefix=oai_dc&${q}`);
      expect(errorCode(doc)).toBe('noRecordsMatch');
    }
  });
});
