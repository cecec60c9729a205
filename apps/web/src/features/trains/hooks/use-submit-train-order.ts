import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TrainOrderCreateBody } from '@lvxing/shared';
import { createTrainOrder } from '../api/create-order';

/** Creates the order and goes to its payment (/ticket/pay?orderNo=…). */
export function useSubmitTrainOrder(onBooked: () => void) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const submit = async (body: TrainOrderCreateBody) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const { orderNo } = await createTrainOrder(body);
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
