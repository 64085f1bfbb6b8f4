import type { Module } from '../../http/routes';
import { managedArticleCalls } from './articles';
import { managedColumnCalls } from './columns';
import { managedJournalCalls } from './journals';
import { managedPeriodCalls } from './periods';

/**
 * A journal administrator's management of their own journals (docs/api-journal-manage.md):
 * journal information, issues, columns and articles under /exhibition2/journal and /editArticles.
 */
export const journalManageModule: Module = async (app, db) => {
  managedJournalCalls(app, db);
  managedPeriodCalls(app, db);
  managedColumnCalls(app, db);
  managedArticleCalls(app, db);
};
