import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { Marc } from 'marcjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { ancientBooks, articles, books, journalPeriods, journals, securityGroupGrants } from '../../db/schema';
import { publicArticle, publicJournal, isPeriodical } from '../journal/shared';
import { orgSignIn } from '../organization/testing';
import { KBART_COLUMNS } from './kbart';
import { CATALOGUE_MSG } from './routes';

let t: TestApp;
let book: typeof books.$inferSelect;
let ancient: typeof ancientBooks.$inferSelect;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? authed(token) : {} });
/** The fields of one ISO 2709 record as marcjs reads them back: `tag → [indicators, code, value, …]`. */
function fieldsOf(raw: Buffer): Map<string, string[][]> {
  const record = Marc.parse(raw, 'iso2709');
  const byTag = new Map<string, string[][]>();
  for (const [tag, ...rest] of record.fields) byTag.set(tag, [...(byTag.get(tag) ?? []), rest]);
  return byTag;
}
const sub = (field: string[] | undefined, code: string) => {
  if (!field) return undefined;
  for (let i = 1; i < field.length; i += 2) if (field[i] === code) return field[i + 1];
  return undefined;
};

beforeAll(async () => {
  t = await makeTestApp();
  [book] = await t.database.db.select().from(books).where(and(eq(books.published, true), isNotNull(books.isbn), isNotNull(books.publisher))).orderBy(asc(books.id)).limit(1);
  [ancient] = await t.database.db.select().from(ancientBooks).where(and(eq(ancientBooks.published, true), isNotNull(ancientBooks.dynasty))).orderBy(asc(ancientBooks.id)).limit(1);
});
afterAll(async () => {
  await t?.close();
});

describe('MARC records of a book and an ancient book', () => {
  it('a book as MARC 21 in ISO 2709: the directory matches the bytes, and title, author, ISBN, publisher and link are where a library expects them', async () => {
    const res = await get(`/api/show/common/book/${book.id}/marc?format=marc21`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/marc');
    expect(res.headers['content-disposition']).toContain(`filename="wenku-book-${book.id}.mrc"`);
    const raw = res.rawPayload;
    expect(Number(raw.subarray(0, 5).toString())).toBe(raw.length);
    expect(raw.subarray(5, 10).toString()).toBe('nam a');
    expect(raw[raw.length - 1]).toBe(0x1d);
    const f = fieldsOf(raw);
    expect(f.get('001')).toEqual([[`wenku-book-${book.id}`]]);
    expect(f.get('008')![0][0]).toHaveLength(40);
    expect(f.get('008')![0][0].slice(35, 38)).toBe('chi');
    expect(sub(f.get('020')![0], 'a')).toBe(book.isbn!.replace(/-/g, ''));
    expect(sub(f.get('245')![0], 'a')).toBe(book.title);
    expect(sub(f.get('100')![0], 'a')).toBe(book.authors.split(/[;；,，、]/)[0].trim());
    expect(sub(f.get('264')![0], 'b')).toBe(book.publisher);
    expect(sub(f.get('264')![0], 'c')).toBe(book.publishDate!.slice(0, 4));
    expect(sub(f.get('856')![0], 'u')).toMatch(new RegExp(`/book/${book.id}$`));
  });

  it('MARCXML is a MARC21/slim collection that reads back to the same fields', async () => {
    const xml = await get(`/api/show/common/book/${book.id}/marc`);
    expect(xml.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    const text = xml.body;
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">')).toBe(true);
    const iso = await get(`/api/show/common/book/${book.id}/marc?format=marc21`);
    const fromXml = Marc.parse(text.slice(text.indexOf('<record>'), text.indexOf('</collection>')), 'marcxml');
    expect(fromXml.fields).toEqual(Marc.parse(iso.rawPayload, 'iso2709').fields);
  });

  it('CNMARC: 010 ISBN and price, 100 with its 36 positions, 200 title and responsibility, 701 the author', async () => {
    const res = await get(`/api/show/common/book/${book.id}/marc?format=cnmarc`);
    expect(res.headers['content-disposition']).toContain('.iso');
    const raw = res.rawPayload;
    expect(raw.subarray(5, 9).toString()).toBe('nam0');
    expect(raw.subarray(20, 24).toString()).toBe('450 ');
    const f = fieldsOf(raw);
    expect(sub(f.get('010')![0], 'a')).toBe(book.isbn!.replace(/-/g, ''));
    if (book.priceFen > 0) expect(sub(f.get('010')![0], 'd')).toBe(`CNY${(book.priceFen / 100).toFixed(2)}`);
    const general = sub(f.get('100')![0], 'a')!;
    expect(general).toHaveLength(36);
    expect(general.slice(22, 25)).toBe('chi');
    expect(sub(f.get('200')![0], 'a')).toBe(book.title);
    expect(sub(f.get('200')![0], 'f')).toMatch(/著$/);
    expect(sub(f.get('210')![0], 'c')).toBe(book.publisher);
    expect(sub(f.get('701')![0], 'a')).toBe(book.authors.split(/[;；,，、]/)[0].trim());
  });

  it("an ancient book: the dynasty in the statement of responsibility and with the author, its 部类 as an index term", async () => {
    const marc21 = fieldsOf((await get(`/api/w_abm/wkapi/v1/ancientBook/${ancient.id}/marc?format=marc21`)).rawPayload);
    expect(sub(marc21.get('245')![0], 'c')).toBe(`（${ancient.dynasty}）${ancient.author}撰`);
    expect(sub(marc21.get('100')![0], 'c')).toBe(`（${ancient.dynasty}）`);
    expect(sub(marc21.get('300')![0], 'a')).toBe(ancient.volumes);
    if (ancient.category) expect(sub(marc21.get('653')![0], 'a')).toBe(`${ancient.category}部`);
    const cnmarc = fieldsOf((await get(`/api/w_abm/wkapi/v1/ancientBook/${ancient.id}/marc?format=cnmarc`)).rawPayload);
    expect(sub(cnmarc.get('701')![0], 'c')).toBe(`（${ancient.dynasty}）`);
    expect(sub(cnmarc.get('205')![0], 'a')).toBe(ancient.edition);
  });

  it('refuses a bad format, a missing id and a withdrawn (下架) book', async () => {
    expect((await get(`/api/show/common/book/${book.id}/marc?format=pdf`)).json()).toEqual({ code: 400, msg: CATALOGUE_MSG.format });
    expect((await get('/api/show/common/book/99999999/marc')).json()).toEqual({ code: 404, msg: CATALOGUE_MSG.bookMissing });
    await t.database.db.update(books).set({ published: false }).where(eq(books.id, book.id));
    try {
      const res = await get(`/api/show/common/book/${book.id}/marc`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: CATALOGUE_MSG.bookMissing });
    } finally {
      await t.database.db.update(books).set({ published: true }).where(eq(books.id, book.id));
    }
  });
});

describe("an institution exports the records of what it subscribes to", () => {
  it('demo_org (高校馆全库包: journals, books, theses) gets every published book in one file, and no ancient books', async () => {
    const org = await orgSignIn(t.app, 'demo_org');
    const res = await get('/api/uc_m/wkapi/v1/wenku_party/organization/marc?area=book&format=marcxml', org);
    expect(res.statusCode).toBe(200);
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(books).where(eq(books.published, true));
    expect(res.body.match(/<record>/g)).toHaveLength(Number(n));
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('图书编目记录_MARCXML_'));
    expect((await get('/api/uc_m/wkapi/v1/wenku_party/organization/marc?area=ancient&format=cnmarc', org)).json()).toEqual({ code: 403, msg: CATALOGUE_MSG.notSubscribed });
    expect((await get('/api/uc_m/wkapi/v1/wenku_party/organization/marc?area=thesis', org)).json()).toEqual({ code: 400, msg: CATALOGUE_MSG.area });
    // afterId continues a larger collection file by file.
    const after = await get(`/api/uc_m/wkapi/v1/wenku_party/organization/marc?area=book&format=marcxml&afterId=${book.id}`, org);
    expect(after.body).not.toContain(`wenku-book-${book.id}<`);
  });

  it('a plain member is refused, the signed out asked to sign in', async () => {
    expect((await get('/api/uc_m/wkapi/v1/wenku_party/organization/marc?area=book', await signIn(t.app))).statusCode).toBe(403);
    expect((await get('/api/uc_m/wkapi/v1/wenku_party/organization/marc?area=book')).statusCode).toBe(401);
  });
});

