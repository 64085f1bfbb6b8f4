import fc from 'fast-check';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { ORDER_TYPE, PAY_STATUS, POINTS_RULE } from '../../../src/shared/order';
import { articles, balanceBills, books, entitlements, members, orders, parties, rechargeOptions, scoreBills } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { creditTopUp, holdPointsForOnline, markOrderPaid, mixedSplit } from './onlinePayment';
import { adjustWallet, cancelOrder, createOrder, expirePoints, expireUnpaid, payOrder } from './service';

/**
 * Property: whatever sequence of top-ups (through the notification's own function, with replays),
 * purchases (balance, points, mixed), mixed payments with the rest online (points held, then the
 * channel's payment — replayed, late, or for the whole amount —, a cancellation, an expiry or the
 * balance instead), back-office adjustments, order expiries, cancellations and
 * points expiries happens — some of them concurrently — after each step every member's ledgers sum
 * to their balance and points, the newest entry holds the balance, nothing is negative, and every
 * paid purchase has exactly one entitlement.
 */
const DEEP = process.env.TEST_DEEP === '1';
let t: TestApp;
let memberIds: number[];
let items: Array<{ orderType: number; joinId: number }>;
let optionIds: number[];
let runNo = 0;

/** Three new members with empty wallets for each run, so a counterexample replays on its own. */
async function freshMembers(): Promise<number[]> {
  const db = t.database.db;
  runNo += 1;
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const [party] = await db.insert(parties).values({ partyType: 1 }).returning({ id: parties.id });
    const [m] = await db
      .insert(members)
      .values({ partyId: party.id, username: `ledger_${runNo}_${i}`, passwordHash: 'x' })
      .returning({ id: members.id });
    ids.push(m.id);
  }
  return ids;
}

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.database.db;
  const arts = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0))).limit(10);
  const bks = await db.select({ id: books.id }).from(books).where(gt(books.priceFen, 0)).limit(5);
  items = [...arts.map((a) => ({ orderType: ORDER_TYPE.article, joinId: a.id })), ...bks.map((b) => ({ orderType: ORDER_TYPE.book, joinId: b.id }))];
  optionIds = (await db.select({ id: rechargeOptions.id }).from(rechargeOptions)).map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

type Action =
  | { kind: 'topUp'; m: number; option: number; replays: number }
  | { kind: 'buy'; m: number; item: number; payType: 3 | 4 | 5 }
  | { kind: 'adjust'; m: number; balanceFen: number; points: number }
  | { kind: 'expireOrder'; m: number; item: number }
  | { kind: 'cancel'; m: number; item: number }
  | { kind: 'expirePoints'; m: number; days: number }
  | { kind: 'mixedOnline'; m: number; item: number; then: MixedEnd; replays: number }
  | { kind: 'together'; a: Action; b: Action };

type MixedEnd = 'pay' | 'cancel' | 'expire' | 'expireThenPay' | 'payWhole' | 'payBalance' | 'open';
const MIXED_ENDS: MixedEnd[] = ['pay', 'cancel', 'expire', 'expireThenPay', 'payWhole', 'payBalance', 'open'];

const m = fc.nat(2);
const single: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('topUp' as const), m, option: fc.nat(5), replays: fc.nat(3) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('buy' as const), m, item: fc.nat(14), payType: fc.constantFrom(3 as const, 4 as const, 5 as const) }) },
  fc.record({ kind: fc.constant('adjust' as const), m, balanceFen: fc.integer({ min: -8000, max: 8000 }), points: fc.constant(0) }),
  fc.record({ kind: fc.constant('adjust' as const), m, balanceFen: fc.constant(0), points: fc.integer({ min: -3000, max: 6000 }) }),
  fc.record({ kind: fc.constant('expireOrder' as const), m, item: fc.nat(14) }),
  fc.record({ kind: fc.constant('cancel' as const), m, item: fc.nat(14) }),
  fc.record({ kind: fc.constant('expirePoints' as const), m, days: fc.constantFrom(0, POINTS_RULE.expireDays + 1, 2 * POINTS_RULE.expireDays) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('mixedOnline' as const), m, item: fc.nat(14), then: fc.constantFrom(...MIXED_ENDS), replays: fc.nat(2) }) },
);
const action: fc.Arbitrary<Action> = fc.oneof({ weight: 5, arbitrary: single }, { weight: 1, arbitrary: fc.record({ kind: fc.constant('together' as const), a: single, b: single }) });

