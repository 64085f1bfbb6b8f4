import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { rowsOf } from '../db/client';
import { cloudReviewSettled } from '../modules/works/cloudReview';

/**
 * Property-based fuzzing of every registered route, as an anonymous caller, a member and the
 * platform admin: hostile strings (NUL, lone surrogates, 1 MB), wrong types, absurd paging and
 * injection attempts in `orderByColumn` and elsewhere. Whatever comes in: never a 5xx, always the
 * envelope with a numeric code and a Chinese message, and a refused request writes no row.
 *
 * Bounded (FUZZ_RUNS per route and caller). `npm test` draws from a fixed seed, so every run of the
 * suite sends the same requests and a failure replays with the command printed on it;
 * `npm run test:deep` sets TEST_DEEP=1: a fresh seed each time and FUZZ_RUNS=30, to explore
 * (its failure message names the seed and the command the same way).
 */
const DEEP = process.env.TEST_DEEP === '1';
const FIXED_SEED = 20_261_207;
const SEED = Number(process.env.FUZZ_SEED ?? (DEEP ? Date.now() % 2_147_483_647 : FIXED_SEED));
const RUNS = Number(process.env.FUZZ_RUNS ?? (DEEP ? 30 : 3));
/** FUZZ_ROUTES=<regular expression>: walk only the routes it matches (to replay one route's failure). */
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
/** The one command that replays this walk (FUZZ_ROUTES narrows it to the failing routes). */
const replay = (routes?: string) =>
  `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}${routes ? ` FUZZ_ROUTES='${routes}'` : ''} npx vitest run --project api server/http/fuzz.test.ts`;
console.log(`fuzz seed: FUZZ_SEED=${SEED} (FUZZ_RUNS=${RUNS}${ONLY ? ` FUZZ_ROUTES=${ONLY.source}` : ''})`);

/**
 * Bookkeeping a refused request is meant to write: a counted sign-in attempt, a fresh image code,
 * the log of a refused payment notification, the sandbox platform's keys made on first use, and
 * COUNTER's usage events (a denial is recorded because it was refused; the events of a request are
 * written after its answer, so they may land while the next request runs).
 */
const BOOKKEEPING_TABLES = new Set(['login_attempt', 'captcha', '__drizzle_migrations', 'pay_notification', 'pay_sandbox_key', 'usage_event']);

/** Calls that end the caller's own session: fuzzed anonymously only, so the tokens live on. */
const SESSION_ENDING = /\/logout$|\/switchRole$/;

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    "' OR 1=1 --",
    '1; DROP TABLE member; --',
    'id desc; select pg_sleep(5)',
    '"); DELETE FROM comment; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${7*7}',
    '',
    ' ',
    'null',
    'NaN',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    '中文参数',
    '𠀀📚',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(-1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** Parameter names the routes read; each request sets a few of them. */
const PARAM_NAMES = [
  'id',
  'ids',
  'type',
  'keyword',
  'pageNum',
  'pageSize',
  'orderByColumn',
  'isAsc',
  'username',
  'password',
  'phone',
  'code',
  'uuid',
  'smsCode',
  'content',
  'title',
  'name',
  'joinId',
  'commentId',
  'journalId',
  'periodId',
  'columnId',
  'parentId',
  'status',
  'path',
  'roleKey',
  'deptId',
  'menuIds',
  'year',
  'field',
  'sort',
];

const paramsArb = fc.dictionary(fc.constantFrom(...PARAM_NAMES), hostileValue, { maxKeys: 5 });
const pathParamArb = fc.oneof(hostileString, fc.integer().map(String), fc.constantFrom('1', '0', '-5', '2147483648', 'abc', '1.5'));
const pagingArb = fc.record(
  {
    pageNum: fc.oneof(fc.integer(), fc.constantFrom('NaN', '-1', '1e9', '')),
    pageSize: fc.oneof(fc.integer(), fc.constantFrom('NaN', '-1', '100000', '')),
    orderByColumn: fc.constantFrom('id; drop table member', 'pg_sleep(1)', '(select 1)', 'password_hash', 'id', 'createTime', '"'),
    isAsc: fc.constantFrom('asc', 'desc', 'DROP', 'ascending', ''),
  },
  { requiredKeys: [] },
);

const requestArb = fc.record({
  pathParam: pathParamArb,
  query: fc.oneof(paramsArb, pagingArb),
  body: fc.oneof(paramsArb, pagingArb, fc.constant('megabyte' as const), fc.constant('not-json' as const)),
});

/**
 * Always tried once per route (as the member): every id a route reads, just past what its integer
 * column holds. A random draw reaches such a value on a given route only by chance, and a route
 * that passes it to the database unchecked answered 500 on CI before the error handler learnt better.
 */
const ID_NAMES = ['id', 'ids', 'joinId', 'commentId', 'journalId', 'periodId', 'columnId', 'parentId', 'deptId', 'year'];
const PAST_INT4 = Object.fromEntries(ID_NAMES.map((name) => [name, Number.MAX_SAFE_INTEGER]));
const pastInt4Example = { pathParam: String(Number.MAX_SAFE_INTEGER), query: PAST_INT4, body: PAST_INT4 };
/**
 * Also tried once per route: every parameter a route reads as a number or a text sent as an object
 * whose own `toString` is not a function (String() of it throws), then as a one-element array
 * (Number([1]) is 1). Both must be refused with a 4xx (server/http/scalarGuard.ts), never read as 1.
 */
const NON_SCALAR_NAMES = [...ID_NAMES, 'type', 'status', 'pageNum', 'pageSize', 'orderType', 'payType', 'rechargeOptionId', 'itemType', 'keyword', 'code'];
const objectExample = { pathParam: '1', query: {}, body: Object.fromEntries(NON_SCALAR_NAMES.map((name) => [name, { toString: 1, valueOf: 1 }])) };
const arrayExample = { pathParam: '1', query: {}, body: Object.fromEntries(NON_SCALAR_NAMES.map((name) => [name, [1]])) };

let t: TestApp;
const tokens: Record<'anonymous' | 'member' | 'admin', string | undefined> = { anonymous: undefined, member: undefined, admin: undefined };

/**
 * Every row a request inserts, updates or deletes in a table but the bookkeeping ones counts one in
 * `fuzz_writes`, through a row trigger in the request's own transaction: a write that is rolled
 * back takes its count with it. Reading one row after each request is what lets the test walk
 * every route (counting every table's rows after each request took three quarters of its time,
 * and missed an update or an insert undone by a delete).
 */
async function countWrites(): Promise<void> {
  const db = t.database.db;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  )
    .map((r) => r.table_name)
    .filter((name) => !BOOKKEEPING_TABLES.has(name));
  await db.execute(sql`create table fuzz_writes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_writes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count_write() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$`),
  );
  for (const name of tables) {
    await db.execute(sql.raw(`create trigger fuzz_write after insert or update or delete on "${name.replace(/"/g, '""')}" for each row execute function fuzz_count_write()`));
  }
}

