import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, signIn } from '../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { comments } from '../db/schema';
import { EDGE_MSG, hasBadText, isStorableText } from './edge';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** One raw HTTP/1.1 exchange over TCP (what inject cannot do: Node's own parser limits). */
function rawRequest(head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => {
      const [statusLine] = data.split('\r\n');
      resolve({ status: Number(statusLine.split(' ')[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
  });
}

describe('every answer under /api is the envelope', () => {
  it('a path segment over 100 characters: 414 with a numeric code', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/show/common/localHistory/${'1'.repeat(150)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 414, msg: EDGE_MSG.pathTooLong });
  });

  it('a bad %-sequence: 400 with a numeric code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/show/common/localHistory/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: EDGE_MSG.badUrl });
  });

  it('headers over the limit: 431 with a numeric code', async () => {
    const res = await rawRequest(`GET /api/show/dict/data/type/order_type HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ code: 431, msg: EDGE_MSG.headersTooLarge });
  });

  it('a malformed request line: 400 with a numeric code', async () => {
    const res = await rawRequest('GET /api/show/x HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 400, msg: EDGE_MSG.badRequest });
  });
});

describe('NUL and unpaired surrogates are refused at the edge', () => {
  it('in a list keyword, a search, a sign-in and a comment: 400 in Chinese, nothing written', async () => {
    const before = (await t.database.db.select({ id: comments.id }).from(comments)).length;
    // Writing a comment is a member's (declared access, 401 before the body is read): sent signed in.
    const member = { authorization: `Bearer ${await signIn(t.app, 'demo_member')}` };
    const cases = [
      t.app.inject({ method: 'GET', url: '/api/show/common/book/list?keyword=%00abc' }),
      // A lone surrogate cannot be percent-encoded as UTF-8; JSON can carry one as an escape.
      t.app.inject({ method: 'POST', url: '/api/show/es/list', headers: { 'content-type': 'application/json' }, payload: '{"keyword":"\\ud800x"}' }),
      t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: 'a\u0000b' } }),
      t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username: 'demo_member', password: 'x\u0000' } }),
      t.app.inject({
        method: 'POST',
        url: '/api/show/common/comment/add',
        headers: { 'content-type': 'application/json', ...member },
        payload: '{"type":1,"joinId":1,"content":"\\udc00孤"}',
      }),
      t.app.inject({ method: 'POST', url: '/api/show/common/comment/add', headers: member, payload: { type: 1, joinId: 1, ['k\u0000']: 'v' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: EDGE_MSG.badCharacters });
    }
    expect((await t.database.db.select({ id: comments.id }).from(comments)).length).toBe(before);
  });

  it('paired surrogates (emoji, rare CJK) are fine', async () => {
    expect(isStorableText('𠀀文库📚')).toBe(true);
    expect(hasBadText({ a: ['x', { b: '\ud83d' }] })).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: `/api/show/common/book/list?keyword=${encodeURIComponent('📚')}` });
    expect(res.json().code).toBe(200);
  });
});
