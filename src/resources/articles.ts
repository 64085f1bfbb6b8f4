import { z } from 'zod';
import { defineResource } from './define';

export const articleFilters = z.object({
  keyword: z.string().trim().max(100, '检索词不能超过100个字').optional(),
  journalId: z.coerce.number({ error: '期刊编号不正确' }).int('期刊编号不正确').optional(),
  periodId: z.coerce.number({ error: '期次编号不正确' }).int('期次编号不正确').optional(),
  columnId: z.coerce.number({ error: '栏目编号不正确' }).int('栏目编号不正确').optional(),
});

export const articleResource = defineResource({
  name: 'articles',
  label: '文章',
  fields: {
    id: { label: '编号', kind: 'number' },
    title: { label: '题名', kind: 'text', list: true },
    authors: { label: '作者', kind: 'text', list: true, width: 200 },
    journalName: { label: '来源期刊', kind: 'text', list: true, width: 180 },
    year: { label: '年', kind: 'number' },
    issue: { label: '期', kind: 'number' },
    articleStatus: { label: '审核状态', kind: 'dict', dict: 'article_status', list: true, width: 100 },
    publishDate: { label: '发表日期', kind: 'date', list: true, width: 120 },
    downloads: { label: '下载量', kind: 'number' },
    views: { label: '浏览量', kind: 'number' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'POST', path: '/es/getArticlesList' },
  },
  sortable: ['publishDate', 'downloads', 'views', 'sort', 'createTime'],
  defaultSort: [
    { field: 'publishDate', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  pageSize: 10,
  filters: articleFilters,
});
