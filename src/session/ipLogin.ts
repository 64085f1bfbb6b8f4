/**
 * Spec §4/§8 IP login flags.
 * - tried (sessionStorage): the automatic IP / WeChat-key login runs once per browser session.
 * - not permitted (sessionStorage): the server answered 1101404 (this address is in no institution's ranges).
 * - opt-out (localStorage, kept across sign-outs): the user chose not to be signed in by IP automatically.
 */
export const IP_TRIED_KEY = 'ipLoginTried';
export const IP_NOT_PERMITTED_KEY = 'ipLoginNotPermitted';
export const IP_OPT_OUT_KEY = 'ipLoginOptOut';
/** Business code of "this address is not in any institution's ranges". */
export const CODE_IP_NOT_PERMITTED = 1101404;
export const MSG_IP_NOT_PERMITTED = '当前IP不在机构授权范围内';

const session = () => globalThis.sessionStorage;
const local = () => globalThis.localStorage;

export const ipFlags = {
  tried: () => session()?.getItem(IP_TRIED_KEY) === '1',
  markTried: () => session()?.setItem(IP_TRIED_KEY, '1'),
  clearTried: () => session()?.removeItem(IP_TRIED_KEY),
  notPermitted: () => session()?.getItem(IP_NOT_PERMITTED_KEY) === '1',
  markNotPermitted: () => session()?.setItem(IP_NOT_PERMITTED_KEY, '1'),
  optedOut: () => local()?.getItem(IP_OPT_OUT_KEY) === '1',
  setOptOut(on: boolean) {
    if (on) local()?.setItem(IP_OPT_OUT_KEY, '1');
    else local()?.removeItem(IP_OPT_OUT_KEY);
  },
};
