import { useState } from 'react';
import { useNavigate } from 'react-router';

/** What a booking opened: the order to pay, and the one to pay after it (a round trip's return). */
export interface Booked {
  orderNo: string;
  next?: string | null;
}

/** The payment page of a booking: /ticket/pay?orderNo=…(&next=…). */
export function payPath({ orderNo, next }: Booked): string {
  const q = new URLSearchParams({ orderNo });
  if (next) q.set('next', next);
  return `/ticket/pay?${q}`;
}

/**
 * Sends a booking once at a time (`book`: the kind's order call), then `onBooked` and on to its
 * payment, replacing the booking page in the history. A failed call stays on the form (the API
 * client has shown the server's message).
 */
export function useSubmitOrder<A extends unknown[]>(
  book: (...args: A) => Promise<Booked>,
  onBooked: () => void,
) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (...args: A) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const booked = await book(...args);
      onBooked();
      navigate(payPath(booked), { replace: true });
    } catch {
      // the API client has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
