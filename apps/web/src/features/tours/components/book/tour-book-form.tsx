import { lazy, Suspense } from 'react';
import { TOUR_INSURANCE_FEN, type TourDepartureView, type TourDetail } from '@lvxing/shared';
import { ContactCard } from '@/components/booking/contact-card';
import { SubmitBar } from '@/components/booking/submit-bar';
import { BookingTermsNote } from '@/components/booking/terms-note';
import { termsPath } from '@/lib/legal-paths';
import type { TourBookAsked } from './book-query';
import { ContractCard } from './contract-card';
import { InsuranceCard } from './insurance-card';
import { PartyCard } from './party-card';
import { TourPricePanel } from './tour-price-panel';

import { TourSummary } from './tour-summary';
import { TravellerList } from './traveller-list';
import { useTourBookForm } from './use-tour-book-form';

// asked only after a refused booking (25002–25004): loaded then, not with the form
const BookingProblems = lazy(() => import('./booking-problems'));

/** 旅游预订须知 (features/legal). */
const terms = [{ title: '《旅游预订须知》', href: termsPath('tour') }];

interface TourBookFormProps {
  product: TourDetail;
  departure: TourDepartureView;
  asked: TourBookAsked;
}

/**
 * 跟团游 填写订单: the product and departure, the party, a traveller per place, the contact,
 * 旅游意外险, the contract accepted, the price and 提交订单 (then the pay page).
 */
export function TourBookForm({ product, departure, asked }: TourBookFormProps) {
  const f = useTourBookForm(product, departure, asked.party);
  const { checkout, booking, party } = f;
  return (
    <div className="book container tb">
      <div className="book__main">
        <TourSummary product={product} departure={departure} />
        {(booking.priceChange || booking.unavailable) && (
          <Suspense fallback={null}>
            <BookingProblems booking={booking} productCode={product.code} />
          </Suspense>
        )}
        <PartyCard
          party={party}
          prices={departure}
          left={departure.left}
          onChange={f.changeParty}
        />
        <TravellerList
          form={f.travellers}
          trip={f.trip}
          saved={checkout.saved}
          canKeep={checkout.canKeep}
          warning={f.listError}
        />
        <ContactCard
          value={checkout.contact}
          errors={checkout.contactShown}
          onChange={checkout.setContact}
          note="出团通知、集合信息及成团结果将通过短信通知联系人"
        />
        <InsuranceCard
          value={f.insurance}
          unitFen={TOUR_INSURANCE_FEN[product.scope]}
          travellers={party.adults + party.children.length}
          error={f.sent && f.insurance === null}
          onChange={f.setInsurance}
        />
        <ContractCard
          product={product}
          accepted={f.accepted}
          error={f.sent && !f.accepted}
          onChange={f.setAccepted}
        />
        <BookingTermsNote links={terms} />
      </div>
      <SubmitBar
        isMobile={checkout.isMobile}
        totalFen={f.price.totalFen}
        panel={<TourPricePanel {...f.price} insuranceOpen={f.insurance === null} />}
        submitting={booking.submitting}
        onSubmit={f.submit}
      />
    </div>
  );
}
