import { useCallback, useContext, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { hashKey, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useHydrated } from './client-value';
import { dropPageData, pageDataFor } from './page-data';
import { browserQueryClient, createQueryClient } from './query-client';
import { QueryScopeContext } from './query-scope';

/**
 * The query client of this render tree: the page's one client in the browser, the render's own
 * on the server (lib/query-scope.ts). Works without the app's provider in the browser (tests).
 */
export function useAppQueryClient(): QueryClient {
  const scope = useContext(QueryScopeContext);
  if (typeof window !== 'undefined') return browserQueryClient();
  if (!scope) throw new Error('a server render needs the app provider (app/provider.tsx)');
  return scope.client(createQueryClient);
}

export interface ApiQueryState<T> {
  data: T | undefined;
  error: unknown;
  /** Asking (first answer, a reload or a refetch), or an answer not rendered yet. */
  loading: boolean;
  /** Asks again (same key). */
  reload: () => Promise<void>;
}

export interface ApiQueryOptions<T> {
  /** The page data key of the first answer (lib/page-data.ts), if the server may send it. */
  pageKey?: string;
  /** Polling: ms, or false to stop (given the answer so far). */
  refetchInterval?: number | false | ((data: T | undefined) => number | false);
  /** How long an answer counts as fresh (default 0: a new mount asks again). */
  staleTime?: number;
  /** How long an unused answer is kept (0: never shown again after its page is gone). */
  gcTime?: number;
  /** Polls go on while the tab is hidden. */
  refetchIntervalInBackground?: boolean;
  /** false: never asked again after a failure (a read with side effects). */
  retry?: false;
}

const IDLE_KEY = ['idle'] as const;
const noFetch = () => Promise.reject(new Error('no key'));

/**
 * Server state for `key` (null: nothing to load), from `fetcher` through the query cache. The
 * answer shown is the current key's only (an earlier key's is never shown for a later one), and
 * a failed ask shows no data, as with any answer. The API client has already toasted any error.
 *
 * A server-rendered page may hold the first answer (`pageKey`, lib/page-data.ts): it is rendered
 * at once and not asked for again; it is used once, for this mount (not kept after it, nor when
 * the key comes back), so it is never shown later when it may have changed. It seeds the cache
 * in the browser's own renders only: the server's render and the hydration render it as it is
 * (a server render never writes an answer into a cache another render could read).
 *
 * An answer is rendered as a deferred value: React renders a long result list in slices and
 * yields to the browser between them (a tap or a scroll is not held up behind the list on a
 * slow phone), where the cache's own update would render it in one blocking task.
 */
export function useApiQuery<T>(
  key: QueryKey | null,
  fetcher: () => Promise<T>,
  options: ApiQueryOptions<T> = {},
): ApiQueryState<T> {
  const client = useAppQueryClient();
  const hash = key ? hashKey(key) : null;
  const [seed, setSeed] = useState(() => {
    const page = key && options.pageKey ? pageDataFor(options.pageKey) : null;
    return page ? { hash, data: page.data as T } : null;
  });
  // the key moved on: the page's answer is spent
  if (seed && seed.hash !== hash) setSeed(null);
  const seeded = seed !== null && seed.hash === hash;
  // rendered from the page as it came, the cache untouched: on the server and while hydrating
  const hydrated = useHydrated();
  const fromPage = seeded && !hydrated;
  useEffect(() => {
    if (options.pageKey && seeded) dropPageData(options.pageKey);
  }, [options.pageKey, seeded]);

  const { refetchInterval, refetchIntervalInBackground, retry } = options;
  const q = useQuery<T>(
    {
      queryKey: key ?? IDLE_KEY,
      queryFn: key ? fetcher : noFetch,
      enabled: key !== null && !fromPage,
      ...(seeded && !fromPage ? { initialData: seed.data, staleTime: Infinity, gcTime: 0 } : {}),
      ...(!seeded && options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
      ...(!seeded && options.gcTime !== undefined ? { gcTime: options.gcTime } : {}),
      refetchInterval:
        typeof refetchInterval === 'function'
          ? (query) => refetchInterval(query.state.data)
          : refetchInterval,
      refetchIntervalInBackground,
      ...(retry === false ? { retry } : {}),
    },
    client,
  );
  const failed = q.status === 'error';
  const data = fromPage ? seed.data : failed ? undefined : q.data;
  const error = failed ? q.error : undefined;
  const answer = useMemo(() => ({ hash, data, error }), [hash, data, error]);
  const shown = useDeferredValue(answer);
  const fresh = shown.hash === hash;
  const { refetch } = q;
  const active = key !== null;
  const reload = useCallback(async () => {
    if (active) await refetch();
  }, [active, refetch]);
  return {
    data: fresh ? shown.data : undefined,
    error: fresh ? shown.error : undefined,
    loading: key !== null && !fromPage && (q.isPending || q.isFetching || shown !== answer),
    reload,
  };
}
