import type { TrainResult, TrainSearchResult, TrainSeatOffer } from '@lvxing/shared';

const seat = (
  seatClass: TrainSeatOffer['seatClass'],
  label: string,
  priceFen: number,
  seatsLeft: number,
) => ({
  seatClass,
  label,
  priceFen,
  seatsLeft,
});

/** A train for tests; override what matters. */
export function train(over: Partial<TrainResult> & Pick<TrainResult, 'trainCode'>): TrainResult {
  return {
    trainNo: `5l000${over.trainCode}`,
    trainType: 'G',
    date: '2026-11-26',
    runDate: '2026-11-26',
    origin: '上海虹桥',
    terminal: '北京南',
    from: { telecode: 'AOH', name: '上海虹桥', seq: 1 },
    to: { telecode: 'NKH', name: '南京南', seq: 3 },
    depTime: '07:00',
    arrTime: '08:10',
    arrDayOffset: 0,
    durationMinutes: 70,
    distanceKm: 295,
    seats: [
      seat('O', '二等座', 13900, 120),
      seat('M', '一等座', 23900, 12),
      seat('9', '商务座', 43900, 0),
    ],
    saleState: 'ON_SALE',
    real: true,
    ...over,
  };
}

export const trains: TrainResult[] = [
  train({ trainCode: 'G7001', depTime: '07:00', arrTime: '08:10', durationMinutes: 70 }),
  train({
    trainCode: 'D3125',
    trainType: 'D',
    origin: '上海',
    from: { telecode: 'SHH', name: '上海', seq: 1 },
    to: { telecode: 'NJH', name: '南京', seq: 5 },
    terminal: '南京',
    depTime: '06:20',
    arrTime: '08:30',
    durationMinutes: 130,
    seats: [seat('O', '二等座', 9500, 5), seat('M', '一等座', 15200, 0)],
    real: false,
  }),
  train({
    trainCode: 'K1158',
    trainType: 'K',
    origin: '杭州',
    terminal: '哈尔滨',
    from: { telecode: 'SHH', name: '上海', seq: 4 },
    to: { telecode: 'NJH', name: '南京', seq: 9 },
    depTime: '22:40',
    arrTime: '02:55',
    arrDayOffset: 1,
    durationMinutes: 255,
    seats: [
      seat('1', '硬座', 4650, 0),
      { ...seat('3', '硬卧', 9850, 0), maxPriceFen: 10550 },
      seat('WZ', '无座', 4650, 0),
    ],
  }),
  train({
    trainCode: 'G1',
    depTime: '13:00',
    arrTime: '14:02',
    durationMinutes: 62,
    from: { telecode: 'AOH', name: '上海虹桥', seq: 2 },
    origin: '北京南',
    terminal: '上海虹桥',
    seats: [seat('O', '二等座', 14400, 30), seat('M', '一等座', 24400, 3)],
  }),
];

export const searchResult: TrainSearchResult = {
  from: {
    name: '上海',
    stations: [
      { code: 'AOH', name: '上海虹桥' },
      { code: 'SHH', name: '上海' },
    ],
  },
  to: {
    name: '南京',
    stations: [
      { code: 'NKH', name: '南京南' },
      { code: 'NJH', name: '南京' },
    ],
  },
  date: '2026-11-26',
  trains,
  totalBeforeFilters: trains.length,
  facets: {
    trainTypes: [
      { code: 'G', name: '高铁' },
      { code: 'D', name: '动车' },
      { code: 'K', name: '快速' },
    ],
    depStations: [
      { code: 'AOH', name: '上海虹桥' },
      { code: 'SHH', name: '上海' },
    ],
    arrStations: [
      { code: 'NKH', name: '南京南' },
      { code: 'NJH', name: '南京' },
    ],
  },
};
