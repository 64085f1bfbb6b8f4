import { and, asc, eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manageWorld } from '../../../tests/helpers/manageWorld';
import { articles } from '../../db/schema';
import { publicArticleDefinition } from '../journal/shared';

/**
 * `/common/totle` keeps its counts until the next write: exact (each equals its list's total) and
 * a single read of memory between writes.
 */
const { w, call } = manageWorld();
const totals = async () => (await call('GET', '/api/show/common/totle')).json().data as Record<string, number>;
/** Counted from the rule itself, past every cache and the denormalised flag. */
const articlesByRule = async () => (await w.t.database.db.select({ id: articles.id }).from(articles).where(publicArticleDefinition)).length;
const listTotal = async (method: 'GET' | 'POST', url: string, payload?: object) => (await call(method, url, undefined, payload)).json().total as number;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('library totals (/common/totle)', () => {
  it('agree with the lists’ totals', async () => {
    const t = await totals();
    expect(t.article).toBeGreaterThan(0);
    expect(t.article).toBe(await articlesByRule());
    expect(t.article).toBe(await listTotal('POST', '/api/show/es/getArticlesList', { pageSize: 1 }));
    // A filtered list counts for itself.
    const [{ journalId }] = await w.t.database.db.select({ journalId: articles.journalId }).from(articles).where(publicArticleDefinition).limit(1);
    const ofJournal = (await w.t.database.db.select({ id: articles.id }).from(articles).where(and(eq(articles.journalId, journalId), publicArticleDefinition))).length;
    expect(await listTotal('POST', '/api/show/es/getArticlesList', { journalId, pageSize: 1 })).toBe(ofJournal);
    expect(t.journal).toBe(await listTotal('POST', '/api/show/es/getJournalList', { pageSize: 1 }));
    expect(t.book).toBe(await listTotal('GET', '/api/show/common/book/list?pageSize=1'));
    expect(t.news).toBe(await listTotal('GET', '/api/show/common/news/list?pageSize=1'));
  });

  it('are counted once between writes: the next calls read no table, and the unfiltered article list shows the same total', async () => {
    const first = await totals();
    const execute = vi.spyOn(w.t.database.db, 'execute');
    const statements = () => execute.mock.calls.map(([query]) => new PgDialect().sqlToQuery(query as SQL).sql);
    expect(await totals()).toEqual(first);
    expect(await totals()).toEqual(first);
    expect(statements()).toEqual([]);
    expect(await listTotal('POST', '/api/show/es/getArticlesList', { pageNum: 3, pageSize: 10 })).toBe(first.article);
    // The list reads its page, and counts nothing.
    expect(statements()).toHaveLength(1);
    expect(statements().filter((text) => /count\(/i.test(text))).toEqual([]);
  });

  it('a 下架 and a 上架 change them on the very next call', async () => {
    const [a] = await w.t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.articleStatus, 2), eq(articles.publiclyVisible, true)))
      .orderBy(asc(articles.id))
      .limit(1);
    const before = await totals();
    expect(await totals()).toEqual(before);

    const off = await call('PUT', `/api/show/editArticles/${a.id}/publish`, w.admin, { published: false });
    expect(off.json()).toMatchObject({ code: 200, msg: '已下架' });
    const hidden = await totals();
    expect(hidden.article).toBe(before.article - 1);
    expect(hidden.article).toBe(await articlesByRule());
    expect(hidden.article).toBe(await listTotal('POST', '/api/show/es/getArticlesList', { pageSize: 1 }));
    expect(hidden.journal).toBe(before.journal);

    // A refused write (400) changes nothing and the totals stay what they were.
    expect((await call('PUT', `/api/show/editArticles/${a.id}/publish`, w.admin, { published: 'x' })).json().code).toBe(400);
    expect(await totals()).toEqual(hidden);

    expect((await call('PUT', `/api/show/editArticles/${a.id}/publish`, w.admin, { published: true })).json()).toMatchObject({ code: 200, msg: '已上架' });
    expect(await totals()).toEqual(before);
  });
});
