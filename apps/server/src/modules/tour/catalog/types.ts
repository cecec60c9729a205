// The generated tour catalog (in memory, deterministic from a seeded PRNG on real sights). The
// booking side reads it only through these types and `catalog/index.ts`.

/** 跟团游, 自由行, 私家团 (one party with its own guide and car) and 当地玩乐 (day tours). */
export type TourType = 'GROUP' | 'FREE' | 'PRIVATE' | 'LOCAL';

/** 国内 or 出境 (港澳 count as 出境: travellers cross with a permit, under the outbound rules). */
export type TourScope = 'DOMESTIC' | 'OUTBOUND';

/** The names shown in titles and filters. */
export const TOUR_TYPE_LABELS: Readonly<Record<TourType, string>> = {
  GROUP: '跟团游',
  FREE: '自由行',
  PRIVATE: '私家团',
  LOCAL: '当地玩乐',
};

/** When a destination is dearest: the summer holidays, or the northern winter (beaches, snow). */
export type PeakSeason = 'SUMMER' | 'WINTER';

import type { LatLng } from '../../../lib/catalog/geo';

export type { LatLng };

/** A real sight or scenic area, entered by hand from public facts. */
export interface Sight extends LatLng {
  /** `S<hash>` of city and name: stable when the lists are reordered or grow. */
  id: string;
  name: string;
  /** The city (or county-level town) travellers know it by: 桂林, 敦煌, 京都. */
  city: string;
  /** Province for domestic sights, country (or 中国香港/中国澳门) for outbound ones. */
  province: string;
  scope: TourScope;
  /** One short line in Chinese. */
  desc: string;
  /** Typical visit length, hours. */
  hours: number;
}

/** Hotel standards as Chinese OTAs label them, with the usual 钻级. */
export type HotelStandard = '舒适型' | '高档型' | '豪华型';

/** A sight visited on one itinerary day. */
export interface ItineraryVisit {
  sightId: string;
  name: string;
  /** Local start time `HH:MM`. */
  startTime: string;
  minutes: number;
  /** False on 自由行 days: a suggestion, not a guided visit. */
  guided: boolean;
}

export interface ItineraryDay {
  /** 1-based. */
  day: number;
  title: string;
  /** Transport of the day in order (飞机, 高铁, 旅游大巴, 专车 …). */
  transport: string[];
  meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
  /** The night's hotel (null on the last day). */
  hotel: { standard: HotelStandard; diamonds: 3 | 4 | 5; city: string; note: string } | null;
  visits: ItineraryVisit[];
  /** 自由活动 of the day, if any. */
  freeActivity: string | null;
}

/** A shopping stop disclosed in the contract (旅游法 art. 35: only by agreement). */
export interface ShoppingStop {
  name: string;
  place: string;
  /** What is sold there (茶叶, 乳胶 …). */
  goods: string;
  minutes: number;
}

/** A 自费项目 offered during the tour (optional, paid on the spot). */
export interface PaidExtra {
  name: string;
  place: string;
  minutes: number;
  priceFen: number;
}

/** The sample supplier (组团社) and its sample licence number. */
export interface TourSupplier {
  name: string;
  /** 旅行社业务经营许可证编号, sample: `L-BJ-CJ00123` style. */
  licenceNo: string;
  /** Always true: names and numbers are made up (示例). */
  sample: true;
}

/** Which weekdays a product departs on (0 = Sunday … 6 = Saturday); all seven = daily. */
export type DepartureWeekdays = readonly number[];

export interface TourProduct {
  /** `T<D|O><G|F|P|L><nnnn>`: scope, type, number. */
  code: string;
  title: string;
  type: TourType;
  scope: TourScope;
  departureCity: string;
  /** Key of the route (destination) the product was built on. */
  routeKey: string;
  /** Cities visited, in order. */
  destinations: string[];
  /** Country or province of the destination (for filters). */
  region: string;
  days: number;
  nights: number;
  highlights: string[];
  itinerary: ItineraryDay[];
  includes: string[];
  excludes: string[];
  /** 纯玩: no shopping stop and no 自费项目. */
  pureFun: boolean;
  shopping: ShoppingStop[];
  paidExtras: PaidExtra[];
  minGroupSize: number;
  bookingNotes: string[];
  supplier: TourSupplier;
  /** 即时确认, or 二次确认 within `withinHours` working hours. */
  confirm: { mode: 'INSTANT' } | { mode: 'SECONDARY'; withinHours: number };
  /** Sales close this many days before departure (截止报名). */
  signupCloseDays: number;
  meetingPoint: LatLng & { name: string; time: string };
  /** The `rule_settings` key of the refund ladder in force for the product. */
  refundLadderKey: string;
  /** Adult price on a plain departure day, fen (the calendar applies season and holidays). */
  basePriceFen: number;
  /** Single-room supplement per night, fen (0 when no night). */
  singleNightFen: number;
  weekdays: DepartureWeekdays;
  /** The season the calendar prices highest. */
  peakSeason: PeakSeason;
  /** Places sold per departure (before the day's small wobble). */
  stock: number;
  /** Seeded score (out of 5) and sales count, for sorting sample data. */
  score: number;
  sold: number;
}

/** One departure date of a product with its prices. */
export interface TourDeparture {
  /** `YYYY-MM-DD` (Beijing calendar). */
  date: string;
  /** Last day to book (`YYYY-MM-DD`). */
  signupCloses: string;
  adultFen: number;
  childWithBedFen: number;
  childNoBedFen: number;
  /** 单房差 for the whole trip, fen (0 when the trip has no night). */
  singleSupplementFen: number;
  stock: number;
  groupMin: number;
  /** The season or holiday that priced the date (春节, 暑期 …), or null. */
  peak: string | null;
}
