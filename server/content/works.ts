import type { ReaderItemSource, ServerContentType } from './define';
import { works } from '../db/schema';
import { passedWorks, worksCards } from '../modules/works/readerSource';
import { READER_ITEM_TYPES } from '../../src/shared/readerItems';

// A writer's work is public once it passed review (spec §4 status 2).
const source: ReaderItemSource = { key: 'works', type: READER_ITEM_TYPES.works.type, table: works, publicRows: passedWorks, cards: worksCards, titleColumn: works.title };

/** The server half of the content type `works` (src/shared/contentTypes.ts). */
export const worksContent: ServerContentType = {
  source,
  // Not in the sitemap (nor OAI-PMH, which has no mapping for it), as before the fold.
  crawled: false,
};
