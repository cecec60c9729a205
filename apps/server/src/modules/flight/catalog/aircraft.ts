import { intIn, pick } from '../../../lib/catalog/prng';
import type { CabinLayout, FlightSchedule } from './types';
import { LOW_COST, NARROW_BODY_FIRST } from './names-airlines';

/**
 * OpenFlights equipment codes (2014) → the IATA type flown today: old types are replaced by
 * their current successor (MD-90 → 737-800, A340 → A350, 747 → 777-300ER …).
 */
const TYPE_MAP: Readonly<Record<string, string>> = {
  '319': '319',
  '320': '320',
  '32S': '320',
  '321': '321',
  '752': '321',
  '757': '321',
  T20: '320',
  '737': '738',
  '738': '738',
  '739': '738',
  '73H': '738',
  '73J': '738',
  '733': '738',
  '734': '738',
  '735': '738',
  M90: '738',
  M83: '738',
  M82: '738',
  '73G': '73G',
  '73W': '73G',
  E90: 'E90',
  ERJ: 'E90',
  EMB: 'E90',
  SU9: 'E90',
  A81: 'E90',
  CR2: 'CR9',
  CR7: 'CR9',
  CR9: 'CR9',
  CRJ: 'CR9',
  AT7: 'AT7',
  YN7: 'AT7',
  F50: 'AT7',
  '330': '330',
  '332': '332',
  '310': '332',
  '313': '332',
  '333': '333',
  AB6: '333',
  '340': '359',
  '343': '359',
  '346': '359',
  '763': '789',
  '764': '789',
  '767': '789',
  '76W': '789',
  D1C: '789',
  '787': '789',
  '788': '788',
  '789': '789',
  '777': '77W',
  '772': '77W',
  '773': '77W',
  '77W': '77W',
  '77L': '77W',
  '744': '77W',
  '747': '77W',
  '74M': '77W',
  '74E': '77W',
  '74L': '77W',
  '74H': '77W',
  '380': '388',
  '388': '388',
};

const SMALL = new Set(['E90', 'E95', 'CR9', 'AT7']);
const WIDE = new Set(['330', '332', '333', '359', '788', '789', '77W', '388']);

/** Size label of an aircraft type: 大 wide-body, 中 narrow-body, 小 regional. */
export function aircraftSize(type: string): FlightSchedule['aircraftSize'] {
  return WIDE.has(type) ? '大' : SMALL.has(type) ? '小' : '中';
}

function fits(type: string, km: number): boolean {
  if (SMALL.has(type)) return km <= 1500;
  if (WIDE.has(type)) return true;
  return km <= 5500;
}

function byDistance(km: number): readonly string[] {
  if (km <= 1500) return ['320', '321', '738', '73M', '32N', '319'];
  if (km <= 3500) return ['320', '321', '738', '73M', '32N', '333'];
  if (km <= 5500) return ['321', '738', '333', '789'];
  return ['359', '789', '77W', '333'];
}

/**
 * Aircraft type of one flight: one of the route's equipment types (mapped to today's types)
 * when one fits the distance, otherwise a type usual for the distance; 737-800/A320 flights
 * are sometimes their MAX/neo successors.
 * @param km great-circle distance of the route
 * @param r1 draw in [0, 1) picking the type
 * @param r2 draw in [0, 1) choosing a MAX/neo successor
 */
export function chooseAircraft(equipment: readonly string[], km: number, r1: number, r2: number) {
  const mapped = [...new Set(equipment.map((e) => TYPE_MAP[e]).filter((t) => t !== undefined))];
  const fitting = mapped.filter((t) => fits(t, km)).sort();
  let type = pick(r1, fitting.length ? fitting : byDistance(km));
  if (r2 < 0.3 && type === '738') type = '73M';
  if (r2 < 0.3 && type === '320') type = '32N';
  return type;
}

const Y_SEATS: Readonly<Record<string, readonly [number, number]>> = {
  '319': [120, 128],
  '320': [150, 158],
  '32N': [156, 164],
  '321': [170, 182],
  '738': [156, 168],
  '73M': [156, 168],
  '73G': [120, 128],
  E90: [94, 98],
  E95: [106, 112],
  CR9: [78, 84],
  AT7: [64, 70],
  '388': [420, 430],
};

/**
 * Cabin layout: narrow-bodies Y 150–170 plus F 8 (big Chinese carriers) or C 8–12; wide-bodies
 * Y 250–300, C 24–36, F 0–8 and, on some long international routes, W 21–28; low-cost carriers
 * economy only.
 * @param rand the flight's seeded generator
 */
export function cabinLayout(
  type: string,
  airline: string,
  km: number,
  international: boolean,
  rand: () => number,
): CabinLayout[] {
  const [yMin, yMax] = Y_SEATS[type] ?? [250, 300];
  let y = intIn(rand(), yMin, yMax);
  const lcc = LOW_COST.has(airline);
  const out: CabinLayout[] = [];
  if (lcc) return [{ cabin: 'Y', seats: y }];
  if (SMALL.has(type)) {
    if (type === 'E90' || type === 'E95') out.push({ cabin: 'C', seats: 6 });
  } else if (!WIDE.has(type)) {
    if (NARROW_BODY_FIRST.has(airline) && !international) out.push({ cabin: 'F', seats: 8 });
    else out.push({ cabin: 'C', seats: 8 + 2 * intIn(rand(), 0, 2) });
  } else {
    const longHaul = international && km > 5500;
    if (longHaul && rand() < 0.5) out.push({ cabin: 'F', seats: 8 });
    out.push({ cabin: 'C', seats: type === '388' ? 70 : intIn(rand(), 24, 36) });
    if (longHaul && rand() < 0.6) {
      const w = intIn(rand(), 21, 28);
      out.push({ cabin: 'W', seats: w });
      y -= w;
    }
  }
  out.push({ cabin: 'Y', seats: y });
  const order = { F: 0, C: 1, W: 2, Y: 3 };
  return out.sort((a, b) => order[a.cabin] - order[b.cabin]);
}
