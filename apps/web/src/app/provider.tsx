import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenSettledAndIdle } from '@/lib/idle';
import { createQueryScope, QueryScopeContext } from '@/lib/query-scope';
import { setFeedbackLoader } from '@/lib/ui-bridge';

/** antd's App for message and notification: a chunk of its own (app/feedback-host.tsx). */
export const loadFeedbackHost = () => import('./feedback-host');

/**
 * The app's providers: the server-state cache's scope (lib/query-scope.ts: the query library
 * itself comes with the screens that ask the server, not with this provider, so the home page's
 * first render does without it; every server render gets a cache of its own) and antd's
 * ConfigProvider (zh_CN) + `App` for message and notification.
 * antd's App is a chunk of its own, kept out of the first render: fetched (not rendered) a few
 * seconds after the page has loaded, when the browser is idle (lib/idle.ts), so that the spec's
 * error toasts (网络断开连接！) need no network; rendered when the first toast or notification is
 * asked for (they wait in the ui-bridge queue meanwhile). If it cannot be loaded, the bridge
 * shows them as plain toasts instead (lib/ui-bridge.ts): a failed chunk never becomes a page
 * error. dayjs gets its zh-cn locale from `@/lib/dayjs`, imported wherever dates are used and
 * by the antd provider.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  const [queryScope] = useState(createQueryScope);
  useEffect(() => {
    let mounted = true;
    setFeedbackLoader(() =>
      loadFeedbackHost().then((m) => {
        if (mounted) setHost(() => m.default);
      }),
    );
    const cancel = whenSettledAndIdle(() => void loadFeedbackHost().catch(() => undefined));
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return (
    <QueryScopeContext value={queryScope}>
      {children}
      {Host && <Host />}
    </QueryScopeContext>
  );
}
