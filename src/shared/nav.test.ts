import { describe, expect, it } from 'vitest';
import { footerHidden, headerHidden, navIndexFor, showsSearchBar } from './nav';

describe('navIndexFor (spec §2 navigation index per route)', () => {
  it.each([
    ['/', 0],
    ['/industryNews', 0],
    ['/journal', 1],
    ['/journal/12', 1],
    ['/journalEncyclopedia', 1],
    ['/bookLists', 2],
    ['/book/3', 2],
    ['/newspaper', 3],
    ['/ancient', 4],
    ['/ancient/7', 4],
    ['/resnav/localHistory', 5],
    ['/resnav/oldLocalHistory', 5],
    ['/resnav/landBook', 5],
    ['/dissertation', 6],
    ['/lawsrules', 15],
    ['/usercenter', 99],
    ['/usercenter/magazine', 99],
    ['/recharge', 88],
    ['/footerItem/aboutOurs', 0],
    ['/journalist', 0],
  ])('%s → %i', (path, index) => {
    expect(navIndexFor(path)).toBe(index);
  });
});

describe('chrome rules', () => {
  it('header is hidden on index, bookLists, preBooks and the journal encyclopedia only', () => {
    for (const p of ['/', '/bookLists', '/preBooks', '/journalEncyclopedia']) expect(headerHidden(p)).toBe(true);
    for (const p of ['/journal', '/book/1', '/ancient', '/no-such-page']) expect(headerHidden(p)).toBe(false);
  });
  it('footer is hidden on preBooks only', () => {
    expect(footerHidden('/preBooks')).toBe(true);
    expect(footerHidden('/bookLists')).toBe(false);
    expect(footerHidden('/')).toBe(false);
  });
  it('search bar on ancient, local history, standard and laws', () => {
    for (const p of ['/ancient', '/resnav/localHistory', '/standard', '/lawsrules']) expect(showsSearchBar(p)).toBe(true);
    for (const p of ['/', '/journal', '/dissertation']) expect(showsSearchBar(p)).toBe(false);
  });
});
