import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFeedback } from '../feedback';
import { runAutoLogin, WECHAT_KEY_PARAM, type AutoLoginOutcome } from '../../providers/autoLogin';
import { SAML_KEY_PARAM } from '../../resources/saml';

let started = false;

/**
 * `<html data-auto-login="…">`: how the automatic login of this page load ended (wechat, ip,
 * refreshed, none, failed). Absent while it runs, so a test can wait for the decision instead of
 * waiting some time and hoping nothing happens after.
 */
function markAutoLogin(kind: AutoLoginOutcome['kind'] | 'failed'): void {
  document.documentElement.dataset.autoLogin = kind;
  settle();
}

let settled = false;
let settle: () => void = () => undefined;
/** Resolves once this page load's automatic login has ended, however it ended (the route gate waits for it). */
export const autoLoginSettled = new Promise<void>((resolve) => {
  settle = () => {
    settled = true;
    resolve();
  };
});
export const isAutoLoginSettled = () => settled;

/** Runs the spec §4 automatic login once per page load (mounted by the header's UserArea). */
export function useAutoLogin(): void {
  const { message } = useFeedback();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (started) return;
    started = true;
    const params = new URLSearchParams(location.search);
    const samlHandOver = location.hash.includes(`${SAML_KEY_PARAM}=`);
    if (params.has(WECHAT_KEY_PARAM) || samlHandOver) {
      // A one-time key does not stay in the address bar (nor in a bookmark of it).
      params.delete(WECHAT_KEY_PARAM);
      const rest = params.toString();
      navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: samlHandOver ? '' : location.hash }, { replace: true });
    }
    void runAutoLogin(location.search, location.pathname, location.hash).then((outcome) => {
      markAutoLogin(outcome.kind);
      if (outcome.kind !== 'wechat' && outcome.kind !== 'saml') return; // the IP attempt is silent
      if (outcome.result.success) void message.success({ content: outcome.result.msg || '登录成功', duration: 0.8 });
      else void message.warning(outcome.result.msg || (outcome.kind === 'saml' ? '学校统一身份认证登录失败，请重试' : '微信登录失败，请重试'));
    }, () => markAutoLogin('failed'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
