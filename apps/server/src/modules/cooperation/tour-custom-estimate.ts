// The indicative price of a custom trip (定制游), from the site's own prices on those dates.
import {
  CUSTOM_ESTIMATE_LINE_LABEL,
  type CustomEstimate,
  type CustomEstimateLine,
  type EstimateLine,
  type ItinerarySubmitInput,
} from '@lvxing/shared';
import { priceLocal } from './tour-custom-local';
import { planTrip } from './tour-custom-plan';
import {
  roundRange,
  sumRanges,
  timesRange,
  type FenRange,
  type LineParts,
} from './tour-custom-range';
import { priceStays } from './tour-custom-stay';
import { priceTransport, type TransportDeps } from './tour-custom-transport';

/** A line from its parts: the party's sum and per person, both rounded to ¥100. */
function lineOf(key: CustomEstimateLine, parts: LineParts, travellers: number): EstimateLine {
  const party = sumRanges(parts.items);
  return {
    key,
    label: CUSTOM_ESTIMATE_LINE_LABEL[key],
    party: roundRange(party),
    perPerson: roundRange(timesRange(party, 1 / travellers)),
    items: parts.items.map((i) => ({ ...roundRange(i), text: i.text })),
    note: parts.missing.length ? `${parts.missing.join('、')}暂无本站价格，由顾问报价` : '',
  };
}

const BASIS =
  '参考价按本站所选日期的机票/火车票、同级酒店与当地一日游价格估算：低价取较便宜的选择，' +
  '高价取较贵的选择，按¥100取整；儿童按2–11岁计（机票为经济舱全价的50%，火车儿童票半价，' +
  '一日游儿童价），两位成人一间房、儿童同住不占床；不含签证、保险与餐费，' +
  '实际价格以定制顾问的报价为准';

/**
 * Prices a custom trip on its plan (`planTrip`: each destination's days and nights, the legs
 * between): 大交通 from the flight search (else trains) of each leg's day, 住宿 from the city's
 * hotels of the standard's 钻级 on those nights, 当地游玩 from the city's day tours on those
 * days plus the guide and car asked (the 私家团 premium). Low sums the cheaper options, high the
 * dearer; children pay the child fares and prices; per person is the party's sum over the
 * travellers. Parts the site has no price for are
 * named in their line's note and left out of the sums.
 * @param today `YYYY-MM-DD`, Beijing calendar (a flexible month before the 15th starts tomorrow)
 */
export async function estimateTrip(
  deps: TransportDeps,
  body: ItinerarySubmitInput,
  today: string,
): Promise<CustomEstimate> {
  const plan = planTrip(body, today);
  const travellers = body.adults + body.children;
  const who = { adults: body.adults, children: body.children };
  const lines = [
    lineOf('TRANSPORT', await priceTransport(deps, plan.legs, who), travellers),
    lineOf('HOTEL', priceStays(plan.stops, body.hotelStandard, body.adults), travellers),
    lineOf('LOCAL', priceLocal(plan.stops, who, body), travellers),
  ];
  const party: FenRange = sumRanges(lines.map((l) => l.party));
  const perPerson: FenRange = sumRanges(lines.map((l) => l.perPerson));
  return {
    pricedFrom: plan.start,
    travellers,
    perPerson,
    party,
    lines,
    basis: BASIS,
    budgetFen: body.budgetFen,
    withinBudget: body.budgetFen > 0 ? perPerson.lowFen <= body.budgetFen : null,
  };
}
