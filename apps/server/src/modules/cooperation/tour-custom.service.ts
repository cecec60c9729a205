// Custom trip requests (定制游, issue 28): answered at once with an indicative price range from
// the site's own prices, then stored as a cooperation request of kind TOUR_CUSTOM that the staff
// follow up in 合作申请 and the member finds under 我的申请.
import {
  beijingToday,
  ErrorCode,
  TOUR_CUSTOM_KIND,
  type CustomEstimate,
  type ItinerarySubmitInput,
  type ItinerarySubmitResult,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { CooperationDeps } from './cooperation.deps';
import { spendLimits, storeRequest, type From, type RequestFields } from './cooperation.service';
import { estimateTrip } from './tour-custom-estimate';
import { hasTourCity } from './tour-custom-local';
import { hotelCityCode } from './tour-custom-stay';
import { flightCityCode, hasTrainCity } from './tour-custom-transport';

/** Whether any catalog of the site (flights, trains, hotels, tours) knows a city of that name. */
export function isKnownCity(name: string): boolean {
  return (
    flightCityCode(name) !== undefined ||
    hasTrainCity(name) ||
    hotelCityCode(name) !== undefined ||
    hasTourCity(name)
  );
}

/**
 * Checks what the shared schema cannot: the cities against the catalogs, and the date against
 * the server's clock (the schema reads the machine's).
 * @throws AppError 10001 naming the field (目的地, 出发城市, 出发日期) in Chinese.
 */
function assertTripPlaces(body: ItinerarySubmitInput, today: string): void {
  const unknown = body.destinations.find((d) => !isKnownCity(d));
  if (unknown) {
    throw new AppError(
      ErrorCode.INVALID_PARAMS,
      `目的地“${unknown}”暂不在本站目的地中，请换一个城市`,
    );
  }
  if (!isKnownCity(body.departureCity)) {
    throw new AppError(
      ErrorCode.INVALID_PARAMS,
      `出发城市“${body.departureCity}”暂不支持，请换一个城市`,
    );
  }
  if (body.departDate && body.departDate <= today) {
    throw new AppError(ErrorCode.INVALID_PARAMS, '出发日期最早为明天');
  }
}

/** The trip as stored: the org column holds its title, the needs are stored as their words. */
function fieldsOf(body: ItinerarySubmitInput, estimate: CustomEstimate): RequestFields {
  const when = body.departDate || `${body.month}（日期灵活）`;
  const party = `${body.adults}成人${body.children ? `${body.children}儿童` : ''}`;
  const needs = [
    ...(body.guide ? ['导游'] : []),
    ...(body.car ? ['用车'] : []),
    ...(body.meals ? ['含餐'] : []),
    ...body.themes,
  ];
  const { contactName, mobile, remarks, consent: _consent, ...trip } = body;
  return {
    orgName: `${body.destinations.join('·')} ${body.tripDays}天 ${party}`,
    creditCode: '',
    contactName,
    contactMobile: mobile,
    contactEmail: '',
    services: needs,
    remarks,
    details: { trip: { ...trip, when }, estimate },
  };
}

/**
 * A custom trip request from a visitor or a member: the cities checked against the catalogs,
 * the limits per address and mobile spent (before the pricing, which reads many prices), the
 * trip priced (`estimateTrip`) and stored as 已提交 with its estimate.
 * @throws AppError 10001 (unknown city, past date), 10029 (too many requests).
 */
export async function submitTourCustom(
  deps: CooperationDeps,
  body: ItinerarySubmitInput,
  from: From,
): Promise<ItinerarySubmitResult> {
  const today = beijingToday(deps.now());
  assertTripPlaces(body, today);
  await spendLimits(deps, ['tourCustomIpHour', 'tourCustomMobileDay'], from.ip, body.mobile);
  const flight = { ...deps.flight, db: deps.db, now: deps.now };
  const estimate = await estimateTrip({ db: deps.db, now: deps.now, flight }, body, today);
  const stored = await storeRequest(deps, TOUR_CUSTOM_KIND, fieldsOf(body, estimate), from);
  return { ...stored, estimate };
}
