import { addDays, type TrainPopularResult } from '@lvxing/shared';
import { dailyPerOwner } from '../../lib/response-cache';
import { shanghaiDate } from '../orders/order-numbers';
import type { TrainDeps } from './train.deps';
import { searchTrains } from './train-search.service';

/** The popular city pairs the home page's 热门火车 shows (cities as the train search takes them). */
export const POPULAR_PAIRS: readonly (readonly [string, string])[] = [
  ['北京', '上海'],
  ['上海', '杭州'],
  ['广州', '深圳'],
  ['北京', '天津'],
  ['成都', '重庆'],
  ['上海', '南京'],
];

/** How long the popular trains are kept, ms: six searches take 20–70 ms of CPU. */
export const POPULAR_FRESH_MS = 60_000;

/**
 * 热门火车: for each of {@link POPULAR_PAIRS}, tomorrow's (Beijing date) fastest train on sale
 * with a seat left — as the train search answers it, sorted by duration — and its lowest fare
 * among the classes with seats left; pairs with no such train are left out. Kept for
 * {@link POPULAR_FRESH_MS} per app.
 */
export const popularTrains: (deps: TrainDeps) => Promise<TrainPopularResult> = dailyPerOwner(
  POPULAR_FRESH_MS,
  (deps: TrainDeps) => shanghaiDate(deps.now()),
  (deps: TrainDeps) => computePopular(deps),
);

async function computePopular(deps: TrainDeps): Promise<TrainPopularResult> {
  const date = addDays(shanghaiDate(deps.now()), 1);
  const items: TrainPopularResult['items'] = [];
  for (const [from, to] of POPULAR_PAIRS) {
    const { trains } = await searchTrains(deps, {
      from,
      to,
      date,
      filters: {},
      sort: 'duration',
      order: 'asc',
    });
    for (const t of trains) {
      const open = t.seats.filter((s) => s.seatsLeft > 0);
      if (t.saleState !== 'ON_SALE' || open.length === 0) continue;
      items.push({
        from,
        to,
        trainCode: t.trainCode,
        depTime: t.depTime,
        arrTime: t.arrTime,
        durationMinutes: t.durationMinutes,
        lowestPriceFen: Math.min(...open.map((s) => s.priceFen)),
      });
      break;
    }
  }
  return { date, items };
}