/** How many rows have been written since the triggers were made. */
async function writesSoFar(): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await t.database.db.execute(sql`select n from fuzz_writes`));
  return Number(row.n);
}

/**
 * A route that writes a row and then refuses, as a broken handler would: the walk must report it
 * (once per caller), which shows that the write check can fail.
 */
const CANARY = '/api/fuzz-canary';

beforeAll(async () => {
  t = await makeTestApp({
    ownDatabase: true,
    beforeReady: async (app, db) => {
      await db.execute(sql`create table fuzz_canary (at timestamptz not null default now())`);
      app.get(CANARY, async (_req, reply) => {
        await db.execute(sql`insert into fuzz_canary default values`);
        return reply.status(400).send({ code: 400, msg: '参数错误' });
      });
    },
  });
  tokens.member = await signIn(t.app, 'demo_member');
  tokens.admin = await signIn(t.app, 'admin');
  await countWrites();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function buildUrl(pattern: string, pathParam: string, query: Record<string, unknown>): string {
  const path = pattern.replace(/:(\w+)(\([^)]*\))?/g, () => encodeURIComponent(pathParam.replace(/[\ud800-\udfff]/g, 'x')));
  const qs = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v.replace(/[\ud800-\udfff]/g, '\u0000') : JSON.stringify(v) ?? '')}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

