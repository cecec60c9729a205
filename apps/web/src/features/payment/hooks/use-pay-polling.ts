import { useEffect, useRef } from 'react';
import { getPayState, type PayStateAnswer } from '../api/get-pay-state';

export const PAY_POLL_MS = 2000;

/**
 * Asks the pay state every 2 s while `active`; stops on unmount, when inactive, and once the
 * answer is paid or closed (then calls `onDone`). One call at a time; failures keep polling.
 */
export function usePayPolling(
  orderNo: string | null,
  active: boolean,
  onDone: (answer: PayStateAnswer) => void,
): void {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!orderNo || !active) return undefined;
    let stopped = false;
    let timer: number | undefined;
    const tick = async () => {
      try {
        const answer = await getPayState(orderNo);
        if (stopped) return;
        if (answer.status === 'paid' || answer.status === 'closed') {
          stopped = true;
          done.current(answer);
          return;
        }
      } catch {
        // a network hiccup: try again on the next tick
      }
      if (!stopped) timer = window.setTimeout(tick, PAY_POLL_MS);
    };
    timer = window.setTimeout(tick, PAY_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderNo, active]);
}
