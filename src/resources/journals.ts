import { z } from 'zod';
import { defineResource } from './define';

export const journalFilters = z.object({
  keyword: z.string().trim().max(100, '检索词不能超过100个字').optional(),
  journalType: z.coerce.number({ error: '学科分类不正确' }).int('学科分类不正确').optional(),
  provinceId: z.coerce.number({ error: '地区不正确' }).int('地区不正确').optional(),
  // Query strings carry "true"/"false": z.coerce.boolean would read "false" as true.
  isCore: z
    .union([z.enum(['true', 'false', '1', '0']), z.boolean()], { error: '是否核心期刊参数不正确' })
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
});

export const journalResource = defineResource({
  name: 'journals',
  label: '期刊',
  fields: {
    id: { label: '编号', kind: 'number' },
    name: { label: '刊名', kind: 'text', list: true },
    issn: { label: 'ISSN', kind: 'text', list: true, width: 120 },
    cn: { label: 'CN', kind: 'text', list: true, width: 120 },
    sponsor: { label: '主办单位', kind: 'text', list: true },
    frequency: { label: '出版周期', kind: 'text', list: true, width: 100 },
    journalType: { label: '学科分类', kind: 'number' },
    foundedYear: { label: '创刊年', kind: 'number' },
    coverUrl: { label: '封面', kind: 'image' },
    views: { label: '浏览量', kind: 'number' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'POST', path: '/es/getJournalList' },
    one: { method: 'GET', path: '/exhibition/journal/details/{id}' },
  },
  sortable: ['name', 'foundedYear', 'views', 'sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  pageSize: 14,
  filters: journalFilters,
});
