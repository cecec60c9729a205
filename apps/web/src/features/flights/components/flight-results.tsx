import type { Flight, FlightSearchResult, VendorOffer } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import type { FlightQuery } from '@/components/flight-search/search-query';
import { parseOfferId } from '../lib/offer-id';
import { FlightList } from './flight-list';
import { LowPriceStrip } from './low-price-strip';
import { TripSteps } from './trip-steps';

interface FlightResultsProps {
  query: FlightQuery;
  result: FlightSearchResult;
  /** Offer chosen for the outbound leg of a round trip (then the return list shows). */
  outOffer: string | null;
  isMobile: boolean;
  onPickDate: (leg: 'outbound' | 'inbound', date: string) => void;
  onBook: (offer: VendorOffer, flight: Flight) => void;
  onReselect: () => void;
}

/** The leg being chosen: its route title, day strip, filters and flights. */
export function FlightResults(props: FlightResultsProps) {
  const { query, result, outOffer, isMobile, onPickDate, onBook, onReselect } = props;
  const roundTrip = query.trip === 'RT' && result.inbound !== null;
  const step = roundTrip && outOffer ? 'inbound' : 'outbound';
  const leg = step === 'inbound' && result.inbound ? result.inbound : result.outbound;
  const ref = parseOfferId(outOffer);
  const outFlight = ref
    ? result.outbound.flights.find((f) => f.flightNo === ref.flightNo)
    : undefined;
  const outPrice =
    ref && outFlight
      ? (outFlight.cabins.find((c) => c.cabin === ref.cabin)?.lowestPriceFen ?? null)
      : null;

  return (
    <div className="fresults">
      {roundTrip && (
        <TripSteps
          step={step}
          outbound={ref ? { ref, flight: outFlight, priceFen: outPrice } : null}
          onReselect={onReselect}
        />
      )}
      <h2 className="fresults__title" data-testid="leg-title">
        {roundTrip && (
          <span className="tag tag--flagship">{step === 'inbound' ? '返程' : '去程'}</span>
        )}
        {leg.from.nameZh} → {leg.to.nameZh}
        <small>{formatTravelDate(leg.date)}</small>
      </h2>
      <LowPriceStrip
        key={step}
        from={leg.from.code}
        to={leg.to.code}
        date={leg.date}
        cabin={query.cabin}
        min={step === 'inbound' ? query.date : undefined}
        onPick={(d) => onPickDate(step, d)}
      />
      <FlightList
        key={`${step}-${leg.date}-${leg.from.code}-${leg.to.code}`}
        leg={leg}
        cabin={query.cabin}
        isMobile={isMobile}
        bookText={roundTrip && step === 'outbound' ? '选为去程' : '预订'}
        onBook={onBook}
      />
    </div>
  );
}
