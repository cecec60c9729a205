import type { Flight, VendorOffer } from '@lvxing/shared';
import { BookLayout } from '@/components/booking/book-layout';
import { useBookingCheckout } from '@/components/booking/use-booking-checkout';
import { useBookingRules } from '@/components/booking-rules';
import { termsPath } from '@/lib/legal-paths';
import { useNavArea } from '../../hooks/use-nav-area';
import { usePassengerForm } from '../../hooks/use-passenger-form';
import { usePriceDetail } from '../../hooks/use-price-detail';
import { useSubmitBooking } from '../../hooks/use-submit-booking';
import { mixError, passengerMix, toPassengerInput } from '../../lib/passenger-draft';
import { LegSummaries, legLabelsOf } from './offer-summary';
import { PassengerList } from './passenger-list';
import { PricePanel, totalOf } from './price-panel';

export interface Leg {
  flight: Flight;
  offer: VendorOffer;
}

interface BookFormProps {
  legs: Leg[];
  passengerCount: number;
}

const terms = {
  links: [{ title: '《机票预订须知》', href: termsPath('flight') }],
  rest: '及所选报价的退改签规则',
};

/** The booking form: legs, passengers, contact, live price and 提交订单. */
export function BookForm({ legs, passengerCount }: BookFormProps) {
  // the passenger types follow the server's ages (lib/passenger-type.ts), re-rendered once served
  useBookingRules('flight');
  const checkout = useBookingCheckout();
  const first = legs[0]!;
  const flightDate = first.flight.date;
  const international = first.flight.international;
  useNavArea(international);
  const form = usePassengerForm({
    flightDate,
    lastDate: legs.at(-1)!.flight.date,
    international,
    initialCount: passengerCount,
    canKeep: checkout.canKeep,
  });
  const mix = passengerMix(form.drafts, flightDate);
  const mixProblem = mixError(mix);
  const price = usePriceDetail(
    legs.map((l) => l.offer.offerId),
    mix,
    !mixProblem,
  );
  const { submit, submitting } = useSubmitBooking(() => checkout.remember(form.drafts));

  const onSubmit = () => {
    if (!checkout.ready(form.validate(), mixProblem, '乘机人')) return;
    void submit(
      legs.map((l) => l.offer.offerId),
      form.drafts.map((d) => toPassengerInput(d, flightDate, international)),
      checkout.contact,
    );
  };

  return (
    <BookLayout
      checkout={checkout}
      contactNote="出票及航班变动信息将通过短信通知联系人"
      terms={terms}
      totalFen={totalOf(price.details)}
      panel={
        <PricePanel
          details={price.details}
          legLabels={legLabelsOf(legs.length)}
          stale={price.stale}
        />
      }
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <LegSummaries legs={legs} />
      <PassengerList
        form={form}
        flightDate={flightDate}
        saved={checkout.saved}
        international={international}
        mixError={mixProblem}
      />
    </BookLayout>
  );
}
