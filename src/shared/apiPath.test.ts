import { describe, expect, it } from 'vitest';
import { apiUrl, DEFAULT_API_BASE, isDirectPath, NO_SHOW_MARKERS } from './apiPath';

describe('apiUrl (spec §7 URL rule)', () => {
  it.each(NO_SHOW_MARKERS.map((m) => [m]))('a path containing %s is served at base + path', (marker) => {
    const path = `${marker.endsWith('/') ? marker.slice(0, -1) : marker}/platform/x/list`;
    expect(isDirectPath(path)).toBe(true);
    expect(apiUrl(path)).toBe(`${DEFAULT_API_BASE}${path}`);
    expect(apiUrl(path)).not.toContain('/show');
  });

  it('a real login path gets no /show', () => {
    expect(apiUrl('/auth/wkapi/v1/platform/login/loginByPwd')).toBe('/api/auth/wkapi/v1/platform/login/loginByPwd');
    expect(apiUrl('/w_rl/wkapi/v2/platform/works/list')).toBe('/api/w_rl/wkapi/v2/platform/works/list');
    expect(apiUrl('/w_abm/ancient/list')).toBe('/api/w_abm/ancient/list');
  });

  it('every other path gets /show after the base', () => {
    expect(isDirectPath('/common/book/list')).toBe(false);
    expect(apiUrl('/common/book/list')).toBe('/api/show/common/book/list');
    expect(apiUrl('/es/getJournalList')).toBe('/api/show/es/getJournalList');
    expect(apiUrl('/first/pic/show')).toBe('/api/show/first/pic/show');
  });

  it('a path without a leading slash is normalised', () => {
    expect(apiUrl('common/totle')).toBe('/api/show/common/totle');
  });

  it('/show/dict/... is not given a second /show', () => {
    expect(apiUrl('/show/dict/data/type/law_status')).toBe('/api/show/dict/data/type/law_status');
    expect(apiUrl('/show/common/download?fileName=a.pdf')).toBe('/api/show/common/download?fileName=a.pdf');
  });

  it('a marker only counts as a marker: /authors is not /auth/', () => {
    expect(apiUrl('/common/authors/list')).toBe('/api/show/common/authors/list');
  });

  it('a custom base, with or without a trailing slash', () => {
    expect(apiUrl('/common/totle', 'https://lib.example.cn/prod-api/')).toBe('https://lib.example.cn/prod-api/show/common/totle');
    expect(apiUrl('/common/totle', 'https://lib.example.cn/prod-api')).toBe('https://lib.example.cn/prod-api/show/common/totle');
    expect(apiUrl('/auth/wkapi/v1/captchaImage', '/gw/')).toBe('/gw/auth/wkapi/v1/captchaImage');
    expect(apiUrl('/show/dict/data/type/pay_type', '/gw/')).toBe('/gw/show/dict/data/type/pay_type');
  });
});
