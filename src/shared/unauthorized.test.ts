import { describe, expect, it } from 'vitest';
import { isExemptFrom401, shouldEndSessionOn401, UNAUTHORIZED_EXEMPT_ITEMS } from './unauthorized';

describe('401 handling (spec §8)', () => {
  it.each(UNAUTHORIZED_EXEMPT_ITEMS.map((i) => [i]))('a request containing %s is exempt', (item) => {
    const requestPath = `/api/show${item}?itemId=3&type=1`;
    expect(isExemptFrom401(requestPath)).toBe(true);
    expect(shouldEndSessionOn401('/usercenter', requestPath)).toBe(false);
    expect(shouldEndSessionOn401('/', requestPath)).toBe(false);
  });

  it('covers the seven exempt items of the spec', () => {
    expect(UNAUTHORIZED_EXEMPT_ITEMS).toHaveLength(7);
    expect(isExemptFrom401('/api/auth/wkapi/v1/platform/login/getInfo')).toBe(true);
  });

  it('a normal request is not exempt and ends the session', () => {
    expect(isExemptFrom401('/api/show/order/list')).toBe(false);
    expect(isExemptFrom401('/api/show/collect/getCollect?type=1')).toBe(false);
    expect(shouldEndSessionOn401('/usercenter', '/api/show/order/list')).toBe(true);
    expect(shouldEndSessionOn401('/', '/api/show/member/getMemberInfo')).toBe(true);
  });

  it('a 401 on /login never ends the session', () => {
    expect(shouldEndSessionOn401('/login', '/api/show/order/list')).toBe(false);
    expect(shouldEndSessionOn401('/login', '/api/auth/wkapi/v1/platform/login/loginByPwd')).toBe(false);
    expect(shouldEndSessionOn401('/login/org', '/api/show/member/getMemberInfo')).toBe(false);
  });

  it('a page whose path merely starts with "login" is not the login page', () => {
    expect(shouldEndSessionOn401('/loginhelp', '/api/show/order/list')).toBe(true);
  });
});
