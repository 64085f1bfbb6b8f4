import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleNetwork } from '../../../src/resources/articles';
import { parseReference, REFERENCE_MSG } from '../../../src/shared/references';
import { articleReferences, articles, books, laws, standards, theses } from '../../db/schema';
import { journalManageWorld, periodWithArticles, type World } from '../journalManage/testing';
import { matchReferences } from './references';

/**
 * 知网节 (issue 34): an article's references are parsed and matched on save, linked in its network
 * while the named items are public, and 被引 counts follow the citing articles' visibility at once.
 */
let w: World;
let periodId: number;
let book: { id: number; title: string; authors: string; year: number };
let thesis: { id: number; title: string; authors: string; year: number };
let standard: { id: number; standardNo: string; title: string };
let law: { id: number; title: string };

const yearOf = (d: string | null) => Number(String(d).slice(0, 4));

beforeAll(async () => {
  w = await journalManageWorld();
  ({ periodId } = await periodWithArticles(w, w.mine.id));
  const [b] = await w.db.select().from(books).where(eq(books.published, true)).orderBy(asc(books.id)).limit(1);
  const [t] = await w.db.select().from(theses).where(eq(theses.published, true)).orderBy(asc(theses.id)).limit(1);
  const [s] = await w.db.select().from(standards).where(eq(standards.published, true)).orderBy(asc(standards.id)).limit(1);
  const [l] = await w.db.select().from(laws).where(eq(laws.published, true)).orderBy(asc(laws.id)).limit(1);
  book = { id: b.id, title: b.title, authors: b.authors, year: yearOf(b.publishDate) };
  thesis = { id: t.id, title: t.title, authors: t.authors, year: yearOf(t.issueTime) };
  standard = { id: s.id, standardNo: s.standardNo, title: s.title };
  law = { id: l.id, title: l.title };
});
afterAll(async () => {
  await w?.t.close();
});

