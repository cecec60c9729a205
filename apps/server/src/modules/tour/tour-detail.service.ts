import { ErrorCode, beijingToday, type TourCalendarResult, type TourDetail } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { findTourProduct, type TourProduct } from './catalog';
import { calendarOf } from './tour-calendar';
import type { TourDeps } from './tour.deps';
import { departureKey, departureRowsOf } from './tour-departures.repository';
import { confirmTextOf } from './tour-order-snapshot';
import { formsAsGroup, noticeDaysOf, tourRulesOn } from './tour-rules';
import { departureView } from './tour-sale';
import { cardOf } from './tour-search.service';

/** The product of a code. @throws AppError 25001 for a code the catalog does not have */
export function productOf(code: string): TourProduct {
  const p = findTourProduct(code);
  if (!p) throw new AppError(ErrorCode.TOUR_NOT_FOUND);
  return p;
}

/**
 * A product's departures as the calendar shows them (POST /api/tour/calendar): every catalog
 * departure from today's window (or of `month`), with prices, places left, 成团进度 and whether
 * it may be booked now. @throws AppError 25001
 */
export async function tourCalendar(
  deps: TourDeps,
  code: string,
  month?: string,
): Promise<TourCalendarResult> {
  const product = productOf(code);
  const today = beijingToday(deps.now());
  const [rows, rules] = await Promise.all([
    departureRowsOf(deps.db, [code]),
    tourRulesOn(deps.db, today),
  ]);
  const departures = calendarOf(product, today)
    .filter((d) => !month || d.date.startsWith(month))
    .map((d) =>
      departureView(product, d, rows.get(departureKey(code, d.date)), today, rules.notice),
    );
  return { departures };
}

/**
 * One product as sold (POST /api/tour/detail): itinerary by day, includes and excludes, shopping
 * stops and 自费项目, notes, supplier, the cancellation ladder in force today and the 旅游法
 * art. 63 notice for a group; priced from its lowest departure on sale (0 and today's date when
 * none is). @throws AppError 25001
 */
export async function tourDetail(deps: TourDeps, code: string): Promise<TourDetail> {
  const p = productOf(code);
  const today = beijingToday(deps.now());
  const rules = await tourRulesOn(deps.db, today);
  const { departures } = await tourCalendar(deps, code);
  const onSale = departures.filter((d) => d.onSale);
  const cheapest = onSale.reduce<number | null>(
    (min, d) => (min === null || d.adultFen < min ? d.adultFen : min),
    null,
  );
  return {
    ...cardOf(p, cheapest ?? 0, onSale[0]?.date ?? today),
    highlights: p.highlights,
    itinerary: p.itinerary.map((d) => ({
      ...d,
      visits: d.visits.map(({ name, startTime, minutes, guided }) => ({
        name,
        startTime,
        minutes,
        guided,
      })),
    })),
    includes: p.includes,
    excludes: p.excludes,
    shopping: p.shopping,
    extras: p.paidExtras,
    bookingNotes: p.bookingNotes,
    supplier: p.supplier,
    confirmText: confirmTextOf(p),
    meetingPoint: { name: p.meetingPoint.name, time: p.meetingPoint.time },
    signupCloseDays: p.signupCloseDays,
    notFormedNoticeDays: formsAsGroup(p) ? noticeDaysOf(p, rules.notice) : 0,
    refundLadder: rules.ladders[p.scope].tiers,
    needsPassport: p.scope === 'OUTBOUND',
  };
}
