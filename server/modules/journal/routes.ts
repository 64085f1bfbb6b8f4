import type { Module } from '../../http/routes';
import { articleCalls } from './articles';
import { conferenceCalls } from './conferences';
import { journalCalls } from './journals';
import { networkCalls } from './network';
import { periodCalls } from './periods';
import { readingCalls } from './reading';

/**
 * Spec §7 "Journals": journal navigation and details, issues and their catalogues, articles,
 * guidelines, home lists and conference proceedings; an article's knowledge network and its HTML reading (issue 34).
 */
export const journalModule: Module = async (app, db) => {
  await journalCalls(app, db);
  await periodCalls(app, db);
  await articleCalls(app, db);
  await networkCalls(app, db);
  await readingCalls(app, db);
  await conferenceCalls(app, db);
};
