import type { NotificationProvider } from '@refinedev/core';
import { message } from 'antd';

/**
 * Refine notifications as antd messages (spec §8: success toasts show the server msg briefly).
 * Written here rather than taken from @refinedev/antd so the portal does not load the admin kit.
 */
export const notificationProvider: NotificationProvider = {
  open: ({ key, message: text, description, type }) => {
    const content = description ? `${text}：${description}` : text;
    if (type === 'success') void message.success({ key, content, duration: 1 });
    else if (type === 'error') void message.error({ key, content, duration: 3 });
    else void message.info({ key, content, duration: 2 });
  },
  close: (key) => message.destroy(key),
};
