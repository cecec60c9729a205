import chineseDays from 'chinese-days';

/** chinese-days short names → the usual full names (as the flight calendar shows them). */
const FULL_NAMES: Readonly<Record<string, string>> = {
  清明: '清明节',
  端午: '端午节',
  中秋: '中秋节',
};

const covered = new Map<number, boolean>();

/** Whether chinese-days carries the State Council schedule of the year (国庆 is always listed). */
function isCovered(year: number): boolean {
  let c = covered.get(year);
  if (c === undefined) {
    c = chineseDays.getDayDetail(`${year}-10-01`).name.includes(',');
    covered.set(year, c);
  }
  return c;
}

/** Fixed-date statutory holidays for a year without a published schedule (no 调休 known yet). */
const FIXED: Readonly<Record<string, string>> = {
  '01-01': '元旦',
  '05-01': '劳动节',
  '05-02': '劳动节',
  '10-01': '国庆节',
  '10-02': '国庆节',
  '10-03': '国庆节',
};

/**
 * The mark a calendar shows on a day (Beijing calendar, `YYYY-MM-DD`): the holiday name on
 * public-holiday rest days, 班 on weekend days that are adjusted working days (调休上班), else
 * null. Official schedules come from `chinese-days` (the same package the server's flight
 * calendar uses); later years show the fixed-date holidays only.
 */
export function holidayMark(date: string): string | null {
  const year = Number(date.slice(0, 4));
  if (!isCovered(year)) return FIXED[date.slice(5)] ?? null;
  const detail = chineseDays.getDayDetail(date);
  // "English,中文,days" on holidays and adjusted working days, else the weekday name
  const raw = detail.name.split(',')[1];
  if (!raw) return null;
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  if (detail.work) return weekend ? '班' : null;
  return FULL_NAMES[raw] ?? raw;
}
