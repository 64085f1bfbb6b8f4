import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, solvedCaptcha } from '../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { members } from '../db/schema';
import { loggerOptions, scrubText } from './logging';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

const PHONE = '13912345678';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    appOptions: { logger: { ...(loggerOptions('info') as object), stream } },
    beforeReady: (app, db) => {
      // A statement that fails with secrets among its parameters, as a broken query would.
      app.get('/api/test/failing-query', async () => db.execute(sql`select ${PHONE}, ${HASH} from no_such_table_for_logging`));
      // A value its column cannot hold: the client's 400 (a data exception), logged without the value either.
      app.get('/api/test/bad-value', async () => db.execute(sql`select ${PHONE}::int, ${HASH}::int`));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the server log holds no secrets', () => {
  it('a reader who leaves during a streamed answer is info, not an error; real errors stay errors', () => {
    lines.length = 0;
    t.app.log.error(new Error('premature close'));
    t.app.log.error(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    t.app.log.error(new Error('disk full'));
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(logged.map((l) => l.level)).toEqual([30, 30, 50]);
    expect(logged[0].msg).toContain('the client left');
  });

  it('a failed query is logged by its statement, never its values; the client gets the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后重试' });
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('select $1, $2 from no_such_table_for_logging');
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain('argon2id');
  });

  it('a value the database cannot take is the client\'s 400, logged by its SQLSTATE, never its value', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/bad-value' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求参数不正确，请检查后重试' });
    const line = lines.find((l) => l.includes('data exception from request values'));
    expect(line).toContain('"sqlState":"22003"');
    expect(lines.join('')).not.toContain(PHONE);
    expect(lines.join('')).not.toContain('argon2id');
  });

  it('demo mode writes the SMS code to the log with the phone masked', async () => {
    const sent = await t.app.inject({ method: 'POST', url: `${P}/loginSms`, payload: { phone: PHONE, ...(await solvedCaptcha(t.app)) } });
    expect(sent.json().code).toBe(200);
    const code = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${PHONE}` })).json().data[0].code;
    const line = lines.find((l) => l.includes('demo SMS'));
    expect(line).toBeDefined();
    expect(line).toContain(`"code":"${code}"`);
    expect(line).toContain('139****5678');
    expect(lines.join('')).not.toContain(PHONE);
  });

  it('sign-in bodies and the Authorization header never reach the log', async () => {
    const login = await t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username: 'demo_member', password: 'wenku2026' } });
    const token: string = login.json().data.access_token;
    expect(token).toMatch(/^\S{20,}$/);
    const info = await t.app.inject({ method: 'GET', url: `${P}/login/getInfo?phone=${PHONE}`, headers: { authorization: `Bearer ${token}` } });
    expect(info.json().code).toBe(200);
    const log = lines.join('');
    expect(log).not.toContain('wenku2026');
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain(token.slice(0, 16));
  });

  it('one line per request: method, route pattern, status, time and the member id; no token, phone or query', async () => {
    const login = await t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username: 'demo_member', password: 'wenku2026' } });
    const token: string = login.json().data.access_token;
    const [member] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
    lines.length = 0;
    const info = await t.app.inject({ method: 'GET', url: `${P}/login/getInfo?phone=${PHONE}`, headers: { authorization: `Bearer ${token}` } });
    expect(info.json().code).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: `/api/show/common/book/999999999?phone=${PHONE}` });
    const requestLines = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request completed');
    expect(requestLines).toHaveLength(2);
    const [signedIn, anonymous] = requestLines;
    expect(signedIn).toMatchObject({ level: 30, method: 'GET', route: `${P}/login/getInfo`, status: 200, memberId: member.id });
    expect(signedIn.ms).toEqual(expect.any(Number));
    expect(anonymous).toMatchObject({ method: 'GET', route: '/api/show/common/book/:id', status: missing.statusCode });
    expect(anonymous).not.toHaveProperty('memberId');
    // Fastify's own per-request lines, which once read "req":{}, are gone.
    expect(lines.join('')).not.toContain('"req":{}');
    expect(lines.join('')).not.toContain('incoming request');
    const log = lines.join('');
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain('phone=');
    expect(log).not.toContain(token.slice(0, 16));
  });

  it('a request no route matched is logged as `*` with its path, never its query', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/api/no/such/call?token=abc&phone=${PHONE}` });
    const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request completed');
    expect(line).toMatchObject({ method: 'GET', route: '*', path: '/api/no/such/call', status: 404 });
    expect(lines.join('')).not.toContain('abc');
    expect(lines.join('')).not.toContain(PHONE);
  });

  it('scrubs phone, ID and account numbers, hashes and tokens from any text', () => {
    expect(scrubText(`phone ${PHONE} id 11010519491231002X card 6222020200112233445 ${HASH} Bearer abc.def`)).toBe(
      'phone 139****5678 id [id] card [account] [hash] Bearer [token]',
    );
    expect(scrubText('token 3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a')).toBe('token [token]');
  });
});
