import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { patents } from '../../db/schema/areas/patent';
import { yearbooks } from '../../db/schema/areas/yearbook';
import { DESCRIPTION_LENGTH } from './pageHead';
import { metaValues, staticDirWithIndex } from './testStatic';

// Google Scholar's citation_* tags on the detail page of a content-area kit type that declares a
// citation (专利: src/areas/declared/patent.ts), beside the page head every detail page has.

let t: TestApp;
let staticDir: ReturnType<typeof staticDirWithIndex>;
const ids = { patent: 0, bare: 0, hidden: 0, yearbook: 0 };
const ABSTRACT = '本发明公开了一种<古籍>扫描方法，包括采集、校正与拼接三个步骤。'.repeat(6);

beforeAll(async () => {
  staticDir = staticDirWithIndex();
  t = await makeTestApp({ seed: false, appOptions: { staticDir: staticDir.dir } });
  const db = t.database.db;
  const base = { applicationDate: '2023-03-02', patentType: '发明', legalStatus: '授权', title: '一种古籍扫描方法' };
  const [p] = await db
    .insert(patents)
    .values({ ...base, applicationNo: 'CN202310123456.7', publicationDate: '2024-09-06', applicants: '武汉大学;华为技术有限公司', inventors: '张三;李四', abstract: ABSTRACT })
    .returning();
  const [bare] = await db.insert(patents).values({ ...base, title: '一种书架', applicationNo: 'CN202320123456.1', applicants: '鸿雁测试大学' }).returning();
  const [hidden] = await db.insert(patents).values({ ...base, title: '一种下架的装置', applicationNo: 'CN202320654321.2', applicants: '某公司', published: false }).returning();
  const [y] = await db.insert(yearbooks).values({ title: '测试统计年鉴2024', year: 2024, editor: '测试统计局', summary: '收录测试地区的统计资料。' }).returning();
  Object.assign(ids, { patent: p!.id, bare: bare!.id, hidden: hidden!.id, yearbook: y!.id });
});

afterAll(async () => {
  await t?.close();
  staticDir?.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'wenku.example.org' } });

describe('citation meta of a kit type that declares a citation', () => {
  it('a patent’s page names its title, applicants, publication date and abstract to Scholar, escaped', async () => {
    const res = await get(`/patent/${ids.patent}`);
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(metaValues(head, 'citation_title')).toEqual(['一种古籍扫描方法']);
    expect(metaValues(head, 'citation_author')).toEqual(['武汉大学', '华为技术有限公司']);
    expect(metaValues(head, 'citation_publication_date')).toEqual(['2024/09/06']);
    const [abstract] = metaValues(head, 'citation_abstract');
    expect(abstract).toContain('一种&lt;古籍&gt;扫描方法');
    expect(metaValues(head, 'citation_language')).toEqual(['zh']);
    // The page head is every detail page's: one title, the short description, og:type article.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>一种古籍扫描方法 - 文库数字图书馆</title>');
    const [description] = metaValues(head, 'description');
    expect(description!.replace(/&lt;|&gt;/g, '<').length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(metaValues(head, 'og:type')).toEqual(['article']);
    expect(metaValues(head, 'og:url')).toEqual([`http://wenku.example.org/patent/${ids.patent}`]);
  });

  it('leaves out what a patent does not have (no publication date, no abstract)', async () => {
    const head = (await get(`/patent/${ids.bare}`)).body;
    expect(metaValues(head, 'citation_title')).toEqual(['一种书架']);
    expect(metaValues(head, 'citation_author')).toEqual(['鸿雁测试大学']);
    expect(metaValues(head, 'citation_publication_date')).toEqual([]);
    expect(metaValues(head, 'citation_abstract')).toEqual([]);
  });

  it('a 下架 patent’s page is a 404 that names nothing of it', async () => {
    const res = await get(`/patent/${ids.hidden}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('一种下架的装置');
    expect(metaValues(res.body, 'citation_title')).toEqual([]);
  });

  it('a kit type without a citation (年鉴) keeps its page head and carries no citation tags', async () => {
    const res = await get(`/yearbook/${ids.yearbook}`);
    expect(res.statusCode).toBe(200);
    expect(metaValues(res.body, 'og:title')).toEqual(['测试统计年鉴2024']);
    expect(metaValues(res.body, 'og:type')).toEqual(['book']);
    expect(res.body).not.toContain('citation_');
  });
});
