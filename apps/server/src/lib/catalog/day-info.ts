import chineseDays from 'chinese-days';

/** What a calendar day is in mainland China. */
export interface DayInfo {
  /** Holiday name (国庆节, 春节 …) on public-holiday rest days, 班 on adjusted working days. */
  holiday: string | null;
  /** A working day: Monday–Friday, or an adjusted working day (调休上班) at a weekend. */
  isWorkday: boolean;
  /** A public-holiday rest day (including the weekend days folded into a holiday break). */
  isHoliday: boolean;
}

const covered = new Map<number, boolean>();
const memo = new Map<string, DayInfo>();
const MEMO_MAX = 5000;

/** Whether chinese-days has the official schedule (State Council notice) for the year. */
function isCovered(year: number): boolean {
  let c = covered.get(year);
  if (c === undefined) {
    // National Day is a holiday in every official schedule
    c = chineseDays.getDayDetail(`${year}-10-01`).name.includes(',');
    covered.set(year, c);
  }
  return c;
}

/** `date` plus `days` days, `YYYY-MM-DD`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 清明 (solar term, 4 or 5 April in this century): the 寿星 formula for 2001–2099. */
function qingming(year: number): string {
  const y = year % 100;
  return `${year}-04-0${Math.floor(y * 0.2422 + 4.81) - Math.floor(y / 4)}`;
}

/**
 * Statutory holidays of a year without an official schedule yet (Regulation on Public Holidays,
 * 2025 revision, without the 调休 swaps that are only announced a year ahead): 元旦 1 day,
 * 春节 4 days (除夕 to 正月初三), 清明节, 劳动节 2 days, 端午节, 中秋节, 国庆节 3 days.
 * Lunar dates come from chinese-days (`getLunarDate` on date strings is time-zone safe).
 */
function statutoryHolidays(year: number): Map<string, string> {
  const out = new Map<string, string>();
  out.set(`${year}-01-01`, '元旦');
  for (let d = `${year}-01-01`; d.startsWith(String(year)); d = addDays(d, 1)) {
    const l = chineseDays.getLunarDate(d);
    if (l.isLeap) continue;
    const md = `${l.lunarMon}-${l.lunarDay}`;
    if (md === '1-1') for (let i = -1; i <= 2; i += 1) out.set(addDays(d, i), '春节');
    if (md === '5-5') out.set(d, '端午节');
    if (md === '8-15') out.set(d, '中秋节');
  }
  out.set(qingming(year), '清明节');
  out.set(`${year}-05-01`, '劳动节');
  out.set(`${year}-05-02`, '劳动节');
  for (const d of ['10-01', '10-02', '10-03']) out.set(`${year}-${d}`, '国庆节');
  return out;
}

const statutory = new Map<number, Map<string, string>>();

/** chinese-days short names → the usual full names. */
const FULL_NAMES: Readonly<Record<string, string>> = {
  清明: '清明节',
  端午: '端午节',
  中秋: '中秋节',
};

function compute(date: string): DayInfo {
  const year = Number(date.slice(0, 4));
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  if (!isCovered(year)) {
    let days = statutory.get(year);
    if (!days) {
      days = statutoryHolidays(year);
      statutory.set(year, days);
    }
    const name = days.get(date) ?? null;
    return { holiday: name, isWorkday: !weekend && !name, isHoliday: name !== null };
  }
  // Pass strings, not Dates: chinese-days parses strings as UTC and formats with local getters,
  // both for its tables and for the lookup, so holiday lookups by string agree in every time
  // zone, while its weekday does not (west of UTC); weekends are computed here instead.
  const detail = chineseDays.getDayDetail(date);
  // detail.name is "English,中文,days" on holidays and adjusted working days, else the weekday
  const raw = detail.name.split(',')[1];
  if (!raw) return { holiday: null, isWorkday: !weekend, isHoliday: false };
  if (detail.work) return { holiday: weekend ? '班' : null, isWorkday: true, isHoliday: false };
  return { holiday: FULL_NAMES[raw] ?? raw, isWorkday: false, isHoliday: true };
}

/**
 * Holiday status of a date (Beijing calendar) from the `chinese-days` package, which carries the
 * official State Council schedules with their adjusted working days (2004–2026 in v1.5.7). Years
 * it does not cover fall back to weekends plus the statutory holidays (lunar ones included),
 * without 调休. The result does not depend on the server's time zone.
 * @param date `YYYY-MM-DD`
 */
export function dayInfo(date: string): DayInfo {
  let info = memo.get(date);
  if (!info) {
    info = compute(date);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(date, info);
  }
  return info;
}
