import { z } from 'zod';
import { keywordFilter, textChoiceFilter } from './areaFilters';
import { defineResource, readCalls } from './define';
import { titleField } from './fieldPresets';

export const AUDIT_ACTION_LABELS = { create: '新增', update: '修改', delete: '删除', publish: '上架', unpublish: '下架', approve: '审核通过', reject: '审核驳回' } as const;
/**
 * 操作日志's 内容类型: every declared resource that has management calls (create, update, delete or
 * 上架/下架), by name, with its own label — what manageArea and the other writers of the log put in
 * `entity`. Filled by ./index.ts once every resource is declared (they import this file); a list
 * written here by hand covered 10 of some 30 audited areas, and filtering by the others answered 400.
 */
export const AUDITED_ENTITY_LABELS: Record<string, string> = {
  // A page of its own (src/admin/WalletAdjustPage.tsx), not a declared resource.
  walletAdjustments: '余额积分调整',
};
type Keys<T> = [Extract<keyof T, string>, ...Array<Extract<keyof T, string>>];

export const contentAuditFilters = z.object({
  keyword: keywordFilter(),
  action: textChoiceFilter(Object.keys(AUDIT_ACTION_LABELS) as Keys<typeof AUDIT_ACTION_LABELS>, '操作类型不正确'),
  entity: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: '内容类型不正确' })
      .refine((name) => Object.hasOwn(AUDITED_ENTITY_LABELS, name), { error: '内容类型不正确' })
      .optional(),
  ),
});

/** 操作日志: every management change of content, newest first; the platform admin browses and filters it. */
export const contentAuditResource = defineResource({
  name: 'contentAudits',
  exportable: true,
  label: '操作日志',
  menu: { group: 'system', icon: 'HistoryOutlined', order: 70 },
  fields: {
    createTime: { label: '时间', kind: 'datetime', list: true, width: 170 },
    memberName: { label: '操作人', kind: 'text', list: true, width: 120 },
    action: { label: '操作', kind: 'text', list: true, width: 90, labels: AUDIT_ACTION_LABELS },
    entity: { label: '内容类型', kind: 'text', list: true, width: 100, labels: AUDITED_ENTITY_LABELS },
    entityId: { label: '内容编号', kind: 'number', list: true, width: 100 },
    title: titleField,
    before: { label: '修改前', kind: 'longtext', snapshotOf: 'entity' },
    after: { label: '修改后', kind: 'longtext', snapshotOf: 'entity', snapshotCompare: 'before' },
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
