import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode, type HotelOrderCreateBody, type HotelOrderCreateResult } from '@lvxing/shared';
import { payPath } from '@/components/booking/use-submit-order';
import { createHotelOrder } from '../api/create-hotel-order';

/** Where a placed order goes: its payment when something is paid now, else its detail. */
export function afterBooking(r: HotelOrderCreateResult): string {
  return r.payNowFen > 0
    ? payPath({ orderNo: r.orderNo })
    : `/orderDetail?${new URLSearchParams({ orderNo: r.orderNo })}`;
}

/** A price that moved since the page showed it (20004): the new total, and the body to send again. */
export interface PriceChange {
  totalFen: number;
  body: HotelOrderCreateBody;
}

/**
 * Sends a hotel booking once at a time, then goes on to its payment or its detail (replacing the
 * booking page). A new price (20004) waits for the member to confirm it (`priceChange`,
 * `confirmNewPrice`); no rooms left (20003) sets `soldOut`. Other failures stay on the form (the
 * API client has shown the server's message).
 */
export function useHotelBooking() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [soldOut, setSoldOut] = useState(false);

  const submit = async (body: HotelOrderCreateBody) => {
    if (submitting) return;
    setSubmitting(true);
    setPriceChange(null);
    try {
      navigate(afterBooking(await createHotelOrder(body)), { replace: true });
    } catch (e) {
      const { code, data } = e as { code?: number; data?: { totalFen?: unknown } };
      if (code === ErrorCode.HOTEL_PRICE_CHANGED && typeof data?.totalFen === 'number')
        setPriceChange({ totalFen: data.totalFen, body });
      if (code === ErrorCode.HOTEL_ROOMS_SOLD_OUT) setSoldOut(true);
    } finally {
      setSubmitting(false);
    }
  };

  const confirmNewPrice = () => {
    if (priceChange) void submit({ ...priceChange.body, expectedTotalFen: priceChange.totalFen });
  };

  return {
    submit,
    submitting,
    priceChange,
    confirmNewPrice,
    dismissPriceChange: () => setPriceChange(null),
    soldOut,
  };
}
