// 当地玩乐: day tours in a city, over two or three of its sights (or one that fills a day),
// sold by a sample local agency, meeting at the first sight.
import { intIn, pick, seeded } from '../../../lib/catalog/prng';
import { distanceKm } from '../../../lib/catalog/geo';
import { buildItinerary } from './itinerary';
import { refundKeyOf } from './products';
import type { Route } from './route-rows';
import * as terms from './terms';
import { excludesOf, includesOf, notesOf } from './texts';
import type { Sight, TourProduct, TourScope } from './types';

/**
 * Two-letter province abbreviations for the sample 旅行社业务经营许可证 numbers (in the style of
 * the real L-BJ-…, L-SH-… numbers; some real provinces use longer codes, which does not matter
 * for samples).
 */
const LICENCE_CODES: Readonly<Record<string, string>> = {
  北京: 'BJ',
  天津: 'TJ',
  河北: 'HE',
  山西: 'SX',
  内蒙古: 'NM',
  辽宁: 'LN',
  吉林: 'JL',
  黑龙江: 'HL',
  上海: 'SH',
  江苏: 'JS',
  浙江: 'ZJ',
  安徽: 'AH',
  福建: 'FJ',
  江西: 'JX',
  山东: 'SD',
  河南: 'HA',
  湖北: 'HB',
  湖南: 'HN',
  广东: 'GD',
  广西: 'GX',
  海南: 'HI',
  重庆: 'CQ',
  四川: 'SC',
  贵州: 'GZ',
  云南: 'YN',
  西藏: 'XZ',
  陕西: 'SN',
  甘肃: 'GS',
  青海: 'QH',
  宁夏: 'NX',
  新疆: 'XJ',
};

/**
 * A city's sights cut into day tours in list order: up to three sights and 8.5 hours a day;
 * sights over 120 km apart go on different days; a day of one sight only when it fills half a
 * day or more. At most three tours a city.
 */
export function dayTours(sights: readonly Sight[]): Sight[][] {
  const tours: Sight[][] = [];
  let day: Sight[] = [];
  const flush = () => {
    const hours = day.reduce((s, v) => s + v.hours, 0);
    if (day.length >= 2 || hours >= 4) tours.push(day);
    day = [];
  };
  for (const s of sights) {
    const hours = day.reduce((sum, v) => sum + v.hours, 0);
    const far = day.length > 0 && distanceKm(day[day.length - 1] as Sight, s) > 120;
    if (day.length && (far || day.length === 3 || hours + s.hours > 8.5)) flush();
    day.push(s);
  }
  if (day.length) flush();
  return tours.slice(0, 3);
}

/** A stand-in route for the texts and terms of a day tour in `city`. */
function localRoute(city: string, province: string, scope: TourScope): Route {
  return {
    key: `LOCAL_${city}`,
    name: city,
    scope,
    region: province,
    hub: city,
    sights: [],
    days: [1, 1],
    tags: [],
    extras: [],
    shopping: [],
    visa: null,
    peak: 'SUMMER',
    dayYuan: 0,
  };
}

/** The sample local agency of a day tour. */
function localSupplier(first: Sight, n: number): TourProduct['supplier'] {
  const code = LICENCE_CODES[first.province] ?? 'SH';
  const abroad = first.scope === 'OUTBOUND';
  return {
    name: abroad
      ? `上海示例国际旅行社有限公司（示例）`
      : `${first.city}示例地接旅行社有限公司（示例）`,
    licenceNo: abroad ? 'L-SH-CJ00199' : `L-${code}-${String(10000 + n).padStart(5, '0')}`,
    sample: true,
  };
}

/** A day tour's selling terms: group size, confirmation, meeting at the first sight. */
function localTermsOf(first: Sight, route: Route, n: number, rand: () => number) {
  const size = terms.groupSizeOf('LOCAL', first.scope, rand);
  const time = pick(rand(), ['07:30', '08:00', '08:30']);
  return {
    ...size,
    confirm: terms.confirmOf('LOCAL', first.scope, rand),
    bookingNotes: notesOf('LOCAL', route, size.minGroupSize, 0),
    supplier: localSupplier(first, n),
    signupCloseDays: 1,
    meetingPoint: { name: `${first.name}入口`, lat: first.lat, lng: first.lng, time },
    refundLadderKey: refundKeyOf(route),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  } satisfies Partial<TourProduct>;
}

/** A day tour over `sights` (deterministic in its code), priced by its sightseeing hours. */
export function makeLocal(code: string, sights: readonly Sight[], n: number): TourProduct {
  const first = sights[0] as Sight;
  const rand = seeded(`tour|${code}`);
  const route = localRoute(first.city, first.province, first.scope);
  const hours = sights.reduce((s, v) => s + v.hours, 0);
  const yuan = first.scope === 'DOMESTIC' ? 120 + hours * 45 : 300 + hours * 80;
  const sale = localTermsOf(first, route, n, rand);
  const hotel = { standard: '舒适型', diamonds: 3 } as const;
  const trip = {
    type: 'LOCAL',
    route,
    sights,
    days: 1,
    travelHours: 0,
    mode: '高铁',
    hotel,
  } as const;
  return {
    ...sale,
    code,
    title: `${first.city}·${sights.map((s) => s.name).join('+')}1日游`,
    type: 'LOCAL',
    scope: first.scope,
    departureCity: first.city,
    routeKey: route.key,
    destinations: [first.city],
    region: first.province,
    days: 1,
    nights: 0,
    highlights: ['含门票', '导游讲解', ...(sale.confirm.mode === 'INSTANT' ? ['即时确认'] : [])],
    itinerary: buildItinerary({ ...trip, dep: { name: first.city } }),
    includes: includesOf('LOCAL', route, '旅游大巴'),
    excludes: excludesOf('LOCAL', first.scope, 0),
    pureFun: true,
    shopping: [],
    paidExtras: [],
    basePriceFen: (Math.round(yuan / 10) * 10 - 1) * 100,
    singleNightFen: 0,
    peakSeason: 'SUMMER',
    score: Math.round((4.4 + rand() * 0.6) * 10) / 10,
    sold: intIn(rand(), 0, 5000),
  };
}
