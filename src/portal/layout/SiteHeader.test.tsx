import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { portalRoutePatterns } from '../../portalRoutes';
import { NavMenu } from './SiteHeader';

afterEach(cleanup);

function highlighted(pathname: string): string[] {
  cleanup();
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <NavMenu />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: '主导航' });
  return within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent ?? '');
}

/**
 * The header entry each page of the route table lights, or none (null). 首页 only on the home page:
 * issue 34 saw it lit on search, writers, standards, year-books and education pages.
 */
const LIT: Record<string, string | null> = {
  '/': '首页',
  '/footerItem': null,
  '/footerItem/:item': null,
  '/login': null,
  '/forgetPassword': null,
  '/usercenter': null,
  '/usercenter/magazine': null,
  '/recharge': null,
  '/usercenter/works': null,
  '/copyright/*': null,
  '/journal': '期刊',
  '/journal/:id': '期刊',
  '/journal/:id/period/:periodId': '期刊',
  '/article/:id': '期刊',
  '/article/:id/read': '期刊',
  '/journalGuidelines/:id': '期刊',
  '/journalEncyclopedia': '期刊',
  '/conference': '期刊',
  '/bookLists': '图书',
  '/book/:id': '图书',
  '/preBooks': '图书',
  '/newspaper': '报纸',
  '/newspaper/:id': '报纸',
  '/newspaper/news/:id': '报纸',
  '/industryNews': null,
  '/industryNews/:id': null,
  '/ancient': '古籍',
  '/ancient/:id': '古籍',
  '/resnav/ancient': '古籍',
  '/resnav/localHistory': '地方志',
  '/resnav/localHistory/:id': '地方志',
  '/resnav/oldLocalHistory': '地方志',
  '/resnav/oldLocalHistory/:id': '地方志',
  '/resnav/landBook': '地方志',
  '/resnav/landBook/:id': '地方志',
  '/dissertation': '学位论文',
  '/dissertation/:id': '学位论文',
  '/standard': null,
  '/standard/:id': null,
  '/lawsrules': '法律法规',
  '/lawsrules/:id': '法律法规',
  '/educationLawsrules': '法律法规',
  '/educationLawsrules/:id': '法律法规',
  '/studio': null,
  '/studio/:id': null,
  '/yearbook': null,
  '/yearbook/:id': null,
  '/writerLibrary': null,
  '/works/:id': null,
  '/writerLibrary/:id': null,
  '/famousTeacher': null,
  '/famousTeacher/:id': null,
  '/famousTeacher/work/:id': null,
  '/headmaster': null,
  '/headmaster/:id': null,
  '/headmaster/video/:id': null,
  '/headmaster/imgtext/:id': null,
  '/famousSchool': null,
  '/famousSchool/:id': null,
  '/famousSchool/post/:id': null,
  '/universityActivity': null,
  '/universityActivity/:id': null,
  '/universityActivity/news': null,
  '/universityActivity/news/:id': null,
  '/search': null,
  '/search/advanced': null,
  '/patent': null,
  '/patent/:id': null,
  '/composition': null,
  '/composition/:id': null,
  '/recitation': null,
  '/recitation/:id': null,
  '/photography': null,
  '/photography/photo': null,
  '/photography/photo/:id': null,
  '/photography/activity': null,
  '/photography/activity/:id': null,
  '/photography/forum': null,
  '/photography/forum/:id': null,
  '/photography/class/:id': null,
  '/calligraphy': null,
  '/calligraphy/:id': null,
  '/calligraphy/calligrapher': null,
  '/calligraphy/calligrapher/:id': null,
  '/calligraphy/word': null,
  '/scholar': null,
  '/scholar/:id': null,
  '/publisher': null,
  '/publisher/:id': null,
  '/teacher': null,
  '/teacher/:id': null,
  '/basicEducation': null,
  '/basicEducation/:id': null,
  '/school': null,
  '/school/:id': null,
  '/studyPlace': null,
  '/studyPlace/:id': null,
  '/topic': null,
  '/topic/:id': null,
  '/databases': null,
  '/admin/*': null,
  '/pay/sandbox': null,
};

/** An address of a pattern: every `:param` a record id, a splat one more segment. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, '7').replace(/\*$/, 'x');

describe('NavMenu highlight: the right entry, or none, on every page of the route table', () => {
  it('the table names every page the portal has (a new page must say what it lights)', () => {
    expect(Object.keys(LIT).sort()).toEqual(portalRoutePatterns().sort());
  });

  it.each(Object.entries(LIT))('%s lights %s', (pattern, label) => {
    expect(highlighted(sample(pattern))).toEqual(label ? [label] : []);
  });

  it('a query or an unknown address lights nothing wrong', () => {
    expect(highlighted('/resnav/oldLocalHistory?type=2')).toEqual(['地方志']);
    expect(highlighted('/search?keyword=图书馆')).toEqual([]);
    expect(highlighted('/no-such-page')).toEqual([]);
  });
});
