import { useState } from 'react';
import type { Cabin } from '@lvxing/shared';
import { getFlightCalendar } from '@/components/flight-search/flight-calendar';
import { formatYuan } from '@/components/money';
import { STRIP_DAYS as DAYS, StripFrame } from '@/components/strip-frame';
import { useApiQuery } from '@/lib/query-hooks';
import { flightKeys } from '@/lib/query-keys';
import { dayjs, todayIso } from '@/lib/dayjs';

interface LowPriceStripProps {
  from: string;
  to: string;
  date: string;
  cabin: Cabin;
  /** Earliest day that can be picked (today, or the outbound date for the return leg). */
  min?: string;
  onPick: (date: string) => void;
}

function startFor(date: string, min: string): string {
  const start = dayjs(date).subtract(3, 'day').format('YYYY-MM-DD');
  return start < min ? min : start;
}

/** Seven days around the chosen date with the lowest price and holiday of each; click re-searches. */
export function LowPriceStrip({
  from,
  to,
  date,
  cabin,
  min = todayIso(),
  onPick,
}: LowPriceStripProps) {
  const [start, setStart] = useState(() => startFor(date, min));
  const [anchor, setAnchor] = useState(date);
  if (anchor !== date) {
    setAnchor(date);
    setStart(startFor(date, min));
  }
  const body = { from, to, startDate: start, days: DAYS, cabin };
  const { data } = useApiQuery(flightKeys.calendar(body), () => getFlightCalendar(body));
  const days =
    data ??
    Array.from({ length: DAYS }, (_, i) => ({
      date: dayjs(start).add(i, 'day').format('YYYY-MM-DD'),
      lowestPriceFen: null,
      holiday: null,
      isWorkday: true,
    }));
  const cheapest = Math.min(...days.map((d) => d.lowestPriceFen ?? Infinity));
  const shift = (n: number) => {
    const next = dayjs(start).add(n, 'day').format('YYYY-MM-DD');
    setStart(next < min ? min : next);
  };

  return (
    <StripFrame
      className="price-strip card"
      testId="price-strip"
      active={date}
      content={data}
      prevDisabled={start <= min}
      onShift={shift}
    >
      {days.map((d) => {
        const active = d.date === date;
        const cls = [
          'price-strip__day',
          active && 'is-active',
          d.lowestPriceFen === cheapest && 'is-low',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={d.date}>
            <button
              type="button"
              className={cls}
              aria-pressed={active}
              onClick={() => onPick(d.date)}
              data-testid="price-strip-day"
            >
              <span className="price-strip__date">
                {dayjs(d.date).format('MM-DD ddd')}
                {d.holiday && (
                  <em className={d.holiday === '班' ? 'is-work' : undefined}>{d.holiday}</em>
                )}
              </span>
              <span className="price-strip__price">
                {d.lowestPriceFen == null
                  ? data
                    ? '--'
                    : '…'
                  : `¥${formatYuan(d.lowestPriceFen)}`}
              </span>
            </button>
          </li>
        );
      })}
    </StripFrame>
  );
}