/** Refusals (AppError: not enough money, already owned, …) are legal outcomes; anything else is a bug. */
async function refusedOk(p: Promise<unknown>): Promise<void> {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (process.env.LEDGER_DEBUG) console.log("refused", e.message);
  }
}

async function run(a: Action): Promise<void> {
  const db = t.database.db;
  if (a.kind === 'together') {
    await Promise.all([run(a.a), run(a.b)]);
    return;
  }
  const memberId = memberIds[a.m % memberIds.length];
  const item = 'item' in a ? items[a.item % items.length] : undefined;
  switch (a.kind) {
    case 'topUp': {
      const o = await createOrder(db, memberId, { orderType: ORDER_TYPE.topUp, rechargeOptionId: optionIds[a.option % optionIds.length] });
      await Promise.all(Array.from({ length: a.replays + 1 }, () => creditTopUp(db, o.id, a.option % 2 ? 'alipay' : 'wechat', o.amountFen)));
      return;
    }
    case 'buy':
      return refusedOk(createOrder(db, memberId, item!).then((o) => payOrder(db, memberId, o.id, a.payType)));
    case 'adjust':
      return refusedOk(adjustWallet(db, memberId, { balanceFen: a.balanceFen, points: a.points, remark: '属性测试调整' }));
    case 'expireOrder':
      return refusedOk(
        createOrder(db, memberId, item!).then(async (o) => {
          await db.update(orders).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(orders.id, o.id));
          await expireUnpaid(db, { memberId });
          await payOrder(db, memberId, o.id, 3);
        }),
      );
    case 'cancel':
      return refusedOk(createOrder(db, memberId, item!).then((o) => cancelOrder(db, memberId, o.id)));
    case 'expirePoints':
      await expirePoints(db, memberId, new Date(Date.now() + a.days * 86_400_000));
      return;
    case 'mixedOnline':
      return refusedOk(
        createOrder(db, memberId, item!).then(async (o) => {
          const held = await holdPointsForOnline(db, memberId, o.id);
          const tradeNo = `${o.orderNo}P${held.heldPoints}`;
          const payRest = () => Promise.all(Array.from({ length: a.replays + 1 }, () => markOrderPaid(db, o.id, 'alipay', held.restFen, tradeNo, held.heldPoints)));
          const expire = async () => {
            await db.update(orders).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(orders.id, o.id));
            await expireUnpaid(db, { memberId });
          };
          if (a.then === 'pay') await payRest();
          else if (a.then === 'cancel') await cancelOrder(db, memberId, o.id);
          else if (a.then === 'expire') await expire();
          else if (a.then === 'expireThenPay') await expire().then(payRest);
          else if (a.then === 'payWhole') await markOrderPaid(db, o.id, 'wechat', o.amountFen, `${o.orderNo}W`);
          else if (a.then === 'payBalance') await payOrder(db, memberId, o.id, 3);
          expect(mixedSplit(o.amountFen, held.heldPoints).restFen).toBe(held.restFen);
        }),
      );
  }
}

