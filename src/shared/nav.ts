/**
 * Spec §2 "Navigation index per route" and §9 nav indexes, plus which chrome each route shows.
 * One table so the header highlight, the NavChecked cookie and the layout agree.
 */
export const NAV = {
  home: 0,
  journals: 1,
  books: 2,
  newspapers: 3,
  ancient: 4,
  localHistory: 5,
  dissertation: 6,
  lawsrules: 15,
  recharge: 88,
  usercenter: 99,
} as const;

export const JOURNAL_ENCYCLOPEDIA_PATH = '/journalEncyclopedia';

interface RouteChrome {
  prefix: string;
  nav: number;
  /** The search bar of spec §2 ("search bar shown"). */
  searchBar?: boolean;
}

// Longest prefix first where prefixes overlap (/journalEncyclopedia before /journal).
const ROUTES: RouteChrome[] = [
  { prefix: '/industryNews', nav: NAV.home },
  { prefix: JOURNAL_ENCYCLOPEDIA_PATH, nav: NAV.journals },
  { prefix: '/journalGuidelines', nav: NAV.journals },
  { prefix: '/journal', nav: NAV.journals },
  { prefix: '/conference', nav: NAV.journals },
  { prefix: '/article', nav: NAV.journals },
  { prefix: '/bookLists', nav: NAV.books },
  { prefix: '/preBooks', nav: NAV.books },
  { prefix: '/book', nav: NAV.books },
  { prefix: '/newspaper', nav: NAV.newspapers },
  { prefix: '/resnav/ancient', nav: NAV.ancient, searchBar: true },
  { prefix: '/ancient', nav: NAV.ancient, searchBar: true },
  { prefix: '/resnav/localHistory', nav: NAV.localHistory, searchBar: true },
  { prefix: '/resnav/oldLocalHistory', nav: NAV.localHistory, searchBar: true },
  { prefix: '/resnav/landBook', nav: NAV.localHistory, searchBar: true },
  { prefix: '/dissertation', nav: NAV.dissertation },
  { prefix: '/standard', nav: NAV.home, searchBar: true },
  { prefix: '/lawsrules', nav: NAV.lawsrules, searchBar: true },
  { prefix: '/educationLawsrules', nav: NAV.lawsrules, searchBar: true },
  { prefix: '/usercenter', nav: NAV.usercenter },
  { prefix: '/recharge', nav: NAV.recharge },
];

function match(pathname: string): RouteChrome | undefined {
  return ROUTES.find((r) => pathname === r.prefix || pathname.startsWith(`${r.prefix}/`));
}

/** The nav index written to NavChecked on every route change (0 for routes not listed). */
export function navIndexFor(pathname: string): number {
  return match(pathname)?.nav ?? NAV.home;
}

/**
 * The header entry lit on a page: 首页 on the home page only, an area's entry on that area's pages,
 * none elsewhere. Spec §2's index 0 ("others 0") is the NavChecked state, not a place: lighting
 * 首页 on search, standards or writers told readers they were on the home page (issue 34).
 */
export function headerNavFor(pathname: string): number | undefined {
  if (pathname === '/') return NAV.home;
  const index = navIndexFor(pathname);
  return index === NAV.home ? undefined : index;
}

export function showsSearchBar(pathname: string): boolean {
  return match(pathname)?.searchBar ?? false;
}

/** Spec §2: header hidden on index, bookLists, preBooks and the journal-encyclopedia route. */
export function headerHidden(pathname: string): boolean {
  return (
    pathname === '/' ||
    ['/bookLists', '/preBooks', JOURNAL_ENCYCLOPEDIA_PATH].some((p) => pathname === p || pathname.startsWith(`${p}/`))
  );
}

/** Spec §2: footer hidden on preBooks. */
export function footerHidden(pathname: string): boolean {
  return pathname === '/preBooks' || pathname.startsWith('/preBooks/');
}
