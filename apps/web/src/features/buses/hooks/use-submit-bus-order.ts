import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BusOrderCreateBody } from '@lvxing/shared';
import { createBusOrder } from '../api/create-order';

/** Creates the order and goes to its payment (/ticket/pay?orderNo=…). */
export function useSubmitBusOrder(onBooked: () => void) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (body: BusOrderCreateBody) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const { orderNo } = await createBusOrder(body);
      onBooked();
      navigate(`/ticket/pay?${new URLSearchParams({ orderNo })}`, { replace: true });
    } catch {
      // the API client has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
