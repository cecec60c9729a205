import { useState } from 'react';
import type { TourDepartureView, TourDetail } from '@lvxing/shared';
import { contactInput } from '@/components/booking/contact';
import { useBookingCheckout } from '@/components/booking/use-booking-checkout';
import type { TourParty } from './book-query';
import { tourPrice } from './tour-price';
import { returnDateOf } from './tour-summary';
import { permitOkIn, travellerInput, travellerListError } from './tour-traveller';
import { useTourBooking } from './use-tour-booking';
import { useTravellers } from './use-travellers';

/**
 * The state of a tour booking form: the party (its changes refit the travellers' places), the
 * travellers, the contact, 旅游意外险 (null until chosen), the contract accepted, the price of
 * all that now, and `submit`: everything checked and shown, then the booking sent with the
 * total shown as `expectedTotalFen`.
 */
export function useTourBookForm(
  product: TourDetail,
  departure: TourDepartureView,
  asked: TourParty,
) {
  const checkout = useBookingCheckout();
  const [party, setParty] = useState<TourParty>(asked);
  const [insurance, setInsurance] = useState<boolean | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [sent, setSent] = useState(false);
  const trip = {
    date: departure.date,
    returnDate: returnDateOf(departure.date, product.days),
    outbound: product.scope === 'OUTBOUND',
    permitOk: permitOkIn(product.region),
  };
  const travellers = useTravellers(party, trip);
  const booking = useTourBooking(() => checkout.remember(travellers.drafts));
  const price = tourPrice(departure, party, product.scope, insurance);
  const listError = travellerListError(travellers.drafts);

  const changeParty = (next: TourParty) => {
    travellers.refit(party, next);
    setParty(next);
  };

  const submit = () => {
    setSent(true);
    const ok = travellers.validate() && insurance !== null && accepted;
    if (!checkout.ready(ok, listError, '出游人、意外险选择、合同确认')) return;
    void booking.submit({
      productCode: product.code,
      date: departure.date,
      ...party,
      travellers: travellers.drafts.map((d) => travellerInput(d, trip)),
      contact: contactInput(checkout.contact),
      insurance: insurance === true,
      acceptContract: true,
      expectedTotalFen: price.totalFen,
    });
  };

  return {
    checkout,
    party,
    changeParty,
    trip,
    travellers,
    listError,
    booking,
    price,
    insurance,
    setInsurance,
    accepted,
    setAccepted,
    sent,
    submit,
  };
}
