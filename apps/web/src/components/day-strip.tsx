import { useEffect, useRef, useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { dayjs } from '@/lib/dayjs';
import { useHolidayMarks } from './date-field/use-holiday-marks';
import '@/styles/results.css';

interface DayStripProps {
  /** The day searched (YYYY-MM-DD). */
  date: string;
  /** First and last days that can be picked (the sale window). */
  min: string;
  max: string;
  onPick: (date: string) => void;
}

const DAYS = 7;
const iso = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** First day shown: the searched day in the middle, kept inside the window. */
export function stripStart(date: string, min: string, max: string): string {
  const latest = iso(dayjs(max).subtract(DAYS - 1, 'day'));
  const start = iso(dayjs(date).subtract(3, 'day'));
  if (start > latest) return latest < min ? min : latest;
  return start < min ? min : start;
}

/**
 * Seven days of the sale window around the searched day with weekday and holiday marks; a click
 * searches that day (train and coach results).
 */
export function DayStrip({ date, min, max, onPick }: DayStripProps) {
  const [start, setStart] = useState(() => stripStart(date, min, max));
  const [anchor, setAnchor] = useState(date);
  if (anchor !== date) {
    setAnchor(date);
    setStart(stripStart(date, min, max));
  }
  const days = Array.from({ length: DAYS }, (_, i) => iso(dayjs(start).add(i, 'day'))).filter(
    (d) => d <= max,
  );
  // holiday marks (the State Council's schedules) come in a moment after the strip
  const holidayMark = useHolidayMarks(min, max);
  const list = useRef<HTMLUListElement>(null);
  // narrow screens scroll the strip: keep the chosen day in view
  useEffect(() => {
    const ul = list.current;
    const active = ul?.querySelector<HTMLElement>('.is-active');
    if (ul && active) ul.scrollLeft = active.offsetLeft - (ul.clientWidth - active.offsetWidth) / 2;
  }, [date]);
  const shift = (n: number) => setStart(stripStart(iso(dayjs(start).add(n + 3, 'day')), min, max));
  const last = days[days.length - 1] ?? start;

  return (
    <div className="price-strip day-strip card" data-testid="day-strip">
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
          const active = d === date;
          const mark = holidayMark?.(d);
          return (
            <li key={d}>
              <button
                type="button"
                className={active ? 'price-strip__day is-active' : 'price-strip__day'}
                aria-pressed={active}
                onClick={() => onPick(d)}
                data-testid="day-strip-day"
              >
                <span className="price-strip__date">{dayjs(d).format('MM-DD')}</span>
                <span className="price-strip__price">
                  {dayjs(d).format('ddd')}
                  {mark && <em className={mark === '班' ? 'is-work' : undefined}>{mark}</em>}
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
        disabled={last >= max}
        onClick={() => shift(DAYS)}
      >
        <RightOutlined />
      </button>
    </div>
  );
}
