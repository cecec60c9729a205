import { BookingTermsNote } from '@/components/booking/terms-note';
import { termsPath } from '@/lib/legal-paths';
import { useState } from 'react';
import type { Flight, VendorOffer } from '@lvxing/shared';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { usePassengerForm } from '../../hooks/use-passenger-form';
import { usePriceDetail } from '../../hooks/use-price-detail';
import { ContactCard } from '@/components/booking/contact-card';
import { contactErrors, type ContactDraft, type ContactErrors } from '@/components/booking/contact';
import { SubmitBar } from '@/components/booking/submit-bar';
import { loadSavedPassengers, rememberPassengers } from '@/lib/saved-passengers';
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

/** The booking form: legs, passengers, contact, live price and 提交订单. */
export function BookForm({ legs, passengerCount }: BookFormProps) {
  const mobile = useUserStore((s) => s.userInfo.mobile);
  const isMobile = useUserStore((s) => s.isMobile);
  const first = legs[0]!;
  const flightDate = first.flight.date;
  const form = usePassengerForm(flightDate, first.flight.international ? 'B' : '1', passengerCount);
  const [saved] = useState(() => loadSavedPassengers(mobile));
  const [contact, setContact] = useState<ContactDraft>({ name: '', mobile });
  const [contactShown, setContactShown] = useState<ContactErrors>({});
  const mix = passengerMix(form.drafts, flightDate);
  const mixProblem = mixError(mix);
  const price = usePriceDetail(
    legs.map((l) => l.offer.offerId),
    mix,
    !mixProblem,
  );
  const legLabels = legLabelsOf(legs.length);
  const { submit, submitting } = useSubmitBooking(() =>
    rememberPassengers(
      mobile,
      form.drafts.map(({ name, idType, idNo, birthDate }) => ({
        name: name.trim(),
        idType,
        idNo: idNo.trim().toUpperCase(),
        birthDate,
      })),
    ),
  );

  const onSubmit = () => {
    const passengersOk = form.validate();
    const cErrors = contactErrors(contact);
    setContactShown(cErrors);
    if (!passengersOk || mixProblem || Object.keys(cErrors).length) {
      ui.toast('warning', mixProblem ?? '请检查乘机人和联系人信息');
      document
        .querySelector('.has-error, .book-card__warn')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    void submit(
      legs.map((l) => l.offer.offerId),
      form.drafts.map((d) => toPassengerInput(d, flightDate)),
      contact,
    );
  };

  const panel = <PricePanel details={price.details} legLabels={legLabels} stale={price.stale} />;
  return (
    <div className="book container">
      <div className="book__main">
        <LegSummaries legs={legs} />
        <PassengerList form={form} flightDate={flightDate} saved={saved} mixError={mixProblem} />
        <ContactCard
          value={contact}
          errors={contactShown}
          onChange={setContact}
          note="出票及航班变动信息将通过短信通知联系人"
        />
        <BookingTermsNote
          links={[{ title: '《机票预订须知》', href: termsPath('flight') }]}
          rest="及所选报价的退改签规则"
        />
      </div>
      <SubmitBar
        isMobile={isMobile}
        totalFen={totalOf(price.details)}
        panel={panel}
        submitting={submitting}
        onSubmit={onSubmit}
      />
    </div>
  );
}
