import { z } from 'zod';

/**
 * The home page's deal calls: apart from `ApiPath`, which every page's first load carries, as
 * only the home page's deals section (loaded after the page) asks them.
 */
export const DealPath = {
  /** The lowest fares of popular routes over the coming weeks (from the low-price calendar). */
  flightDeals: '/api/plane/flight/deals',
  /** Popular train routes with their fastest train tomorrow. */
  trainPopular: '/api/train/popular',
} as const;

/** The deal calls take nothing. */
export const dealsBody = z.strictObject({});

const place = z.object({ code: z.string(), name: z.string() });

/** 特价机票: per popular route, its cheapest day in the coming weeks and that day's lowest fare. */
export const flightDealsResult = z.object({
  /** The days looked at: from `startDate`, `days` days. */
  startDate: z.string(),
  days: z.number().int(),
  items: z.array(
    z.object({
      from: place,
      to: place,
      date: z.string(),
      /** The lowest economy fare that day, fen (the calendar's figure). */
      lowestPriceFen: z.number().int(),
    }),
  ),
});
export type FlightDealsResult = z.infer<typeof flightDealsResult>;

/** 热门火车: per popular city pair, the fastest train on `date` with seats, and its lowest fare. */
export const trainPopularResult = z.object({
  date: z.string(),
  items: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      trainCode: z.string(),
      depTime: z.string(),
      arrTime: z.string(),
      durationMinutes: z.number().int(),
      /** The lowest adult fare among its classes with seats left, fen. */
      lowestPriceFen: z.number().int(),
    }),
  ),
});
export type TrainPopularResult = z.infer<typeof trainPopularResult>;
