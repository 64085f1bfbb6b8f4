import { count, ilike, or, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { hasCasedLetter, keywordIn, likePattern } from './query';

const titles = pgTable('keyword_in_test', { title: text('title').notNull(), authors: text('authors').notNull() });

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: false, ownDatabase: true });
  await t.database.db.execute(sql`create table keyword_in_test (title text not null, authors text not null)`);
  await t.database.db.insert(titles).values([
    { title: '数字图书馆建设研究', authors: '王静' },
    { title: 'Digital Library 与阅读推广', authors: 'Li Ming' },
    { title: 'DIGITAL LIBRARY 的评价体系', authors: '张伟' },
    { title: '图书馆 100% 服务_指南', authors: 'Ελένη' },
    { title: 'Εθνική Βιβλιοθήκη', authors: '刘洋' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const matches = async (where: ReturnType<typeof keywordIn>) => (await t.database.db.select({ n: count() }).from(titles).where(where))[0].n;
const byIlike = (keyword: string) => or(ilike(titles.title, likePattern(keyword)), ilike(titles.authors, likePattern(keyword)));

describe('keywordIn', () => {
  it('matches exactly the rows ILIKE matches, for Chinese keywords (LIKE) and cased ones (ILIKE)', async () => {
    for (const keyword of ['图书馆', 'library', 'LIBRARY', 'Digital Library', 'li ming', 'βιβλιοθήκη', 'ελένη', '100%', '服务_', '不存在的词']) {
      expect(await matches(keywordIn(keyword, titles.title, titles.authors)), keyword).toBe(await matches(byIlike(keyword)));
    }
    expect(await matches(keywordIn('library', titles.title, titles.authors))).toBe(2);
    expect(await matches(keywordIn('图书馆', titles.title, titles.authors))).toBe(2);
    // Wildcards are taken literally.
    expect(await matches(keywordIn('100%', titles.title, titles.authors))).toBe(1);
    expect(await matches(keywordIn('服务_指南', titles.title, titles.authors))).toBe(1);
  });

  it('uses the case-blind LIKE only for keywords without cased letters', () => {
    expect(hasCasedLetter('图书馆')).toBe(false);
    expect(hasCasedLetter('2025')).toBe(false);
    expect(hasCasedLetter('图书馆 library')).toBe(true);
    expect(hasCasedLetter('Βιβλιοθήκη')).toBe(true);
  });
});
