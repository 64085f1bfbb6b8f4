import { CONTENT_TYPE_LIST } from '../../src/shared/contentTypes';
import { AREAS } from '../../src/shared/areas';

/**
 * Which portal routes are rendered on the server (what crawlers and first visitors land on).
 * Everything else — /login (its own viewport), the book preview, the account pages, /admin — is
 * the plain single-page app.
 *
 * Two parts: the pages of every content type, derived from its declaration (src/shared/contentTypes.ts:
 * the area's list path, the reader item's detail route, a search result's page), so a new area is
 * rendered without an entry here — its pages must then render without `window`, fetch through
 * queries and be mounted with `areaPage`/`lazyPage` (src/portal/lazyPage.tsx); and the pages that are no content type's list or detail, kept by
 * hand below.
 */

/** The portal route patterns of every content type, in declaration order. */
export function contentTypePages(): string[] {
  const pages = CONTENT_TYPE_LIST.flatMap((type) => {
    const area = AREAS.find((a) => a.type === type.key);
    return [area?.path.split('?')[0], type.readerItem?.path, type.search?.path].filter((p): p is string => p !== undefined);
  });
  return [...new Set(pages)];
}

/**
 * Rendered pages that are not a content type's list or detail: home, journal pages beside the
 * journal's own, an area's further lists (旧方志, 土地志, 教育法规, the photo list beside the
 * photography home), and the pages that hang off an area's items. `:id` is a record id.
 */
const SPECIAL_PAGES = [
  '/',
  '/article/:id/read',
  '/journalGuidelines/:id',
  '/journalEncyclopedia',
  '/industryNews/:id',
  '/educationLawsrules',
  '/educationLawsrules/:id',
  '/resnav/oldLocalHistory',
  '/resnav/oldLocalHistory/:id',
  '/resnav/landBook',
  '/resnav/landBook/:id',
  '/writerLibrary/:id',
  '/studio/:id',
  '/famousTeacher/work/:id',
  '/photography/photo',
  '/photography/activity',
  '/photography/activity/:id',
  '/photography/forum',
  '/photography/forum/:id',
  '/photography/class/:id',
  '/calligraphy/word',
  '/calligraphy/calligrapher',
  '/calligraphy/calligrapher/:id',
  '/headmaster/video/:id',
  '/headmaster/imgtext/:id',
  '/famousSchool/post/:id',
  '/universityActivity/news',
  '/universityActivity/news/:id',
];

/** A route pattern as a test of a URL path: each `:param` is a record id of at most 10 digits. */
function patternTest(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:\w+/g, String.raw`\d{1,10}`)}$`);
}

/** Every rendered route pattern: the content types' pages, then the special ones (the `$`-pattern property test walks them). */
export const renderedRoutePatterns = (): string[] => [...contentTypePages(), ...SPECIAL_PAGES];

const RENDERED_ROUTES = renderedRoutePatterns().map(patternTest);

export function isRenderedRoute(urlPath: string): boolean {
  return RENDERED_ROUTES.some((r) => r.test(urlPath));
}
