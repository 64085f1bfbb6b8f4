import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../../tests/helpers/app';
import { processExited, startServerProcess, type ServerProcess } from '../../../tests/helpers/serverProcess';
import { openDatabase, rowsOf, type Database } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/accounts';

/**
 * Crash safety of the money paths (issue 12): a server process is killed with SIGKILL while
 * members top up (back-office credits, and online through the sandbox QR and its signed
 * notification), buy articles with their balance, and pay points plus 支付宝 for the rest, concurrently; a new
 * process then starts on the same data. Whatever was cut off mid-way, the books must balance: no
 * order paid without its entitlement and ledger entry, none charged twice, ledgers equal balances,
 * nothing negative. Runs on the embedded PGlite (an on-disk data directory) and, in CI's second
 * pass, on PostgreSQL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const MEMBERS = ['demo_member', 'demo_editor', 'demo_teacher', 'demo_scholar', 'demo_thesis'];

type Server = ServerProcess;

const startServer = (env: Record<string, string>, dataDir: string) => startServerProcess({ ...env, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0' }, dataDir);
const exited = processExited;

async function call(s: Server, method: string, url: string, body?: object, token?: string) {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; msg: string; data?: any; rows?: any[] };
}

async function signIn(s: Server, username: string): Promise<string> {
  const r = await call(s, 'POST', '/api/auth/wkapi/v1/platform/login/loginByPwd', { username, password: DEMO_PASSWORD });
  expect(r.code).toBe(200);
  return r.data.access_token as string;
}

describe('a server killed (SIGKILL) during purchases and top-ups', () => {
  let root: string;
  let dataDir: string;
  let env: Record<string, string> = {};
  let pg: { url: string; drop(): Promise<void> } | undefined;
  let server: Server | undefined;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'wenku-crash-'));
    dataDir = path.join(root, 'data');
    const template = inject('seededTemplate');
    if (adminUrl) {
      pg = await createPostgresDatabase(adminUrl, template?.kind === 'postgres' ? template.name : undefined);
      env = { DATABASE_URL: pg.url };
    } else if (template?.kind === 'pglite') {
      // The seeded library written to the on-disk directory the server opens (DATA_DIR/pglite).
      mkdirSync(dataDir, { recursive: true });
      const onDisk = new PGlite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: new Blob([readFileSync(template.file)]) });
      await onDisk.waitReady;
      await onDisk.close();
    }
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (server) await exited(server);
    await pg?.drop();
    if (root) rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('leaves every paid order with its entitlement and one ledger entry, and every ledger equal to its balance', { timeout: 300_000 }, async () => {
    server = await startServer(env, dataDir);
    const admin = await signIn(server, 'admin');
    const members: Array<{ token: string; id: number }> = [];
    for (const username of MEMBERS) {
      const token = await signIn(server, username);
      const info = await call(server, 'GET', '/api/show/member/getMemberInfo', undefined, token);
      members.push({ token, id: Number(info.data.id) });
    }
    const list = await call(server, 'POST', '/api/show/es/getArticlesList', { pageNum: 1, pageSize: 50 });
    const priced = list.rows as Array<{ id: number; priceFen: number }>;
    const articleIds = priced.filter((a) => a.priceFen > 0).map((a) => a.id);
    expect(articleIds.length).toBeGreaterThan(20);

    const options = (await call(server, 'GET', '/api/show/recharge_options/list')).data as Array<{ id: number }>;
    // Each member, in parallel: a back-office credit (balance and points), an online top-up, a
    // mixed payment with the rest online, purchases with the balance, again and again.
    let answered = 0;
    let stop = false;
    const stream = members.map(async (m, k) => {
      for (let i = 0; !stop; i++) {
        try {
          if (i % 6 === 0) {
            await call(server!, 'POST', '/api/show/order/admin/adjust', { memberId: m.id, balanceFen: 1500 + k, points: 200, remark: '压力测试充值' }, admin);
          } else if (i % 6 === 1) {
            const order = await call(server!, 'POST', '/api/show/order/addOrder', { orderType: 3, rechargeOptionId: options[i % options.length].id }, m.token);
            await fetch(`${server!.base}/api/show/alipay/getPaymentQRCode?id=${order.data.id}`, { headers: { authorization: `Bearer ${m.token}` } });
            await call(server!, 'POST', '/api/show/pay/sandbox/pay', { orderNo: order.data.orderNo, channel: 'alipay' });
          } else if (i % 6 === 2) {
            const order = await call(server!, 'POST', '/api/show/order/addOrder', { orderType: 1, joinId: articleIds[(k * 11 + i) % articleIds.length] }, m.token);
            if (order.code !== 200) continue;
            const held = await call(server!, 'POST', '/api/show/order/payToBuy', { id: order.data.id, payType: 5, channel: 'wechat' }, m.token);
            if (held.code !== 200) continue;
            await fetch(`${server!.base}/api/show/wxpay/getPaymentQRCode?id=${order.data.id}&payType=5`, { headers: { authorization: `Bearer ${m.token}` } });
            await call(server!, 'POST', '/api/show/pay/sandbox/pay', { orderNo: `${order.data.orderNo}P${held.data.heldPoints}`, channel: 'wechat' });
          } else {
            const order = await call(server!, 'POST', '/api/show/order/addOrder', { orderType: 1, joinId: articleIds[(k * 7 + i) % articleIds.length] }, m.token);
            if (order.code === 200) await call(server!, 'POST', '/api/show/order/payByBalance', { id: order.data.id }, m.token);
          }
          answered++;
        } catch {
          return; // the server is gone
        }
      }
    });
    // Killed in the middle of the stream, with requests in flight.
    while (answered < 120) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    await exited(server);
    stop = true;
    await Promise.all(stream);

    // A new process on the same data starts and serves.
    server = await startServer(env, dataDir);
    // Sessions are rows: the admin signed in before the crash is still signed in.
    const reconcile = await call(server, 'GET', '/api/show/order/admin/reconcile', undefined, admin);
    expect(reconcile.code).toBe(200);
    server.child.kill('SIGTERM');
    await exited(server);

    // The books, read directly.
    const database: Database = await openDatabase(adminUrl ? { databaseUrl: pg!.url } : { dataDir: path.join(dataDir, 'pglite') });
    try {
      const q = async (statement: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await database.db.execute(statement));
      const ids = sql.join(members.map((m) => sql`${m.id}`), sql`, `);
      const paid = await q(sql`select count(*)::int as n from pay_order where member_id in (${ids}) and order_type = 1 and pay_status = 2`);
      expect(Number(paid[0].n)).toBeGreaterThan(5);
      // Every paid purchase has its entitlement (or, bought meanwhile another way, its refund) …
      const unentitled = await q(sql`
        select o.id from pay_order o
        where o.member_id in (${ids}) and o.order_type = 1 and o.pay_status = 2
          and not exists (select 1 from entitlement e where e.order_id = o.id)
          and not exists (select 1 from balance_bill b where b.order_id = o.id and b.kind = 'refund')`);
      expect(unentitled).toEqual([]);
      // … and was charged exactly once; an unpaid one not at all.
      const charges = await q(sql`
        select o.id, o.pay_status, count(b.id)::int as debits from pay_order o
        left join balance_bill b on b.order_id = o.id and b.kind = 'purchase'
        where o.member_id in (${ids}) and o.order_type = 1 and o.channel_trade_no is null
        group by o.id, o.pay_status`);
      for (const c of charges) expect(Number(c.debits)).toBe(c.pay_status === 2 ? 1 : 0);
      // Every top-up paid online was credited exactly once (its amount, plus its bonus when it has one); an unpaid one not at all.
      const topUps = await q(sql`
        select o.id, o.pay_status, o.bonus_fen, count(b.id) filter (where b.kind = 'topup')::int as credits, count(b.id) filter (where b.kind = 'bonus')::int as bonuses
        from pay_order o left join balance_bill b on b.order_id = o.id
        where o.member_id in (${ids}) and o.order_type = 3
        group by o.id, o.pay_status, o.bonus_fen`);
      expect(topUps.filter((o) => o.pay_status === 2).length).toBeGreaterThan(0);
      for (const o of topUps) {
        expect(Number(o.credits)).toBe(o.pay_status === 2 ? 1 : 0);
        expect(Number(o.bonuses)).toBe(o.pay_status === 2 && Number(o.bonus_fen) > 0 ? 1 : 0);
      }
      // Points are held only by unpaid orders; a paid mixed order's points were spent once.
      expect(await q(sql`select id from pay_order where member_id in (${ids}) and pay_status <> 1 and held_points > 0`)).toEqual([]);
      const mixed = await q(sql`
        select o.id, o.paid_points, coalesce(sum(s.delta) filter (where s.kind in ('spend', 'release')), 0)::int as net
        from pay_order o left join score_bill s on s.order_id = o.id
        where o.member_id in (${ids}) and o.order_type = 1 and o.pay_type = 5 and o.pay_status = 2 and o.channel_trade_no is not null
        group by o.id, o.paid_points`);
      expect(mixed.length).toBeGreaterThan(0);
      for (const o of mixed) expect(Number(o.net)).toBe(-Number(o.paid_points));
      // Every entitlement comes from a paid order.
      expect(await q(sql`select e.id from entitlement e join pay_order o on o.id = e.order_id where o.pay_status <> 2`)).toEqual([]);
      // Ledgers equal balances; nothing is negative.
      const wallets = await q(sql`
        select m.id, m.balance_fen, m.score,
          coalesce((select sum(delta_fen) from balance_bill b where b.member_id = m.id), 0)::int as ledger,
          coalesce((select sum(delta) from score_bill s where s.member_id = m.id), 0)::int as points
        from member m where m.id in (${ids})`);
      for (const w of wallets) {
        expect(Number(w.ledger)).toBe(Number(w.balance_fen));
        expect(Number(w.points)).toBe(Number(w.score));
        expect(Number(w.balance_fen)).toBeGreaterThanOrEqual(0);
      }
    } finally {
      await database.close();
    }
  });
});
