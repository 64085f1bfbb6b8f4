import { useContext, useMemo, type ReactNode } from 'react';
// antd's own context behind `App.useApp()`: every existing `App.useApp()` call reads what we provide.
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import useNotification from 'antd/es/notification/useNotification';

type ModalApi = useAppProps['modal'];
type ModalKind = 'confirm' | 'info' | 'success' | 'error' | 'warning';

/**
 * `modal.*` loads antd's Modal on first use (the portal uses none today). A static call: it does not
 * read the ConfigProvider's theme, which is acceptable for a dialog nobody opens on the first screen.
 */
const lazyModal = Object.fromEntries(
  (['confirm', 'info', 'success', 'error', 'warning'] as ModalKind[]).map((kind) => [
    kind,
    (config: Parameters<ModalApi[ModalKind]>[0]) => {
      const opened = import('antd/es/modal').then((m) => m.default[kind](config));
      return {
        destroy: () => void opened.then((r) => r.destroy()),
        update: (next: Parameters<ModalApi[ModalKind]>[0]) => void opened.then((r) => r.update(next)),
        then: (resolve: (confirmed: boolean) => void) => opened.then(() => resolve(false)),
      };
    },
  ]),
) as unknown as ModalApi;

/**
 * What antd's `<App>` gives (`App.useApp()`: message, notification, modal) without importing `App`,
 * whose Modal hook brings rc-dialog, the Form context and Button into the first load.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const value = useMemo(() => ({ message, notification, modal: lazyModal }), [message, notification]);
  return (
    <AppContext.Provider value={value}>
      {messageHolder}
      {notificationHolder}
      {children}
    </AppContext.Provider>
  );
}

/** `App.useApp()` for modules on the first screen (importing antd's `App` would bring its Modal). */
export const useFeedback = () => useContext(AppContext);
