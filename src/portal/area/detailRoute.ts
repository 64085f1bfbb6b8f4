import type { ResourceSpec } from '../../resources/define';
import { AREAS } from '../../shared/areas';
import { READER_ITEM_TYPES, type ReaderItemKey } from '../../shared/readerItems';
import type { AreaConfig, Row } from './types';

/**
 * An area's detail link from the content type's declared route (src/shared/contentTypes.ts), the
 * same one the sitemap, OAI-PMH, search and the user centre use: the URL is written once.
 */
export function declaredDetail(key: ReaderItemKey): (row: Row) => string {
  const path = READER_ITEM_TYPES[key].path;
  return (row) => path(Number(row.id));
}

/**
 * What an area's config would restate from the declarations: the resource's name and, from its
 * content type, the area's heading and list route (the header's and home grid's), the detail route
 * and the noun of the empty state (the type's name).
 */
export function declaredArea(resource: Pick<ResourceSpec, 'name' | 'contentType'>): Pick<AreaConfig, 'resource' | 'title' | 'listPath' | 'detailPath' | 'noun'> {
  const key = resource.contentType;
  const area = AREAS.find((a) => a.type === key);
  if (!key || !area || !(key in READER_ITEM_TYPES)) throw new Error(`${resource.name}: its content type declares no area with detail pages`);
  const type = key as ReaderItemKey;
  return { resource: resource.name, title: area.label, listPath: area.path, detailPath: declaredDetail(type), noun: READER_ITEM_TYPES[type].label };
}
