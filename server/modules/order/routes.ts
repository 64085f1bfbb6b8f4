import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORDER_PAGE_SIZE, ORDER_TYPE_LABELS, PAY_STATUS, PAY_STATUS_LABELS, PAY_TYPE } from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest, ok, page } from '../../http/envelope';
import { checkedByHandler, defineRoute, parsedBy, parsedIfSent, routesModule, type AnyRoute } from '../../http/declareRoute';
import { pagingShape, parsePaging } from '../../http/paging';
import { perMemberPerMinute } from '../../http/rateKey';
import { okOf, pageOf, timestamp, yuanText } from '../../openapi/answers';
import { requireMember } from '../../access/session';
import { yuan } from '../member/routes';
import { recoverMissedPayment } from '../pay/settle';
import { holdPointsForOnline, MIXED_MSG } from './onlinePayment';
import { payChoiceRoutes } from './payChoices';
import { cancelOrder, createOrder, expireUnpaid, memberOrder, MSG, payOrder } from './service';
import { optionalCode, optionalDate, orderIdParam, orderSchema, orderView } from './views';
import { walletRoutes } from './wallet';

/** Paying and ordering are clicks: generous per member, but not a script's loop. */
export const PAY_RATE = perMemberPerMinute('order', 120);

const ORDER_LIST = {
  name: 'orders',
  sortable: ['createTime', 'amountFen'],
  defaultSort: [{ field: 'createTime', order: 'desc' as const }],
  pageSize: ORDER_PAGE_SIZE,
  maxPageSize: 50,
};

const orderListQuery = z.looseObject({
  orderType: parsedIfSent((raw) => optionalCode(raw, ORDER_TYPE_LABELS, MSG.typeUnknown), { type: 'integer', description: '订单类型' }),
  payStatus: parsedIfSent((raw) => optionalCode(raw, PAY_STATUS_LABELS, '支付状态不正确'), { type: 'integer', description: '支付状态' }),
  beginTime: parsedIfSent((raw) => optionalDate(raw, '开始时间格式不正确'), { type: 'string', description: '下单时间起（yyyy-MM-dd 或 yyyy-MM-dd HH:mm）' }),
  endTime: parsedIfSent((raw) => optionalDate(raw, '结束时间格式不正确', true), { type: 'string', description: '下单时间止（只写日期时含当天）' }),
  ...pagingShape(ORDER_LIST),
});

/** A member's orders: make one, list them, read one and its payment state (paying and cancelling: payCalls). */
function orderCalls(db: Db, app: FastifyInstance): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/order/addOrder',
      access: 'member',
      summary: '下单（购买内容或充值）',
      body: z.looseObject({
        orderType: checkedByHandler({ type: 'integer', description: '订单类型' }),
        joinId: checkedByHandler({ type: 'integer', description: '购买内容的编号' }),
        rechargeOptionId: checkedByHandler({ type: 'integer', description: '充值选项编号（充值订单）' }),
      }),
      response: okOf(z.object({ id: z.int(), orderNo: z.string(), amountFen: z.int(), amount: yuanText, payStatus: z.int(), title: z.string(), expireTime: timestamp })),
      config: { rateLimit: PAY_RATE },
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        const order = await createOrder(db, member.id, { orderType: ctx.body.orderType, joinId: ctx.body.joinId, rechargeOptionId: ctx.body.rechargeOptionId });
        return ok({ id: order.id, orderNo: order.orderNo, amountFen: order.amountFen, amount: yuan(order.amountFen), payStatus: order.payStatus, title: order.title, expireTime: order.expiresAt }, '下单成功');
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/order/list',
      access: 'member',
      summary: '我的订单（可按类型、支付状态、下单时间筛选）',
      query: orderListQuery,
      response: pageOf(orderSchema),
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        await expireUnpaid(db, { memberId: member.id });
        const { orderType, payStatus, beginTime, endTime } = ctx.query;
        const paging = parsePaging(ctx.input, ORDER_LIST, { createTime: orders.createdAt, amountFen: orders.amountFen, id: orders.id });
        const conditions: Array<SQL | undefined> = [eq(orders.memberId, member.id)];
        if (orderType !== undefined) conditions.push(eq(orders.orderType, orderType));
        if (payStatus !== undefined) conditions.push(eq(orders.payStatus, payStatus));
        if (beginTime) conditions.push(gte(orders.createdAt, beginTime));
        if (endTime) conditions.push(lt(orders.createdAt, endTime));
        const where = and(...conditions);
        const [rows, [{ total }]] = await Promise.all([
          db.select().from(orders).where(where).orderBy(...paging.orderBy).limit(paging.limit).offset(paging.offset),
          db.select({ total: count() }).from(orders).where(where),
        ]);
        return page(rows.map(orderView), Number(total));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/order/details/{id}',
      access: 'member',
      summary: '我的一个订单',
      params: z.object({ id: orderIdParam }),
      response: okOf(orderSchema),
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        return ok(orderView(await memberOrder(db, member.id, ctx.params.id)));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/order/getPayStatus',
      access: 'member',
      summary: '订单的支付状态（未收到支付通知时向支付平台查询）',
      query: z.looseObject({ id: orderIdParam }),
      response: okOf(z.object({ id: z.int(), orderNo: z.string(), payStatus: z.int(), payStatusLabel: z.string() })),
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        let o = await memberOrder(db, member.id, ctx.query.id);
        // A notification that never arrived: ask the channels this order showed a QR for (throttled).
        if (o.payStatus !== PAY_STATUS.paid && (await recoverMissedPayment(db, ctx.req.log, app.payments, o))) o = await memberOrder(db, member.id, o.id);
        return ok({ id: o.id, orderNo: o.orderNo, payStatus: o.payStatus, payStatusLabel: PAY_STATUS_LABELS[o.payStatus] });
      },
    }),
  ];
}

