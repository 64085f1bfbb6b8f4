import { App } from 'antd';
import { useCallback } from 'react';

/** Spec §8 toasts: success shows the server msg for 800 ms; failures show the server msg. */
export function useAuthToast() {
  const { message } = App.useApp();
  return {
    success: useCallback((msg: string | undefined, fallback = '操作成功') => void message.success({ content: msg || fallback, duration: 0.8 }), [message]),
    error: useCallback((msg: string | undefined) => void message.error({ content: msg || '操作失败，请稍后重试', duration: 3 }), [message]),
    warning: useCallback((msg: string) => void message.warning({ content: msg, duration: 3 }), [message]),
  };
}
