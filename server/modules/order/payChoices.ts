import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORDER_TYPE, ORDER_TYPE_LABELS, PAY_TYPE, PAY_TYPE_LABELS, POINTS_RULE } from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { badRequest, ok } from '../../http/envelope';
import { defineRoute, parsedBy, type AnyRoute } from '../../http/declareRoute';
import { okOf, timestamp, yuanText } from '../../openapi/answers';
import { requireMember } from '../../access/session';
import { idParam } from '../collect/items';
import { yuan } from '../member/routes';
import { isSellable, owns, pricedItem } from './items';
import { mixedPoints, mixedSplit } from './onlinePayment';
import { memberOrder, MSG, type OrderRow } from './service';
import { optionalCode, orderIdParam } from './views';
import { wallet } from './wallet';


type Payments = FastifyInstance['payments'];

/** The ways an order can be paid, each with what it takes and whether the member can use it now. */
function payTypes(o: OrderRow, w: { balanceFen: number; score: number }, payments: Payments) {
  const amount = o.amountFen;
  // Points this order holds for a mixed online payment are the member's to spend on it.
  const score = w.score + o.heldPoints;
  const pointsNeeded = Math.ceil(amount / POINTS_RULE.pointValueFen);
  const mixed = o.heldPoints > 0 ? o.heldPoints : mixedPoints(amount, score);
  const mixedRest = mixedSplit(amount, mixed).restFen;
  const purchase = o.orderType !== ORDER_TYPE.topUp;
  const online = (c: 'alipay' | 'wechat') => payments.mode(c) !== null;
  const mixedOnline = (c: 'alipay' | 'wechat', payType: number) => ({
    payType: PAY_TYPE.mixed,
    channel: c,
    label: PAY_TYPE_LABELS[PAY_TYPE.mixed],
    channelLabel: PAY_TYPE_LABELS[payType],
    // Worth it only when points pay part and leave a rest.
    available: purchase && online(c) && mixed > 0 && mixedRest > 0,
    points: mixed,
    moneyFen: mixedRest,
  });
  return [
    { payType: PAY_TYPE.alipay, label: PAY_TYPE_LABELS[1], available: online('alipay'), moneyFen: amount },
    { payType: PAY_TYPE.wechat, label: PAY_TYPE_LABELS[2], available: online('wechat'), moneyFen: amount },
    { payType: PAY_TYPE.balance, label: PAY_TYPE_LABELS[3], available: purchase && w.balanceFen >= amount, balanceFen: amount },
    { payType: PAY_TYPE.points, label: PAY_TYPE_LABELS[4], available: purchase && score >= pointsNeeded, points: pointsNeeded },
    { payType: PAY_TYPE.mixed, label: PAY_TYPE_LABELS[5], available: purchase && w.balanceFen >= mixedRest, points: mixed, balanceFen: mixedRest },
    mixedOnline('alipay', PAY_TYPE.alipay),
    mixedOnline('wechat', PAY_TYPE.wechat),
  ];
}

const payTypeSchema = z.object({
  payType: z.int(),
  channel: z.string().optional(),
  label: z.string(),
  channelLabel: z.string().optional(),
  available: z.boolean(),
  moneyFen: z.int().optional(),
  balanceFen: z.int().optional(),
  points: z.int().optional(),
});

/** What the member pays for an item and whether it is theirs already. */
const priceOf = z.object({ amountFen: z.int(), amount: yuanText, bought: z.boolean(), free: z.boolean() });

/** One sellable item's price for the member, or 400 `购买的内容不存在或已下架`. */
async function memberPrice(db: Db, memberId: number, orderType: number, itemId: number) {
  const item = await pricedItem(db, orderType, itemId);
  if (!item) throw badRequest(MSG.itemMissing);
  const bought = await owns(db, memberId, orderType, itemId, item.periodId);
  return { item, price: { amountFen: item.priceFen, amount: yuan(item.priceFen), bought, free: item.priceFen <= 0 } };
}

