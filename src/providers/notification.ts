import type { NotificationProvider } from '@refinedev/core';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The antd instances toasts go through: the static ones by default (the portal), the admin's
 * `<App>` context ones once the admin mounts (so they follow the admin's theme and locale).
 */
const toasts: { message: Pick<MessageInstance, 'success' | 'error' | 'info' | 'destroy'>; notification: Pick<NotificationInstance, 'error' | 'destroy'> | null; admin: boolean } = {
  message,
  // The portal never shows notifications: antd's static one stays out of its first load.
  notification: null,
  admin: false,
};

/** Called by the admin root with `App.useApp()`'s instances. */
export function registerToastInstances(instances: { message: MessageInstance; notification: NotificationInstance }): void {
  toasts.message = instances.message;
  toasts.notification = instances.notification;
  toasts.admin = true;
}

/**
 * Refine notifications as antd toasts (spec §8: success toasts show the server msg briefly —
 * 600–1000 ms). In the admin, failures stay longer, as a notification with its own close button,
 * so a refused save can be read; the portal keeps its short error toasts. Written here rather than taken from @refinedev/antd so the portal does not
 * load the admin kit.
 */
export const notificationProvider: NotificationProvider = {
  open: ({ key, message: text, description, type }) => {
    if (type === 'success') void toasts.message.success({ key, content: description ? `${text}：${description}` : text, duration: 1 });
    else if (type === 'error' && toasts.notification) toasts.notification.error({ key, message: text, description, duration: 4.5 });
    else if (type === 'error') void toasts.message.error({ key, content: description ? `${text}：${description}` : text, duration: 3 });
    else void toasts.message.info({ key, content: description ? `${text}：${description}` : text, duration: 2 });
  },
  close: (key) => {
    toasts.message.destroy(key);
    toasts.notification?.destroy(key);
  },
};
