import { z } from 'zod';
import { defineResource, SORT_THEN_NEWEST, viewedRecordFields } from './define';
import { intFilter } from './journals';
import { subjectTypeField } from './fieldPresets';

export const conferenceFilters = z.object({
  keyword: z.string().trim().max(100, '检索词不能超过100个字').optional(),
  journalType: intFilter('学科分类不正确', 0),
  year: intFilter('年份不正确', 1000, 9999),
});

/**
 * Conference proceedings (会议论文集). There is no conference table: a proceedings series is a
 * journal whose name marks it as one (会议, 论文集, 研讨会, 年会; "Proceedings" in the English
 * name), its periods are the conference's sessions and its articles the papers.
 */
export const PROCEEDINGS_MARKS = ['会议', '论文集', '研讨会', '年会'] as const;
export const PROCEEDINGS_MARK_EN = 'proceedings';

export function isProceedingsName(name: string, nameEn?: string | null): boolean {
  return PROCEEDINGS_MARKS.some((m) => name.includes(m)) || String(nameEn ?? '').toLowerCase().includes(PROCEEDINGS_MARK_EN);
}

export const conferenceResource = defineResource({
  name: 'conferences',
  label: '会议论文集',
  fields: {
    name: { label: '会议名称', kind: 'text', list: true },
    sponsor: { label: '主办单位', kind: 'text', list: true },
    journalType: subjectTypeField,
    periodCount: { label: '届次', kind: 'number', list: true, width: 80 },
    articleCount: { label: '论文数', kind: 'number', list: true, width: 90 },
    foundedYear: { label: '首届年份', kind: 'number' },
    ...viewedRecordFields,
  },
  calls: {
    list: { method: 'POST', path: '/es/getConferencesList' },
  },
  sortable: ['name', 'foundedYear', 'views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  // Spec §9: journals/meetings 14 per page.
  pageSize: 14,
  filters: conferenceFilters,
});

export interface ConferenceRow {
  id: number;
  name: string;
  nameEn?: string | null;
  sponsor?: string | null;
  journalType: number;
  journalTypeName: string;
  coverUrl?: string | null;
  description?: string | null;
  foundedYear?: number | null;
  views: number;
  periodCount: number;
  articleCount: number;
  years: number[];
}
