import { useCallback, useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS } from '../../shared/validation';

/** Spec §4 SMS countdown: `start()` disables for 60 s, counting down each second. */
export function useCountdown(seconds: number = SMS_RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => {
    setStarted(true);
    setLeft(seconds);
  }, [seconds]);
  return { left, running: left > 0, started, start };
}
