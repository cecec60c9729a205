import { useEffect, useState } from 'react';
import type { TicketType, TrainPriceDetail } from '@lvxing/shared';
import { getTrainPriceDetail } from '../api/get-price-detail';
import type { TrainJourneyRef } from '../lib/booking-url';

export const PRICE_DEBOUNCE_MS = 250;

/** The fares of the passengers' ticket types, asked again (debounced) whenever they change. */
export function useTrainPrice(journey: TrainJourneyRef, ticketTypes: TicketType[]) {
  const key = JSON.stringify({ journey, ticketTypes });
  const [state, setState] = useState<{ key: string; detail: TrainPriceDetail } | null>(null);
  useEffect(() => {
    let live = true;
    const { journey: j, ticketTypes: types } = JSON.parse(key) as {
      journey: TrainJourneyRef;
      ticketTypes: TicketType[];
    };
    const id = window.setTimeout(() => {
      getTrainPriceDetail(j, types).then(
        (detail) => live && setState({ key, detail }),
        () => undefined,
      );
    }, PRICE_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, [key]);
  // keep the last answer on screen while the next one loads
  return { detail: state?.detail ?? null, stale: state?.key !== key };
}
