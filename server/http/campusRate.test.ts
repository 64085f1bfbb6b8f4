import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { organizations, rateLimitCounters } from '../db/schema';
import { InstitutionRanges } from './institutionRanges';

// The demo institution's ranges get a campus range for these tests; CAMPUS is one NAT address in it.
const CAMPUS_RANGE = '203.0.113.0/24';
const CAMPUS = '203.0.113.7';
const OUTSIDE = '198.51.100.77';
/** The global limit per address in these tests: far below a campus's 300 readers. */
const MAX = 100;
const IP_LOGIN = '/api/auth/wkapi/v1/ip/login/loginByIp';
const GET_INFO = '/api/auth/wkapi/v1/platform/login/getInfo';
const BOOK_LIST = '/api/show/common/book/list?pageNum=1&pageSize=1';
const LIMITED = /^请求过于频繁，请\d+秒后再试$/;

// A stand-in for the portal's build: its page, a JS chunk, CSS, the favicon, an image.
const PAGE_FILES = ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css', '/favicon.svg', '/images/logo.png'];
let staticDir: string;

function writeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wenku-campus-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>文库</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), 'export const x = 1;\n');
  writeFileSync(path.join(dir, 'assets/index-Ef56Gh78.css'), 'body { margin: 0 }\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'images/logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  return dir;
}

/** Adds the campus range to every institution that has ranges (the demo institution). */
const addCampusRange = (db: TestApp['database']['db']) =>
  db
    .update(organizations)
    .set({ ipRanges: sql`${organizations.ipRanges} || ${`,${CAMPUS_RANGE}`}` })
    .where(ne(organizations.ipRanges, ''));

const inject = (app: FastifyInstance, method: 'GET' | 'POST', url: string, remoteAddress: string, token?: string) =>
  app.inject({ method, url, remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Runs `count` readers, `at once` of them side by side. */
async function readers<T>(count: number, atOnce: number, reader: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += atOnce) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(atOnce, count - start) }, (_, k) => reader(start + k)))));
  }
  return results;
}

let t: TestApp;
beforeAll(async () => {
  staticDir = writeBuild();
  t = await makeTestApp({
    appOptions: { staticDir, serverRender: false, rateLimitMax: MAX, institutionRateLimitMax: 150 },
    beforeReady: async (_app, db) => {
      await addCampusRange(db);
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('a campus behind one NAT address (issue 30, item 4)', () => {
  it('300 readers open the portal and sign in by IP: every page and every IP session, no 429', async () => {
    const statuses = new Map<string, number[]>();
    const note = (what: string, status: number) => statuses.set(what, [...(statuses.get(what) ?? []), status]);
    const tokens = await readers(300, 25, async () => {
      note('page', (await inject(t.app, 'GET', '/', CAMPUS)).statusCode);
      for (const file of PAGE_FILES) note(file, (await inject(t.app, 'GET', file, CAMPUS)).statusCode);
      const login = await inject(t.app, 'POST', IP_LOGIN, CAMPUS);
      note('loginByIp', login.statusCode);
      const token = login.json().data?.access_token as string | undefined;
      // Each reader's API calls spend its own session's budget, not the address's; getInfo is read
      // on every navigation (two here: 600 from the address, past its 300 a minute per address).
      if (token) {
        note('book list', (await inject(t.app, 'GET', BOOK_LIST, CAMPUS, token)).statusCode);
        for (let page = 0; page < 2; page++) note(`getInfo ${page}`, (await inject(t.app, 'GET', GET_INFO, CAMPUS, token)).statusCode);
      }
      return token;
    });
    for (const [what, codes] of statuses) {
      expect(codes.length, what).toBe(300);
      expect(codes.filter((c) => c !== 200), what).toEqual([]);
    }
    expect(new Set(tokens).size).toBe(300);
  });

  it('the campus\'s anonymous API calls share the institution\'s budget, not one address\'s', async () => {
    const codes = await readers(151, 25, async () => (await inject(t.app, 'GET', BOOK_LIST, CAMPUS)).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(150);
    const limited = await inject(t.app, 'GET', BOOK_LIST, CAMPUS);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: expect.stringMatching(LIMITED) });
  });

  it('an address outside every range: pages never limited, its API calls and IP sign-in limited as before', async () => {
    // Static files and portal pages: past the API budget, still served.
    for (let i = 0; i < MAX + 20; i++) {
      expect((await inject(t.app, 'GET', PAGE_FILES[i % PAGE_FILES.length], OUTSIDE)).statusCode).toBe(200);
      expect((await inject(t.app, 'GET', '/journal', OUTSIDE)).statusCode).toBe(200);
    }
    // The metrics count the portal's files under one route label, not one per file.
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="static",status_class="2xx"\} \d+/);
    expect(metrics).not.toContain('index-Ab12Cd34');
    // IP sign-in outside every range: 30 a minute, each the ordinary "not in range" answer.
    for (let i = 0; i < 30; i++) expect((await inject(t.app, 'POST', IP_LOGIN, OUTSIDE)).json().code).toBe(1101404);
    const ipLimited = await inject(t.app, 'POST', IP_LOGIN, OUTSIDE);
    expect(ipLimited.statusCode).toBe(429);
    expect(ipLimited.json()).toEqual({ code: 429, msg: expect.stringMatching(LIMITED) });
    // The global per-address limit on API calls.
    for (let i = 0; i < MAX; i++) expect((await inject(t.app, 'GET', BOOK_LIST, OUTSIDE)).statusCode).toBe(200);
    const limited = await inject(t.app, 'GET', BOOK_LIST, OUTSIDE);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: expect.stringMatching(LIMITED) });
    // …and a signed-in session does not escape it outside the ranges.
    expect((await inject(t.app, 'GET', BOOK_LIST, OUTSIDE, (await inject(t.app, 'POST', IP_LOGIN, CAMPUS)).json().data.access_token)).statusCode).toBe(429);
  });

  it('password sign-in keeps its 10 a minute per address, on campus too', async () => {
    const login = () => t.app.inject({ method: 'POST', url: '/api/auth/wkapi/v1/platform/login/loginByPwd', payload: { username: 'nobody_campus', password: 'wrong1234' }, remoteAddress: '203.0.113.8' });
    for (let i = 0; i < 10; i++) expect((await login()).statusCode).toBe(400);
    expect((await login()).statusCode).toBe(429);
  });
});

