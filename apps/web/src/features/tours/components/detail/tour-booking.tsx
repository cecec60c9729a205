import { useState } from 'react';
import type { TourDepartureView, TourDetail } from '@lvxing/shared';
import { monthsOf } from '../../lib/calendar-grid';
import type { Party } from '../../lib/party';
import { BookPanel } from './book-panel';
import { DepartureCalendar } from './departure-calendar';

interface TourBookingProps {
  tour: TourDetail;
  departures: readonly TourDepartureView[];
  loading: boolean;
  /** The month to open on (the search's), if it has departures. */
  initialMonth: string | null;
  picked: TourDepartureView | null;
  onPick: (date: string) => void;
}

/**
 * 选择团期: the departure calendar beside the party and its price (on a phone, one above the
 * other). Opens on the asked month if it has departures, else on the first month with a
 * departure on sale.
 */
export function TourBooking(props: TourBookingProps) {
  const months = monthsOf(props.departures);
  const [month, setMonth] = useState<string | null>(null);
  const [party, setParty] = useState<Party>({ adults: 2, children: [] });
  const firstOnSale = props.departures.find((d) => d.onSale)?.date.slice(0, 7);
  const asked =
    props.initialMonth && months.includes(props.initialMonth) ? props.initialMonth : null;
  const shown = month ?? asked ?? firstOnSale ?? months[0];
  return (
    <section id="tour-calendar" className="tv-booking" aria-labelledby="tour-calendar-title">
      <div className="card tv-booking__cal">
        <h2 id="tour-calendar-title" className="tv-section__title">
          选择团期
        </h2>
        {shown ? (
          <DepartureCalendar
            departures={props.departures}
            type={props.tour.type}
            months={months}
            month={shown}
            onMonth={setMonth}
            selected={props.picked?.date ?? null}
            onPick={props.onPick}
          />
        ) : (
          <p className="tv-hint">{props.loading ? '正在加载团期…' : '暂无可预订的团期'}</p>
        )}
        <p className="tv-hint">
          价格为每位成人的旅游费用；“已报N/M人”为已报名人数和最少成团人数，人数达到后即成团。
        </p>
      </div>
      <BookPanel
        productCode={props.tour.code}
        type={props.tour.type}
        dep={props.picked}
        party={party}
        onParty={setParty}
      />
    </section>
  );
}
