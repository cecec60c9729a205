import { useEffect, useRef } from 'react';
import { Drawer } from 'antd';
import type { Dayjs } from 'dayjs';
import { todayIso } from '@/lib/dayjs';
import { formatYuan } from '../money';
import { DATE_FORMAT, type DayMark } from './date-picker-field';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** The months from `min`'s to `max`'s, each as its first day. */
function monthsBetween(min: Dayjs, max: Dayjs): Dayjs[] {
  const months: Dayjs[] = [];
  for (let m = min.startOf('month'); !m.isAfter(max, 'month'); m = m.add(1, 'month'))
    months.push(m);
  return months;
}

/** What a day's button says to a screen reader: the day, its holiday and price. */
function dayLabel(day: Dayjs, mark: DayMark | undefined): string {
  const price = mark?.priceFen != null ? `，最低¥${formatYuan(mark.priceFen)}` : '';
  return `${day.format(DATE_FORMAT)}${mark?.holiday ? `，${mark.holiday}` : ''}${price}`;
}

function Month({
  first,
  value,
  min,
  max,
  marks,
  onPick,
}: {
  first: Dayjs;
  value: string | null;
  min: Dayjs;
  max: Dayjs;
  marks?: (date: string) => DayMark | undefined;
  onPick: (date: string) => void;
}) {
  const blanks = first.day();
  const days = Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day'));
  const today = todayIso();
  return (
    <section className="date-sheet__month" aria-label={first.format('YYYY年M月')}>
      <h3>{first.format('YYYY年M月')}</h3>
      <div className="date-sheet__grid">
        {Array.from({ length: blanks }, (_, i) => (
          <span key={`b${i}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const date = day.format('YYYY-MM-DD');
          const mark = marks?.(date);
          const off = day.isBefore(min, 'day') || day.isAfter(max, 'day');
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              className={date === value ? 'date-sheet__day is-on' : 'date-sheet__day'}
              aria-pressed={date === value}
              aria-label={dayLabel(day, mark)}
              disabled={off}
              onClick={() => onPick(date)}
            >
              <span>{date === today ? '今天' : day.date()}</span>
              {mark?.holiday && <small className="date-sheet__holiday">{mark.holiday}</small>}
              {!off && mark?.priceFen != null && (
                <small className="date-sheet__price">¥{formatYuan(mark.priceFen)}</small>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/**
 * The phone's calendar: a full-screen sheet of the months from `min` to `max`, one under the
 * other as mobile travel sites show them, each day with its holiday and lowest price where
 * known; the chosen month is scrolled into view, a tap picks the day and closes the sheet.
 */
export default function DateSheet({
  open,
  title,
  value,
  min,
  max,
  marks,
  footer,
  onPick,
  onClose,
}: {
  open: boolean;
  title: string;
  value: string | null;
  min: Dayjs;
  max: Dayjs;
  marks?: (date: string) => DayMark | undefined;
  footer?: React.ReactNode;
  onPick: (date: string) => void;
  onClose: () => void;
}) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const chosen = body.current?.querySelector<HTMLElement>('.date-sheet__day.is-on');
    chosen?.closest('section')?.scrollIntoView({ block: 'start' });
  }, [open]);
  return (
    <Drawer
      open={open}
      placement="bottom"
      size="100%"
      title={title}
      onClose={onClose}
      rootClassName="date-sheet"
      styles={{ body: { padding: 0 } }}
      footer={footer}
    >
      <div className="date-sheet__weekdays" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div ref={body} className="date-sheet__months">
        {monthsBetween(min, max).map((m) => (
          <Month
            key={m.format('YYYY-MM')}
            first={m}
            value={value}
            min={min}
            max={max}
            marks={marks}
            onPick={onPick}
          />
        ))}
      </div>
    </Drawer>
  );
}
