import type { BusSchedule, BusSearchResult } from '@lvxing/shared';

const njz = { code: 'NJZ', name: '南京汽车客运站' };
const njn = { code: 'NJN', name: '南京南站汽车客运站' };
const shz = { code: 'SHZ', name: '上海长途汽车客运总站' };
const shn = { code: 'SHN', name: '上海南站长途客运站' };

/** A departure for tests; override what matters. */
export function schedule(
  over: Partial<BusSchedule> & Pick<BusSchedule, 'scheduleId'>,
): BusSchedule {
  const depTime = over.depTime ?? '08:00';
  return {
    code: depTime.replace(':', ''),
    date: '2026-11-26',
    depTime,
    arrTime: '12:00',
    arrDayOffset: 0,
    fromCity: '南京',
    toCity: '上海',
    depStation: njz,
    arrStation: shz,
    distanceKm: 300,
    durationMinutes: 240,
    vehicleType: '大型高一',
    seatCount: 45,
    fullPriceFen: 9800,
    halfPriceFen: 4900,
    seatsLeft: 30,
    refundable: true,
    saleCutoffMinutes: 10,
    saleState: 'ON_SALE',
    ...over,
  };
}

export const schedules: BusSchedule[] = [
  schedule({ scheduleId: 'NJZ-SHZ-0800' }),
  schedule({
    scheduleId: 'NJN-SHN-0630',
    depTime: '06:30',
    depStation: njn,
    arrStation: shn,
    fullPriceFen: 11000,
    halfPriceFen: 5500,
    durationMinutes: 210,
    vehicleType: '中型高二',
    seatCount: 33,
    seatsLeft: 2,
  }),
  schedule({
    scheduleId: 'NJZ-SHN-1930',
    depTime: '19:30',
    arrStation: shn,
    fullPriceFen: 8800,
    seatsLeft: 0,
  }),
  schedule({
    scheduleId: 'NJZ-SHZ-1300',
    depTime: '13:00',
    fullPriceFen: 9200,
    durationMinutes: 260,
  }),
];

export const busResult: BusSearchResult = {
  from: '南京',
  to: '上海',
  date: '2026-11-26',
  schedules,
  totalBeforeFilters: schedules.length,
  facets: { depStations: [njz, njn], arrStations: [shz, shn] },
};
