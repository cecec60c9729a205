import type { TourDepartureView, TourTypeCode } from '@lvxing/shared';
import { formatYuan } from '@/components/money';
import { departureStatus, monthLabel, monthWeeks, placesText } from '../../lib/calendar-grid';
import './departure-calendar.css';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

interface CalendarProps {
  departures: readonly TourDepartureView[];
  type: TourTypeCode;
  months: readonly string[];
  month: string;
  onMonth: (month: string) => void;
  selected: string | null;
  onPick: (date: string) => void;
}

/** One day of the grid: its departure's price, places and group line, or an empty day. */
function DayCell(props: {
  date: string;
  dep: TourDepartureView | undefined;
  type: TourTypeCode;
  selected: boolean;
  onPick: (date: string) => void;
}) {
  const { date, dep } = props;
  const day = Number(date.slice(8));
  if (!dep) return <span className="tv-cal__day is-empty">{day}</span>;
  const status = departureStatus(dep, props.type);
  return (
    <button
      type="button"
      className={`tv-cal__day${dep.formed && dep.onSale ? ' is-formed' : ''}`}
      aria-pressed={props.selected}
      aria-label={`${date}${dep.peak ? ` ${dep.peak}` : ''} 成人¥${formatYuan(dep.adultFen)} ${placesText(dep)} ${status}`}
      disabled={!dep.onSale}
      data-testid={`tour-date-${date}`}
      onClick={() => props.onPick(date)}
    >
      <span className="tv-cal__num">
        {day}
        {dep.peak && <em className="tv-cal__peak">{dep.peak}</em>}
      </span>
      <span className="tv-cal__price">¥{formatYuan(dep.adultFen)}</span>
      <span className={dep.left > 9 ? 'tv-cal__left is-plenty' : 'tv-cal__left'}>
        {dep.onSale ? placesText(dep) : ''}
      </span>
      <span className="tv-cal__status">
        {status.startsWith('已报') ? (
          <>
            <span className="tv-cal__word">已报</span>
            {status.slice(2)}
          </>
        ) : (
          status
        )}
      </span>
    </button>
  );
}

/**
 * The departure calendar, a month at a time: each departure with its adult price, places left
 * and 成团进度 (or 已成团); a departure not on sale (full, past its 截止报名, or a group that will
 * not form) cannot be picked.
 */
export function DepartureCalendar(props: CalendarProps) {
  const byDate = new Map(props.departures.map((d) => [d.date, d]));
  return (
    <div className="tv-cal">
      <div className="tv-cal__months" role="group" aria-label="出发月份">
        {props.months.map((m) => (
          <button
            key={m}
            type="button"
            className="tv-chip"
            aria-pressed={m === props.month}
            onClick={() => props.onMonth(m)}
          >
            {monthLabel(m)}
          </button>
        ))}
      </div>
      <div className="tv-cal__grid" role="group" aria-label={`${monthLabel(props.month)}团期`}>
        {WEEKDAYS.map((w) => (
          <span key={w} className="tv-cal__weekday" aria-hidden>
            {w}
          </span>
        ))}
        {monthWeeks(props.month)
          .flat()
          .map((date, i) =>
            date ? (
              <DayCell
                key={date}
                date={date}
                dep={byDate.get(date)}
                type={props.type}
                selected={date === props.selected}
                onPick={props.onPick}
              />
            ) : (
              <span key={`pad-${i}`} className="tv-cal__day is-pad" aria-hidden />
            ),
          )}
      </div>
    </div>
  );
}
