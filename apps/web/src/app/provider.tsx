import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { setFeedbackLoader } from '@/lib/ui-bridge';

const FeedbackHost = lazy(() => import('./feedback-host'));

/**
 * The app's providers: antd's ConfigProvider (zh_CN) + `App` for message and notification.
 * antd's App is loaded when the first toast or notification is asked for (they wait in the
 * ui-bridge queue meanwhile), so a page that shows none never loads it. dayjs gets its zh-cn
 * locale from `@/lib/dayjs`, imported wherever dates are used and by the antd provider.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [feedback, setFeedback] = useState(false);
  useEffect(() => setFeedbackLoader(() => setFeedback(true)), []);
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
