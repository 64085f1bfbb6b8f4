import type { Db } from '../client';
import { seedJournals } from './journals';
import { seedLibrary } from './library';
import { seedNews } from './news';
import { seedReferences } from './references';

export { SEARCH_FIXTURES } from './journals';

/**
 * The demo library: journals with columns, issues and articles; books; newspapers and news;
 * ancient books; local histories; theses; laws; standards; year-books; banners; the articles'
 * reference lists (issue 34).
 * Deterministic (seeded PRNGs, fixed reference date) and written with a few bulk inserts.
 */
export async function seedContent(db: Db): Promise<void> {
  await seedJournals(db);
  await seedLibrary(db);
  await seedNews(db);
  // Last: the articles' reference lists name the articles, books, theses, standards and laws above.
  await seedReferences(db);
}
