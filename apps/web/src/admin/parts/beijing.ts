import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** An ISO instant shown in Beijing time (UTC+8, no daylight saving): `YYYY-MM-DD HH:mm:ss`. */
export const beijing = (iso: string | null | undefined, format = 'YYYY-MM-DD HH:mm:ss') =>
  iso ? dayjs(iso).utcOffset(480).format(format) : '—';
