import { useCallback, useEffect, useState } from 'react';

/** Rows rendered by the first task of a (re)started list: a phone's screenful and more. */
export const FIRST_SLICE = 5;
/** Rows added by each following task while a list fills up to its step. */
export const FILL_SLICE = 1;

/**
 * Long result lists (hundreds of trains between two cities) render `step` rows at first and the
 * next `step` whenever the sentinel after the last row scrolls near the viewport (or 显示更多 is
 * clicked). A new `resetKey` (other filters or sort) starts again from the top.
 *
 * The first `step` rows are not rendered in one task: the first FIRST_SLICE rows are, then
 * FILL_SLICE more per task (a macrotask each) until `step` — so that on a slow phone no single
 * task holds the main thread for the whole list (a tap or scroll waits for a slice at most).
 * React's transitions already slice the rendering of a long list, but not its commit: adding
 * all the rows' DOM nodes was still one task.
 */
export function useProgressiveList<T>(items: T[], resetKey: string, step = 40) {
  const [target, setTarget] = useState(step);
  const [count, setCount] = useState(Math.min(FIRST_SLICE, step));
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setTarget(step);
    setCount(Math.min(FIRST_SLICE, step));
  }
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const limit = Math.min(target, items.length);
  const filling = count < limit;
  const more = !filling && items.length > target;
  const showMore = useCallback(() => setTarget((t) => t + step), [step]);

  useEffect(() => {
    if (!filling) return undefined;
    const timer = setTimeout(() => setCount((c) => Math.min(c + FILL_SLICE, limit)));
    return () => clearTimeout(timer);
  }, [filling, count, limit]);

  useEffect(() => {
    if (!sentinel || !more || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver((entries) => entries[0]?.isIntersecting && showMore(), {
      rootMargin: '600px 0px',
    });
    io.observe(sentinel);
    return () => io.disconnect();
  }, [sentinel, more, showMore, target]);

  return {
    visible: items.length > count ? items.slice(0, count) : items,
    more,
    showMore,
    sentinelRef: setSentinel,
  };
}
