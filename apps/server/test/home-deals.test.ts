import { describe, expect, it } from 'vitest';
import {
  addDays,
  ApiPath,
  DealPath,
  type FlightCalendarResult,
  type FlightDealsResult,
  type TrainPopularResult,
  type TrainSearchResult,
} from '@lvxing/shared';
import { DEAL_ROUTES } from '../src/modules/flight/flight-deals.service';
import { POPULAR_PAIRS } from '../src/modules/train/train-popular.service';
import { buildTestApp, call, dayFromNow } from './helper';

// The home page's deals are what a search shows: each 特价机票 is the cheapest day of its route's
// low-price calendar, each 热门火车 the fastest train with seats of that day's train search.

const app = await buildTestApp();

describe('特价机票', () => {
  it("is each popular route's cheapest day of the next 30 in the low-price calendar", async () => {
    const { code, data } = await call<FlightDealsResult>(app, DealPath.flightDeals, {});
    expect(code).toBe(200);
    expect(data.startDate).toBe(dayFromNow(1));
    expect(data.items.length).toBe(DEAL_ROUTES.length);
    for (const deal of data.items) {
      const cal = await call<FlightCalendarResult>(app, ApiPath.planeFlightCalendar, {
        from: deal.from.code,
        to: deal.to.code,
        startDate: data.startDate,
        days: 30,
      });
      const prices = cal.data.days.flatMap((d) => (d.lowestPriceFen === null ? [] : [d]));
      const lowest = Math.min(...prices.map((d) => d.lowestPriceFen!));
      expect(deal.lowestPriceFen).toBe(lowest);
      expect(prices.find((d) => d.date === deal.date)?.lowestPriceFen).toBe(lowest);
      expect(deal.date >= data.startDate && deal.date <= addDays(data.startDate, 29)).toBe(true);
      expect(deal.from.name).not.toBe(deal.from.code); // a Chinese city name
    }
    const fares = data.items.map((d) => d.lowestPriceFen);
    expect(fares).toEqual([...fares].sort((a, b) => a - b));
  });
});

describe('热门火车', () => {
  it("is each pair's fastest train with a seat left tomorrow, at its lowest open fare", async () => {
    const { data } = await call<TrainPopularResult>(app, DealPath.trainPopular, {});
    expect(data.date).toBe(dayFromNow(1));
    expect(data.items.length).toBe(POPULAR_PAIRS.length);
    for (const item of data.items) {
      const search = await call<TrainSearchResult>(app, ApiPath.trainTicketSearch, {
        from: item.from,
        to: item.to,
        date: data.date,
      });
      const open = search.data.trains.filter(
        (t) => t.saleState === 'ON_SALE' && t.seats.some((s) => s.seatsLeft > 0),
      );
      const fastest = Math.min(...open.map((t) => t.durationMinutes));
      expect(item.durationMinutes).toBe(fastest);
      const train = open.find((t) => t.trainCode === item.trainCode)!;
      expect(train.durationMinutes).toBe(fastest);
      expect(item.lowestPriceFen).toBe(
        Math.min(...train.seats.filter((s) => s.seatsLeft > 0).map((s) => s.priceFen)),
      );
    }
  });
});
