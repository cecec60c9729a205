import { useEffect } from 'react';
import type { OrderState } from '@lvxing/shared';
import { getOrderDetail } from '../api/get-order-detail';

export const TICKETING_POLL_MS = 2500;

/** While the order is 出票中, asks its state every 2.5 s (silently) and calls `onChange` once it moves. */
export function useTicketingPoll(
  orderNo: string,
  state: OrderState | undefined,
  onChange: () => void,
) {
  useEffect(() => {
    if (state !== 'TICKETING') return undefined;
    let stopped = false;
    let timer: number | undefined;
    const tick = async () => {
      try {
        const d = await getOrderDetail(orderNo, { silent: true });
        if (stopped) return;
        if (d.state !== state) {
          stopped = true;
          onChange();
          return;
        }
      } catch {
        // keep trying
      }
      if (!stopped) timer = window.setTimeout(tick, TICKETING_POLL_MS);
    };
    timer = window.setTimeout(tick, TICKETING_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderNo, state, onChange]);
}
