import type { z } from 'zod';
import {
  ErrorCode,
  TICKET_TYPE_LABEL,
  type TicketType,
  type TrainPriceDetail,
  type trainPriceDetailBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { shanghaiDate } from '../orders/order-numbers';
import { getTrainCatalog } from './catalog/catalog';
import { adultFareFen, ticketFareFen, ticketTypeShare } from './catalog/fares';
import type { TrainDeps } from './train.deps';
import { resolveJourney } from './train-journey';
import { trainRulesOn } from './train-rules';

const BERTH_NOTE = '卧铺按下铺票价计算，下单时按实际分配的铺位（上/中/下铺）计价';

/**
 * Fares per ticket type for a journey and seat class (the 下铺 fare for berths, as 12306 quotes
 * before a berth is assigned), in fen; the 学生票 seat classes of the rule in force today.
 * @throws AppError 17002 (journey), 14005 (a ticket type the class does not sell, e.g. 学生票 in
 *   一等座)
 */
export async function priceDetail(
  deps: Pick<TrainDeps, 'db' | 'now'>,
  body: z.output<typeof trainPriceDetailBody>,
): Promise<TrainPriceDetail> {
  const j = resolveJourney(getTrainCatalog(), body);
  const rules = await trainRulesOn(deps.db, shanghaiDate(deps.now()));
  const studentClasses = rules.studentTickets.seatClasses;
  const km = j.train.stops[j.to]!.km - j.train.stops[j.from]!.km;
  const adult = adultFareFen(j.train.type, body.seatClass, km);
  const counts = new Map<TicketType, number>();
  for (const t of body.ticketTypes) counts.set(t, (counts.get(t) ?? 0) + 1);
  const lines = [...counts].map(([ticketType, count]) => {
    const share = ticketTypeShare(ticketType, j.train.type, body.seatClass, studentClasses);
    if (typeof share === 'string') throw new AppError(ErrorCode.PASSENGER_INVALID, share);
    const unitFen = ticketFareFen(adult, share);
    return {
      ticketType,
      label: TICKET_TYPE_LABEL[ticketType],
      count,
      unitFen,
      subtotalFen: unitFen * count,
    };
  });
  const berth = body.seatClass === '3' || body.seatClass === '4';
  return {
    lines,
    totalFen: lines.reduce((s, l) => s + l.subtotalFen, 0),
    ...(berth ? { note: BERTH_NOTE } : {}),
  };
}
