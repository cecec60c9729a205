import type { hotelDetailBody } from '@lvxing/shared';
import {
  ErrorCode,
  HOTEL_CHECK_IN_TIME,
  HOTEL_CHECK_OUT_TIME,
  type HotelDetailResult,
  type HotelInfo,
  type HotelRoomType,
} from '@lvxing/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import {
  cancelPolicyOf,
  roomNightFactors,
  distanceKm,
  getHotelCatalog,
  sampleReviews,
  stayNights,
  type Hotel,
  type HotelCity,
} from './catalog';
import { guestsPerRoom, offerOf, planPrice, roomsLeftOf, type StayAsk } from './hotel-availability';
import { heldRoomNights } from './hotel-inventory.repository';
import type { ReviewScores } from './hotel-reviews.service';
import { reviewScoresOf } from './hotel-reviews.service';
import type { HotelSearchDeps } from './hotel-search.service';
import { checkStayWindow } from './hotel-stay-window';

type Body = z.output<typeof hotelDetailBody>;
const round1 = (v: number) => Math.round(v * 10) / 10;

function roomTypeViews(
  hotel: Hotel,
  ask: StayAsk,
  held: Map<string, number>,
  checkIn: string,
): HotelRoomType[] {
  return hotel.roomTypes.map((rt) => {
    const left = roomsLeftOf(rt, ask.nights, held);
    const factors = roomNightFactors(rt, ask.nights);
    const available = left >= ask.rooms && ask.guestsPerRoom <= rt.maxOccupancy;
    return {
      roomTypeId: rt.id,
      name: rt.name,
      areaM2: rt.areaM2,
      bed: rt.bed,
      window: rt.window,
      floor: rt.floor,
      smoking: rt.smoking,
      maxOccupancy: rt.maxOccupancy,
      plans: rt.plans.map((plan) => {
        const price = planPrice(rt, plan, ask.nights, factors);
        return {
          ratePlanId: plan.id,
          name: plan.name,
          breakfast: plan.breakfast,
          cancel: cancelPolicyOf(plan, checkIn),
          paymentMode: plan.paymentMode,
          confirm: plan.confirm,
          nightly: price.nightly,
          totalFen: price.sum * ask.rooms,
          avgNightlyFen: price.avg,
          roomsLeft: left,
          available,
        };
      }),
    };
  });
}

function info(
  hotel: Hotel,
  city: HotelCity,
  scores: ReviewScores,
  ask: StayAsk,
  held: Map<string, number>,
): HotelInfo {
  const offer = offerOf(hotel, ask, held);
  const quote = sampleReviews(hotel, 1, 1)[0]?.text ?? null;
  const nearby = city.landmarks
    .map(({ id, name, kind, lat, lng }) => ({
      id,
      name,
      kind,
      lat,
      lng,
      distanceKm: round1(distanceKm(hotel, { lat, lng })),
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, 6);
  return {
    hotelId: hotel.id,
    name: hotel.name,
    brand: hotel.brand,
    stars: hotel.stars,
    districtName: hotel.districtName,
    address: hotel.address,
    lat: hotel.lat,
    lng: hotel.lng,
    score: scores.score,
    reviewCount: scores.reviewCount,
    reviewQuote: quote,
    distanceKm: round1(distanceKm(hotel, city)),
    distanceTo: '市中心',
    tags: offer?.tags ?? [],
    lowestNightlyFen: offer?.lowestNightlyFen ?? 0,
    roomsLeft: offer?.roomsLeft ?? null,
    openYear: hotel.openYear,
    cityCode: city.code,
    cityName: city.name,
    phone: hotel.phone,
    renovationYear: hotel.renovationYear,
    intro: hotel.intro,
    facilities: hotel.facilities,
    subScores: scores.subScores,
    policies: {
      checkIn: `${HOTEL_CHECK_IN_TIME}以后`,
      checkOut: `${HOTEL_CHECK_OUT_TIME}以前`,
      ...hotel.policies,
    },
    nearby,
    sample: true,
  };
}

/**
 * A hotel and every room type × rate plan priced for the stay: each night's price, the total
 * (Σ nightly × rooms), rooms left (fewest over the nights) and the cancel policy's Beijing times.
 * @throws AppError 20002 unknown hotel; 20005 check-in outside the window
 */
export async function hotelDetail(deps: HotelSearchDeps, body: Body): Promise<HotelDetailResult> {
  const catalog = getHotelCatalog();
  const hotel = catalog.hotelById.get(body.hotelId);
  const city = hotel && catalog.cityByCode.get(hotel.cityCode);
  if (!hotel || !city) throw new AppError(ErrorCode.HOTEL_NOT_FOUND, '未找到该酒店');
  checkStayWindow(body.checkIn, deps.now());
  const nights = stayNights(body.checkIn, body.checkOut);
  const ask = {
    nights,
    rooms: body.rooms,
    guestsPerRoom: guestsPerRoom(body.adults, body.childAges.length, body.rooms),
  };
  const held = await heldRoomNights(
    deps.db,
    hotel.roomTypes.map((r) => r.id),
    nights,
  );
  const scores = (await reviewScoresOf(deps.db, [hotel])).get(hotel.id) as ReviewScores;
  return {
    hotel: info(hotel, city, scores, ask, held),
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    nights: nights.length,
    roomTypes: roomTypeViews(hotel, ask, held, body.checkIn),
  };
}
