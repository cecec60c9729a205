import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { beijingIso } from '@lvxing/shared';

dayjs.locale('zh-cn');

export { dayjs };

/**
 * Today in Beijing as YYYY-MM-DD, whatever the device's time zone: the date schedules, sale
 * windows and the server's checks count from (all in Beijing time), and the same in the browser
 * and on the server that renders a page's first view (apps/server/src/plugins/page-render.ts) —
 * the markup hydrates only if both render the same dates. `now` is for tests.
 */
export function todayIso(now: Date = new Date()): string {
  return beijingIso(now).slice(0, 10);
}

/** The day after today (Beijing, see {@link todayIso}): the default travel date of the forms. */
export function tomorrowIso(now: Date = new Date()): string {
  return dayjs(todayIso(now)).add(1, 'day').format('YYYY-MM-DD');
}
