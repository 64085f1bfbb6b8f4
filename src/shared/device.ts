/** Spec §3/§4 device info. Pure: give it a user agent, get the classification. */
export type DeviceType = 'pc' | 'mobile' | 'ios' | 'android';
export type InAppEnv = 'wechat' | 'weibo' | 'qq';

export interface DeviceInfo {
  type: DeviceType;
  env?: InAppEnv;
  /** True when an in-app browser was detected: the page shows "open in browser" guidance. */
  masklayer: boolean;
  userAgent: string;
}

const MOBILE = /Android|webOS|iPhone|iPod|tablet|BlackBerry|Mobile/i;
const IOS = /iPhone|iPad|iPod/i;
const ANDROID = /Android/i;
const IN_APP: Array<[RegExp, InAppEnv]> = [
  [/MicroMessenger/i, 'wechat'],
  [/Weibo/i, 'weibo'],
  [/QQ\//i, 'qq'],
];

export function detectDevice(userAgent: string): DeviceInfo {
  const ua = userAgent ?? '';
  if (!MOBILE.test(ua)) return { type: 'pc', masklayer: false, userAgent: ua };
  const type: DeviceType = IOS.test(ua) ? 'ios' : ANDROID.test(ua) ? 'android' : 'mobile';
  if (type === 'ios' || type === 'android') {
    const hit = IN_APP.find(([re]) => re.test(ua));
    if (hit) return { type, env: hit[1], masklayer: true, userAgent: ua };
  }
  return { type, masklayer: false, userAgent: ua };
}

export const isDesktop = (device: DeviceInfo) => device.type === 'pc';

/** Internet Explorer below 10 is sent to the upgrade page (spec §2). */
export function isOldInternetExplorer(userAgent: string): boolean {
  const m = /MSIE (\d+)\./.exec(userAgent);
  return m !== null && Number(m[1]) < 10;
}
