import type { Module } from '../../http/routes';
import { articleCalls } from './articles';
import { conferenceCalls } from './conferences';
import { journalCalls } from './journals';
import { periodCalls } from './periods';

/**
 * Spec §7 "Journals": journal navigation and details, issues and their catalogues, articles,
 * guidelines, home lists and conference proceedings.
 */
export const journalModule: Module = async (app, db) => {
  await journalCalls(app, db);
  await periodCalls(app, db);
  await articleCalls(app, db);
  await conferenceCalls(app, db);
};
