import { useEffect } from 'react';
import { takeEarlyClick } from '@/lib/boot-handoff';

export { markAppListening } from '@/lib/boot-handoff';

/**
 * Rendered by the root layout next to the screen, inside the screen's Suspense boundary: once
 * that boundary has hydrated (the server's page was hydrated in more than one pass), clicks again
 * the button a visitor clicked before the app was up (a station field, a tab). The same node if
 * hydration kept it, else the one with its test id; nothing if it is gone (a member's 登录,
 * replaced by the member's menu). In the browser's own renders there is none to click.
 */
export function EarlyClickReplay(): null {
  useEffect(() => {
    const clicked = takeEarlyClick();
    if (!clicked) return;
    const testId = clicked.getAttribute('data-testid');
    const button = clicked.isConnected
      ? clicked
      : testId && document.querySelector(`[data-testid="${CSS.escape(testId)}"]`);
    if (button instanceof HTMLElement) button.click();
  }, []);
  return null;
}
