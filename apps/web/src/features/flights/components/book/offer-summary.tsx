import { baggageText, CABIN_LABEL, type Flight, type VendorOffer } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { formatDiscount } from '@/components/money';
import { Price } from '@/components/price';
import { FeeRulesTable } from '../fee-rules';
import { AirlineLine, FlightTimes } from '../flight-times';

interface OfferSummaryProps {
  flight: Flight;
  offer: VendorOffer;
  /** 去程 / 返程 for a round trip. */
  legLabel?: string;
}

/** The chosen flight and offer: times, cabin, vendor, baggage, ticketing and the fee ladder. */
export function OfferSummary({ flight, offer, legLabel }: OfferSummaryProps) {
  return (
    <section className="card book-card offer-summary" data-testid="offer-summary">
      <header className="book-card__head">
        {legLabel && <span className="tag tag--flagship">{legLabel}</span>}
        <h2>
          {formatTravelDate(flight.local.dep.date)} {flight.dep.cityZh} → {flight.arr.cityZh}
        </h2>
      </header>
      <AirlineLine flight={flight} />
      <FlightTimes flight={flight} />
      <dl className="offer-summary__facts">
        <div>
          <dt>舱位</dt>
          <dd>
            {CABIN_LABEL[offer.cabin]} {offer.bookingClass}舱 · {formatDiscount(offer.discount)}
          </dd>
        </div>
        <div>
          <dt>供应商</dt>
          <dd>
            {offer.vendor.nameZh}
            {offer.vendor.kind === 'FLAGSHIP' && (
              <span className="tag tag--flagship">航司旗舰店</span>
            )}
          </dd>
        </div>
        <div>
          <dt>成人票价</dt>
          <dd>
            <Price fen={offer.adultFareFen} size="sm" />
          </dd>
        </div>
        <div>
          <dt>行李额</dt>
          <dd>{baggageText(offer.baggage)}</dd>
        </div>
        <div>
          <dt>出票</dt>
          <dd>支付后约 {offer.ticketingMinutes} 分钟出票</dd>
        </div>
      </dl>
      <details className="offer-summary__rules">
        <summary>退改签规则</summary>
        <FeeRulesTable offer={offer} />
      </details>
    </section>
  );
}

/**
 * The summaries of a booking's legs, labelled 去程 and 返程 for a round trip (the form's and its
 * server-rendered preview's).
 */
export function LegSummaries({ legs }: { legs: { flight: Flight; offer: VendorOffer }[] }) {
  const labels = legLabelsOf(legs.length);
  return legs.map((l, i) => (
    <OfferSummary
      key={l.offer.offerId}
      flight={l.flight}
      offer={l.offer}
      legLabel={labels[i] || undefined}
    />
  ));
}

/** The legs' labels (summaries, price lines): 去程 and 返程 for a round trip, none for one way. */
export function legLabelsOf(legCount: number): string[] {
  return legCount > 1 ? ['去程', '返程'] : [''];
}