describe('KBART title lists', () => {
  const rowsOf = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));

  it('the whole site: 25 KBART Phase II columns, every public journal as a serial and every book and ancient book as a monograph', async () => {
    const res = await get('/api/kbart/all.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="Wenku_Global_AllTitles_\d{4}-\d{2}-\d{2}\.txt"/);
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([...KBART_COLUMNS]);
    expect(rows.every((r) => r.length === 25)).toBe(true);
    const db = t.database.db;
    const [{ j }] = await db.select({ j: sql<number>`count(*)::int` }).from(journals).where(and(publicJournal, isPeriodical));
    const [{ b }] = await db.select({ b: sql<number>`count(*)::int` }).from(books).where(eq(books.published, true));
    const [{ a }] = await db.select({ a: sql<number>`count(*)::int` }).from(ancientBooks).where(eq(ancientBooks.published, true));
    const type = (r: string[]) => r[KBART_COLUMNS.indexOf('publication_type')];
    expect(rows.filter((r) => type(r) === 'serial')).toHaveLength(Number(j));
    expect(rows.filter((r) => type(r) === 'monograph')).toHaveLength(Number(b) + Number(a));
    const [journal] = await db.select().from(journals).where(and(publicJournal, isPeriodical)).orderBy(asc(journals.id)).limit(1);
    const [firstIssue] = await db.select().from(journalPeriods).where(eq(journalPeriods.journalId, journal.id)).orderBy(asc(journalPeriods.year), asc(journalPeriods.issue)).limit(1);
    const row = rows.find((r) => r[KBART_COLUMNS.indexOf('title_id')] === `journal-${journal.id}`)!;
    expect(row[KBART_COLUMNS.indexOf('publication_title')]).toBe(journal.name);
    expect(row[KBART_COLUMNS.indexOf('print_identifier')]).toBe(journal.issn);
    expect(row[KBART_COLUMNS.indexOf('date_first_issue_online')]).toBe(firstIssue.publishDate);
    expect(row[KBART_COLUMNS.indexOf('num_first_issue_online')]).toBe(String(firstIssue.issue));
    expect(row[KBART_COLUMNS.indexOf('date_last_issue_online')]).toBe('');
    expect(row[KBART_COLUMNS.indexOf('coverage_depth')]).toBe('fulltext');
  });

  it('a subscription package lists what its grants open; the index names every package; an unknown one is 404', async () => {
    const chosen = await t.database.db.select({ journalId: securityGroupGrants.journalId }).from(securityGroupGrants).where(eq(securityGroupGrants.groupId, 2));
    const rows = rowsOf((await get('/api/kbart/2.txt')).body).slice(1);
    expect(rows.map((r) => r[KBART_COLUMNS.indexOf('title_id')]).sort()).toEqual(chosen.map((c) => `journal-${c.journalId}`).sort());
    const index = (await get('/api/kbart')).json();
    expect(index.data.map((p: { package: string }) => p.package)).toEqual(['all', '1', '2']);
    expect(index.data[1]).toMatchObject({ name: '高校馆全库包', url: expect.stringMatching(/\/api\/kbart\/1\.txt$/) });
    expect((await get('/api/kbart/999.txt')).json()).toEqual({ code: 404, msg: CATALOGUE_MSG.packageMissing });
    expect((await get('/api/kbart/../../etc/passwd')).statusCode).toBe(404);
  });
});

