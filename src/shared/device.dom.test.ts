import { describe, expect, it } from 'vitest';
import { detectDevice, isOldInternetExplorer } from './device';

const UA = {
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipadMobile: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  webos: 'Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2 (KHTML, like Gecko) Version/1.0 Safari/532.2 Pre/1.0',
  blackberry: 'Mozilla/5.0 (BlackBerry; U; BlackBerry 9800; en) AppleWebKit/534.1+ (KHTML, like Gecko) Version/6.0.0.337 Mobile Safari/534.1+',
  wechatIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  weiboAndroid: 'Mozilla/5.0 (Linux; Android 13; V2049A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0 Mobile Safari/537.36 Weibo (vivo-V2049A__weibo__13.9.0__android__android13)',
  qqAndroid: 'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0 Mobile Safari/537.36 QQ/8.9.28.10155 V1_AND_SQ',
  wechatWebos: 'Mozilla/5.0 (webOS/1.4.0) Mobile MicroMessenger/8.0',
};

describe('detectDevice (spec §4)', () => {
  it('desktop agents are pc with no in-app env', () => {
    for (const ua of [UA.windowsChrome, UA.mac]) expect(detectDevice(ua)).toEqual({ type: 'pc', masklayer: false, userAgent: ua });
  });
  it('iPhone and iPad are ios; Android is android', () => {
    expect(detectDevice(UA.iphone).type).toBe('ios');
    expect(detectDevice(UA.ipadMobile).type).toBe('ios');
    expect(detectDevice(UA.android).type).toBe('android');
  });
  it('other mobile agents (webOS, BlackBerry) are plain mobile', () => {
    expect(detectDevice(UA.webos).type).toBe('mobile');
    expect(detectDevice(UA.blackberry).type).toBe('mobile');
  });
  it('in-app browsers on ios/android set env and masklayer, checked WeChat, Weibo, QQ in that order', () => {
    expect(detectDevice(UA.wechatIos)).toMatchObject({ type: 'ios', env: 'wechat', masklayer: true });
    expect(detectDevice(UA.weiboAndroid)).toMatchObject({ type: 'android', env: 'weibo', masklayer: true });
    expect(detectDevice(UA.qqAndroid)).toMatchObject({ type: 'android', env: 'qq', masklayer: true });
    expect(detectDevice(`${UA.qqAndroid} MicroMessenger/8.0`).env).toBe('wechat');
  });
  it('in-app detection applies only to ios and android', () => {
    const d = detectDevice(UA.wechatWebos);
    expect(d.type).toBe('mobile');
    expect(d.env).toBeUndefined();
    expect(d.masklayer).toBe(false);
  });
  it('keeps the user agent string', () => {
    expect(detectDevice(UA.android).userAgent).toBe(UA.android);
  });
});

describe('isOldInternetExplorer (spec §2)', () => {
  it('IE 6-9 are old, IE 10 and others are not', () => {
    expect(isOldInternetExplorer('Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)')).toBe(true);
    expect(isOldInternetExplorer('Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)')).toBe(true);
    expect(isOldInternetExplorer('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)')).toBe(false);
    expect(isOldInternetExplorer(UA.windowsChrome)).toBe(false);
  });
});
