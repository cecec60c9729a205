import { useEffect, useState } from 'react';
import { hashKey, useQuery, type QueryKey } from '@tanstack/react-query';
import { useAppQueryClient } from './query-hooks';

/** Typing pause before a search call. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Cache settings of place searches (airport cities, train stations, coach cities): an answer is
 * kept for the page's life, so hot lists and repeated keywords are asked once per page load;
 * a failure is not kept (the next open asks again).
 */
export const PLACE_QUERY = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The answer of `search` for `key` (a keyword plus whatever else scopes it), asked `debounceMs`
 * after the key last changed, through the query cache (PLACE_QUERY); answers for older keys are
 * not shown and a failure gives an empty list. Used by the place pickers of every kind.
 */
export function usePlaceSearch<T>(
  key: QueryKey,
  search: () => Promise<T[]>,
  enabled: boolean,
  debounceMs: number,
): { items: T[]; loading: boolean } {
  const client = useAppQueryClient();
  const hash = hashKey(key);
  // the key whose typing pause has passed
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const id = window.setTimeout(() => setAsked(hash), debounceMs);
    return () => window.clearTimeout(id);
  }, [enabled, hash, debounceMs]);
  const ready = enabled && asked === hash;
  const q = useQuery({ queryKey: key, queryFn: search, enabled: ready, ...PLACE_QUERY }, client);
  return {
    items: ready && q.data ? q.data : [],
    loading: enabled && (!ready || q.isPending || q.isFetching),
  };
}
