import type { CallSpec } from '../../resources/define';

/**
 * The list calls of the home page's three panels, written out here: asking the data provider by
 * resource name would load every resource declaration (zod, the dictionaries — ~40 kB) on the
 * first screen. homeLists.test.ts keeps them equal to the declarations.
 */
export const HOME_LISTS = {
  articles: { method: 'POST', path: '/es/getArticlesList' },
  journals: { method: 'POST', path: '/es/getJournalList' },
  books: { method: 'GET', path: '/common/book/list' },
} as const satisfies Record<string, CallSpec>;
