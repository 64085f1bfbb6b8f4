import { useEffect, type ReactNode } from 'react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App } from 'antd';
import { accessControlProvider, refreshAnswersOnAbilityChange } from '../providers/accessControl';
import { authProvider } from '../providers/auth';
import { dataProvider } from '../providers/data';
import { i18nProvider } from '../providers/i18n';
import { notificationProvider, registerToastInstances } from '../providers/notification';
import { refineResources } from '../providers/refineResources';
import { queryClient } from '../providers/queryClient';
import AdminApp from './AdminApp';

/** Hands the admin's `<App>` message and notification instances to the notification provider. */
function ToastBridge({ children }: { children: ReactNode }) {
  const { message, notification } = App.useApp();
  registerToastInstances({ message, notification });
  return <>{children}</>;
}

/**
 * Refine and everything it brings (its core, the resource declarations, zod, the dictionaries)
 * belong to the admin: this chunk loads on the first visit to /admin, never with the portal.
 * Refine shares the portal's react-query client, so both see the same cache.
 */
export default function AdminRoot() {
  useEffect(() => refreshAnswersOnAbilityChange(queryClient), []);
  return (
    <App>
      <ToastBridge>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          routerProvider={routerProvider}
          notificationProvider={notificationProvider}
          i18nProvider={i18nProvider}
          accessControlProvider={accessControlProvider}
          resources={refineResources}
          options={{ disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: queryClient } }}
        >
          <AdminApp />
        </Refine>
      </ToastBridge>
    </App>
  );
}
