import type { Action, Subject } from '../access/policy';
import type { MenuGroup, ResourceSpec } from './define';

/**
 * The platform admin's sider groups (issue 32 item 4, as ruoyi-vue-pro groups its admin by
 * domain): each a directory menu with its icon, in this order. A resource's `menu.group` names one.
 */
export const MENU_GROUPS: Readonly<Record<MenuGroup, { label: string; icon: string; order: number }>> = {
  journal: { label: '期刊出版', icon: 'ReadOutlined', order: 1 },
  library: { label: '图书与古籍', icon: 'BookOutlined', order: 2 },
  education: { label: '教育文化', icon: 'BulbOutlined', order: 3 },
  creation: { label: '创作与版权', icon: 'HighlightOutlined', order: 4 },
  commerce: { label: '商城与订单', icon: 'ShoppingCartOutlined', order: 5 },
  institution: { label: '机构与用户', icon: 'BankOutlined', order: 6 },
  system: { label: '系统', icon: 'SettingOutlined', order: 7 },
};

/**
 * An admin screen that is not a resource's generic list (余额积分调整, 对账, 角色菜单): its route
 * `/admin/<name>`, its menu, and the right its menu grants.
 */
export interface AdminPageDecl {
  name: string;
  label: string;
  subject: Subject;
  action: Action;
  menu: NonNullable<ResourceSpec['menu']>;
}

export const ADMIN_PAGES: readonly AdminPageDecl[] = [
  { name: 'walletAdjust', label: '余额积分调整', subject: 'Order', action: 'manage', menu: { group: 'commerce', icon: 'WalletOutlined', order: 12 } },
  { name: 'reconcile', label: '对账', subject: 'Order', action: 'manage', menu: { group: 'commerce', icon: 'AccountBookOutlined', order: 14 } },
  { name: 'roleKeyMenus', label: '角色菜单', subject: 'Menu', action: 'update', menu: { group: 'system', icon: 'SafetyCertificateOutlined', order: 12 } },
];

/**
 * A screen's menu name from its label: a label that names a thing (图书, 校长履历) becomes its
 * management screen (图书管理); one that already names a task or a page (作品审核, 操作日志,
 * 问题反馈, 充值选项, 字典数据, 关于我们, 机构订阅包) stays as it is.
 */
export const menuNameOf = (label: string): string => (/(管理|审核|日志|反馈|选项|数据|我们|订阅包|对账|菜单)$/.test(label) ? label : `${label}管理`);

/** What a resource's platform menu grants: a review screen the review (作品审核: 审核 on 作品), any other the management of its subject. */
export function menuGrantOf(spec: Pick<ResourceSpec, 'subject' | 'rowActions' | 'calls'>): { subject: Subject; action: Action } {
  const review = spec.rowActions?.find((a) => a.kind === 'review');
  // A review screen grants review; a screen that also writes its rows (文章管理, with 审核 among its
  // actions) still needs manage.
  const writes = Boolean(spec.calls.create || spec.calls.update);
  if (review && !writes) return { subject: review.can.subject ?? spec.subject ?? 'Content', action: 'review' };
  return { subject: spec.subject ?? 'Content', action: 'manage' };
}
