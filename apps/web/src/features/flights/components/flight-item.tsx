import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { CABIN_LABEL, type Cabin, type Flight } from '@lvxing/shared';
import { formatDiscount } from '@/components/money';
import { Price } from '@/components/price';
import { cabinOf } from '../lib/filter-sort';
import { AirlineLine, FlightTimes } from './flight-times';

interface FlightItemProps {
  flight: Flight;
  cabin: Cabin;
  expanded: boolean;
  onToggle: () => void;
  /** The vendor offers, shown when expanded. */
  children?: ReactNode;
}

/** One flight of the result list: airline, times, lowest price of the cabin, seats hint. */
export function FlightItem({ flight, cabin, expanded, onToggle, children }: FlightItemProps) {
  const summary = cabinOf(flight, cabin);
  const soldOut = !summary || summary.seatsLeft <= 0;
  return (
    <li
      className={expanded ? 'flight is-open' : 'flight'}
      data-testid="flight-item"
      data-flight-no={flight.flightNo}
    >
      <div
        className="flight__main"
        role="button"
        tabIndex={0}
        aria-expanded={expanded}
        onClick={onToggle}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onToggle())}
      >
        <AirlineLine flight={flight} />
        <FlightTimes flight={flight} />
        <div className="flight__price">
          {summary && <Price fen={summary.lowestPriceFen} from size="lg" />}
          <span className="flight__discount">
            {CABIN_LABEL[cabin]}
            {summary ? ` ${formatDiscount(summary.discount)}` : ''}
          </span>
          {soldOut ? (
            <span className="seats-hint seats-hint--out">已售罄</span>
          ) : (
            summary.seatsLeft <= 9 && <span className="seats-hint">剩{summary.seatsLeft}张</span>
          )}
        </div>
        <span className={soldOut ? 'flight__cta is-disabled' : 'flight__cta'}>
          {expanded ? (
            <>
              收起 <Icon svg={DownOutlined} className="icon-flip" />
            </>
          ) : (
            <>
              订票 <Icon svg={DownOutlined} />
            </>
          )}
        </span>
      </div>
      {expanded && children}
    </li>
  );
}
