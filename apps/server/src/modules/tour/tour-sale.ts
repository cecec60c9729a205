// Whether a departure is on sale now and its 成团进度, from the catalog's departure and its row
// (the travellers held so far and the group's state), the same for the calendar, the search's
// 起价 and the booking.
import { addDays, type TourDepartureView } from '@lvxing/shared';
import type { TourDeparture, TourGroupCancelNotice, TourProduct } from './catalog';
import type { DepartureRow } from './tour-departures.repository';
import { decideOnOf, formsAsGroup } from './tour-rules';

/**
 * The last day a departure may be booked: its 截止报名; for a 跟团游 not yet formed, the day
 * before its notice day at the latest (on the notice day it is decided: a group short of its
 * minimum is cancelled, and one that has formed keeps selling until 截止报名).
 */
export function lastSaleDay(
  product: TourProduct,
  dep: TourDeparture,
  row: DepartureRow | undefined,
  notice: TourGroupCancelNotice,
): string {
  if (!formsAsGroup(product) || row?.state === 'FORMED') return dep.signupCloses;
  const beforeDecision = addDays(decideOnOf(product, dep.date, notice), -1);
  return beforeDecision < dep.signupCloses ? beforeDecision : dep.signupCloses;
}

/**
 * A departure as the calendar shows it: prices, places left, 成团进度 (travellers held / the
 * group minimum) and whether it may be booked `today` (Beijing `YYYY-MM-DD`).
 */
export function departureView(
  product: TourProduct,
  dep: TourDeparture,
  row: DepartureRow | undefined,
  today: string,
  notice: TourGroupCancelNotice,
): TourDepartureView {
  const stock = row?.stock ?? dep.stock;
  const booked = row?.booked ?? 0;
  const left = Math.max(0, stock - booked);
  const closes = lastSaleDay(product, dep, row, notice);
  return {
    date: dep.date,
    signupCloses: closes,
    adultFen: dep.adultFen,
    childWithBedFen: dep.childWithBedFen,
    childNoBedFen: dep.childNoBedFen,
    singleSupplementFen: dep.singleSupplementFen,
    stock,
    left,
    booked,
    groupMin: row?.groupMin ?? dep.groupMin,
    formed: row?.state === 'FORMED',
    onSale: row?.state !== 'NOT_FORMED' && left > 0 && today <= closes && today < dep.date,
    peak: dep.peak,
  };
}