async function checkInvariants(): Promise<void> {
  const db = t.database.db;
  for (const id of memberIds) {
    const [w] = await db.select({ balanceFen: members.balanceFen, score: members.score }).from(members).where(eq(members.id, id));
    const [{ b, s }] = await db
      .select({
        b: sql<string>`coalesce((select sum(${balanceBills.deltaFen}) from ${balanceBills} where ${balanceBills.memberId} = ${id}), 0)`,
        s: sql<string>`coalesce((select sum(${scoreBills.delta}) from ${scoreBills} where ${scoreBills.memberId} = ${id}), 0)`,
      })
      .from(members)
      .where(eq(members.id, id));
    expect(w.balanceFen).toBeGreaterThanOrEqual(0);
    expect(w.score).toBeGreaterThanOrEqual(0);
    expect(Number(b)).toBe(w.balanceFen);
    expect(Number(s)).toBe(w.score);
    const [lastB] = await db.select().from(balanceBills).where(eq(balanceBills.memberId, id)).orderBy(sql`${balanceBills.id} desc`).limit(1);
    if (lastB) expect(lastB.balanceAfterFen).toBe(w.balanceFen);
    const [lastS] = await db.select().from(scoreBills).where(eq(scoreBills.memberId, id)).orderBy(sql`${scoreBills.id} desc`).limit(1);
    if (lastS) expect(lastS.balanceAfter).toBe(w.score);
  }
  // Points are held only by unpaid orders.
  expect(await db.$count(orders, and(sql`${orders.payStatus} <> ${PAY_STATUS.unpaid}`, gt(orders.heldPoints, 0)))).toBe(0);
  // Every paid purchase has its entitlement (or, not granted, its money back in the balance), and no entitlement lacks a paid order.
  const [{ missing }] = await db
    .select({ missing: sql<string>`count(*)` })
    .from(orders)
    .where(
      and(
        eq(orders.payStatus, PAY_STATUS.paid),
        inArray(orders.orderType, [ORDER_TYPE.article, ORDER_TYPE.book]),
        sql`not exists (select 1 from ${entitlements} where ${entitlements.orderId} = ${orders.id})`,
        sql`not exists (select 1 from ${balanceBills} where ${balanceBills.orderId} = ${orders.id} and ${balanceBills.kind} = 'refund')`,
      ),
    );
  expect(Number(missing)).toBe(0);
  const [{ orphan }] = await db
    .select({ orphan: sql<string>`count(*)` })
    .from(entitlements)
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .where(sql`${orders.payStatus} <> ${PAY_STATUS.paid}`);
  expect(Number(orphan)).toBe(0);
}

describe('ledger property', () => {
  it('ledgers equal balances and nothing goes negative after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 30, size: 'medium' }), async (actions) => {
        memberIds = await freshMembers();
        for (const a of actions) {
          await run(a);
          await checkInvariants();
        }
      }),
      {
        // `npm test`: a few sequences from a fixed seed (the same every run; fast-check prints the seed
        // and path of a failure). `npm run test:deep` (TEST_DEEP=1): many, from a fresh seed.
        numRuns: Number(process.env.LEDGER_RUNS ?? (DEEP ? 60 : 6)),
        ...(DEEP ? {} : { seed: Number(process.env.LEDGER_SEED ?? 20_261_207) }),
        // One sequence always runs first, so the work checked below never rests on chance: points
        // credited, then a mixed payment whose rest is paid online (and a notification replayed).
        examples: [
          [
            [
              { kind: 'topUp', m: 0, option: 4, replays: 1 },
              { kind: 'topUp', m: 0, option: 5, replays: 0 },
              { kind: 'buy', m: 0, item: 1, payType: 3 },
              { kind: 'adjust', m: 0, balanceFen: 300, points: 0 },
              { kind: 'adjust', m: 0, balanceFen: 0, points: 100 },
              { kind: 'mixedOnline', m: 0, item: 0, then: 'pay', replays: 1 },
              { kind: 'adjust', m: 1, balanceFen: 0, points: 100 },
              { kind: 'mixedOnline', m: 1, item: 2, then: 'cancel', replays: 0 },
            ],
          ],
        ],
      },
    );
    // The sequences did real work: money moved, items were bought, points expired or were spent.
    const kinds = (await t.database.db.selectDistinct({ kind: balanceBills.kind }).from(balanceBills)).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['topup', 'bonus', 'purchase', 'adjust']));
    const scoreKinds = (await t.database.db.selectDistinct({ kind: scoreBills.kind }).from(scoreBills)).map((r) => r.kind);
    expect(scoreKinds).toEqual(expect.arrayContaining(['earn', 'spend', 'adjust', 'release']));
    // Mixed payments completed online.
    expect(await t.database.db.$count(orders, and(eq(orders.payType, 5), gt(orders.paidPoints, 0), sql`${orders.channelTradeNo} is not null`))).toBeGreaterThan(0);
  }, DEEP ? 1_800_000 : 240_000);
});
