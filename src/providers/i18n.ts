import type { I18nProvider } from '@refinedev/core';
import { refineResources } from './refineResources';

/**
 * Refine's own texts in Chinese: the keys @refinedev/core and @refinedev/antd translate (their
 * notifications after create / edit / delete, the button labels, the unsaved-changes warning,
 * the error page). Without a provider Refine falls back to English ("Successfully deleted a
 * managedColumn：Success"). Our screens write their own texts; this covers only what Refine writes.
 */
export const ZH_CN: Readonly<Record<string, string>> = {
  'notifications.success': '操作成功',
  'notifications.error': '操作失败（状态码：{{statusCode}}）',
  'notifications.undoable': '{{seconds}} 秒内可撤销',
  'notifications.createSuccess': '已新增{{resource}}',
  'notifications.createError': '新增{{resource}}失败（状态码：{{statusCode}}）',
  'notifications.editSuccess': '已保存{{resource}}',
  'notifications.editError': '保存{{resource}}失败（状态码：{{statusCode}}）',
  'notifications.deleteSuccess': '已删除{{resource}}',
  'notifications.deleteError': '删除{{resource}}失败（状态码：{{statusCode}}）',
  'notifications.importProgress': '正在导入：{{processed}}/{{total}}',
  'buttons.create': '新增',
  'buttons.save': '保存',
  'buttons.logout': '退出登录',
  'buttons.delete': '删除',
  'buttons.edit': '编辑',
  'buttons.cancel': '取消',
  'buttons.confirm': '确定吗？',
  'buttons.filter': '筛选',
  'buttons.clear': '清除',
  'buttons.refresh': '刷新',
  'buttons.show': '详情',
  'buttons.list': '列表',
  'buttons.undo': '撤销',
  'buttons.import': '导入',
  'buttons.clone': '复制',
  'buttons.export': '导出',
  'buttons.notAccessTitle': '您没有权限进行此操作',
  'actions.list': '列表',
  'actions.create': '新增',
  'actions.edit': '编辑',
  'actions.show': '详情',
  'actions.clone': '复制',
  'table.actions': '操作',
  'warnWhenUnsavedChanges': '有未保存的修改，确定要离开吗？',
  'autoSave.success': '已自动保存',
  'autoSave.error': '自动保存失败',
  'autoSave.loading': '正在保存…',
  'autoSave.idle': '等待修改',
  'pages.error.404': '您访问的页面不存在',
  'pages.error.info': '您可能忘了把该页面加入资源声明',
  'pages.error.backHome': '返回首页',
  'documentTitle.default': '文库管理后台',
  'documentTitle.suffix': ' | 文库',
};

/** A resource's Chinese name in Refine's texts: its label without 管理 (栏目管理 → 栏目). */
const LABELS = new Map<string, string>();
for (const r of refineResources) {
  const label = String(r.meta?.label ?? r.name).replace(/管理$/, '');
  // Refine names a resource by its name (`managedColumns.managedColumns`) or by that name made singular (`managedColumn`).
  for (const name of [r.name, r.name.replace(/ies$/, 'y'), r.name.replace(/es$/, ''), r.name.replace(/s$/, '')]) if (!LABELS.has(name)) LABELS.set(name, label);
}
const resourceName = (name: unknown) => (typeof name === 'string' && /[A-Za-z]/.test(name) ? (LABELS.get(name) ?? '记录') : String(name ?? ''));
const RESOURCE_KEY = /^(\w+)\.\1$/;

const fill = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => (k === 'resource' ? resourceName(values[k]) : String(values[k] ?? '')));

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const text = ZH_CN[key] ?? (RESOURCE_KEY.test(key) ? resourceName(key.split('.')[0]) : undefined);
    // Refine calls translate(key, default) as well as translate(key, values, default).
    if (text !== undefined) return typeof options === 'object' && options ? fill(text, options as Record<string, unknown>) : text;
    return defaultMessage ?? (typeof options === 'string' ? options : key);
  },
  changeLocale: async () => undefined,
  getLocale: () => 'zh-CN',
};
