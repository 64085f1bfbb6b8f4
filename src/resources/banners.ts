import { z } from 'zod';
import { defineResource, manageCalls, SORT_THEN_NEWEST } from './define';
import { keywordFilter } from './areaFilters';
import { reqText, zSort } from './organizations';
import { sortColumn, titleField } from './fieldPresets';

/** Where a banner shows: the home carousel, or the top of a content area. */
export const BANNER_POSITIONS = { home: '首页轮播', journal: '期刊频道', book: '图书频道', ancient: '古籍频道' } as const;
type Position = keyof typeof BANNER_POSITIONS;
const POSITIONS = Object.keys(BANNER_POSITIONS) as [Position, ...Position[]];

export const bannerFilters = z.object({
  position: z.string().trim().max(32, '位置参数不正确').optional(),
  keyword: keywordFilter(),
});

/** A link a banner opens: a portal path (`/book/3`) or an http(s) address, never `javascript:`. */
const linkUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: '链接应以 / 或 http(s):// 开头' })
    .trim()
    .max(500, '链接不能超过500个字')
    .refine((v) => /^(\/(?!\/)|https?:\/\/)/.test(v), '链接应以 / 或 http(s):// 开头')
    .nullable()
    .optional(),
);

/** What the platform admin writes when adding or editing a banner (轮播图管理). */
export const bannerInput = z.object({
  title: reqText(200, '请输入标题', '标题不能超过200个字'),
  imageUrl: reqText(500, '请上传图片', '图片地址不能超过500个字'),
  linkUrl,
  position: z.enum(POSITIONS, { error: '请选择位置' }),
  sort: zSort.optional(),
});

export const bannerResource = defineResource({
  name: 'banners',
  label: '轮播图',
  menu: { group: 'system', icon: 'PictureOutlined', order: 40 },
  fields: {
    title: titleField,
    imageUrl: { label: '图片', kind: 'image', list: true, width: 160 },
    linkUrl: { label: '链接', kind: 'text', list: true },
    position: { label: '位置', kind: 'text', list: true, width: 100, labels: BANNER_POSITIONS },
    sort: sortColumn,
    enabled: { label: '上架状态', kind: 'boolean', list: true, width: 90, labels: { true: '已上架', false: '已下架' } },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  // The portal reads `/first/pic/show` (answer `data.list`, not a page, 上架 banners only) directly.
  calls: manageCalls('banner'),
  sortable: ['sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: bannerFilters,
  input: bannerInput,
  publishedField: 'enabled',
  readAction: 'manage',
});
