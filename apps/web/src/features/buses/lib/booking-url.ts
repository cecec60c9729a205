/** One coach departure: what the booking page needs to find it again. */
export interface BusDepartureRef {
  scheduleId: string;
  date: string;
  /** Cities searched (the schedule is found again in their search). */
  from: string;
  to: string;
}

/** /ticket/book?train=bus&scheduleId=…&date=…&from=南京&to=上海 */
export function busBookingUrl(ref: BusDepartureRef): string {
  return `/ticket/book?${new URLSearchParams({ train: 'bus', ...ref })}`;
}

/** The departure of a booking URL, or null when a part is missing or malformed. */
export function departureFromParams(params: URLSearchParams): BusDepartureRef | null {
  const scheduleId = params.get('scheduleId') ?? '';
  const date = params.get('date') ?? '';
  const from = params.get('from')?.trim() ?? '';
  const to = params.get('to')?.trim() ?? '';
  if (!scheduleId || scheduleId.length > 64 || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !from || !to)
    return null;
  return { scheduleId, date, from, to };
}
