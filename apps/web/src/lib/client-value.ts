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
