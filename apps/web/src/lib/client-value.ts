import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (today's date, the current year), rendered safely over
 * prerendered markup: while React hydrates the build-time HTML it renders `serverValue` (what the
 * prerender wrote), then re-renders with `read()`. Outside hydration `read()` is used at once.
 * Built on React's `useSyncExternalStore` server snapshot; `read` must return a stable
 * (primitive) value between calls.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

const hydrated = () => true;

/**
 * False while React hydrates server-rendered markup (and on the server), true otherwise: a page
 * rendered on the server for any visitor shows a neutral placeholder where the member's own data
 * will go (the server does not know who asks: the session is in the browser's storage), so a
 * member never sees a visitor's content for a moment. In the browser's own renders (a link
 * followed in the app) it is true from the first render.
 */
export function useHydrated(): boolean {
  return useClientValue(hydrated, false);
}
