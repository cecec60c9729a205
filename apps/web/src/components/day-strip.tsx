import { useState } from 'react';
import { dayjs } from '@/lib/dayjs';
import { useHolidayMarks } from './date-field/use-holiday-marks';
import { STRIP_DAYS as DAYS, StripFrame } from './strip-frame';
import '@/styles/results.css';

interface DayStripProps {
  /** The day searched (YYYY-MM-DD). */
  date: string;
  /** First and last days that can be picked (the sale window). */
  min: string;
  max: string;
  onPick: (date: string) => void;
}

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
  const shift = (n: number) => setStart(stripStart(iso(dayjs(start).add(n + 3, 'day')), min, max));
  const last = days[days.length - 1] ?? start;

  return (
    <StripFrame
      className="price-strip day-strip card"
      testId="day-strip"
      active={date}
      prevDisabled={start <= min}
      nextDisabled={last >= max}
      onShift={shift}
    >
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
    </StripFrame>
  );
}
