import { useEffect, useState } from 'react';

/** Typing pause before a search call. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The answer of `search` for `key` (a keyword plus whatever else scopes it), asked `debounceMs`
 * after the key last changed; answers for older keys are dropped and failures give an empty list.
 * Used by the place pickers of every kind (airport cities, train stations, coach cities).
 */
export function useSearchList<T>(
  key: string,
  search: () => Promise<T[]>,
  enabled: boolean,
  debounceMs: number,
) {
  const [result, setResult] = useState<{ key: string; items: T[] } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const id = window.setTimeout(() => {
      search().then(
        (items) => live && setResult({ key, items }),
        () => live && setResult({ key, items: [] }),
      );
    }, debounceMs);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
    // the key names the search
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key, debounceMs]);
  const fresh = result?.key === key;
  return { items: fresh ? result.items : [], loading: enabled && !fresh };
}

/**
 * Wraps a search call with a per-keyword promise cache (failures are not kept), so hot lists and
 * repeated keywords are asked once per page load.
 */
export function cachedSearch<T>(fetch: (keyword: string) => Promise<T[]>) {
  const cache = new Map<string, Promise<T[]>>();
  const run = (keyword: string): Promise<T[]> => {
    const key = keyword.trim().toLowerCase();
    let hit = cache.get(key);
    if (!hit) {
      hit = fetch(keyword.trim());
      hit.catch(() => cache.delete(key));
      cache.set(key, hit);
    }
    return hit;
  };
  return Object.assign(run, { clear: () => cache.clear() });
}
