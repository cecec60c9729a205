/** A moment as the clocks of a place show it. */
export interface LocalClock {
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Local time, `HH:mm` (24 h). */
  time: string;
  /** The place's offset from UTC at that moment, minutes (Tokyo +540, Los Angeles −480 in winter). */
  utcOffsetMinutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'longOffset',
    });
    formats.set(tz, f);
  }
  return f;
}

/**
 * `instant` on the clocks of the IANA time zone `tz` (the platform's time zone database, through
 * `Intl.DateTimeFormat`: summer time included).
 * @throws RangeError for an unknown time zone
 */
export function localClock(instant: Date, tz: string): LocalClock {
  const parts = Object.fromEntries(
    formatOf(tz)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  // "GMT+09:00", "GMT-08:00", or "GMT" at UTC itself
  const m = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(parts.timeZoneName ?? '');
  const offset = m?.[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    utcOffsetMinutes: offset,
  };
}
