import { z } from 'zod';
import { defineResource } from './define';

export const bookFilters = z.object({
  keyword: z.string().trim().max(100, '检索词不能超过100个字').optional(),
  typeCode: z.string().trim().max(20, '分类代码不正确').optional(),
  subjectType: z.coerce.number({ error: '学科分类不正确' }).int('学科分类不正确').optional(),
});

export const bookResource = defineResource({
  name: 'books',
  label: '图书',
  fields: {
    id: { label: '编号', kind: 'number' },
    title: { label: '书名', kind: 'text', list: true },
    authors: { label: '作者', kind: 'text', list: true, width: 180 },
    publisher: { label: '出版社', kind: 'text', list: true, width: 180 },
    isbn: { label: 'ISBN', kind: 'text', list: true, width: 150 },
    publishDate: { label: '出版日期', kind: 'date', list: true, width: 120 },
    priceFen: { label: '价格', kind: 'money', list: true, width: 100 },
    coverUrl: { label: '封面', kind: 'image' },
    views: { label: '浏览量', kind: 'number' },
    downloads: { label: '下载量', kind: 'number' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: '/common/book/list' },
    one: { method: 'GET', path: '/common/book/{id}' },
  },
  sortable: ['publishDate', 'priceFen', 'views', 'downloads', 'sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  pageSize: 15,
  filters: bookFilters,
});
