import type { SearchDocType } from '../../src/shared/search';
import { SERVER_CONTENT_LIST } from '../content';
import type { Loader } from './loader';

export type { Loaded, SearchDocInput, Selection } from './loader';
/** An ancient book's search document (also used by the poetry import, so both index alike). */
export { ancientDoc } from '../content/ancient';

/** The loader of every search type's documents, from its server declaration (server/content/<key>.ts). */
export const LOADERS = Object.fromEntries(SERVER_CONTENT_LIST.flatMap((c) => (c.search ? [[c.key, c.search]] : []))) as Record<SearchDocType, Loader>;
