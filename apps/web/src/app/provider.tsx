import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { setFeedbackLoader } from '@/lib/ui-bridge';

const FeedbackHost = lazy(() => import('./feedback-host'));

/**
 * The app's providers: antd's ConfigProvider (zh_CN) + `App` for message
 * and notification. antd's App is loaded right after the first paint (or at once when a toast
 * is asked for earlier), so the first page does not wait for it. dayjs gets its zh-cn locale
 * from `@/lib/dayjs`, imported wherever dates are used and by the antd provider.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [feedback, setFeedback] = useState(false);
  useEffect(() => {
    const load = () => setFeedback(true);
    setFeedbackLoader(load);
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(load);
  }, []);
  return (
    <>
      {children}
      {feedback && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
    </>
  );
}
