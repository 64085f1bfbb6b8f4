import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { members, parties, works, writerProfiles } from '../../db/schema';

/**
 * A writer's work is crawled once it passed review (审核通过, spec §4 status 2): it is in the sitemap
 * and an OAI-PMH record of the set `works` (Dublin Core: title, the writer's pen name, date, type,
 * description, its portal URL). Under review, rejected or closed (下架) it is in neither.
 */
let t: TestApp;
const HOST = 'wenku.example.org';
const BASE = `http://${HOST}`;
const ids = { passed: 0, reviewing: 0, rejected: 0, closed: 0, noProfile: 0 };

const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new () => { window: { DOMParser: typeof DOMParser } } };
const { DOMParser: XmlParser } = new JSDOM().window;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  const db = t.database.db;
  const member = async (username: string, mname: string) => {
    const [party] = await db.insert(parties).values({ partyType: 1 }).returning({ id: parties.id });
    const [m] = await db.insert(members).values({ partyId: party!.id, username, mname, passwordHash: 'x', memberType: 8 }).returning({ id: members.id });
    return m!.id;
  };
  const writer = await member('crawl_writer', '王春燕');
  await db.insert(writerProfiles).values({ ownerId: writer, penName: '南山燕', hometown: '浙江绍兴', genres: '散文', biography: '以江南水乡为题材的散文作者。' });
  const plain = await member('crawl_member', '李建国');
  const work = async (uid: number, worksStatus: number, title: string) => {
    const [w] = await db
      .insert(works)
      .values({ uid, worksStatus, worksType: 2, title, genre: '散文', summary: `${title}：记一座小镇的四季。`, body: '正文', createTime: new Date('2025-03-18T08:00:00Z') })
      .returning({ id: works.id });
    return w!.id;
  };
  ids.passed = await work(writer, 2, '乌篷船里的春天');
  ids.reviewing = await work(writer, 1, '审核中的稿子');
  ids.rejected = await work(writer, 3, '被驳回的稿子');
  ids.closed = await work(writer, 4, '已下架的散文');
  ids.noProfile = await work(plain, 2, '老街的早晨');
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
async function oai(query: string) {
  const res = await get(`/oai?${query}`);
  expect(res.statusCode).toBe(200);
  return new XmlParser().parseFromString(res.body, 'text/xml');
}
const texts = (doc: Document, tag: string) => [...doc.getElementsByTagName(tag)].map((e) => e.textContent ?? '');

describe('works in the sitemap and OAI-PMH', () => {
  it('the sitemap lists passed works at their portal page, and no work under review, rejected or 下架', async () => {
    const urls = locs((await get('/sitemap.xml')).body);
    expect(urls.filter((u) => u.includes('/works/'))).toEqual([`${BASE}/works/${ids.passed}`, `${BASE}/works/${ids.noProfile}`]);
  });

  it('GetRecord gives a passed work as Dublin Core: title, the pen name as creator, date, type, description, portal URL', async () => {
    const doc = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:works/${ids.passed}`);
    expect(texts(doc, 'setSpec')).toEqual(['works']);
    expect(texts(doc, 'dc:title')).toEqual(['乌篷船里的春天']);
    expect(texts(doc, 'dc:creator')).toEqual(['南山燕']);
    expect(texts(doc, 'dc:date')).toEqual(['2025-03-18']);
    expect(texts(doc, 'dc:type')).toEqual(['Text', '文学作品（散文）']);
    expect(texts(doc, 'dc:description')).toEqual(['乌篷船里的春天：记一座小镇的四季。']);
    expect(texts(doc, 'dc:identifier')).toEqual([`${BASE}/works/${ids.passed}`]);
    expect(texts(doc, 'dc:language')).toEqual(['zh']);
  });

  it("a work whose author has no writer profile is credited to the member's name", async () => {
    const doc = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:works/${ids.noProfile}`);
    expect(texts(doc, 'dc:creator')).toEqual(['李建国']);
  });

  it('the set works holds the passed works only; the others are no record', async () => {
    const doc = await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=works');
    expect(texts(doc, 'identifier')).toEqual([`oai:${HOST}:works/${ids.passed}`, `oai:${HOST}:works/${ids.noProfile}`]);
    for (const id of [ids.reviewing, ids.rejected, ids.closed]) {
      const missing = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:works/${id}`);
      expect(missing.getElementsByTagName('error')[0]?.getAttribute('code'), String(id)).toBe('idDoesNotExist');
    }
    expect(texts(await oai('verb=ListSets'), 'setSpec')).toContain('works');
  });

  it('a passed work its author closes (下架) leaves the sitemap and OAI-PMH', async () => {
    await t.database.db.update(works).set({ worksStatus: 4, updateTime: new Date() }).where(eq(works.id, ids.noProfile));
    expect(locs((await get('/sitemap.xml')).body).filter((u) => u.includes('/works/'))).toEqual([`${BASE}/works/${ids.passed}`]);
    const doc = await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:works/${ids.noProfile}`);
    expect(doc.getElementsByTagName('error')[0]?.getAttribute('code')).toBe('idDoesNotExist');
  });
});
