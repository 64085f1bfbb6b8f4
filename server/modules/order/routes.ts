import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  BILL_PAGE_SIZE,
  BOUGHT_ARTICLE_PAGE_SIZE,
  BOUGHT_PAGE_SIZE,
  ORDER_PAGE_SIZE,
  ORDER_TTL_MINUTES,
  ORDER_TYPE,
  ORDER_TYPE_LABELS,
  PAY_STATUS,
  PAY_STATUS_LABELS,
  PAY_TYPE,
  PAY_TYPE_LABELS,
  POINTS_RULE,
} from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { balanceBills, entitlements, members, orders, rechargeOptions, scoreBills } from '../../db/schema';
import { badRequest, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { mount, type Module } from '../../http/routes';
import { perMemberPerMinute } from '../../http/rateKey';
import { requireMember } from '../auth/session';
import { idParam, itemCards } from '../collect/items';
import { yuan } from '../member/routes';
import { isSellable, owns, pricedItem, readerTypeOf } from './items';
import { recoverMissedPayment } from '../pay/settle';
import { holdPointsForOnline, MIXED_MSG, mixedPoints, mixedSplit } from './onlinePayment';
import { cancelOrder, createOrder, expireUnpaid, memberOrder, MSG, payOrder, type OrderRow } from './service';

/** Paying and ordering are clicks: generous per member, but not a script's loop. */
const PAY_RATE = perMemberPerMinute('order', 120);

const ORDER_ID_MSG = '请指定订单';

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

const orderId = (raw: unknown) => idParam(raw, ORDER_ID_MSG, MSG.orderMissing);

function optionalCode(raw: unknown, allowed: Record<number, string>, msg: string): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = /^\d{1,2}$/.test(String(raw).trim()) ? Number(String(raw).trim()) : NaN;
  if (!allowed[n]) throw badRequest(msg);
  return n;
}

