import { and, asc, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleReading } from '../../../src/resources/articleReading';
import { ORDER_TYPE } from '../../../src/shared/order';
import { richTextPlain } from '../../../src/shared/richText';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { articleReferences, articles, members } from '../../db/schema';
import { adjustWallet } from '../order/service';
import { readingDocument, readingShare } from './readingText';

/**
 * HTML reading (issue 34 item 4): the whole text for those who may read it in full today (free,
 * bought, a subscribing institution), the free part for everyone else — decided by the server, the
 * rest never sent; 404 for what readers may not see; stored text cleaned before it is sent.
 */
let t: TestApp;
let member: string;
let other: string;
let staff: string;
let priced: { id: number; fullText: string; periodId: number };
let lastLine: string;

const read = (id: number | string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/show/exhibition/journal/article/${id}/read`, headers: token ? authed(token) : {} });
const post = (url: string, payload: object, token: string) => t.app.inject({ method: 'POST', url: `/api/show${url}`, payload, headers: authed(token) });
const readingOf = async (id: number, token?: string) => {
  const res = await read(id, token);
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data as ArticleReading;
};

/** A seeded, public, priced article that is not the first of its issue (so its issue is left unbought). */
async function pricedArticle(offset: number) {
  const [a] = await t.database.db
    .select({ id: articles.id, fullText: articles.fullText, periodId: articles.periodId })
    .from(articles)
    .where(and(eq(articles.publiclyVisible, true), gt(articles.priceFen, 0)))
    .orderBy(asc(articles.id))
    .offset(offset)
    .limit(1);
  return { ...a, fullText: a.fullText ?? '' };
}

beforeAll(async () => {
  t = await makeTestApp();
  member = await signIn(t.app);
  other = await signIn(t.app, 'demo_editor');
  staff = await signIn(t.app, 'demo_staff');
  priced = await pricedArticle(5);
  lastLine = richTextPlain(priced.fullText).split('\n').filter((l) => l.length > 20).at(-1)!;
  expect(lastLine).toBeTruthy();
});
afterAll(async () => {
  await t?.close();
});

describe('who reads the whole text', () => {
  it('a signed-out reader and a member who has not bought get the free part, and never the last section', async () => {
    for (const token of [undefined, other]) {
      const { reading, accessVia, article } = await readingOf(priced.id, token);
      expect(accessVia).toBeNull();
      expect(reading.full).toBe(false);
      expect(reading.shownChars).toBeGreaterThan(0);
      expect(reading.shownChars).toBeLessThanOrEqual(Math.ceil(reading.totalChars / 3));
      expect(reading.html).not.toContain(lastLine.slice(0, 20));
      // The outline still shows what the whole holds; what was not sent is locked.
      expect(reading.outline.length).toBeGreaterThanOrEqual(3);
      expect(reading.outline.some((h) => h.locked)).toBe(true);
      expect(reading.outline[0].locked).toBeUndefined();
      expect(article.id).toBe(priced.id);
      expect(article).not.toHaveProperty('fullText');
    }
  });

  it('the buyer of the article reads it whole; another member still gets the free part', async () => {
    const [{ id: memberId }] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
    await adjustWallet(t.database.db, memberId, { balanceFen: 50_000, remark: '测试充值' });
    const order = (await post('/order/addOrder', { orderType: ORDER_TYPE.article, joinId: priced.id }, member)).json();
    expect(order.code).toBe(200);
    expect((await post('/order/payByBalance', { id: order.data.id }, member)).json()).toMatchObject({ code: 200, msg: '支付成功' });

    const mine = await readingOf(priced.id, member);
    expect(mine.accessVia).toBe('bought');
    expect(mine.reading.full).toBe(true);
    expect(mine.reading.shownChars).toBe(mine.reading.totalChars);
    expect(mine.reading.html).toContain(lastLine.slice(0, 20));
    expect(mine.reading.outline.every((h) => !h.locked)).toBe(true);

    expect((await readingOf(priced.id, other)).reading.full).toBe(false);
  });

  it('a reader of the subscribing institution reads it whole, named by the institution', async () => {
    const { reading, accessVia, article } = await readingOf(priced.id, staff);
    expect(accessVia).toBe('subscription');
    expect(article.subscribedBy).toBe('文库示范大学图书馆');
    expect(reading.full).toBe(true);
    expect(reading.html).toContain(lastLine.slice(0, 20));
  });

  it('a free article is whole for everyone', async () => {
    const free = await pricedArticle(9);
    await t.database.db.update(articles).set({ priceFen: 0 }).where(eq(articles.id, free.id));
    const { reading, accessVia } = await readingOf(free.id);
    expect(accessVia).toBe('free');
    expect(reading.full).toBe(true);
  });
});

describe('what readers may not see', () => {
  it('answers 404 for a missing, an unreviewed and a 下架 article, 400 for a bad id', async () => {
    expect((await read(2_000_000_000)).json()).toEqual({ code: 404, msg: '该文章不存在或尚未发布' });
    const hidden = await pricedArticle(12);
    await t.database.db.update(articles).set({ published: false }).where(eq(articles.id, hidden.id));
    const res = await read(hidden.id, staff);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '该文章不存在或尚未发布' });
    const unreviewed = await pricedArticle(13);
    await t.database.db.update(articles).set({ articleStatus: 1 }).where(eq(articles.id, unreviewed.id));
    expect((await read(unreviewed.id, staff)).json()).toEqual({ code: 404, msg: '该文章不存在或尚未发布' });
    expect((await read('abc')).json()).toEqual({ code: 400, msg: '文章编号必须是正整数' });
  });
});

describe('the text as sent', () => {
  it('is cleaned: no script, handler or javascript: link, even from a stored value that was never cleaned', async () => {
    const a = await pricedArticle(15);
    await t.database.db
      .update(articles)
      .set({
        priceFen: 0,
        fullText:
          '<h2 onclick="steal()">1 引言</h2><p>正文<script>alert(1)</script>如文献[1]所述<img src="x" onerror="alert(2)"></p>' +
          '<p><a href="javascript:alert(3)">链接</a></p><p id="fake" class="evil" style="color:red">图1 样式</p><h2>2 方法</h2><p>见[2,3]与[999]。</p>',
      })
      .where(eq(articles.id, a.id));
    const { reading, references } = await readingOf(a.id);
    expect(references.length).toBeGreaterThanOrEqual(3);
    expect(reading.html).not.toMatch(/<script|onclick|onerror|javascript:|style=|class="evil"|id="fake"/);
    expect(reading.html).toContain('<h2 id="sec-1">1 引言</h2>');
    expect(reading.html).toContain('<sup class="wk-cite"><a href="#ref-1" data-refs="1">[1]</a></sup>');
    expect(reading.html).toContain('data-refs="2,3"');
    // A number past the reference list is left as text.
    expect(reading.html).toContain('[999]');
    expect(reading.figures).toEqual([{ id: 'fig-1', kind: 'figure', label: '图1', caption: '样式' }]);
    expect(reading.outline.map((h) => h.text)).toEqual(['1 引言', '2 方法']);
  });

  it('reads an older plain text: numbered lines become the outline, 图/表 lines the anchors', () => {
    const text = ['一、问题的提出', '书院是明清时期重要的教育机构[1]。', '（一）资料来源', '本文依据方志。', '表1 各省书院数量', '二、分布格局', '江南最为密集[2-3]。', '参考文献', '[1] 某某. 书院研究[M]. 1990.'].join('\n');
    const doc = readingDocument(text, 3);
    const whole = readingShare(doc, true);
    expect(whole.outline).toEqual([
      { id: 'sec-1', level: 2, text: '一、问题的提出' },
      { id: 'sec-2', level: 3, text: '（一）资料来源' },
      { id: 'sec-3', level: 2, text: '二、分布格局' },
    ]);
    expect(whole.figures).toEqual([{ id: 'tab-1', kind: 'table', label: '表1', caption: '各省书院数量' }]);
    // The text's own 参考文献 section gives way to the parsed list.
    expect(whole.html).not.toContain('书院研究[M]');
    expect(whole.html).toContain('data-refs="2-3"');
    const free = readingShare(doc, false);
    expect(free.full).toBe(false);
    expect(free.html).toContain('书院是明清时期');
    expect(free.html).not.toContain('江南最为密集');
    expect(free.outline.at(-1)).toMatchObject({ text: '二、分布格局', locked: true });
  });
});

it('gives the demo articles believable texts: five sections, a figure and a table, markers within their lists, endings of their own', async () => {
  const rows = await t.database.db
    .select({ id: articles.id, fullText: articles.fullText, refs: count(articleReferences.seq) })
    .from(articles)
    .innerJoin(articleReferences, eq(articleReferences.articleId, articles.id))
    .groupBy(articles.id)
    .orderBy(asc(articles.id))
    .limit(200);
  const endings = new Set<string>();
  for (const r of rows) {
    if (r.fullText!.length < 1000) continue; // the search fixture's short text
    expect(r.fullText!.length).toBeGreaterThanOrEqual(1800);
    const doc = readingShare(readingDocument(r.fullText!, Number(r.refs)), true);
    expect(doc.outline.filter((h) => h.level === 2)).toHaveLength(5);
    expect(doc.figures.map((f) => f.label).sort()).toEqual(['图1', '表1']);
    const markers = [...doc.html.matchAll(/data-refs="([^"]+)"/g)].map((m) => m[1]);
    expect(markers.length).toBeGreaterThanOrEqual(6);
    // Every marker is linked: none names a number past the article's list.
    expect(doc.html.replace(/<sup class="wk-cite">.*?<\/sup>/g, '')).not.toMatch(/\[\d/);
    endings.add(r.fullText!.slice(r.fullText!.lastIndexOf('。', r.fullText!.length - 2) + 1));
  }
  expect(endings.size).toBeGreaterThan(190);
});

it('keeps the seeded references the pop-ups read', async () => {
  const [{ n }] = await t.database.db.select({ n: count() }).from(articleReferences).where(eq(articleReferences.articleId, priced.id));
  expect((await readingOf(priced.id, staff)).references).toHaveLength(Number(n));
});
