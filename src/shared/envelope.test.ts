import { describe, expect, it } from 'vitest';
import { CODE_OK, EnvelopeError, parseEnvelope, parsePage } from './envelope';

function thrown(fn: () => unknown): EnvelopeError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(EnvelopeError);
    return e as EnvelopeError;
  }
  throw new Error('expected an EnvelopeError');
}

describe('parseEnvelope', () => {
  it('returns a success envelope as is', () => {
    const body = { code: 200, msg: '操作成功', data: { list: [1, 2] } };
    const env = parseEnvelope<{ list: number[] }>(body);
    expect(env.code).toBe(CODE_OK);
    expect(env.msg).toBe('操作成功');
    expect(env.data?.list).toEqual([1, 2]);
  });

  it('accepts a success without data', () => {
    expect(parseEnvelope({ code: 200, msg: '操作成功' }).data).toBeUndefined();
  });

  it('a non-200 code throws with the server msg, code and body', () => {
    const body = { code: 401, msg: '登录状态已过期，请重新登录' };
    const err = thrown(() => parseEnvelope(body));
    expect(err.code).toBe(401);
    expect(err.message).toBe('登录状态已过期，请重新登录');
    expect(err.body).toBe(body);
  });

  it('a business code (1101404) is an error with its msg', () => {
    const err = thrown(() => parseEnvelope({ code: 1101404, msg: '当前IP不允许登录' }));
    expect(err.code).toBe(1101404);
    expect(err.message).toBe('当前IP不允许登录');
  });

  it('a non-200 code without msg gets a Chinese fallback', () => {
    const err = thrown(() => parseEnvelope({ code: 500 }));
    expect(err.code).toBe(500);
    expect(err.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it.each([[null], [undefined], ['<html>502 Bad Gateway</html>'], [[]], [{ msg: 'no code' }], [{ code: '200', msg: 'x' }], [42]])(
    'a malformed body (%j) is a 500 EnvelopeError with a Chinese msg',
    (body) => {
      const err = thrown(() => parseEnvelope(body));
      expect(err.code).toBe(500);
      expect(err.message).toMatch(/[\u4e00-\u9fa5]/);
    },
  );
});

describe('parsePage', () => {
  it('returns rows and total', () => {
    const page = parsePage<{ id: number }>({ code: 200, msg: '查询成功', rows: [{ id: 1 }, { id: 2 }], total: 27 });
    expect(page).toEqual({ code: 200, msg: '查询成功', rows: [{ id: 1 }, { id: 2 }], total: 27 });
  });

  it('a missing rows is an empty page, a missing total is the row count', () => {
    expect(parsePage({ code: 200, msg: '' })).toEqual({ code: 200, msg: '', rows: [], total: 0 });
    expect(parsePage({ code: 200, msg: 'ok', rows: [1, 2, 3] }).total).toBe(3);
  });

  it('a non-200 code throws with the server msg', () => {
    const err = thrown(() => parsePage({ code: 400, msg: '每页条数不能超过100条' }));
    expect(err.code).toBe(400);
    expect(err.message).toBe('每页条数不能超过100条');
  });

  it('a malformed body throws', () => {
    expect(thrown(() => parsePage('oops')).code).toBe(500);
  });
});
