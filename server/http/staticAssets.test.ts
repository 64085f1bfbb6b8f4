import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { IMMUTABLE_CACHE } from './staticAssets';

// A tiny stand-in for the Vite build, precompressed by the build plugin's own function.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `文库条目${i}`))};\n`;
const ASSET = '/assets/index-Ab12Cd34.js';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'wenku-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><html><head><title>文库</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`);
  writeFileSync(path.join(staticDir, ASSET), SCRIPT);
  writeFileSync(path.join(staticDir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  await precompressDir(staticDir);
  t = await makeTestApp({ seed: false, appOptions: { staticDir } });
});

afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('static assets: precompressed and cached', () => {
  it('a hashed asset goes out as brotli to a client that accepts it, cached as immutable', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('gzip to a client without brotli; the plain file to one that accepts neither', async () => {
    const gz = await get(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    for (const accept of [undefined, 'identity']) {
      const plain = await get(ASSET, accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    }
  });

  it('files outside assets/ are compressed but revalidate; index.html is never immutable', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['cache-control']).not.toContain('immutable');
    // Pages that exist on an empty database: a detail page of a missing item is a 404 (its served head).
    for (const url of ['/', '/journal', '/index.html']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
  });

  it('portal pages (sent by the not-found handler) go out compressed, and whole to a client that accepts neither', async () => {
    const plain = await get('/journal/1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    const br = await get('/journal/1', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/journal/1', 'gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('the compressed siblings are not URLs of their own', async () => {
    expect((await get(`${ASSET}.br`)).statusCode).toBe(404);
    expect((await get(`${ASSET}.gz`)).statusCode).toBe(404);
  });

});
