import { Link, useSearchParams } from 'react-router';
import { termsPath, type TermsKind } from '@/lib/legal-paths';
import { LegalDocument } from '../components/legal-document';
import { BUS_TERMS } from '../content/bus-terms';
import { CAR_TERMS } from '../content/car-terms';
import { FLIGHT_TERMS } from '../content/flight-terms';
import { HOTEL_TERMS } from '../content/hotel-terms';
import { TOUR_TERMS } from '../content/tour-terms';
import { TRAIN_TERMS } from '../content/train-terms';
import type { LegalDoc } from '../content/types';

const TERMS: Record<TermsKind, { tab: string; doc: LegalDoc }> = {
  flight: { tab: '机票', doc: FLIGHT_TERMS },
  train: { tab: '火车票', doc: TRAIN_TERMS },
  bus: { tab: '汽车票', doc: BUS_TERMS },
  hotel: { tab: '酒店', doc: HOTEL_TERMS },
  tour: { tab: '旅游', doc: TOUR_TERMS },
  car: { tab: '租车', doc: CAR_TERMS },
};

/** The kind of terms `?type=` asks for (机票 when absent or unknown). */
export function termsKindOf(type: string | null): TermsKind {
  return type !== null && Object.hasOwn(TERMS, type) ? (type as TermsKind) : 'flight';
}

/** /bookingTerms?type=flight|train|bus|hotel|tour|car: 机票、火车票（退改签）、汽车票、酒店、旅游 or 租车预订须知. */
export default function BookingTermsPage() {
  const [params] = useSearchParams();
  const kind = termsKindOf(params.get('type'));
  const nav = (
    <nav className="legal__tabs" aria-label="预订须知">
      {(Object.keys(TERMS) as TermsKind[]).map((k) => (
        <Link key={k} to={termsPath(k)} aria-current={k === kind ? 'page' : undefined}>
          {TERMS[k].tab}
        </Link>
      ))}
    </nav>
  );
  return <LegalDocument doc={TERMS[kind].doc} nav={nav} />;
}
