import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export { dayjs };

/** Today as YYYY-MM-DD, for date inputs. */
export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}
