import type { FlightPassengerInput } from '@lvxing/shared';
import type { ContactDraft } from '@/components/booking/contact';
import { useSubmitOrder, type Booked } from '@/components/booking/use-submit-order';
import { ui } from '@/lib/ui-bridge';
import { bookFlight } from '../api/book-flight';

/**
 * Books the outbound offer, then the return offer of a round trip (a second order: when it
 * fails, the outbound order is still paid first and the member is told to book the return again).
 */
async function bookLegs(
  offerIds: string[],
  passengers: FlightPassengerInput[],
  contact: ContactDraft,
): Promise<Booked> {
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
  return { orderNo: first.orderNo, next };
}

/** Books the legs and goes to payment: /ticket/pay?orderNo=…(&next=<return order>). */
export function useSubmitBooking(onBooked: () => void) {
  return useSubmitOrder(bookLegs, onBooked);
}
