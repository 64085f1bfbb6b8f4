/**
 * Bringing an index built by an older version up to date (server/search/indexer.ts): a version
 * that changed one type's rows rebuilds that type only; an unknown or whole-index change rebuilds
 * everything. Version 8 moved a study place's street address out of its 来源; version 9 added
 * pinyin lexemes to every document.
 *
 * The rebuild runs on a small library of its own (a migrated, empty database with a few places and
 * books): what it proves — every type rebuilt, nothing else changed, the new lexemes there, the
 * version recorded — does not grow with the demo library, and rebuilding the whole demo index (the
 * articles' full texts) cost this file almost three minutes of a busy machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { rowsOf, type Db } from '../db/client';
import { books, studyPlaces } from '../db/schema';
import { ensureIndexCurrent, indexAll, markIndexCurrent, SEARCH_INDEX_VERSION, staleTypes } from './indexer';
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

const sourcesOf = async (db: Db, docType: string) =>
  rowsOf<{ source: string }>(await db.execute(sql`select source from search_doc where doc_type = ${docType} order by doc_id`)).map((r) => r.source);
const builtVersion = async (db: Db) =>
  rowsOf<{ value: number }>(await db.execute(sql`select value from site_counter where key = 'search_index_version'`))[0]?.value;

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
    expect(new Set(await sourcesOf(t.database.db, 'studyPlace'))).toEqual(expected);
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

  it('an index of version 8 (no pinyin) is rebuilt whole at start-up, and then finds pinyin', async () => {
    // A small library of its own: two places (a municipality and a province's city) and two books.
    const small = await makeTestApp({ seed: false });
    try {
      const db = small.database.db;
      const province = (label: string) => Number(Object.entries(PROVINCE_LABELS).find(([, l]) => l === label)![0]);
      await db.insert(studyPlaces).values([
        { name: '首都图书馆', placeKind: 1, provinceId: province('北京'), city: '北京', address: '北京市朝阳区东三环南路88号', openingHours: '9:00-21:00', intro: '北京市的公共图书馆。' },
        { name: '浙江图书馆', placeKind: 1, provinceId: province('浙江'), city: '杭州', address: '杭州市西湖区曙光路73号', openingHours: '9:00-20:30', intro: '浙江省的公共图书馆。' },
      ]);
      await db.insert(books).values([
        { title: '中国图书馆史', authors: '王明', publisher: '中华书局', summary: '中国图书馆的历史。' },
        { title: '书院与学术', authors: '李清', publisher: '商务印书馆', summary: '明清书院的学术。' },
      ]);
      await db.transaction(async (tx) => {
        await indexAll(tx as unknown as Db);
        await markIndexCurrent(tx as unknown as Db);
      });
      const current = await sourcesOf(db, 'studyPlace');
      const bookSources = await sourcesOf(db, 'book');
      expect(current).toEqual(['北京', '浙江 杭州']);
      expect(bookSources).toHaveLength(2);

      // As version 8 left it: no pinyin lexemes; a book row marked to show that every type is rebuilt.
      const PINYIN_ZHONGGUO = "'p|zhongguo':*";
      const pinyinRows = async () =>
        rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from search_doc where tsv @@ ${PINYIN_ZHONGGUO}::tsquery`))[0].n;
      expect(await pinyinRows()).toBeGreaterThan(0);
      await db.execute(sql`update search_doc set tsv = ts_delete(tsv, array(select lexeme from unnest(tsv) where lexeme like 'p|%' or lexeme like 'i|%'))`);
      await db.execute(sql`update search_doc set source = '版本八' where doc_type = 'book' and doc_id = (select min(doc_id) from search_doc where doc_type = 'book')`);
      await db.execute(sql`update site_counter set value = 8 where key = 'search_index_version'`);
      expect(await pinyinRows()).toBe(0);

      const logged: string[] = [];
      expect(await ensureIndexCurrent(db, (m) => logged.push(m))).toBe(true);
      expect(await sourcesOf(db, 'studyPlace')).toEqual(current);
      expect(await sourcesOf(db, 'book')).toEqual(bookSources);
      expect(await pinyinRows()).toBeGreaterThan(0);
      expect(await builtVersion(db)).toBe(SEARCH_INDEX_VERSION);
      expect(logged[0]).toMatch(new RegExp(`^search index rebuilt for version ${SEARCH_INDEX_VERSION}: 4 documents`));
      expect(await ensureIndexCurrent(db)).toBe(false);
    } finally {
      await small.close();
    }
  });
});