async function create(fields: Record<string, unknown>): Promise<number> {
  const res = await w.admin('POST', '/editArticles', { periodId, articleStatus: 2, ...fields });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

async function network(id: number): Promise<ArticleNetwork> {
  const res = await w.anon('GET', `/exhibition/journal/article/${id}/network`);
  expect(res.body.code).toBe(200);
  return res.body.data as ArticleNetwork;
}

/** What readers see of an article's 被引: on its network and on its issue's article list. */
async function citedCountsOf(id: number) {
  const [net, list] = await Promise.all([network(id), w.anon('POST', '/es/getArticlesList', { periodId, pageSize: 100 })]);
  const row = (list.body.rows as Array<{ id: number; citedCount: number }>).find((r) => r.id === id);
  return { network: net.citing.total, list: row?.citedCount, citers: net.citing.rows.map((r) => r.id) };
}

describe('references are parsed and matched on save', () => {
  let cited: number;
  let citing: number;

  beforeAll(async () => {
    cited = await create({ title: '知网节测试：县域图书馆总分馆制的运行逻辑', authors: '林知远;许清', publishDate: '2024-03-15', doi: '10.99999/kn.test.2024.001' });
    citing = await create({
      title: '知网节测试：公共文化服务的引证网络',
      authors: '陈默',
      references: [
        `[1] 林知远, 许清. 知网节测试: 县域图书馆总分馆制的运行逻辑[J]. 图书馆论坛, 2024(3): 1-9.`,
        `[2] ${book.authors.split(';')[0]}. ${book.title}[M]. 北京: 某出版社, ${book.year}.`,
        `[3] ${thesis.authors}. ${thesis.title}[D]. 武汉: 某大学, ${thesis.year}.`,
        `[4] 全国某标准化技术委员会. ${standard.title}: ${standard.standardNo}[S]. 北京: 中国标准出版社, 2015.`,
        `[5] ${law.title}[Z]. 2021.`,
        `[6] 赵某. 一篇不在库中的文章[J]. 不存在学报, 2019, 3(2): 5-8.`,
      ].join('\n'),
    });
  });

  it('stores each entry in order with its parts and the item it names', async () => {
    const rows = await w.db.select().from(articleReferences).where(eq(articleReferences.articleId, citing)).orderBy(asc(articleReferences.seq));
    expect(rows.map((r) => [r.seq, r.docType, r.matchedType, r.matchedId])).toEqual([
      [1, 'J', 'article', cited],
      [2, 'M', 'book', book.id],
      [3, 'D', 'thesis', thesis.id],
      [4, 'S', 'standard', standard.id],
      [5, 'Z', 'law', law.id],
      [6, 'J', null, null],
    ]);
    expect(rows[5]).toMatchObject({ authors: '赵某', title: '一篇不在库中的文章', source: '不存在学报', year: 2019, volume: '3', issue: '2', pages: '5-8' });
    // The edit form gets the list back one entry per line.
    const detail = await w.admin('GET', `/editArticleVO/${citing}`);
    expect(detail.body.data.references.split('\n')).toHaveLength(6);
  });

  it('links the matched items in the network, each to its portal page', async () => {
    const net = await network(citing);
    expect(net.references.map((r) => r.link?.path ?? null)).toEqual([
      `/article/${cited}`,
      `/book/${book.id}`,
      `/dissertation/${thesis.id}`,
      `/standard/${standard.id}`,
      `/lawsrules/${law.id}`,
      null,
    ]);
    expect(net.references[0]).toMatchObject({ seq: 1, title: '知网节测试: 县域图书馆总分馆制的运行逻辑', year: 2024, link: { type: 'article', label: '文章' } });
  });

  it('a withdrawn book is named as text, not linked; put back, it is linked again', async () => {
    await w.db.update(books).set({ published: false }).where(eq(books.id, book.id));
    expect((await network(citing)).references[1].link).toBeNull();
    await w.db.update(books).set({ published: true }).where(eq(books.id, book.id));
    expect((await network(citing)).references[1].link).toMatchObject({ type: 'book', id: book.id });
  });

  it('counts only publicly visible citers: withdrawn, reviewed again, then deleted', async () => {
    expect(await citedCountsOf(cited)).toEqual({ network: 1, list: 1, citers: [citing] });
    expect((await w.admin('PUT', '/editArticles', { id: citing, articleStatus: 1 })).body.code).toBe(200);
    expect(await citedCountsOf(cited)).toEqual({ network: 0, list: 0, citers: [] });
    expect((await w.admin('PUT', '/editArticles', { id: citing, articleStatus: 2 })).body.code).toBe(200);
    expect(await citedCountsOf(cited)).toEqual({ network: 1, list: 1, citers: [citing] });
    // A review alone keeps the list (no references or full text sent).
    expect(await w.db.select({ id: articleReferences.id }).from(articleReferences).where(eq(articleReferences.articleId, citing))).toHaveLength(6);
    expect((await w.admin('DELETE', `/editArticles/${citing}`)).body.code).toBe(200);
    expect(await citedCountsOf(cited)).toEqual({ network: 0, list: 0, citers: [] });
    expect(await w.db.select({ id: articleReferences.id }).from(articleReferences).where(eq(articleReferences.articleId, citing))).toEqual([]);
  });
});

describe('the network call', () => {
  it('answers a hidden, missing or malformed article as its detail does', async () => {
    const hidden = await create({ title: '知网节测试：未审核的文章', authors: '王一', articleStatus: 1 });
    for (const id of [hidden, 99999999]) {
      const [detail, net] = await Promise.all([w.anon('GET', `/exhibition/journal/article/${id}`), w.anon('GET', `/exhibition/journal/article/${id}/network`)]);
      expect([detail.status, net.status]).toEqual([404, 404]);
      expect(net.body).toEqual({ code: 404, msg: '该文章不存在或尚未发布' });
      expect(net.body).toEqual(detail.body);
    }
    const bad = await w.anon('GET', '/exhibition/journal/article/abc/network');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('文章编号必须是正整数');
  });

  it('finds 共引, 同被引, similar, the authors\' and the institution\'s other articles', async () => {
    const x = await create({ title: '知网节测试：被共同引用的甲文', authors: '甲作者', keywords: '知网节关键词;共引', institution: '知网节测试大学', publishDate: '2023-01-10' });
    const y = await create({ title: '知网节测试：被共同引用的乙文', authors: '乙作者', keywords: '知网节关键词;同被引', publishDate: '2023-02-10' });
    const refs = ['[1] 甲作者. 知网节测试：被共同引用的甲文[J]. 某刊, 2023(1): 1-5.', '[2] 乙作者. 知网节测试：被共同引用的乙文[J]. 某刊, 2023(2): 6-9.'].join('\n');
    const p = await create({ title: '知网节测试：同时引用两文之一', authors: '丙作者;甲作者', references: refs, institution: '知网节测试大学' });
    const q = await create({ title: '知网节测试：同时引用两文之二', authors: '丁作者', references: refs });
    const ofP = await network(p);
    expect(ofP.coCiting.rows).toEqual([expect.objectContaining({ id: q, shared: 2 })]);
    expect(ofP.authorArticles.rows.map((r) => r.id)).toContain(x);
    expect(ofP.institutionArticles.rows.map((r) => r.id)).toEqual([x]);
    const ofX = await network(x);
    expect(ofX.citing).toMatchObject({ total: 2 });
    expect(ofX.coCited.rows).toEqual([expect.objectContaining({ id: y, shared: 2, citedCount: 2 })]);
    expect(ofX.similar.rows.map((r) => r.id)).toContain(y);
    expect(ofX.issueArticles.rows.map((r) => r.id)).toEqual(expect.arrayContaining([y, p, q]));
    expect(ofX.issueArticles.rows.map((r) => r.id)).not.toContain(x);
  });

  it('an article saved later links the entries that waited for it', async () => {
    const early = await create({ title: '知网节测试：先发表的引用者', authors: '戊作者', references: '[1] 己作者. 知网节测试：后入库的被引文章[J]. 某刊, 2025(1): 1-9.' });
    const [before] = await w.db.select().from(articleReferences).where(eq(articleReferences.articleId, early));
    expect(before.matchedId).toBeNull();
    const late = await create({ title: '知网节测试——后入库的被引文章', authors: '己作者', publishDate: '2025-01-20' });
    const [after] = await w.db.select().from(articleReferences).where(eq(articleReferences.articleId, early));
    expect(after).toMatchObject({ matchedType: 'article', matchedId: late });
  });

  it('takes the full text\'s 参考文献 section when the field is blank', async () => {
    const id = await create({
      title: '知网节测试：正文末尾带参考文献',
      authors: '庚作者',
      fullText: `一、引言\n正文。\n\n参考文献\n[1] ${law.title}[Z]. 2020.\n[2] 某作者. 另一文[J]. 某刊, 2020(1): 1-2.`,
    });
    const rows = await w.db.select().from(articleReferences).where(and(eq(articleReferences.articleId, id))).orderBy(asc(articleReferences.seq));
    expect(rows.map((r) => r.matchedType)).toEqual(['law', null]);
  });

  it('reads the section from a full text written in the rich-text editor (paragraphs, not lines)', async () => {
    const id = await create({
      title: '知网节测试：富文本正文带参考文献',
      authors: '庚作者',
      fullText: `<h2>一、引言</h2><p>正文。</p><h2>参考文献</h2><p>[1] ${law.title}[Z]. 2020.</p><p>[2] 某作者. 另一文[J]. 某刊, 2020(1): 1-2.</p>`,
    });
    const rows = await w.db.select().from(articleReferences).where(eq(articleReferences.articleId, id)).orderBy(asc(articleReferences.seq));
    expect(rows.map((r) => r.matchedType)).toEqual(['law', null]);
  });

  it('refuses an over-long list or entry with a Chinese message and writes nothing', async () => {
    const title = '知网节测试：参考文献过多的文章';
    const many = Array.from({ length: 201 }, (_, i) => `[${i + 1}] 某作者. 题名${i}[J]. 某刊, 2020(1): 1-2.`).join('\n');
    const tooMany = await w.admin('POST', '/editArticles', { periodId, title, authors: '辛作者', references: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe(REFERENCE_MSG.tooMany);
    const tooLong = await w.admin('POST', '/editArticles', { periodId, title, authors: '辛作者', references: `某作者. ${'长'.repeat(1001)}[J]. 某刊, 2020.` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe(REFERENCE_MSG.tooLong);
    expect(await w.db.select({ id: articles.id }).from(articles).where(eq(articles.title, title))).toEqual([]);
  });
});

describe('the demo library', () => {
  it('gives every article 8–20 entries, linking articles, books, theses, standards and laws', async () => {
    const perArticle = await w.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articleReferences)
      .innerJoin(articles, eq(articles.id, articleReferences.articleId))
      .where(sql`${articles.title} not like '知网节测试%'`)
      .groupBy(articleReferences.articleId);
    const [{ n: articleCount }] = await w.db.select({ n: sql<number>`count(*)::int` }).from(articles).where(sql`${articles.title} not like '知网节测试%'`);
    expect(perArticle).toHaveLength(articleCount);
    expect(Math.min(...perArticle.map((r) => r.n))).toBeGreaterThanOrEqual(8);
    expect(Math.max(...perArticle.map((r) => r.n))).toBeLessThanOrEqual(20);
    const types = await w.db.selectDistinct({ t: articleReferences.matchedType }).from(articleReferences);
    expect(types.map((r) => r.t).sort()).toEqual(['article', 'book', 'law', 'standard', 'thesis', null].sort());
  });

  it('writes the links the matcher itself finds for the same text', async () => {
    const sample = await w.db.select().from(articleReferences).where(sql`${articleReferences.id} % 37 = 0`).orderBy(asc(articleReferences.id)).limit(300);
    const found = await matchReferences(w.db, sample.map((r) => parseReference(r.raw)!), undefined);
    expect(found.map((m) => (m ? `${m.type}:${m.id}` : null))).toEqual(sample.map((r) => (r.matchedType ? `${r.matchedType}:${r.matchedId}` : null)));
  });

  it('shows every section on a much-cited demo article', async () => {
    const [top] = await w.db
      .select({ id: articleReferences.matchedId })
      .from(articleReferences)
      .where(eq(articleReferences.matchedType, 'article'))
      .groupBy(articleReferences.matchedId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const net = await network(top.id!);
    expect(net.references.length).toBeGreaterThanOrEqual(8);
    expect(net.references.some((r) => r.link)).toBe(true);
    for (const list of [net.citing, net.coCiting, net.coCited, net.similar, net.authorArticles, net.institutionArticles, net.issueArticles]) expect(list.rows.length).toBeGreaterThan(0);
    expect(net.citing.total).toBeGreaterThanOrEqual(net.citing.rows.length);
  });
});
