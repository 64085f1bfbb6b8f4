import { z } from 'zod';
import { defineResource } from './define';

export const bannerFilters = z.object({
  position: z.string().trim().max(32, '位置参数不正确').optional(),
});

export const bannerResource = defineResource({
  name: 'banners',
  label: '轮播图',
  fields: {
    id: { label: '编号', kind: 'number' },
    title: { label: '标题', kind: 'text', list: true },
    imageUrl: { label: '图片', kind: 'image', list: true, width: 160 },
    linkUrl: { label: '链接', kind: 'text', list: true },
    position: { label: '位置', kind: 'text', list: true, width: 100 },
    sort: { label: '排序', kind: 'number', list: true, width: 80 },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  // The portal reads `/first/pic/show` (answer `data.list`, not a page) directly; management calls come with the admin.
  calls: {},
  sortable: ['sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  pageSize: 10,
  filters: bannerFilters,
});
