import { useEffect, useState } from 'react';
import type { PriceDetail } from '@lvxing/shared';
import { getPriceDetail } from '../api/get-price-detail';

export interface Mix {
  adults: number;
  children: number;
  infants: number;
}

/** Price detail of each offer for the passenger mix, re-asked (debounced) whenever it changes. */
export function usePriceDetail(offerIds: string[], mix: Mix, valid: boolean) {
  const key = valid ? JSON.stringify({ offerIds, mix }) : null;
  const [state, setState] = useState<{ key: string; details: PriceDetail[] } | null>(null);
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    const { offerIds: ids, mix: m } = JSON.parse(key) as { offerIds: string[]; mix: Mix };
    const id = window.setTimeout(() => {
      Promise.all(ids.map((offerId) => getPriceDetail({ offerId, ...m }))).then(
        (details) => live && setState({ key, details }),
        () => undefined,
      );
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, [key]);
  // keep the last answer on screen while the next one loads
  return { details: state?.details ?? null, stale: state?.key !== key };
}
