import type { TourDay } from '@lvxing/shared';

const MEALS = [
  ['breakfast', '早'],
  ['lunch', '午'],
  ['dinner', '晚'],
] as const;

/** 钻级 as diamonds (◆◆◆◆) with the words for screen readers. */
function Diamonds({ n }: { n: number }) {
  if (n <= 0) return null;
  return (
    <span className="tv-diamonds" role="img" aria-label={`${n}钻`}>
      {'◆'.repeat(n)}
    </span>
  );
}

/** The day's visits with their start times, lengths and whether a guide explains them. */
function Visits({ day }: { day: TourDay }) {
  if (!day.visits.length) return null;
  return (
    <ol className="tv-visits" aria-label={`第${day.day}天游览安排`}>
      {day.visits.map((v) => (
        <li key={`${v.startTime}${v.name}`}>
          <time>{v.startTime}</time>
          <span className="tv-visits__name">{v.name}</span>
          <span className="tv-hint">
            游览约{v.minutes}分钟{v.guided ? ' · 含导游讲解' : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One day: its transport, the visits with their times, meals, free time and the night's hotel. */
function DayItem({ day }: { day: TourDay }) {
  return (
    <li className="tv-day">
      <h3 className="tv-day__title">
        <span className="tv-day__n">第{day.day}天</span>
        {day.title}
      </h3>
      {day.transport.length > 0 && (
        <p className="tv-day__row">
          <b>交通</b>
          {day.transport.join(' · ')}
        </p>
      )}
      <Visits day={day} />
      {day.freeActivity && (
        <p className="tv-day__row">
          <b>自由活动</b>
          {day.freeActivity}
        </p>
      )}
      <p className="tv-day__row">
        <b>用餐</b>
        {MEALS.map(([k, label]) => (
          <span key={k} className={day.meals[k] ? 'tv-meal' : 'tv-meal is-off'}>
            {label}餐：{day.meals[k] ? '含' : '自理'}
          </span>
        ))}
      </p>
      <p className="tv-day__row">
        <b>住宿</b>
        {day.hotel ? (
          <span className="tv-day__value">
            {day.hotel.city} · {day.hotel.standard} <Diamonds n={day.hotel.diamonds} />
            {day.hotel.note && <span className="tv-hint"> {day.hotel.note}</span>}
          </span>
        ) : (
          <span>行程结束，无住宿</span>
        )}
      </p>
    </li>
  );
}

/** 行程介绍: the itinerary day by day. */
export function Itinerary({ days }: { days: readonly TourDay[] }) {
  return (
    <ol className="tv-days">
      {days.map((d) => (
        <DayItem key={d.day} day={d} />
      ))}
    </ol>
  );
}
