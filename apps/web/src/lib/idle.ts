/**
 * How long after the load event the page is left alone first: its own start-up work (hydration
 * in slices, the first answers) is done, and work started then no longer competes with it.
 * Lighthouse (mobile preset, medians of 3, `/` and `/train`): a prefetch of the toast chunk at
 * the first idle moment after the load event raised TBT to 217 / 254 ms (74 / 105 without it);
 * after this delay TBT was 13 / 57 ms (0 / 87 without it, the same machine minutes later).
 */
export const SETTLE_MS = 3000;
/** How long an idle callback may wait for the browser to become idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has loaded (the `load` event), settled ({@link SETTLE_MS}) and the
 * browser is idle, so that work it starts (a prefetch) holds up neither the start-up nor a tap.
 * @returns a function that cancels it.
 */
export function whenSettledAndIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelStep = () => window.cancelIdleCallback?.(id);
    } else {
      task();
    }
  };
  const settle = () => {
    const id = setTimeout(whenIdle, SETTLE_MS);
    cancelStep = () => clearTimeout(id);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', settle);
    cancelStep();
  };
}
