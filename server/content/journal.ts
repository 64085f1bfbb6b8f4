import { plainSource, type ServerContentType } from './define';
import { journals } from '../db/schema';

const source = plainSource('journal', journals, { title: journals.name, cover: journals.coverUrl, authors: journals.sponsor });

/** The server half of the content type `journal` (src/shared/contentTypes.ts). */
export const journalContent: ServerContentType = {
  source,
};
