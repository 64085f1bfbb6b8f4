import { z } from 'zod';
import { codesOf } from './inputs';
import { ORDER_TYPE_LABELS, PAY_STATUS_LABELS, PAY_TYPE_LABELS } from '../shared/order';
import { codeFilter, dateFilter, keywordFilter } from './areaFilters';
import { defineResource, manageCallsWithoutPublish } from './define';
import { zEnabled, zSort } from './organizations';
import { remarkField, sortColumn, idColumn, createTimeWideColumn } from './fieldPresets';

/**
 * The platform admin's commerce screens (issue 12): every order, the recharge options, the
 * back-office adjustments and the institutions' subscription packages (security groups). All are
 * `manage Order` without conditions — the platform admin's (server: authorizeEverywhere).
 */
/** Who reads and changes every commerce screen: the platform admin alone. */
const platformCommerce = { subject: 'Order', readAction: 'manage' } as const;

export const ADMIN_ORDER_CALLS = {
  list: { method: 'GET', path: '/order/admin/list' },
  one: { method: 'GET', path: '/order/admin/details/{id}' },
  adjustments: { method: 'GET', path: '/order/admin/adjustments' },
  adjust: { method: 'POST', path: '/order/admin/adjust' },
  reconcile: { method: 'GET', path: '/order/admin/reconcile' },
} as const;

export const adminOrderFilters = z.object({
  keyword: keywordFilter(),
  orderType: codeFilter(codesOf(ORDER_TYPE_LABELS), '订单类型不正确'),
  payStatus: codeFilter(codesOf(PAY_STATUS_LABELS), '支付状态不正确'),
  payType: codeFilter(codesOf(PAY_TYPE_LABELS), '支付方式不正确'),
  beginTime: dateFilter('开始日期应为“年-月-日”格式，例如 2026-01-31'),
  endTime: dateFilter('结束日期应为“年-月-日”格式，例如 2026-01-31'),
});

export const adminOrderResource = defineResource({
  name: 'adminOrders',
  label: '订单管理',
  menu: { group: 'commerce', icon: 'ShoppingCartOutlined', order: 10 },
  exportable: true,
  ...platformCommerce,
  fields: {
    orderNo: { label: '订单号', kind: 'text', list: true, width: 190 },
    username: { label: '会员账号', kind: 'text', list: true, width: 120 },
    orderType: { label: '订单类型', kind: 'text', list: true, width: 110, labels: ORDER_TYPE_LABELS },
    title: { label: '内容', kind: 'text', list: true },
    amountFen: { label: '金额', kind: 'money', list: true, width: 100 },
    payType: { label: '支付方式', kind: 'text', list: true, width: 100, labels: PAY_TYPE_LABELS },
    payStatus: { label: '支付状态', kind: 'text', list: true, width: 90, labels: PAY_STATUS_LABELS },
    paidBalanceFen: { label: '余额支付', kind: 'money' },
    paidPoints: { label: '积分抵扣', kind: 'number' },
    // Points a mixed payment holds while its rest is awaited online (returned if it is not paid).
    heldPoints: { label: '冻结积分', kind: 'number' },
    bonusFen: { label: '充值赠送', kind: 'money' },
    channelTradeNo: { label: '渠道交易号', kind: 'text' },
    remark: remarkField,
    createTime: { label: '下单时间', kind: 'datetime', list: true, width: 170 },
    payTime: { label: '支付时间', kind: 'datetime' },
    expireTime: { label: '支付截止时间', kind: 'datetime' },
  },
  calls: { list: ADMIN_ORDER_CALLS.list, one: ADMIN_ORDER_CALLS.one },
  sortable: ['createTime', 'amountFen'],
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  pageSize: 15,
  maxPageSize: 100,
  filters: adminOrderFilters,
});

const fen = (label: string, min: number) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}必须以分为单位的整数`)
    .min(min, `${label}不能小于${min / 100}元`)
    .max(10_000_000, `${label}不能超过10万元`);

export const rechargeOptionInput = z.object({
  amountFen: fen('充值金额', 100),
  bonusFen: fen('赠送金额', 0).optional(),
  enabled: zEnabled.optional(),
  sort: zSort.optional(),
});

export const rechargeOptionResource = defineResource({
  name: 'rechargeOptions',
  label: '充值选项',
  menu: { group: 'commerce', icon: 'MoneyCollectOutlined', order: 20 },
  ...platformCommerce,
  fields: {
    id: idColumn,
    amountFen: { label: '充值金额', kind: 'money', list: true, width: 140 },
    bonusFen: { label: '赠送金额', kind: 'money', list: true, width: 140 },
    enabled: { label: '启用', kind: 'boolean', list: true, width: 90, labels: { true: '启用', false: '停用' } },
    sort: sortColumn,
    createdAt: createTimeWideColumn,
  },
  calls: manageCallsWithoutPublish('rechargeOptions'),
  sortable: ['amountFen', 'sort', 'createdAt'],
  defaultSort: [{ field: 'amountFen', order: 'asc' }],
  pageSize: 15,
  input: rechargeOptionInput,
});

/** What a subscription package may open, besides single journals. */
export const GROUP_AREAS = ['allJournals', 'book', 'ancient', 'thesis'] as const;
export const SECURITY_GROUP_CALLS = manageCallsWithoutPublish('securityGroups');

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: '请选择是否包含' }).transform((v) => v === true || v === 'true' || v === '1');

export const securityGroupInput = z.object({
  name: z.string({ error: '请输入订阅包名称' }).trim().min(1, '请输入订阅包名称').max(100, '订阅包名称不能超过100个字'),
  remark: z.string({ error: '说明不正确' }).trim().max(300, '说明不能超过300个字').optional(),
  allJournals: flag.optional(),
  book: flag.optional(),
  ancient: flag.optional(),
  thesis: flag.optional(),
  sort: zSort.optional(),
});

export const securityGroupResource = defineResource({
  name: 'securityGroups',
  label: '机构订阅包',
  menu: { group: 'commerce', icon: 'SafetyOutlined', order: 30 },
  ...platformCommerce,
  fields: {
    id: { label: '编号', kind: 'number', list: true, width: 70 },
    name: { label: '订阅包名称', kind: 'text', list: true, width: 160 },
    remark: { label: '说明', kind: 'longtext' },
    allJournals: { label: '全部期刊', kind: 'boolean', list: true, width: 100, labels: { true: '包含', false: '不含' } },
    book: { label: '图书', kind: 'boolean', list: true, width: 80, labels: { true: '包含', false: '不含' } },
    ancient: { label: '古籍', kind: 'boolean', list: true, width: 80, labels: { true: '包含', false: '不含' } },
    thesis: { label: '学位论文', kind: 'boolean', list: true, width: 100, labels: { true: '包含', false: '不含' } },
    journalNames: { label: '单订期刊', kind: 'text', list: true, width: 320 },
    holders: { label: '订阅机构', kind: 'text', list: true, width: 200 },
    sort: { label: '排序', kind: 'number' },
  },
  calls: SECURITY_GROUP_CALLS,
  sortable: ['sort', 'id'],
  defaultSort: [{ field: 'sort', order: 'desc' }],
  pageSize: 15,
  input: securityGroupInput,
});
