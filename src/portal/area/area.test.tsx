import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookResource } from '../../resources/books';
import { lawResource } from '../../resources/laws';
import { thesisResource } from '../../resources/theses';
import { sortOptions } from './AreaListPage';
import { citationFileName } from './CitationDialog';
import { renderByKind } from './fieldValue';
import { provinceName, provinceOptions } from './regions';

describe('sort choices from the declaration', () => {
  it('offers each sortable field both ways, after 默认排序, without the bookkeeping columns', () => {
    const options = sortOptions(lawResource as never);
    expect(options[0]).toEqual({ value: '', label: '默认排序' });
    expect(options.map((o) => o.value)).toEqual(['', 'publishDate:desc', 'publishDate:asc', 'effectiveDate:desc', 'effectiveDate:asc']);
    expect(options[1].label).toBe('发布日期 从新到旧');
    expect(sortOptions(bookResource as never).find((o) => o.value === 'priceFen:asc')?.label).toBe('价格 从低到高');
  });
});

describe('field values by kind', () => {
  it('a law status is a coloured tag with its Chinese label', () => {
    // The compiled label, as the server renders it (the served dictionary: servedDict.test.tsx).
    const queries = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    const { container } = render(<QueryClientProvider client={queries}>{renderByKind(lawResource.fields.lawStatus, 9)}</QueryClientProvider>);
    const tag = container.querySelector('[data-dict="law_status"]')!;
    expect(tag.textContent).toBe('已废止');
    expect(tag.getAttribute('data-value')).toBe('9');
  });

  it('a plain classification is text; money, dates and blanks read as Chinese readers expect', () => {
    expect(renderByKind(thesisResource.fields.subjectType, 5)).toBe('文学');
    expect(renderByKind(bookResource.fields.priceFen, 8800)).toBe('¥88.00');
    expect(renderByKind(bookResource.fields.publishDate, '2025-07-01')).toBe('2025-07-01');
    expect(renderByKind(bookResource.fields.isbn, null)).toBe('—');
    expect(renderByKind(bookResource.fields.authors, '张三;李四')).toBe('张三；李四');
  });
});

describe('helpers', () => {
  it('province names and options by GB/T 2260 code', () => {
    expect(provinceName(330000)).toBe('浙江');
    expect(provinceName('999999')).toBe('');
    expect(provinceOptions([110000, 310000])).toEqual([
      { value: '110000', label: '北京' },
      { value: '310000', label: '上海' },
    ]);
  });

  it('a citation file name keeps the title but no path characters', () => {
    expect(citationFileName('数字图书馆/研究: 路径?', 'bib')).toBe('数字图书馆_研究_路径_.bib');
    expect(citationFileName('', 'ris')).toBe('citation.ris');
  });
});

describe('cover labels (issue 34: a generated cover showed its title twice)', () => {
  it('only a stock picture gets the title printed over it', async () => {
    const { isStockCover } = await import('../../shared/covers');
    expect(isStockCover('/covers/book-3.svg')).toBe(true);
    expect(isStockCover('/covers/ancient-12.svg')).toBe(true);
    expect(isStockCover('/covers/gen/book/17.svg')).toBe(false);
    expect(isStockCover('/files/images/cover-5-ab12.jpg')).toBe(false);
  });
});
