import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FlightPassengerInput } from '@lvxing/shared';
import type { ContactDraft } from '@/components/booking/contact';
import { ui } from '@/lib/ui-bridge';
import { bookFlight } from '../api/book-flight';

/**
 * Books the outbound offer, then the return offer of a round trip (a second order), and goes to
 * payment: /ticket/pay?orderNo=…(&next=<return order>).
 */
export function useSubmitBooking(onBooked: () => void) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (
    offerIds: string[],
    passengers: FlightPassengerInput[],
    contact: ContactDraft,
  ) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const body = { passengers, contact: { name: contact.name.trim(), mobile: contact.mobile } };
      const first = await bookFlight({ offerId: offerIds[0]!, ...body });
      let next: string | null = null;
      if (offerIds[1]) {
        try {
          next = (await bookFlight({ offerId: offerIds[1], ...body })).orderNo;
        } catch {
          ui.toast('warning', '返程订单未能提交，请先支付去程订单后重新预订返程');
        }
      }
      onBooked();
      const q = new URLSearchParams({ orderNo: first.orderNo });
      if (next) q.set('next', next);
      navigate(`/ticket/pay?${q}`, { replace: true });
    } catch {
      // the API client has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