const itemIdParam = (requiredMsg: string, description: string) => parsedBy((raw) => idParam(raw, requiredMsg, MSG.itemMissing), { type: 'integer', description });

/** The pay dialog: what the order costs and each way to pay it, with whether the member can use it now. */
function howMuchToPayRoute(db: Db, app: FastifyInstance): AnyRoute {
  return defineRoute({
    method: 'GET',
    path: '/order/howMuchToPay',
    access: 'member',
    summary: '订单的应付金额与可用的支付方式',
    query: z.looseObject({ id: orderIdParam }),
    response: okOf(
      z.object({
        id: z.int(),
        orderNo: z.string(),
        payStatus: z.int(),
        expireTime: timestamp,
        amountFen: z.int(),
        amount: yuanText,
        balanceFen: z.int(),
        balance: yuanText,
        score: z.int(),
        heldPoints: z.int(),
        payTypes: z.array(payTypeSchema),
      }),
    ),
    handler: async (ctx) => {
      const { member } = await requireMember(ctx);
      const o = await memberOrder(db, member.id, ctx.query.id);
      const w = await wallet(db, member.id);
      const amount = o.amountFen;
      return ok({
        ...{ id: o.id, orderNo: o.orderNo, payStatus: o.payStatus, expireTime: o.expiresAt, amountFen: amount, amount: yuan(amount) },
        ...{ balanceFen: w.balanceFen, balance: yuan(w.balanceFen), score: w.score, heldPoints: o.heldPoints },
        payTypes: payTypes(o, w, app.payments),
      });
    },
  });
}

/** The pay dialog's choices and the price checks of the buy buttons (any sellable kind). */
export function payChoiceRoutes(db: Db, app: FastifyInstance): AnyRoute[] {
  return [
    howMuchToPayRoute(db, app),
    defineRoute({
      method: 'GET',
      path: '/order/getArticleAmount',
      access: 'member',
      summary: '一篇文章的价格与是否已购买',
      query: z.looseObject({ articleId: itemIdParam('请指定文章', '文章编号') }),
      response: okOf(priceOf.extend({ articleId: z.int() })),
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        const { articleId } = ctx.query;
        return ok({ articleId, ...(await memberPrice(db, member.id, ORDER_TYPE.article, articleId)).price });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/order/getFullIssuePayStatus',
      access: 'member',
      summary: '一期期刊的价格与是否已购买',
      query: z.looseObject({ periodId: itemIdParam('请指定期次', '期次编号') }),
      response: okOf(priceOf.extend({ periodId: z.int() })),
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        const { periodId } = ctx.query;
        return ok({ periodId, ...(await memberPrice(db, member.id, ORDER_TYPE.period, periodId)).price });
      },
    }),
    // Ours (the spec's getArticleAmount and getFullIssuePayStatus cover two kinds): any sellable kind.
    defineRoute({
      method: 'GET',
      path: '/order/getItemPayStatus',
      access: 'member',
      summary: '任一可购买内容的价格、是否已购买、是否本人作品',
      query: z.looseObject({
        orderType: parsedBy(
          (raw) => {
            const orderType = optionalCode(raw, ORDER_TYPE_LABELS, MSG.typeUnknown);
            if (orderType === undefined) throw badRequest('请指定订单类型');
            if (!isSellable(orderType)) throw badRequest(MSG.typeUnsupported);
            return orderType;
          },
          { type: 'integer', description: '订单类型（可购买的内容类型）' },
        ),
        joinId: itemIdParam(MSG.joinRequired, '内容编号'),
      }),
      response: okOf(priceOf.extend({ orderType: z.int(), joinId: z.int(), mine: z.boolean() })),
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        const { orderType, joinId } = ctx.query;
        const { item, price } = await memberPrice(db, member.id, orderType, joinId);
        // `mine`: the caller is the work's author, who reads it without buying.
        return ok({ orderType, joinId, ...price, mine: item.ownerId === member.id });
      },
    }),
  ];
}
