import { z } from 'zod';
import { ORDER_TYPE_LABELS, PAY_STATUS_LABELS, PAY_TYPE_LABELS } from '../../../src/shared/order';
import { badRequest } from '../../http/envelope';
import { parsedBy } from '../../http/declareRoute';
import { timestamp, yuanText } from '../../openapi/answers';
import { idParam } from '../collect/items';
import { yuan } from '../member/routes';
import { MSG, type OrderRow } from './service';

/** An order as the client sees it. */
export function orderView(o: OrderRow) {
  return {
    id: o.id,
    orderNo: o.orderNo,
    orderType: o.orderType,
    orderTypeLabel: ORDER_TYPE_LABELS[o.orderType] ?? '',
    joinId: o.joinId,
    title: o.title,
    amountFen: o.amountFen,
    amount: yuan(o.amountFen),
    bonusFen: o.bonusFen,
    payType: o.payType,
    payTypeLabel: o.payType ? (PAY_TYPE_LABELS[o.payType] ?? '') : '',
    payStatus: o.payStatus,
    payStatusLabel: PAY_STATUS_LABELS[o.payStatus] ?? '',
    paidBalanceFen: o.paidBalanceFen,
    paidPoints: o.paidPoints,
    heldPoints: o.heldPoints,
    remark: o.remark ?? '',
    createTime: o.createdAt,
    payTime: o.paidAt,
    expireTime: o.expiresAt,
  };
}

/** `orderView` as the API reference describes it (and as it types the answers that carry it). */
export const orderSchema = z.object({
  id: z.int(),
  orderNo: z.string().meta({ description: '订单号' }),
  orderType: z.int().meta({ description: '订单类型' }),
  orderTypeLabel: z.string(),
  joinId: z.int().nullable().meta({ description: '购买内容的编号（充值订单为空）' }),
  title: z.string(),
  amountFen: z.int().meta({ description: '金额（分）' }),
  amount: yuanText,
  bonusFen: z.int().meta({ description: '充值赠送（分）' }),
  payType: z.int().nullable().meta({ description: '支付方式' }),
  payTypeLabel: z.string(),
  payStatus: z.int().meta({ description: '支付状态' }),
  payStatusLabel: z.string(),
  paidBalanceFen: z.int(),
  paidPoints: z.int(),
  heldPoints: z.int().meta({ description: '混合在线支付暂扣的积分' }),
  remark: z.string(),
  createTime: timestamp,
  payTime: timestamp.nullable(),
  expireTime: timestamp.nullable(),
});

/** A dictionary code (order type, pay status) that may be left out; one not in `allowed` is `msg`. */
export function optionalCode(raw: unknown, allowed: Record<number, string>, msg: string): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = /^\d{1,2}$/.test(String(raw).trim()) ? Number(String(raw).trim()) : NaN;
  if (!allowed[n]) throw badRequest(msg);
  return n;
}

/** A day or a time in China (`2026-05-01`, `2026-05-01 08:30`) that may be left out. */
export function optionalDate(raw: unknown, msg: string, endOfDay = false): Date | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const s = String(raw).trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  const d = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}+08:00`) : null;
  if (!d || Number.isNaN(d.getTime())) throw badRequest(msg);
  // A bare end date includes the whole day.
  return endOfDay && !m![4] ? new Date(d.getTime() + 86_400_000) : d;
}

/** The order a call names (`id`), as the member's order calls read it. */
export const orderIdParam = parsedBy((raw) => idParam(raw, '请指定订单', MSG.orderMissing), { type: 'integer', description: '订单编号' });
