import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { BILL_PAGE_SIZE, BOUGHT_ARTICLE_PAGE_SIZE, BOUGHT_PAGE_SIZE, ORDER_TTL_MINUTES, ORDER_TYPE, POINTS_RULE } from '../../../src/shared/order';
import type { Db } from '../../db/client';
import { balanceBills, entitlements, members, orders, rechargeOptions, scoreBills } from '../../db/schema';
import { ok, page } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/declareRoute';
import { pagingShape, parsePaging } from '../../http/paging';
import { okOf, pageOf, timestamp, yuanText } from '../../openapi/answers';
import { requireMember } from '../../access/session';
import { itemCards } from '../collect/items';
import { yuan } from '../member/routes';
import { readerTypeOf } from './items';

/** The member's balance (fen) and points. */
export async function wallet(db: Db, memberId: number) {
  const [w] = await db.select({ balanceFen: members.balanceFen, score: members.score }).from(members).where(eq(members.id, memberId));
  return w;
}

/** A member's list newest first, paged by its own size (no sort choices). */
const simplePaging = (name: string, pageSize: number) => ({ name, sortable: [] as string[], defaultSort: [], pageSize, maxPageSize: 50 });
const pagedQuery = (name: string, pageSize: number) => z.looseObject(pagingShape(simplePaging(name, pageSize)));
const pagingOf = (input: Record<string, unknown>, name: string, pageSize: number, id: PgColumn) => parsePaging(input, simplePaging(name, pageSize), { id });

/** Bought lists: order type → path segment, page size and what the reference calls it. */
const BOUGHT: Array<{ path: string; kind: number; pageSize: number; label: string }> = [
  { path: 'articles', kind: ORDER_TYPE.article, pageSize: BOUGHT_ARTICLE_PAGE_SIZE, label: '文章' },
  { path: 'periods', kind: ORDER_TYPE.period, pageSize: BOUGHT_PAGE_SIZE, label: '期刊（整期）' },
  { path: 'books', kind: ORDER_TYPE.book, pageSize: BOUGHT_PAGE_SIZE, label: '图书' },
  { path: 'ancientBooks', kind: ORDER_TYPE.ancient, pageSize: BOUGHT_PAGE_SIZE, label: '古籍' },
  { path: 'theses', kind: ORDER_TYPE.monograph, pageSize: BOUGHT_PAGE_SIZE, label: '论著' },
  // Spec §9 "bought writer works 10".
  { path: 'works', kind: ORDER_TYPE.works, pageSize: BOUGHT_PAGE_SIZE, label: '作家作品' },
];

const boughtRow = z.object({
  id: z.int(),
  itemId: z.int(),
  orderId: z.int(),
  createTime: timestamp,
  orderNo: z.string(),
  title: z.string(),
  amountFen: z.int(),
  amount: yuanText,
  cover: z.string().nullable(),
  authors: z.string(),
  path: z.string().nullable().meta({ description: '门户中该内容的页面' }),
});

/** One 已购 list: what the member bought of one kind, with the item's card. */
function boughtRoute(db: Db, b: (typeof BOUGHT)[number]): AnyRoute {
  return defineRoute({
    method: 'GET',
    path: `/order/bought/${b.path}`,
    access: 'member',
    summary: `我购买的${b.label}`,
    query: pagedQuery(`bought-${b.path}`, b.pageSize),
    response: pageOf(boughtRow),
    handler: async (ctx) => {
      const { member } = await requireMember(ctx);
      const paging = pagingOf(ctx.input, `bought-${b.path}`, b.pageSize, entitlements.id);
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
      const withCard = (r: (typeof rows)[number]) => {
        const card = cards.get(`${type}:${r.itemId}`);
        return { ...r, amount: yuan(r.amountFen), title: card?.title ?? r.title, cover: card?.cover ?? null, authors: card?.authors ?? '', path: card?.path ?? null };
      };
      return page(rows.map(withCard), Number(total));
    },
  });
}

const billRow = z.object({ id: z.int(), orderId: z.int().nullable(), kind: z.string(), deltaFen: z.int(), amount: z.string(), balanceAfterFen: z.int(), balanceAfter: yuanText, remark: z.string().nullable(), createTime: timestamp });
const scoreBillRow = z.object({ id: z.int(), orderId: z.int().nullable(), kind: z.string(), delta: z.int(), balanceAfter: z.int(), remark: z.string().nullable(), createTime: timestamp });

