import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('JSON answers over 1 kB are compressed', () => {
  const LIST = '/api/show/common/book/list?pageSize=20';

  it('brotli when the client accepts it, and the body is the same envelope', async () => {
    const plain = await get(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(LIST, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // Compressed whole and sent with its length, not streamed in chunks.
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers['transfer-encoding']).toBeUndefined();
  });

  it('gzip for a client without brotli', async () => {
    const gz = await get(LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).code).toBe(200);
  });

  it('a small answer goes out as it is', async () => {
    const small = await get('/api/show/common/route/check?path=/', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });
  });
});

describe('an answer with an ETag is compressed once per ETag and encoding', () => {
  /** A stand-alone app: a route whose ETag stays while its text changes, which only a memo by ETag would not notice. */
  it('the same ETag is served the bytes compressed first; another ETag or encoding is compressed afresh', async () => {
    const { default: Fastify } = await import('fastify');
    const { compressAnswers } = await import('./compressedBody');
    const app = Fastify();
    compressAnswers(app);
    let calls = 0;
    app.get('/page', async (req, reply) => {
      calls++;
      const etag = (req.query as { v?: string }).v ?? 'a';
      return reply.type('text/html; charset=utf-8').header('ETag', `W/"${etag}"`).send(`<p>${`answer ${calls} `.repeat(200)}</p>`);
    });
    try {
      const read = async (url: string, encoding: string) => {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding']).toBe(encoding);
        return (encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString('utf8');
      };
      const first = await read('/page', 'br');
      expect(first).toContain('answer 1 ');
      expect(await read('/page', 'br')).toBe(first);
      expect(calls).toBe(2);
      expect(await read('/page', 'gzip')).toContain('answer 3 ');
      expect(await read('/page?v=b', 'br')).toContain('answer 4 ');
      // Without an encoding the text goes out as made.
      expect((await app.inject({ method: 'GET', url: '/page' })).body).toContain('answer 5 ');
    } finally {
      await app.close();
    }
  });
});
