import { useState } from 'react';
import {
  CABIN_LABEL,
  checkedBaggageText,
  type Cabin,
  type Flight,
  type VendorOffer,
} from '@lvxing/shared';
import { formatDiscount } from '@/components/money';
import { Price } from '@/components/price';
import { TabButtons } from '@/components/tab-buttons';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { flightKeys } from '@/lib/query-keys';
import { getVendorPrices } from '../api/get-vendor-prices';
import { FeeRulesPopover } from './fee-rules-popover';

interface VendorOffersProps {
  flight: Flight;
  cabin: Cabin;
  bookText: string;
  onBook: (offer: VendorOffer, flight: Flight) => void;
}

function OfferRow({
  offer,
  bookText,
  onBook,
}: {
  offer: VendorOffer;
  bookText: string;
  onBook: () => void;
}) {
  const soldOut = offer.seatsLeft <= 0;
  return (
    <li className="offer" data-testid="vendor-offer">
      <div className="offer__vendor">
        <strong>{offer.vendor.nameZh}</strong>
        {offer.vendor.kind === 'FLAGSHIP' ? (
          <span className="tag tag--flagship">航司旗舰店</span>
        ) : (
          <span className="tag">代理商 {offer.vendor.rating.toFixed(1)}分</span>
        )}
      </div>
      <div className="offer__class">
        {CABIN_LABEL[offer.cabin]} {offer.bookingClass}舱 · {formatDiscount(offer.discount)}
      </div>
      <div className="offer__rules">
        <FeeRulesPopover offer={offer} />
        <span>
          手提 {offer.baggage.carryOnKg}kg · {checkedBaggageText(offer.baggage)}
        </span>
        <span>支付后约 {offer.ticketingMinutes} 分钟出票</span>
      </div>
      <div className="offer__tags">
        {offer.tags.map((t) => (
          <span key={t} className="tag tag--soft">
            {t}
          </span>
        ))}
      </div>
      <div className="offer__buy">
        <Price fen={offer.adultFareFen} size="lg" />
        {offer.seatsLeft > 0 && offer.seatsLeft <= 9 && (
          <span className="seats-hint">剩{offer.seatsLeft}张</span>
        )}
        <button
          type="button"
          className="btn btn--primary btn--sm"
          data-testid="book-button"
          disabled={soldOut}
          onClick={onBook}
        >
          {soldOut ? '已售罄' : bookText}
        </button>
      </div>
    </li>
  );
}

/** Every vendor's offer for one flight, by cabin (the searched cabin first). */
export default function VendorOffers({ flight, cabin, bookText, onBook }: VendorOffersProps) {
  const { data, loading, error } = useApiQuery(
    flightKeys.offers(flight.flightNo, flight.date),
    () =>
      getVendorPrices(
        { flightNo: flight.flightNo, date: flight.date },
        { silent: true, ...QUERY_REQUEST },
      ),
  );
  const [shown, setShown] = useState<Cabin>(cabin);
  if (loading) return <div className="offers offers--hint">正在查询报价…</div>;
  if (error || !data) return <div className="offers offers--hint">报价加载失败，请稍后重试</div>;
  const cabins = [...new Set(data.offers.map((o) => o.cabin))];
  const current = cabins.includes(shown) ? shown : (cabins[0] ?? cabin);
  const offers = data.offers
    .filter((o) => o.cabin === current)
    .sort((a, b) => a.adultFareFen - b.adultFareFen);
  return (
    <div className="offers" data-testid="vendor-offers">
      {cabins.length > 1 && (
        <TabButtons
          className="offers__cabins"
          label="舱位"
          tabs={cabins.map((c) => ({ value: c, label: CABIN_LABEL[c] }))}
          value={current}
          onChange={setShown}
        />
      )}
      {offers.length ? (
        <ul className="offers__list">
          {offers.map((o) => (
            <OfferRow
              key={o.offerId}
              offer={o}
              bookText={bookText}
              onBook={() => onBook(o, data.flight)}
            />
          ))}
        </ul>
      ) : (
        <p className="offers--hint">该舱位暂无报价</p>
      )}
    </div>
  );
}
