import { CONTENT_TYPE_LIST, type ContentTypeKey } from './contentTypes';
import { NAV } from './nav';

/**
 * The content areas of spec §1/§2 in the order readers see them. The header shows the ones with
 * `inHeader`; the home page shows all of them. Paths are the spec's routes where it names them.
 */
export interface Area {
  key: string;
  label: string;
  path: string;
  nav: number;
  inHeader?: boolean;
  /** One line for the home page's area grid. */
  blurb: string;
  /** The content type that declares it (src/shared/contentTypes.ts). */
  type: ContentTypeKey;
}

/** Derived from the content types' `area` declarations (src/shared/contentTypes.ts), in their order. */
export const AREAS: Area[] = CONTENT_TYPE_LIST.flatMap(({ key, label, area }) => {
  if (!area) return [];
  const areaKey = area.key ?? key;
  return [{ key: areaKey, label: area.label ?? label, path: area.path ?? `/${areaKey}`, nav: NAV[area.nav ?? 'home'], ...(area.inHeader && { inHeader: true }), blurb: area.blurb, type: key }];
});

export const HEADER_AREAS = AREAS.filter((a) => a.inHeader);
