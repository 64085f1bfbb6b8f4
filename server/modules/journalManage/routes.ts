import { routesModule } from '../../http/declareRoute';
import { managedArticleCalls } from './articles';
import { articleFileCalls } from './articleFiles';
import { managedColumnCalls } from './columns';
import { managedJournalCalls } from './journals';
import { managedPeriodCalls } from './periods';
import { journalPublishCalls } from './publish';

/**
 * A journal administrator's management of their own journals (docs/api-journal-manage.md):
 * journal information, issues, columns and articles under /exhibition2/journal and /editArticles,
 * and the articles' files (PDF, manuscript parsing) under /custom.
 */
export const journalManageModule = routesModule(
  'journalManage',
  (db, app) => [
    ...managedJournalCalls(db),
    ...managedPeriodCalls(db),
    ...managedColumnCalls(db),
    ...managedArticleCalls(db, app),
    ...articleFileCalls(db, app),
    ...journalPublishCalls(),
  ],
  { tags: ['期刊管理'] },
);
