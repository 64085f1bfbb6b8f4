import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../tests/helpers/app';
import { startServerProcess, type ServerProcess } from '../tests/helpers/serverProcess';
import { DEMO_PASSWORD } from './db/seed/accounts';

/**
 * Scale-out (issue 10): two server processes on one PostgreSQL behave as one site. Runs where the
 * API suite runs on PostgreSQL (TEST_DATABASE_URL, as CI's second pass does); PGlite is one process.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const P = '/api/auth/wkapi/v1/platform';

type Server = ServerProcess;

const startServer = (databaseUrl: string, dataDir: string) =>
  startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      DEV_ENDPOINTS: '1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_STORE: 'database',
      // Lets a test speak as a client address of its own (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: 'true',
    },
    dataDir,
  );

async function call(server: Server, method: string, url: string, body?: object, token?: string, clientAddress?: string) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data?: any } };
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    const template = inject('seededTemplate');
    database = await createPostgresDatabase(adminUrl!, template?.kind === 'postgres' ? template.name : undefined);
    dataDir = mkdtempSync(path.join(tmpdir(), 'wenku-scale-'));
    // Started together: migrations, the seed check and the first job tick race as they would in a deployment.
    [a, b] = await Promise.all([startServer(database.url, path.join(dataDir, 'a')), startServer(database.url, path.join(dataDir, 'b'))]);
  }, 240_000);

  afterAll(async () => {
    for (const s of [a, b]) s?.child.kill('SIGTERM');
    await Promise.all(
      [a, b].filter(Boolean).map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))),
    );
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('signed in on A works on B, and signing out on B ends it on A', async () => {
    const login = await call(a, 'POST', `${P}/login/loginByPwd`, { username: 'demo_member', password: DEMO_PASSWORD });
    expect(login.body.code).toBe(200);
    const token = login.body.data.access_token as string;
    const info = await call(b, 'GET', `${P}/login/getInfo`, undefined, token);
    expect(info.body.code).toBe(200);
    expect(JSON.stringify(info.body.data)).toContain('demo_member');
    expect((await call(b, 'DELETE', `${P}/login/logout`, undefined, token)).body.code).toBe(200);
    expect((await call(a, 'GET', `${P}/login/getInfo`, undefined, token)).body.code).toBe(401);
  });

  it('an image code issued by A is accepted by B', async () => {
    const image = await call(a, 'GET', '/api/auth/wkapi/v1/captchaImage');
    const uuid = image.body.data.uuid as string;
    const text = (await call(b, 'GET', `/api/dev/captcha/${uuid}`)).body.data.text as string;
    const sent = await call(b, 'POST', `${P}/loginSms`, { phone: '13800000077', uuid, code: text });
    expect(sent.body).toEqual({ code: 200, msg: '验证码已发送' });
  });

  it('the login limit counts the tries made on both', async () => {
    // 10 sign-in calls a minute per address (RATE.login), counted in the shared store.
    const tries: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 ? b : a;
      tries.push((await call(server, 'POST', `${P}/login/loginByPwd`, { username: 'nobody_scale', password: `wrong${i}xx` }, undefined, '198.51.100.7')).status);
    }
    expect(tries.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(tries.slice(10)).toEqual([429, 429]);
    // The per-account attempt counter is shared too: B reports the tries A counted.
    expect((await call(b, 'GET', '/api/auth/wkapi/v1/pwdErrCount?username=nobody_scale')).body.data.num).toBe(10);
  });

  it('a periodic job runs once across both processes', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query("select runs from periodic_job where name = 'cleanup'");
      expect(rows).toEqual([{ runs: 1 }]);
    } finally {
      await client.end();
    }
    // The cleanup's period is claimed by one process: it ran once, in A or in B. (Other jobs, such as
    // order expiry every minute, log the same line; each of their periods is claimed alike.)
    const runsOf = (s: Server, job: string) => s.log().split('\n').filter((l) => l.includes('periodic job ran') && l.includes(`"job":"${job}"`)).length;
    expect([runsOf(a, 'cleanup'), runsOf(b, 'cleanup')].sort()).toEqual([0, 1]);
  });
});
