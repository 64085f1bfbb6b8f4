import { isPeriodical, publicJournal } from '../modules/journal/shared';
import { and } from 'drizzle-orm';
import { plainSource, type ServerContentType } from './define';
import { journals } from '../db/schema';

const source = plainSource('journal', journals, { title: journals.name, cover: journals.coverUrl, authors: journals.sponsor, summary: journals.description });

/** The server half of the content type `journal` (src/shared/contentTypes.ts). */
export const journalContent: ServerContentType = {
  source,
  // Proceedings are 会议录, not 期刊.
  homeCount: { as: 'journal', table: journals, where: and(isPeriodical, publicJournal) },
};