/** `payType` as sent: absent is `请选择支付方式`; anything but one digit is a type no payment knows (the service's refusal). */
const payTypeParam = parsedBy(
  (raw) => {
    if (raw === undefined || raw === null || raw === '') throw badRequest('请选择支付方式');
    return /^\d$/.test(String(raw).trim()) ? Number(String(raw).trim()) : -1;
  },
  { type: 'integer', description: '支付方式（1 支付宝，2 微信，3 余额，4 积分，5 混合）' },
);
const channelParam = checkedByHandler({ type: 'string', enum: ['alipay', 'wechat'], description: '混合支付时余款的在线渠道' });
const paidSchema = okOf(orderSchema.extend({ balanceFen: z.int().optional(), balance: yuanText.optional(), score: z.int(), channel: z.string().optional(), restFen: z.int().optional(), rest: yuanText.optional() }));

/** Paying an order (from the balance, with points, or by the way the member chose: the rest online for 混合支付), or cancelling it. */
function payCalls(db: Db, app: FastifyInstance): AnyRoute[] {
  const pay = async (memberId: number, id: number, payType: number, channel: unknown) => {
    // 混合支付 with the rest online: the points are held now, the rest is paid through the channel's QR.
    if (payType === PAY_TYPE.mixed && channel !== undefined && channel !== null && channel !== '') {
      if (channel !== 'alipay' && channel !== 'wechat') throw badRequest(MIXED_MSG.channel);
      if (app.payments.mode(channel) === null) throw badRequest(MSG.onlineClosed);
      const held = await holdPointsForOnline(db, memberId, id);
      return ok({ ...orderView(held.order), channel, restFen: held.restFen, rest: yuan(held.restFen), score: held.score }, `已使用${held.heldPoints}积分抵扣，请扫码支付余款`);
    }
    const paid = await payOrder(db, memberId, id, payType);
    return ok({ ...orderView(paid.order), balanceFen: paid.balanceFen, balance: yuan(paid.balanceFen), score: paid.score }, '支付成功');
  };
  const fixed = (path: string, payType: number, summary: string) =>
    defineRoute({
      method: 'POST',
      path,
      access: 'member',
      summary,
      body: z.looseObject({ id: orderIdParam }),
      response: paidSchema,
      config: { rateLimit: PAY_RATE },
      handler: async (ctx) => pay((await requireMember(ctx)).member.id, ctx.body.id, payType, undefined),
    });
  return [
    fixed('/order/payByBalance', PAY_TYPE.balance, '用账户余额支付'),
    fixed('/order/payByScore', PAY_TYPE.points, '用积分支付'),
    defineRoute({
      method: 'POST',
      path: '/order/payToBuy',
      access: 'member',
      summary: '按所选方式支付（混合支付可指定余款的在线渠道）',
      body: z.looseObject({ id: orderIdParam, payType: payTypeParam, channel: channelParam }),
      response: paidSchema,
      config: { rateLimit: PAY_RATE },
      handler: async (ctx) => pay((await requireMember(ctx)).member.id, ctx.body.id, ctx.body.payType, ctx.body.channel),
    }),
    defineRoute({
      method: 'POST',
      path: '/order/cancelOrder',
      access: 'member',
      summary: '取消未支付的订单',
      body: z.looseObject({ id: orderIdParam }),
      response: okOf(orderSchema),
      config: { rateLimit: PAY_RATE },
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        return ok(orderView(await cancelOrder(db, member.id, ctx.body.id)), '订单已取消');
      },
    }),
  ];
}

/** Spec §7 "Orders and pay" and the wallet calls (issue 12; docs/decisions.md "Commerce"). */
export const orderModule = routesModule(
  'order',
  (db, app) => [...orderCalls(db, app), ...payChoiceRoutes(db, app), ...payCalls(db, app), ...walletRoutes(db)],
  { tags: ['订单与钱包'] },
);

