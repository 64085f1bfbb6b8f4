import { useCallback, useEffect, useRef, useState } from 'react';
import { accountApi, type Captcha } from './api';

/** The image code (GET /captchaImage): loaded when `enabled`, refreshed on demand (single use). */
export function useCaptcha(enabled = true) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);
  const refresh = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const next = await accountApi.captcha();
      if (mine === seq.current) {
        setCaptcha(next);
        setError(null);
      }
    } catch (e) {
      if (mine === seq.current) setError((e as Error).message || '图形验证码加载失败');
    }
  }, []);
  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);
  return { captcha, uuid: captcha?.uuid ?? '', error, refresh };
}
