/**
 * One year of the State Council's holiday schedule (国务院办公厅关于部分节假日安排的通知) as the
 * `chinese-days` package publishes it per year (`dist/years/YYYY.json`): rest days and adjusted
 * working days (调休上班), each "English name,中文名,days".
 */
interface YearSchedule {
  holidays: Record<string, string>;
  workdays: Record<string, string>;
}

/** The year files, each a chunk of its own (~0.5 KB gzip) fetched when a calendar needs it. */
const yearFiles = import.meta.glob<YearSchedule>('@chinese-days-years/*.json', {
  import: 'default',
});
const fileOfYear = new Map(
  Object.entries(yearFiles).map(([path, load]) => [Number(/(\d{4})\.json$/.exec(path)?.[1]), load]),
);
const loading = new Map<number, Promise<YearSchedule | null>>();

/** chinese-days short names → the usual full names (as the flight calendar shows them). */
const FULL_NAMES: Readonly<Record<string, string>> = {
  清明: '清明节',
  端午: '端午节',
  中秋: '中秋节',
};

/** Fixed-date statutory holidays for a year without a published schedule (no 调休 known yet). */
const FIXED: Readonly<Record<string, string>> = {
  '01-01': '元旦',
  '05-01': '劳动节',
  '05-02': '劳动节',
  '10-01': '国庆节',
  '10-02': '国庆节',
  '10-03': '国庆节',
};

/** How a calendar marks a day (Beijing calendar, `YYYY-MM-DD`); see {@link loadHolidayMarks}. */
export type HolidayMarks = (date: string) => string | null;

function loadYear(year: number): Promise<YearSchedule | null> {
  let p = loading.get(year);
  if (!p) {
    const load = fileOfYear.get(year);
    p = load ? load() : Promise.resolve(null);
    loading.set(year, p);
  }
  return p;
}

function markOf(schedule: YearSchedule | null | undefined, date: string): string | null {
  if (!schedule) return FIXED[date.slice(5)] ?? null;
  const rest = schedule.holidays[date];
  if (rest) {
    const name = rest.split(',')[1] ?? '';
    return FULL_NAMES[name] ?? name;
  }
  if (!schedule.workdays[date]) return null;
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  return weekend ? '班' : null;
}

/**
 * Loads the schedules of the calendar years `from`…`to` (both `YYYY-MM-DD`) and returns the mark
 * a calendar shows on a day: the holiday name on public-holiday rest days, 班 on weekend days that
 * are adjusted working days, else null. The official schedules are those `chinese-days` carries
 * (the same package the server's flight calendar uses); a year without a published schedule
 * (and any day outside `from`…`to`) shows the fixed-date holidays only.
 */
export async function loadHolidayMarks(from: string, to: string): Promise<HolidayMarks> {
  const first = Number(from.slice(0, 4));
  const years = Array.from({ length: Number(to.slice(0, 4)) - first + 1 }, (_, i) => first + i);
  const schedules = new Map(
    await Promise.all(years.map(async (y) => [y, await loadYear(y)] as const)),
  );
  return (date) => markOf(schedules.get(Number(date.slice(0, 4))), date);
}