/** The member's wallet: balance and points, and their ledgers (newest first). */
function ledgerRoutes(db: Db): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/wallet/getBalance',
      access: 'member',
      summary: '我的余额与积分',
      response: okOf(z.object({ balanceFen: z.int(), balance: yuanText, score: z.int() })),
      handler: async (ctx) => {
        const w = await wallet(db, (await requireMember(ctx)).member.id);
        return ok({ balanceFen: w.balanceFen, balance: yuan(w.balanceFen), score: w.score });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/bill/list',
      access: 'member',
      summary: '我的余额明细',
      query: pagedQuery('bills', BILL_PAGE_SIZE),
      response: pageOf(billRow),
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        const paging = pagingOf(ctx.input, 'bills', BILL_PAGE_SIZE, balanceBills.id);
        const where = eq(balanceBills.memberId, member.id);
        const [rows, [{ total }]] = await Promise.all([
          db.select().from(balanceBills).where(where).orderBy(desc(balanceBills.id)).limit(paging.limit).offset(paging.offset),
          db.select({ total: count() }).from(balanceBills).where(where),
        ]);
        const view = (r: (typeof rows)[number]) => ({
          ...{ id: r.id, orderId: r.orderId, kind: r.kind, deltaFen: r.deltaFen, amount: `${r.deltaFen < 0 ? '-' : '+'}${yuan(Math.abs(r.deltaFen))}` },
          ...{ balanceAfterFen: r.balanceAfterFen, balanceAfter: yuan(r.balanceAfterFen), remark: r.remark, createTime: r.createdAt },
        });
        return page(rows.map(view), Number(total));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/bill/scoreList',
      access: 'member',
      summary: '我的积分明细',
      query: pagedQuery('scoreBills', BILL_PAGE_SIZE),
      response: pageOf(scoreBillRow),
      handler: async (ctx) => {
        const { member } = await requireMember(ctx);
        const paging = pagingOf(ctx.input, 'scoreBills', BILL_PAGE_SIZE, scoreBills.id);
        const where = eq(scoreBills.memberId, member.id);
        const [rows, [{ total }]] = await Promise.all([
          db.select().from(scoreBills).where(where).orderBy(desc(scoreBills.id)).limit(paging.limit).offset(paging.offset),
          db.select({ total: count() }).from(scoreBills).where(where),
        ]);
        return page(
          rows.map((r) => ({ id: r.id, orderId: r.orderId, kind: r.kind, delta: r.delta, balanceAfter: r.balanceAfter, remark: r.remark, createTime: r.createdAt })),
          Number(total),
        );
      },
    }),
  ];
}

/** What anyone may read before buying: the points rules and the recharge options. */
function publicWalletRoutes(db: Db): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/common/integral/show',
      access: 'public',
      summary: '河贝积分规则',
      handler: () =>
        ok({
          ...POINTS_RULE,
          orderTtlMinutes: ORDER_TTL_MINUTES,
          rules: [
            `购买内容时，使用账户余额或在线支付每满1元获得${POINTS_RULE.earnPerYuan}河贝积分（充值不计积分）。`,
            `支付时${100 / POINTS_RULE.pointValueFen}积分抵1元，可单独使用，也可与账户余额混合支付（优先使用积分）。`,
            `积分自获得之日起${POINTS_RULE.expireDays}天内有效，到期未使用的积分按获得先后自动过期。`,
          ],
        }),
    }),
    defineRoute({
      method: 'GET',
      path: '/recharge_options/list',
      access: 'public',
      summary: '可选的充值金额',
      response: okOf(z.array(z.object({ id: z.int(), amountFen: z.int(), bonusFen: z.int(), amount: yuanText, bonus: yuanText, label: z.string() }))),
      handler: async () => {
        const rows = await db.select().from(rechargeOptions).where(eq(rechargeOptions.enabled, true)).orderBy(asc(rechargeOptions.amountFen));
        const view = (r: (typeof rows)[number]) => ({
          ...{ id: r.id, amountFen: r.amountFen, bonusFen: r.bonusFen, amount: yuan(r.amountFen), bonus: yuan(r.bonusFen) },
          label: r.bonusFen > 0 ? `充${r.amountFen / 100}送${r.bonusFen / 100}` : `充${r.amountFen / 100}`,
        });
        return ok(rows.map(view));
      },
    }),
  ];
}

/** 已购, the wallet and its ledgers, and the public points and recharge terms. */
export function walletRoutes(db: Db): AnyRoute[] {
  return [...BOUGHT.map((b) => boughtRoute(db, b)), ...ledgerRoutes(db), ...publicWalletRoutes(db)];
}
