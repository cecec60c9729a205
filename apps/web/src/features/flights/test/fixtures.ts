import type { Flight, FlightLegResult, VendorOffer } from '@lvxing/shared';

const pek = { code: 'PEK', nameZh: '首都国际机场', cityZh: '北京' };
const pkx = { code: 'PKX', nameZh: '大兴国际机场', cityZh: '北京' };
const sha = { code: 'SHA', nameZh: '虹桥国际机场', cityZh: '上海' };

/** A flight for tests; override what matters. */
export function flight(over: Partial<Flight> & Pick<Flight, 'flightNo'>): Flight {
  const date = over.date ?? '2026-11-25';
  const depTime = over.depTime ?? '08:00';
  const arrTime = over.arrTime ?? '10:15';
  return {
    // Beijing on both ends: the local clocks are the schedule's
    local: {
      dep: { date, time: depTime, utcOffsetMinutes: 480 },
      arr: { date, time: arrTime, utcOffsetMinutes: 480 },
      arrDayOffset: over.arrDayOffset ?? 0,
    },
    airline: { code: 'MU', nameZh: '中国东方航空', shortZh: '东方航空' },
    aircraft: '333',
    aircraftSize: '大',
    date: '2026-11-25',
    dep: pek,
    arr: sha,
    depTime: '08:00',
    arrTime: '10:15',
    arrDayOffset: 0,
    durationMinutes: 135,
    distanceKm: 1088,
    stops: 0,
    international: false,
    meal: true,
    cabins: [{ cabin: 'Y', lowestPriceFen: 48000, discount: 0.45, seatsLeft: 20 }],
    lowestPriceFen: 48000,
    ...over,
  };
}

export const flights: Flight[] = [
  flight({ flightNo: 'MU5101', depTime: '08:00', durationMinutes: 135 }),
  flight({
    flightNo: 'CA1501',
    airline: { code: 'CA', nameZh: '中国国际航空', shortZh: '中国国航' },
    depTime: '06:30',
    durationMinutes: 150,
    cabins: [
      { cabin: 'Y', lowestPriceFen: 62000, discount: 0.58, seatsLeft: 3 },
      { cabin: 'C', lowestPriceFen: 250000, discount: 1, seatsLeft: 4 },
    ],
  }),
  flight({
    flightNo: 'HU7601',
    airline: { code: 'HU', nameZh: '海南航空', shortZh: '海南航空' },
    dep: pkx,
    depTime: '21:10',
    arrTime: '00:20',
    arrDayOffset: 1,
    durationMinutes: 190,
    stops: 1,
    cabins: [{ cabin: 'Y', lowestPriceFen: 39000, discount: 0.36, seatsLeft: 0 }],
  }),
  flight({
    flightNo: 'FM9102',
    depTime: '13:00',
    durationMinutes: 125,
    cabins: [{ cabin: 'Y', lowestPriceFen: 41000, discount: 0.38, seatsLeft: 9 }],
  }),
];

export const leg: FlightLegResult = {
  from: {
    code: 'CBJS',
    nameZh: '北京',
    pinyin: 'beijing',
    initials: 'bj',
    countryZh: '中国',
    domestic: true,
    airports: [pek, pkx],
  },
  to: {
    code: 'CSHA',
    nameZh: '上海',
    pinyin: 'shanghai',
    initials: 'sh',
    countryZh: '中国',
    domestic: true,
    airports: [sha],
  },
  date: '2026-11-25',
  flights,
  totalBeforeFilters: flights.length,
  facets: {
    airlines: [
      { code: 'MU', nameZh: '东方航空', lowestPriceFen: 41000 },
      { code: 'CA', nameZh: '中国国航', lowestPriceFen: 62000 },
      { code: 'HU', nameZh: '海南航空', lowestPriceFen: 39000 },
    ],
    depAirports: [
      { code: 'PEK', nameZh: '首都国际机场', lowestPriceFen: 41000 },
      { code: 'PKX', nameZh: '大兴国际机场', lowestPriceFen: 39000 },
    ],
    arrAirports: [{ code: 'SHA', nameZh: '虹桥国际机场', lowestPriceFen: 39000 }],
  },
};

export function offer(over: Partial<VendorOffer> = {}): VendorOffer {
  return {
    offerId: 'MU5101.2026-11-25.Y.FS-MU',
    vendor: { code: 'FS-MU', nameZh: '东方航空官方旗舰店', kind: 'FLAGSHIP', rating: 4.9 },
    cabin: 'Y',
    bookingClass: 'V',
    adultFareFen: 48000,
    childFareFen: 53000,
    infantFareFen: 10600,
    discount: 0.45,
    seatsLeft: 5,
    refundRules: [
      { label: '起飞前7天(含)以上', minHoursBefore: 168, feePercent: 10 },
      { label: '起飞前2小时(含)至7天', minHoursBefore: 2, feePercent: 30 },
    ],
    changeRules: [
      { label: '起飞前7天(含)以上', minHoursBefore: 168, feePercent: 0 },
      { label: '起飞前2小时(含)至7天', minHoursBefore: 2, feePercent: 20 },
    ],
    baggage: { carryOnKg: 7, checkedKg: 20, checkedPieces: 1 },
    ticketingMinutes: 10,
    tags: ['极速出票'],
    ...over,
  };
}
