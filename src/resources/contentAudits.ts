import { z } from 'zod';
import { keywordFilter, textChoiceFilter } from './areaFilters';
import { defineResource, readCalls } from './define';
import { titleField } from './fieldPresets';

export const AUDIT_ACTION_LABELS = { create: '新增', update: '修改', delete: '删除', publish: '上架', unpublish: '下架' } as const;
/** The areas whose management is logged, by resource name (src/resources). */
export const AUDITED_ENTITY_LABELS = {
  books: '图书',
  laws: '法律法规',
  newspapers: '报纸',
  news: '新闻资讯',
  ancientBooks: '古籍',
  localHistories: '地方志',
  theses: '学位论文',
  standards: '标准',
  yearbooks: '年鉴',
  banners: '轮播图',
} as const;

type Keys<T> = [Extract<keyof T, string>, ...Array<Extract<keyof T, string>>];

export const contentAuditFilters = z.object({
  keyword: keywordFilter(),
  action: textChoiceFilter(Object.keys(AUDIT_ACTION_LABELS) as Keys<typeof AUDIT_ACTION_LABELS>, '操作类型不正确'),
  entity: textChoiceFilter(Object.keys(AUDITED_ENTITY_LABELS) as Keys<typeof AUDITED_ENTITY_LABELS>, '内容类型不正确'),
});

/** 操作日志: every management change of content, newest first; the platform admin browses and filters it. */
export const contentAuditResource = defineResource({
  name: 'contentAudits',
  exportable: true,
  label: '操作日志',
  fields: {
    createTime: { label: '时间', kind: 'datetime', list: true, width: 170 },
    memberName: { label: '操作人', kind: 'text', list: true, width: 120 },
    action: { label: '操作', kind: 'text', list: true, width: 80, labels: AUDIT_ACTION_LABELS },
    entity: { label: '内容类型', kind: 'text', list: true, width: 100, labels: AUDITED_ENTITY_LABELS },
    entityId: { label: '内容编号', kind: 'number', list: true, width: 100 },
    title: titleField,
    before: { label: '修改前', kind: 'longtext' },
    after: { label: '修改后', kind: 'longtext' },
  },
  calls: {
    ...readCalls('/manage/audit'),
  },
  sortable: ['createTime'],
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  pageSize: 20,
  filters: contentAuditFilters,
  // Reading the log is a management right (everyone may read Content itself).
  readAction: 'manage',
});
