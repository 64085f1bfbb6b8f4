import { z } from 'zod';
import { defineResource, orderBy } from './define';
import { keywordFilter } from './areaFilters';

export const writerFilters = z.object({
  keyword: keywordFilter(),
});

/**
 * The writer library (`/writerLibrary`). There is no writer table: a writer is an author named
 * on books, with those books as works, derived by query. Read only, no detail call.
 */
export const writerResource = defineResource({
  name: 'writers',
  label: '作家文库',
  keyedByName: true,
  fields: {
    name: { label: '作家', kind: 'text', list: true },
    works: { label: '作品数', kind: 'number', list: true, width: 90 },
    latest: { label: '最近出版', kind: 'date', list: true, width: 120 },
  },
  calls: {
    list: { method: 'GET', path: '/common/writer/list' },
  },
  sortable: ['works', 'latest', 'name'],
  defaultSort: orderBy({ works: 'desc', name: 'asc' }),
  pageSize: 10,
  filters: writerFilters,
});

/** One row of the writer list: the writer's name and books. */
export interface WriterRow {
  name: string;
  works: number;
  latest: string | null;
  books: Array<{ id: number; title: string; publisher: string | null; publishDate: string | null; coverUrl: string | null }>;
}