function optionalDate(raw: unknown, msg: string, endOfDay = false): Date | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const s = String(raw).trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  const d = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}+08:00`) : null;
  if (!d || Number.isNaN(d.getTime())) throw badRequest(msg);
  // A bare end date includes the whole day.
  return endOfDay && !m![4] ? new Date(d.getTime() + 86_400_000) : d;
}

const wallet = async (db: Db, memberId: number) => {
  const [w] = await db.select({ balanceFen: members.balanceFen, score: members.score }).from(members).where(eq(members.id, memberId));
  return w;
};

const simplePaging = (name: string, pageSize: number) => ({ name, sortable: [] as string[], defaultSort: [], pageSize, maxPageSize: 50 });

/** Bought lists: order type → path segment and page size. */
const BOUGHT: Array<{ path: string; kind: number; pageSize: number }> = [
  { path: 'articles', kind: ORDER_TYPE.article, pageSize: BOUGHT_ARTICLE_PAGE_SIZE },
  { path: 'periods', kind: ORDER_TYPE.period, pageSize: BOUGHT_PAGE_SIZE },
  { path: 'books', kind: ORDER_TYPE.book, pageSize: BOUGHT_PAGE_SIZE },
  { path: 'ancientBooks', kind: ORDER_TYPE.ancient, pageSize: BOUGHT_PAGE_SIZE },
  { path: 'theses', kind: ORDER_TYPE.monograph, pageSize: BOUGHT_PAGE_SIZE },
  // Spec §9 "bought writer works 10".
  { path: 'works', kind: ORDER_TYPE.works, pageSize: BOUGHT_PAGE_SIZE },
];

/** Spec §7 "Orders and pay" and the wallet calls (issue 12; docs/decisions.md "Commerce"). */
export const orderModule: Module = (app, db) => {
  mount(
    app,
    db,
    'POST',
    '/order/addOrder',
    async (ctx) => {
      const { member } = await requireMember(ctx);
      const order = await createOrder(db, member.id, { orderType: ctx.params.orderType, joinId: ctx.params.joinId, rechargeOptionId: ctx.params.rechargeOptionId });
      return ok({ id: order.id, orderNo: order.orderNo, amountFen: order.amountFen, amount: yuan(order.amountFen), payStatus: order.payStatus, title: order.title, expireTime: order.expiresAt }, '下单成功');
    },
    { config: { rateLimit: PAY_RATE } },
  );

  mount(app, db, 'GET', '/order/list', async (ctx) => {
    const { member } = await requireMember(ctx);
    await expireUnpaid(db, { memberId: member.id });
    const orderType = optionalCode(ctx.params.orderType, ORDER_TYPE_LABELS, MSG.typeUnknown);
    const payStatus = optionalCode(ctx.params.payStatus, PAY_STATUS_LABELS, '支付状态不正确');
    const begin = optionalDate(ctx.params.beginTime, '开始时间格式不正确');
    const end = optionalDate(ctx.params.endTime, '结束时间格式不正确', true);
    const paging = parsePaging(ctx.params, { ...simplePaging('orders', ORDER_PAGE_SIZE), sortable: ['createTime', 'amountFen'], defaultSort: [{ field: 'createTime', order: 'desc' as const }] }, {
      createTime: orders.createdAt,
      amountFen: orders.amountFen,
      id: orders.id,
    });
    const conditions: Array<SQL | undefined> = [eq(orders.memberId, member.id)];
    if (orderType !== undefined) conditions.push(eq(orders.orderType, orderType));
    if (payStatus !== undefined) conditions.push(eq(orders.payStatus, payStatus));
    if (begin) conditions.push(gte(orders.createdAt, begin));
    if (end) conditions.push(lt(orders.createdAt, end));
    const where = and(...conditions);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(orders).where(where).orderBy(...paging.orderBy).limit(paging.limit).offset(paging.offset),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return page(rows.map(orderView), Number(total));
  });

  mount(app, db, 'GET', '/order/details/{id}', async (ctx) => {
    const { member } = await requireMember(ctx);
    return ok(orderView(await memberOrder(db, member.id, orderId(ctx.params.id))));
  });

  mount(app, db, 'GET', '/order/getPayStatus', async (ctx) => {
    const { member } = await requireMember(ctx);
    let o = await memberOrder(db, member.id, orderId(ctx.params.id));
    // A notification that never arrived: ask the channels this order showed a QR for (throttled).
    if (o.payStatus !== PAY_STATUS.paid && (await recoverMissedPayment(db, ctx.req.log, app.payments, o))) o = await memberOrder(db, member.id, o.id);
    return ok({ id: o.id, orderNo: o.orderNo, payStatus: o.payStatus, payStatusLabel: PAY_STATUS_LABELS[o.payStatus] });
  });

  mount(app, db, 'GET', '/order/howMuchToPay', async (ctx) => {
    const { member } = await requireMember(ctx);
    const o = await memberOrder(db, member.id, orderId(ctx.params.id));
    const w = await wallet(db, member.id);
    const amount = o.amountFen;
    // Points this order holds for a mixed online payment are the member's to spend on it.
    const score = w.score + o.heldPoints;
    const pointsNeeded = Math.ceil(amount / POINTS_RULE.pointValueFen);
    const mixed = o.heldPoints > 0 ? o.heldPoints : mixedPoints(amount, score);
    const mixedRest = mixedSplit(amount, mixed).restFen;
    const purchase = o.orderType !== ORDER_TYPE.topUp;
    const online = (c: 'alipay' | 'wechat') => app.payments.mode(c) !== null;
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
    return ok({
      id: o.id,
      orderNo: o.orderNo,
      payStatus: o.payStatus,
      expireTime: o.expiresAt,
      amountFen: amount,
      amount: yuan(amount),
      balanceFen: w.balanceFen,
      balance: yuan(w.balanceFen),
      score: w.score,
      heldPoints: o.heldPoints,
      payTypes: [
        { payType: PAY_TYPE.alipay, label: PAY_TYPE_LABELS[1], available: online('alipay'), moneyFen: amount },
        { payType: PAY_TYPE.wechat, label: PAY_TYPE_LABELS[2], available: online('wechat'), moneyFen: amount },
        { payType: PAY_TYPE.balance, label: PAY_TYPE_LABELS[3], available: purchase && w.balanceFen >= amount, balanceFen: amount },
        { payType: PAY_TYPE.points, label: PAY_TYPE_LABELS[4], available: purchase && score >= pointsNeeded, points: pointsNeeded },
        { payType: PAY_TYPE.mixed, label: PAY_TYPE_LABELS[5], available: purchase && w.balanceFen >= mixedRest, points: mixed, balanceFen: mixedRest },
        mixedOnline('alipay', PAY_TYPE.alipay),
        mixedOnline('wechat', PAY_TYPE.wechat),
      ],
    });
  });

  mount(app, db, 'GET', '/order/getArticleAmount', async (ctx) => {
    const { member } = await requireMember(ctx);
    const articleId = idParam(ctx.params.articleId, '请指定文章', MSG.itemMissing);
    const item = await pricedItem(db, ORDER_TYPE.article, articleId);
    if (!item) throw badRequest(MSG.itemMissing);
    const bought = await owns(db, member.id, ORDER_TYPE.article, articleId, item.periodId);
    return ok({ articleId, amountFen: item.priceFen, amount: yuan(item.priceFen), bought, free: item.priceFen <= 0 });
  });

  mount(app, db, 'GET', '/order/getFullIssuePayStatus', async (ctx) => {
    const { member } = await requireMember(ctx);
    const periodId = idParam(ctx.params.periodId, '请指定期次', MSG.itemMissing);
    const item = await pricedItem(db, ORDER_TYPE.period, periodId);
    if (!item) throw badRequest(MSG.itemMissing);
    const bought = await owns(db, member.id, ORDER_TYPE.period, periodId);
    return ok({ periodId, amountFen: item.priceFen, amount: yuan(item.priceFen), bought, free: item.priceFen <= 0 });
  });

  // Ours (the spec's getArticleAmount and getFullIssuePayStatus cover two kinds): any sellable kind.
  mount(app, db, 'GET', '/order/getItemPayStatus', async (ctx) => {
    const { member } = await requireMember(ctx);
    const orderType = optionalCode(ctx.params.orderType, ORDER_TYPE_LABELS, MSG.typeUnknown);
    if (orderType === undefined) throw badRequest('请指定订单类型');
    if (!isSellable(orderType)) throw badRequest(MSG.typeUnsupported);
    const joinId = idParam(ctx.params.joinId, MSG.joinRequired, MSG.itemMissing);
    const item = await pricedItem(db, orderType, joinId);
    if (!item) throw badRequest(MSG.itemMissing);
    const bought = await owns(db, member.id, orderType, joinId, item.periodId);
    // `mine`: the caller is the work's author, who reads it without buying.
    return ok({ orderType, joinId, amountFen: item.priceFen, amount: yuan(item.priceFen), bought, free: item.priceFen <= 0, mine: item.ownerId === member.id });
  });

  const payRoute = (path: string, fixed?: number) =>
    mount(
      app,
      db,
      'POST',
      path,
      async (ctx) => {
        const { member } = await requireMember(ctx);
        const id = orderId(ctx.params.id);
        let payType = fixed;
        if (payType === undefined) {
          const raw = ctx.params.payType;
          if (raw === undefined || raw === null || raw === '') throw badRequest('请选择支付方式');
          payType = /^\d$/.test(String(raw).trim()) ? Number(String(raw).trim()) : -1;
        }
        // 混合支付 with the rest online: the points are held now, the rest is paid through the channel's QR.
        const channel = ctx.params.channel;
        if (payType === PAY_TYPE.mixed && channel !== undefined && channel !== null && channel !== '') {
          if (channel !== 'alipay' && channel !== 'wechat') throw badRequest(MIXED_MSG.channel);
          if (app.payments.mode(channel) === null) throw badRequest(MSG.onlineClosed);
          const held = await holdPointsForOnline(db, member.id, id);
          return ok({ ...orderView(held.order), channel, restFen: held.restFen, rest: yuan(held.restFen), score: held.score }, `已使用${held.heldPoints}积分抵扣，请扫码支付余款`);
        }
        const paid = await payOrder(db, member.id, id, payType);
        return ok({ ...orderView(paid.order), balanceFen: paid.balanceFen, balance: yuan(paid.balanceFen), score: paid.score }, '支付成功');
      },
      { config: { rateLimit: PAY_RATE } },
    );
  payRoute('/order/payByBalance', PAY_TYPE.balance);
  payRoute('/order/payByScore', PAY_TYPE.points);
  payRoute('/order/payToBuy');

  mount(
    app,
    db,
    'POST',
    '/order/cancelOrder',
    async (ctx) => {
      const { member } = await requireMember(ctx);
      return ok(orderView(await cancelOrder(db, member.id, orderId(ctx.params.id))), '订单已取消');
    },
    { config: { rateLimit: PAY_RATE } },
  );

  for (const b of BOUGHT) {
    mount(app, db, 'GET', `/order/bought/${b.path}`, async (ctx) => {
      const { member } = await requireMember(ctx);
      const paging = parsePaging(ctx.params, simplePaging(`bought-${b.path}`, b.pageSize), { id: entitlements.id });
      const where = and(eq(entitlements.memberId, member.id), eq(entitlements.itemKind, b.kind));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ id: entitlements.id, itemId: entitlements.itemId, orderId: entitlements.orderId, createTime: entitlements.createdAt, orderNo: orders.orderNo, title: orders.title, amountFen: orders.amountFen })
          .from(entitlements)
          .innerJoin(orders, eq(orders.id, entitlements.orderId))
          .where(where)
          .orderBy(desc(entitlements.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(entitlements).where(where),
      ]);
      const type = readerTypeOf(b.kind);
      const cards = await itemCards(db, rows.map((r) => ({ type, itemId: r.itemId })));
      return page(
        rows.map((r) => {
          const card = cards.get(`${type}:${r.itemId}`);
          return { ...r, amount: yuan(r.amountFen), title: card?.title ?? r.title, cover: card?.cover ?? null, authors: card?.authors ?? '', path: card?.path ?? null };
        }),
        Number(total),
      );
    });
  }

  mount(app, db, 'GET', '/wallet/getBalance', async (ctx) => {
    const { member } = await requireMember(ctx);
    const w = await wallet(db, member.id);
    return ok({ balanceFen: w.balanceFen, balance: yuan(w.balanceFen), score: w.score });
  });

  mount(app, db, 'GET', '/bill/list', async (ctx) => {
    const { member } = await requireMember(ctx);
    const paging = parsePaging(ctx.params, simplePaging('bills', BILL_PAGE_SIZE), { id: balanceBills.id });
    const where = eq(balanceBills.memberId, member.id);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(balanceBills).where(where).orderBy(desc(balanceBills.id)).limit(paging.limit).offset(paging.offset),
      db.select({ total: count() }).from(balanceBills).where(where),
    ]);
    return page(
      rows.map((r) => ({ id: r.id, orderId: r.orderId, kind: r.kind, deltaFen: r.deltaFen, amount: `${r.deltaFen < 0 ? '-' : '+'}${yuan(Math.abs(r.deltaFen))}`, balanceAfterFen: r.balanceAfterFen, balanceAfter: yuan(r.balanceAfterFen), remark: r.remark, createTime: r.createdAt })),
      Number(total),
    );
  });

  mount(app, db, 'GET', '/bill/scoreList', async (ctx) => {
    const { member } = await requireMember(ctx);
    const paging = parsePaging(ctx.params, simplePaging('scoreBills', BILL_PAGE_SIZE), { id: scoreBills.id });
    const where = eq(scoreBills.memberId, member.id);
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(scoreBills).where(where).orderBy(desc(scoreBills.id)).limit(paging.limit).offset(paging.offset),
      db.select({ total: count() }).from(scoreBills).where(where),
    ]);
    return page(
      rows.map((r) => ({ id: r.id, orderId: r.orderId, kind: r.kind, delta: r.delta, balanceAfter: r.balanceAfter, remark: r.remark, createTime: r.createdAt })),
      Number(total),
    );
  });

  mount(app, db, 'GET', '/common/integral/show', () =>
    ok({
      ...POINTS_RULE,
      orderTtlMinutes: ORDER_TTL_MINUTES,
      rules: [
        `购买内容时，使用账户余额或在线支付每满1元获得${POINTS_RULE.earnPerYuan}河贝积分（充值不计积分）。`,
        `支付时${100 / POINTS_RULE.pointValueFen}积分抵1元，可单独使用，也可与账户余额混合支付（优先使用积分）。`,
        `积分自获得之日起${POINTS_RULE.expireDays}天内有效，到期未使用的积分按获得先后自动过期。`,
      ],
    }),
  );

  mount(app, db, 'GET', '/recharge_options/list', async () => {
    const rows = await db.select().from(rechargeOptions).where(eq(rechargeOptions.enabled, true)).orderBy(asc(rechargeOptions.amountFen));
    return ok(
      rows.map((r) => ({
        id: r.id,
        amountFen: r.amountFen,
        bonusFen: r.bonusFen,
        amount: yuan(r.amountFen),
        bonus: yuan(r.bonusFen),
        label: r.bonusFen > 0 ? `充${r.amountFen / 100}送${r.bonusFen / 100}` : `充${r.amountFen / 100}`,
      })),
    );
  });
};
