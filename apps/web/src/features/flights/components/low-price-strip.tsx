import { useEffect, useRef, useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Cabin } from '@lvxing/shared';
import { getFlightCalendar } from '@/components/flight-search/flight-calendar';
import { formatYuan } from '@/components/money';
import { useRequest } from '@/components/use-request';
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

const DAYS = 7;

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
  const key = `${from}-${to}-${cabin}-${start}`;
  const { data } = useRequest(key, () =>
    getFlightCalendar({ from, to, startDate: start, days: DAYS, cabin }),
  );
  const days =
    data ??
    Array.from({ length: DAYS }, (_, i) => ({
      date: dayjs(start).add(i, 'day').format('YYYY-MM-DD'),
      lowestPriceFen: null,
      holiday: null,
      isWorkday: true,
    }));
  const list = useRef<HTMLUListElement>(null);
  // narrow screens scroll the strip: keep the chosen day in view
  useEffect(() => {
    const ul = list.current;
    const active = ul?.querySelector<HTMLElement>('.is-active');
    if (ul && active) ul.scrollLeft = active.offsetLeft - (ul.clientWidth - active.offsetWidth) / 2;
  }, [date, data]);
  const cheapest = Math.min(...days.map((d) => d.lowestPriceFen ?? Infinity));
  const shift = (n: number) => {
    const next = dayjs(start).add(n, 'day').format('YYYY-MM-DD');
    setStart(next < min ? min : next);
  };

  return (
    <div className="price-strip card" data-testid="price-strip">
      <button
        type="button"
        className="price-strip__nav"
        aria-label="前一周"
        disabled={start <= min}
        onClick={() => shift(-DAYS)}
      >
        <LeftOutlined />
      </button>
      <ul className="price-strip__days" ref={list}>
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
      </ul>
      <button
        type="button"
        className="price-strip__nav"
        aria-label="后一周"
        onClick={() => shift(DAYS)}
      >
        <RightOutlined />
      </button>
    </div>
  );
}
