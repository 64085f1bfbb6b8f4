import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { writerResource } from '../../../src/resources/writers';
import { books } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

let t: TestApp;
const LIST = writerResource.calls.list!.path;

beforeAll(async () => {
  t = await makeTestApp();
  // Two works by one writer, one of them as editor (主编) with a co-author.
  await t.database.db.insert(books).values([
    { title: '测试作家的第一部书', authors: '欧阳测试', publisher: '作家出版社', publishDate: '2021-03-01' },
    { title: '测试作家的第二部书', authors: '李同行;欧阳测试 主编', publisher: '作家出版社', publishDate: '2024-05-01' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/writer/list (derived from book authors)', () => {
  defineAreaContract({
    app: () => t.app,
    resource: writerResource,
    filters: [[{ keyword: '欧阳' }, (r) => String(r.name).includes('欧阳')]],
    badFilters: [[{ keyword: '作'.repeat(101) }, '检索词不能超过100个字']],
  });

  it('a writer is a book author, role words dropped, with every work newest first', async () => {
    const { body } = await getJson(t.app, listUrl(LIST, { keyword: '欧阳测试' }));
    expect(body.total).toBe(1);
    const [w] = body.rows!;
    expect(w).toMatchObject({ name: '欧阳测试', works: 2, latest: '2024-05-01' });
    expect((w.books as Array<{ title: string }>).map((b) => b.title)).toEqual(['测试作家的第二部书', '测试作家的第一部书']);
    const co = await getJson(t.app, listUrl(LIST, { keyword: '李同行' }));
    expect(co.body.rows![0]).toMatchObject({ name: '李同行', works: 1 });
  });

  it('sorts by number of works by default, by name or latest on request', async () => {
    const { body } = await getJson(t.app, listUrl(LIST, { pageSize: 100 }));
    const works = body.rows!.map((r) => r.works as number);
    expect(works).toEqual([...works].sort((a, b) => b - a));
    expect(body.rows![0].name).toBe('欧阳测试');
    const latest = (await getJson(t.app, listUrl(LIST, { orderByColumn: 'latest', isAsc: 'desc', pageSize: 5 }))).body.rows!.map((r) => String(r.latest));
    expect(latest).toEqual([...latest].sort().reverse());
  });

  it('every author of every book appears exactly once', async () => {
    const all = await t.database.db.select({ authors: books.authors }).from(books);
    const names = new Set(all.flatMap((b) => b.authors.split(';').map((a) => a.trim().replace(/\s*(主编|编著|编|著|译)$/, ''))).filter(Boolean));
    const { body } = await getJson(t.app, listUrl(LIST, { pageSize: 100 }));
    expect(body.total).toBe(names.size);
  });
});
