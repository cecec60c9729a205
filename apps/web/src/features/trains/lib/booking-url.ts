import { SEAT_CLASSES, type SeatClass } from '@lvxing/shared';

/** One train journey in one seat class: what the booking page needs to find it again. */
export interface TrainJourneyRef {
  trainCode: string;
  /** Boarding date (YYYY-MM-DD). */
  date: string;
  /** Telecodes of the boarding and alighting stations. */
  from: string;
  to: string;
  seatClass: SeatClass;
}

/** /ticket/book?train=train&trainCode=G7001&date=…&from=AOH&to=NKH&seatClass=O */
export function trainBookingUrl(ref: TrainJourneyRef): string {
  const q = new URLSearchParams({ train: 'train', ...ref });
  return `/ticket/book?${q}`;
}

/** The journey of a booking URL, or null when a part is missing or malformed. */
export function journeyFromParams(params: URLSearchParams): TrainJourneyRef | null {
  const trainCode = params.get('trainCode')?.toUpperCase() ?? '';
  const date = params.get('date') ?? '';
  const from = params.get('from')?.toUpperCase() ?? '';
  const to = params.get('to')?.toUpperCase() ?? '';
  const seatClass = params.get('seatClass') as SeatClass | null;
  if (
    !/^[GDCZTKSYL]?\d{1,5}$/.test(trainCode) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    !/^[A-Z]{3}$/.test(from) ||
    !/^[A-Z]{3}$/.test(to) ||
    !seatClass ||
    !SEAT_CLASSES.includes(seatClass)
  )
    return null;
  return { trainCode, date, from, to, seatClass };
}