describe('RATE_LIMIT_CAMPUS=institution, counters in the database', () => {
  it('the whole institution shares one budget, kept in rate_limit_counter', async () => {
    const app = await makeTestApp({
      appOptions: { rateLimitMax: 10, campusBudget: 'institution', institutionRateLimitMax: 40, rateLimitStore: 'database' },
      beforeReady: async (_app, db) => {
        await addCampusRange(db);
      },
    });
    try {
      const tokens = await readers(40, 10, async () => (await inject(app.app, 'POST', IP_LOGIN, CAMPUS)).json().data.access_token as string);
      const codes = await readers(40, 10, async (i) => (await inject(app.app, 'GET', BOOK_LIST, CAMPUS, tokens[i])).statusCode);
      expect(codes.filter((c) => c !== 200)).toEqual([]);
      expect((await inject(app.app, 'GET', BOOK_LIST, CAMPUS, tokens[0])).statusCode).toBe(429);
      const [org] = await app.database.db.select({ partyId: organizations.partyId }).from(organizations).where(ne(organizations.ipRanges, ''));
      const rows = await app.database.db.select().from(rateLimitCounters);
      expect(rows.find((r) => r.key === `global|institution:${org.partyId}`)?.count).toBe(41);
      // IP sign-in is counted per address under its own limit.
      expect(rows.find((r) => r.key.includes('loginByIp') && r.key.endsWith(CAMPUS))?.count).toBe(40);
    } finally {
      await app.close();
    }
  });
});

describe('institution ranges are cached', () => {
  it('read once, kept until invalidated (or the time to live passes)', async () => {
    const db = t.database.db;
    const ranges = new InstitutionRanges(db, t.app.log, 60_000);
    const [org] = await db.select({ partyId: organizations.partyId, ipRanges: organizations.ipRanges }).from(organizations).where(ne(organizations.ipRanges, ''));
    expect(await ranges.institutionOf(CAMPUS)).toBe(org.partyId);
    expect(await ranges.institutionOf(OUTSIDE)).toBeNull();
    await db.update(organizations).set({ ipRanges: `${org.ipRanges},${OUTSIDE}` }).where(ne(organizations.ipRanges, ''));
    try {
      expect(await ranges.institutionOf(OUTSIDE)).toBeNull();
      ranges.invalidate();
      expect(await ranges.institutionOf(OUTSIDE)).toBe(org.partyId);
      expect(await new InstitutionRanges(db, t.app.log, 0).institutionOf(OUTSIDE)).toBe(org.partyId);
    } finally {
      await db.update(organizations).set({ ipRanges: org.ipRanges }).where(ne(organizations.ipRanges, ''));
    }
  });
});
