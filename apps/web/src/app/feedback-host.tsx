import { useLayoutEffect } from 'react';
import { App } from 'antd';
import { AntdProvider } from '@/components/antd-provider';
import { NOTIFICATION_DURATION_S, setUiBridge, TOAST_DURATION_S } from '@/lib/ui-bridge';

function Installer() {
  const { message, notification } = App.useApp();
  useLayoutEffect(
    () =>
      setUiBridge({
        toast: (kind, text, durationMs) =>
          void message.open({ type: kind, content: text, duration: durationMs / 1000 }),
        notify: (kind, title, description) => notification[kind]({ title, description }),
      }),
    [message, notification],
  );
  return null;
}

/** antd's `App`: message (3000 ms) and notification (4500 ms) through `App.useApp()`. */
export default function FeedbackHost() {
  return (
    <AntdProvider>
      <App
        component={false}
        message={{ duration: TOAST_DURATION_S, maxCount: 3 }}
        notification={{ duration: NOTIFICATION_DURATION_S, placement: 'topRight' }}
      >
        <Installer />
      </App>
    </AntdProvider>
  );
}
