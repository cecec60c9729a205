/**
 * The app's server-state cache (TanStack Query) and its defaults. Every call still goes through
 * the one axios instance (lib/api-client.ts: token header, loading overlay, envelope, error
 * catalogue); the cache adds keys, deduplication, invalidation, polling and retries of reads.
 */
import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ApiError, RequestOptions } from './api-client';
import { ui } from './ui-bridge';

/** How many times a failed read is asked again (transport failures only). */
export const READ_RETRIES = 1;
/** The pause before a read is asked again. */
export const READ_RETRY_DELAY_MS = 1000;
/** HTTP statuses a second try may get past: a gateway or an instance that is restarting. */
const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * The request options of every query function: a transport failure is toasted once, by the
 * cache, after the last try (not once per try), with the error catalogue's text.
 */
export const QUERY_REQUEST: RequestOptions = { deferTransportToast: true };

function asApiError(error: unknown): ApiError | null {
  return error instanceof Error && error.name === 'ApiError' ? (error as ApiError) : null;
}

/**
 * Whether a failed read is asked again: only a transport failure whose toast the cache holds
 * (QUERY_REQUEST), never a business error of the envelope (it is an answer), a timeout (the
 * spec's 200 s already passed) or an offline browser (网络断开连接！ is shown at once).
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const e = asApiError(error);
  if (!e?.deferredToast || failureCount >= READ_RETRIES) return false;
  if (e.kind === 'network') return navigator.onLine;
  return e.kind === 'http' && RETRYABLE_STATUSES.includes(e.code);
}

/** Shows a transport failure the API client left to the cache (after the last try). */
function toastDeferred(error: unknown): void {
  const e = asApiError(error);
  if (e?.deferredToast) ui.toast('error', e.message);
}

/**
 * A client with the site's defaults: no refetch when the window regains focus or the network
 * comes back (a booking page never changes under the visitor's hands), queries run whatever the
 * browser thinks of the network (offline, the call fails with 网络断开连接！ as the spec says,
 * instead of waiting silently), reads retried per `shouldRetryRead`, writes never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastDeferred }),
    mutationCache: new MutationCache({ onError: toastDeferred }),
    defaultOptions: {
      queries: {
        networkMode: 'always',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: shouldRetryRead,
        retryDelay: READ_RETRY_DELAY_MS,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/**
 * A member's orders and payments: asked anew on every visit of a page (an unused answer is not
 * kept), so a page never opens on an order state that may have moved on meanwhile.
 */
export const MEMBER_QUERY = { gcTime: 0 } as const;

// An answer reaches the components in the task it arrived in, as a plain promise's would (the
// library's default waits for a timer first): no extra delay before a result list renders.
notifyManager.setScheduler(queueMicrotask);

let browserClient: QueryClient | undefined;

/** The page's one client in the browser (created on first use). */
export function browserQueryClient(): QueryClient {
  return (browserClient ??= createQueryClient());
}
