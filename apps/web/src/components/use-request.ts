import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { dropPageData, pageDataFor } from '@/lib/page-data';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the fetcher again (same key). */
  reload: () => Promise<void>;
}

/**
 * Loads data for `key`: runs `fetcher` whenever the key changes (null: nothing to load). Answers
 * of an earlier key are dropped. The API client has already toasted any error. The first key's
 * answer comes from the page when the server put it there (lib/page-data.ts).
 *
 * An answer is rendered as a transition: React renders a long result list in slices and yields
 * to the browser between them (a tap or a scroll is not held up behind the list on a slow
 * phone), where an ordinary update would render it in one blocking task.
 */
export function useRequest<T>(key: string | null, fetcher: () => Promise<T>): RequestState<T> {
  // a server-rendered page may hold the first answer (lib/page-data.ts): rendered at once, not
  // asked for again
  const [seeded] = useState(() => (key === null ? null : pageDataFor(key)));
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>(() =>
    seeded ? { key, data: seeded.data as T } : { key: null },
  );
  const [loading, setLoading] = useState(key !== null && !seeded);
  const fromPage = useRef(seeded ? key : null);
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const current = useRef(key);
  current.current = key;

  const run = useCallback(async (k: string | null) => {
    if (k === null) return;
    setLoading(true);
    let answer: { key: string; data?: T; error?: unknown };
    try {
      answer = { key: k, data: await latest.current() };
    } catch (error) {
      answer = { key: k, error };
    }
    if (current.current !== k) return;
    startTransition(() => {
      setState(answer);
      setLoading(false);
    });
  }, []);

  useEffect(() => {
    if (key !== null && key === fromPage.current) {
      fromPage.current = null;
      dropPageData(key);
      return;
    }
    void run(key);
  }, [key, run]);

  const reload = useCallback(() => run(current.current), [run]);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    loading: key !== null && (loading || !fresh),
    reload,
  };
}
