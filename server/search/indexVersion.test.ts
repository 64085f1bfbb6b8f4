/**
 * Bringing an index built by an older version up to date (server/search/indexer.ts): a version
 * that changed one type's rows rebuilds that type only; an unknown or whole-index change rebuilds
 * everything. Version 8 moved a study place's street address out of its 来源; version 9 added
 * pinyin lexemes to every document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { rowsOf } from '../db/client';
import { ensureIndexCurrent, SEARCH_INDEX_VERSION, staleTypes } from './indexer';
import { runSearch } from './query';
import { searchRequest } from './request';
import { PROVINCE_LABELS } from '../../src/resources/journals';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sourcesOf = async (docType: string) =>
  rowsOf<{ source: string }>(await t.database.db.execute(sql`select source from search_doc where doc_type = ${docType} order by doc_id`)).map((r) => r.source);
const builtVersion = async () =>
  rowsOf<{ value: number }>(await t.database.db.execute(sql`select value from site_counter where key = 'search_index_version'`))[0]?.value;

describe('which types an older index rebuilds', () => {
  it('nothing when current, the changed types after a partial change, everything otherwise', () => {
    expect(SEARCH_INDEX_VERSION).toBe(9);
    expect(staleTypes(9)).toBe('none');
    // Version 9 added pinyin lexemes to every document: an index of 8 or older is rebuilt whole.
    expect(staleTypes(8)).toBe('all');
    expect(staleTypes(7)).toBe('all');
    expect(staleTypes(undefined)).toBe('all');
  });
});

describe('a study place in the search index', () => {
  it('has its province and city as 来源, and is still found by its street address', async () => {
    // Every seeded address holds 市 (\`${city}市…\`): all the places.
    const places = await runSearch(t.database.db, searchRequest.parse({ keyword: '市', type: 'studyPlace', pageSize: 50 }));
    const [{ n }] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from study_place`));
    expect(places.total).toBe(n);
    // One 来源 per province and city (a municipality named once), not one per street address.
    const cities = rowsOf<{ province_id: number; city: string }>(await t.database.db.execute(sql`select province_id, city from study_place`));
    const expected = new Set(cities.map((c) => (PROVINCE_LABELS[c.province_id] === c.city ? c.city : `${PROVINCE_LABELS[c.province_id]} ${c.city}`)));
    expect(new Set(await sourcesOf('studyPlace'))).toEqual(expected);
    expect(expected.size).toBeLessThan(n);
    expect(expected).toContain('北京');
    // A place is no 来源 to narrow by: the facet leaves it out (issue 34), the field search finds it.
    expect(places.facets.journal).toEqual([]);
    expect((await runSearch(t.database.db, searchRequest.parse({ keyword: '北京', field: 'source', type: 'studyPlace' }))).total).toBeGreaterThan(0);

    const [place] = rowsOf<{ id: number; address: string; name: string }>(await t.database.db.execute(sql`select id, address, name from study_place order by id limit 1`));
    const street = place.address.replace(/^.*?市/, '');
    const byStreet = await runSearch(t.database.db, searchRequest.parse({ keyword: street, type: 'studyPlace' }));
    expect(byStreet.rows.map((r) => r.docId)).toContain(place.id);
  });

  // A whole rebuild: every document again, the articles with their whole texts (~2,300 characters each).
  it('an index of version 8 (no pinyin) is rebuilt whole at start-up, and then finds pinyin', async () => {
    const db = t.database.db;
    const current = await sourcesOf('studyPlace');
    const books = await sourcesOf('book');
    // As version 8 left it: no pinyin lexemes; a book row marked to show that every type is rebuilt.
    const PINYIN_ZHONGGUO = "'p|zhongguo':*";
    await db.execute(sql`update search_doc set tsv = ts_delete(tsv, array(select lexeme from unnest(tsv) where lexeme like 'p|%' or lexeme like 'i|%'))`);
    await db.execute(sql`update search_doc set source = '版本八' where doc_type = 'book' and doc_id = (select min(doc_id) from search_doc where doc_type = 'book')`);
    await db.execute(sql`update site_counter set value = 8 where key = 'search_index_version'`);
    const [{ n: before }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from search_doc where tsv @@ ${PINYIN_ZHONGGUO}::tsquery`));
    expect(before).toBe(0);

    const logged: string[] = [];
    expect(await ensureIndexCurrent(db, (m) => logged.push(m))).toBe(true);
    expect(await sourcesOf('studyPlace')).toEqual(current);
    expect(await sourcesOf('book')).toEqual(books);
    const [{ n: after }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from search_doc where tsv @@ ${PINYIN_ZHONGGUO}::tsquery`));
    expect(after).toBeGreaterThan(0);
    expect(await builtVersion()).toBe(9);
    expect(logged[0]).toMatch(/^search index rebuilt for version 9: \d+ documents/);
    expect(await ensureIndexCurrent(db)).toBe(false);
  }, 300_000);
});
