import { useCallback, useEffect, useState } from 'react';

/**
 * Long result lists (hundreds of trains between two cities) render `step` rows at first and the
 * next `step` whenever the sentinel after the last row scrolls near the viewport (or 显示更多 is
 * clicked). A new `resetKey` (other filters or sort) starts again from the top.
 */
export function useProgressiveList<T>(items: T[], resetKey: string, step = 40) {
  const [count, setCount] = useState(step);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(step);
  }
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const more = items.length > count;
  const showMore = useCallback(() => setCount((c) => c + step), [step]);

  useEffect(() => {
    if (!sentinel || !more || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver((entries) => entries[0]?.isIntersecting && showMore(), {
      rootMargin: '600px 0px',
    });
    io.observe(sentinel);
    return () => io.disconnect();
  }, [sentinel, more, showMore, count]);

  return {
    visible: more ? items.slice(0, count) : items,
    more,
    showMore,
    sentinelRef: setSentinel,
  };
}
