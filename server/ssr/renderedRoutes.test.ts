import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_LIST, detailPath } from '../../src/shared/contentTypes';
import { AREAS } from '../../src/shared/areas';
import { contentTypePages, isRenderedRoute } from './renderedRoutes';

describe('rendered routes from the content-type declarations', () => {
  it("renders every content type's list, detail and search result page, read from its declaration", () => {
    const checked: string[] = [];
    for (const type of CONTENT_TYPE_LIST) {
      const urls = [
        AREAS.find((a) => a.type === type.key)?.path.split('?')[0],
        type.readerItem && detailPath(type.readerItem.path, 12, 3),
        type.search?.path && detailPath(type.search.path, 12),
      ].filter((u): u is string => u !== undefined);
      for (const url of urls) {
        expect(isRenderedRoute(url), `${type.key}: ${url}`).toBe(true);
        checked.push(url);
      }
    }
    // Every type with a page is covered: a declaration without any would pass silently.
    expect(checked).toContain('/works/12');
    expect(checked).toContain('/bookLists');
    expect(checked.length).toBeGreaterThan(50);
  });

  it('derives each page once, in declaration order', () => {
    const pages = contentTypePages();
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.slice(0, 4)).toEqual(['/journal', '/journal/:id', '/journal/:parentId/period/:id', '/article/:id']);
  });

  it('renders every page it rendered before the derivation, and now the work, writer, studio list and studio pages', () => {
    // The rendered URLs of the hand-kept table this derivation replaced (one id each): the set must not shrink.
    const before = ['/ancient', '/ancient/7', '/article/7', '/basicEducation', '/basicEducation/7', '/book/7', '/bookLists', '/calligraphy', '/calligraphy/7', '/calligraphy/calligrapher', '/calligraphy/calligrapher/7', '/calligraphy/word', '/composition', '/composition/7', '/conference', '/databases', '/dissertation', '/dissertation/7', '/educationLawsrules', '/educationLawsrules/7', '/famousSchool', '/famousSchool/7', '/famousSchool/post/7', '/famousTeacher', '/famousTeacher/7', '/famousTeacher/work/7', '/headmaster', '/headmaster/7', '/headmaster/imgtext/7', '/headmaster/video/7', '/industryNews', '/industryNews/7', '/journal', '/journal/7', '/journal/7/period/7', '/journalEncyclopedia', '/journalGuidelines/7', '/lawsrules', '/lawsrules/7', '/newspaper', '/newspaper/7', '/newspaper/news/7', '/photography', '/photography/activity', '/photography/activity/7', '/photography/class/7', '/photography/forum', '/photography/forum/7', '/photography/photo', '/photography/photo/7', '/publisher', '/publisher/7', '/recitation', '/recitation/7', '/resnav/landBook', '/resnav/landBook/7', '/resnav/localHistory', '/resnav/localHistory/7', '/resnav/oldLocalHistory', '/resnav/oldLocalHistory/7', '/scholar', '/scholar/7', '/school', '/school/7', '/standard', '/standard/7', '/studyPlace', '/studyPlace/7', '/teacher', '/teacher/7', '/topic', '/topic/7', '/universityActivity', '/universityActivity/7', '/universityActivity/news', '/universityActivity/news/7', '/writerLibrary', '/yearbook', '/yearbook/7'];
    expect(before.filter((url) => !isRenderedRoute(url))).toEqual([]);
    expect(isRenderedRoute('/works/7')).toBe(true);
    expect(isRenderedRoute('/writerLibrary/7')).toBe(true);
    expect(isRenderedRoute('/studio')).toBe(true);
    expect(isRenderedRoute('/studio/7')).toBe(true);
  });

  it('renders ids only: no text, no id past ten digits, no deeper path, no query-string list', () => {
    for (const url of ['/works/abc', '/works/12345678901', '/works/7/x', '/book', '/resnav/localHistory?type=1', '/writerLibrary/7/8', '/usercenter/works', '/studio/7/x']) {
      expect(isRenderedRoute(url), url).toBe(false);
    }
  });
});