function payloadOf(body: unknown): { payload?: string; contentType?: string } {
  if (body === 'megabyte') return { payload: JSON.stringify({ content: 'x'.repeat(1024 * 1024 + 10) }), contentType: 'application/json' };
  if (body === 'not-json') return { payload: '{"content": "unterminated', contentType: 'application/json' };
  // JSON.stringify writes lone surrogates as \\u escapes, as a hostile client would send them.
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/** Routes that answer a document (OpenAPI JSON and its reference page) rather than an envelope. */
const API_DOCUMENTS = /^\/api\/(docs(\/|$)|openapi\.json$)/;
/** WeChat Pay's notify endpoint answers in WeChat Pay's protocol (204, or 4xx with {code: "FAIL", message}). */
const CHANNEL_PROTOCOL = /^\/api\/show\/pay\/notify\/wechat$/;
/** The COUNTER_SUSHI5 API answers in its own protocol: a report or status, or an exception `{Code, Message}`. */
const SUSHI_PROTOCOL = /^\/api\/sushi\//;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routes = () => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));

describe('fuzzing every /api route', () => {
  it('walks at least every registered /api route', () => {
    expect(routes().length).toBeGreaterThan(150);
  });

  it('never answers 5xx, always the envelope with a numeric code and a Chinese message, and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    const failedRoute = new Map<string, string>();
    let index = 0;
    let written = await writesSoFar();
    for (const route of routes()) {
      const callers = SESSION_ENDING.test(route.url) ? (['anonymous'] as const) : (['anonymous', 'member', 'admin'] as const);
      for (const caller of callers) {
        index++;
        // Skipped after counting, so a filtered replay draws what the whole walk drew for a route.
        if (ONLY && !ONLY.test(route.url) && route.url !== CANARY) continue;
        await fc.assert(
          fc.asyncProperty(requestArb, async ({ pathParam, query, body }) => {
            const url = buildUrl(route.url, pathParam, query);
            const withBody = route.method !== 'GET' && route.method !== 'DELETE';
            const { payload, contentType } = withBody ? payloadOf(body) : {};
            const before = written;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              payload,
              headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {}) },
            });
            // A submitted work is screened in the background after the answer (two rows): counted
            // with the request that started it, not with whichever request runs when it lands.
            await cloudReviewSettled();
            written = await writesSoFar();
            const where = `${route.method} ${url.slice(0, 200)} as ${caller}`;
            if (res.statusCode >= 500 && res.statusCode !== 503) throw new Error(`${where}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
            // A served file (a preview PDF) is not an envelope; every refusal and every JSON answer is.
            if (res.statusCode < 400 && !String(res.headers['content-type']).startsWith('application/json')) return;
            // The API's own description (OpenAPI, its Swagger UI) is a document, not a call.
            if (res.statusCode < 400 && API_DOCUMENTS.test(route.url)) return;
            if (CHANNEL_PROTOCOL.test(route.url) && res.statusCode < 500) return;
            if (SUSHI_PROTOCOL.test(route.url)) {
              // The server-wide guards (unstorable text, malformed JSON) refuse before the API with the envelope.
              const body = res.json() as { Code?: unknown; Message?: unknown; code?: unknown; msg?: unknown };
              const exception = typeof body.Code === 'number' && typeof body.Message === 'string';
              const envelope = typeof body.code === 'number' && typeof body.msg === 'string' && /[\u4e00-\u9fa5]/.test(body.msg);
              if (res.statusCode >= 400 && !exception && !envelope) throw new Error(`${where}: neither a COUNTER exception nor the envelope: ${res.body.slice(0, 200)}`);
              if (res.statusCode >= 400 && written !== before) throw new Error(`${where}: refused with ${res.statusCode} but wrote ${written - before} row(s)`);
              return;
            }
            let envelope: { code?: unknown; msg?: unknown };
            try {
              envelope = res.json();
            } catch {
              throw new Error(`${where}: not JSON: ${res.body.slice(0, 200)}`);
            }
            if (typeof envelope.code !== 'number') throw new Error(`${where}: code is not a number: ${res.body.slice(0, 200)}`);
            if (envelope.code >= 400) {
              if (typeof envelope.msg !== 'string' || !/[\u4e00-\u9fa5]/.test(envelope.msg)) throw new Error(`${where}: no Chinese message: ${res.body.slice(0, 200)}`);
              if (written !== before) throw new Error(`${where}: refused with ${envelope.code} but wrote ${written - before} row(s)`);
            }
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true, examples: caller === 'member' ? [[pastInt4Example], [objectExample], [arrayExample]] : [] },
        ).catch((error: Error) => {
          const cause = (error.cause as Error | undefined)?.message ?? error.message.match(/Got error: (.*)/)?.[1] ?? '';
          const failure = `${cause}\n  ${error.message.split('\n').find((l) => l.startsWith('Counterexample')) ?? ''}`;
          failures.push(failure);
          failedRoute.set(failure, route.url);
        });
      }
    }
    const canary = failures.filter((f) => f.includes(`GET ${CANARY}`));
    expect(canary.map((f) => f.split('\n')[0].replace(/\?.*? as /, ' as '))).toEqual(
      (['anonymous', 'member', 'admin'] as const).map((caller) => `GET ${CANARY} as ${caller}: refused with 400 but wrote 1 row(s)`),
    );
    // The test runner's summary shows a failure's first line only: name every failing call on it.
    const others = failures.filter((f) => !canary.includes(f));
    if (others.length > 0) {
      const failingRoutes = [...new Set(others.map((f) => failedRoute.get(f)).filter(Boolean))].map((url) => `^${escapeRegExp(url!)}$`).join('|');
      throw new Error(`replay: ${replay(failingRoutes)} — ${others.map((f) => f.replace(/\n\s*/g, ' — ')).join(' | ')}`);
    }
  }, 600_000);
});
