// Codes and labels of the custom trip request (定制游, the spec's /api/trourism/itinerary/submit),
// without zod, so the /travel/custom page's first load carries no schema.

/** The kind of cooperation request a custom trip is stored as (the staff follow it up there). */
export const TOUR_CUSTOM_KIND = 'TOUR_CUSTOM';

/**
 * Hotel standards as Chinese OTAs label them, with the 钻级 each prices from (the hotel catalog's
 * 2–5 钻; the tour catalog words its own itineraries the same way).
 */
export const CUSTOM_HOTEL_STANDARDS = ['舒适型', '高档型', '豪华型'] as const;
export type CustomHotelStandard = (typeof CUSTOM_HOTEL_STANDARDS)[number];
export const CUSTOM_HOTEL_DIAMONDS: Readonly<Record<CustomHotelStandard, 3 | 4 | 5>> = {
  舒适型: 3,
  高档型: 4,
  豪华型: 5,
};

/** Themes a party may ask its trip to be built around. */
export const CUSTOM_TRIP_THEMES = ['亲子', '摄影', '美食', '徒步', '蜜月', '研学'] as const;
export type CustomTripTheme = (typeof CUSTOM_TRIP_THEMES)[number];

/** Limits of a request: destinations, days, travellers, the budget (fen) and the remarks. */
export const CUSTOM_TRIP_LIMITS = {
  destinationsMax: 5,
  cityNameMax: 20,
  daysMin: 1,
  daysMax: 30,
  adultsMax: 20,
  childrenMax: 10,
  /** ¥1,000,000 per person. */
  budgetMaxFen: 100_000_000,
  remarksMax: 500,
  /** A start date or month at most this many days ahead (the travel dates' 366-day horizon). */
  aheadDays: 366,
} as const;

/**
 * Limits of a consultant's quote: the plan's length, how far ahead it may stay valid (a month, as
 * the site's group quotes) and the largest price per person (¥1,000,000, as the budget).
 */
export const CUSTOM_QUOTE_LIMITS = {
  planMin: 10,
  planMax: 2000,
  validDaysMax: 30,
  priceMaxFen: 100_000_000,
} as const;

/** The lines of the indicative price: 大交通, 住宿, 当地游玩 (with 导游/用车 when asked). */
export const CUSTOM_ESTIMATE_LINES = ['TRANSPORT', 'HOTEL', 'LOCAL'] as const;
export type CustomEstimateLine = (typeof CUSTOM_ESTIMATE_LINES)[number];
export const CUSTOM_ESTIMATE_LINE_LABEL: Readonly<Record<CustomEstimateLine, string>> = {
  TRANSPORT: '大交通',
  HOTEL: '住宿',
  LOCAL: '当地游玩/导游用车',
};

/** A custom trip request as sent (the body of TourPath.itinerarySubmit). */
export interface CustomTripBody {
  /** 1–5 city names the catalogs know (桂林, 三亚, 东京…), in the order visited. */
  destinations: string[];
  departureCity: string;
  /** `YYYY-MM-DD`, or '' when the party travels some time in `month`. */
  departDate: string;
  /** `YYYY-MM` when flexible, else ''. */
  month: string;
  tripDays: number;
  adults: number;
  children: number;
  /** Budget per person, fen; 0 when not given. */
  budgetFen: number;
  hotelStandard: CustomHotelStandard;
  guide: boolean;
  car: boolean;
  meals: boolean;
  themes: CustomTripTheme[];
  contactName: string;
  mobile: string;
  remarks: string;
  consent: boolean;
}

/** A low–high range of money, fen. */
export interface FenRange {
  lowFen: number;
  highFen: number;
}
