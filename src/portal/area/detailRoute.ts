import { READER_ITEM_TYPES, type ReaderItemKey } from '../../shared/readerItems';
import type { Row } from './types';

/**
 * An area's detail link from the content type's declared route (src/shared/contentTypes.ts), the
 * same one the sitemap, OAI-PMH, search and the user centre use: the URL is written once.
 */
export function declaredDetail(key: ReaderItemKey): (row: Row) => string {
  const path = READER_ITEM_TYPES[key].path;
  return (row) => path(Number(row.id));
}