describe('the OpenURL resolver', () => {
  const resolve = async (query: string) => {
    const res = await get(`/openurl?${query}`);
    expect(res.statusCode).toBe(302);
    return res.headers.location as string;
  };
  let article: { id: number; doi: string | null; title: string; authors: string; pageStart: number | null; periodId: number; journalId: number };
  let period: typeof journalPeriods.$inferSelect;
  let journal: typeof journals.$inferSelect;

  beforeAll(async () => {
    const db = t.database.db;
    [article] = await db
      .select({ id: articles.id, doi: articles.doi, title: articles.title, authors: articles.authors, pageStart: articles.pageStart, periodId: articles.periodId, journalId: articles.journalId })
      .from(articles)
      .where(and(publicArticle, isNotNull(articles.doi), gt(articles.pageStart, 0)))
      .orderBy(asc(articles.id))
      .limit(1);
    [period] = await db.select().from(journalPeriods).where(eq(journalPeriods.id, article.periodId));
    [journal] = await db.select().from(journals).where(eq(journals.id, article.journalId));
  });

  it('a DOI (1.0 rft_id, 0.1 id) opens the article', async () => {
    expect(await resolve(`url_ver=Z39.88-2004&rft_id=${encodeURIComponent(`info:doi/${article.doi}`)}`)).toBe(`/article/${article.id}`);
    expect(await resolve(`id=doi:${encodeURIComponent(article.doi!.toUpperCase())}`)).toBe(`/article/${article.id}`);
  });

  it('ISSN, date, issue and start page open the article; without the page the issue; the ISSN alone the journal', async () => {
    const issn = journal.issn!;
    expect(await resolve(`rft.issn=${issn}&rft.date=${period.year}&rft.issue=${period.issue}&rft.spage=${article.pageStart}`)).toBe(`/article/${article.id}`);
    expect(await resolve(`issn=${issn.replace('-', '')}&date=${period.year}-05&issue=${period.issue}`)).toBe(`/journal/${journal.id}/period/${period.id}`);
    expect(await resolve(`rft.issn=${issn}`)).toBe(`/journal/${journal.id}`);
    expect(await resolve(`rft.jtitle=${encodeURIComponent(journal.name)}&rft.atitle=${encodeURIComponent(article.title)}`)).toBe(`/article/${article.id}`);
  });

  it('an ISBN opens the book', async () => {
    expect(await resolve(`rft.isbn=${book.isbn}`)).toBe(`/book/${book.id}`);
    expect(await resolve(`isbn=${book.isbn!.replace(/-/g, '')}`)).toBe(`/book/${book.id}`);
  });

  it('what matches nothing becomes a prefilled search; a withdrawn article is not linked', async () => {
    expect(await resolve(`rft.atitle=${encodeURIComponent('不存在的文章题名')}&rft.aulast=${encodeURIComponent('王')}`)).toBe(`/search?kw=${encodeURIComponent('不存在的文章题名')}&field=title&type=article`);
    expect(await resolve(`rft.aulast=${encodeURIComponent('王静')}`)).toBe(`/search?kw=${encodeURIComponent('王静')}&field=author`);
    expect(await resolve('')).toBe('/search');
    await t.database.db.update(articles).set({ published: false }).where(eq(articles.id, article.id));
    try {
      expect(await resolve(`rft_id=info:doi/${article.doi}`)).not.toBe(`/article/${article.id}`);
    } finally {
      await t.database.db.update(articles).set({ published: true }).where(eq(articles.id, article.id));
    }
  });
});
