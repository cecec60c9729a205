import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode, type TourBookBody } from '@lvxing/shared';
import { payPath } from '@/components/booking/use-submit-order';
import { createTourOrder } from './book-api';

/** A total that moved since the page showed it (25004): the new total and the body to resend. */
export interface TourPriceChange {
  totalFen: number;
  body: TourBookBody;
}

/**
 * Sends a tour booking once at a time, then `onBooked` and on to its payment (replacing the
 * booking page). A new total (25004) waits for the member to confirm it; a departure closed or
 * short of places (25002, 25003) sets `unavailable` to the server's message, shown with a way
 * back to the calendar. Other refusals stay on the form (the API client has shown them).
 */
export function useTourBooking(onBooked: () => void) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [priceChange, setPriceChange] = useState<TourPriceChange | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);

  const submit = async (body: TourBookBody) => {
    if (submitting) return;
    setSubmitting(true);
    setPriceChange(null);
    try {
      const booked = await createTourOrder(body);
      onBooked();
      navigate(payPath({ orderNo: booked.orderNo }), { replace: true });
    } catch (e) {
      const { code, data, message } = e as {
        code?: number;
        data?: { totalFen?: unknown };
        message?: string;
      };
      if (code === ErrorCode.TOUR_PRICE_CHANGED && typeof data?.totalFen === 'number')
        setPriceChange({ totalFen: data.totalFen, body });
      if (code === ErrorCode.TOUR_SOLD_OUT || code === ErrorCode.TOUR_DEPARTURE_CLOSED)
        setUnavailable(message || '该团期不可预订，请选择其他出发日期');
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
    unavailable,
  };
}

export type TourBooking = ReturnType<typeof useTourBooking>;
