// Hand-listed real models per class (facts entered by hand for this project: seats, doors,
// gearbox, energy, engine size of the common trim, CLTC range of one EV trim) and sample
// suppliers (invented names, not real brands).
import type { CarClassCode } from '@lvxing/shared';
import type { CarModel, CarSupplier } from './types';

type Row = [name: string, seats: number, doors: number, gear: 'AUTO' | 'MANUAL', size: string];
type EvRow = [name: string, seats: number, energy: 'ELECTRIC' | 'HYBRID', rangeKm: number];

const petrol = (classCode: CarClassCode, rows: Row[]): CarModel[] =>
  rows.map(([name, seats, doors, gearbox, displacement]) => ({
    name,
    classCode,
    seats,
    doors,
    gearbox,
    energy: 'PETROL',
    displacement,
    rangeKm: null,
  }));

const battery = (rows: EvRow[]): CarModel[] =>
  rows.map(([name, seats, energy, rangeKm]) => ({
    name,
    classCode: 'NEV',
    seats,
    doors: 4,
    gearbox: 'AUTO',
    energy,
    displacement: energy === 'HYBRID' ? '1.5L' : null,
    rangeKm,
  }));

/** The models of each class, the first the most common at the counters. */
export const CAR_MODELS: Readonly<Record<CarClassCode, readonly CarModel[]>> = {
  ECONOMY: petrol('ECONOMY', [
    ['大众朗逸', 5, 4, 'AUTO', '1.5L'],
    ['日产轩逸', 5, 4, 'AUTO', '1.6L'],
    ['丰田卡罗拉', 5, 4, 'AUTO', '1.2T'],
    ['大众捷达VA3', 5, 4, 'MANUAL', '1.5L'],
  ]),
  COMFORT: petrol('COMFORT', [
    ['丰田凯美瑞', 5, 4, 'AUTO', '2.0L'],
    ['本田雅阁', 5, 4, 'AUTO', '1.5T'],
    ['大众帕萨特', 5, 4, 'AUTO', '2.0T'],
  ]),
  SUV: petrol('SUV', [
    ['丰田RAV4荣放', 5, 5, 'AUTO', '2.0L'],
    ['本田CR-V', 5, 5, 'AUTO', '1.5T'],
    ['大众途观L', 5, 5, 'AUTO', '2.0T'],
  ]),
  MPV: petrol('MPV', [
    ['别克GL8', 7, 5, 'AUTO', '2.0T'],
    ['本田奥德赛', 7, 5, 'AUTO', '2.0L'],
    ['广汽传祺M8', 7, 5, 'AUTO', '2.0T'],
  ]),
  LUXURY: petrol('LUXURY', [
    ['宝马5系', 5, 4, 'AUTO', '2.0T'],
    ['奔驰E级', 5, 4, 'AUTO', '2.0T'],
    ['奥迪A6L', 5, 4, 'AUTO', '2.0T'],
  ]),
  NEV: battery([
    ['比亚迪秦PLUS EV', 5, 'ELECTRIC', 510],
    ['特斯拉Model 3', 5, 'ELECTRIC', 606],
    ['比亚迪汉EV', 5, 'ELECTRIC', 605],
    ['比亚迪秦PLUS DM-i', 5, 'HYBRID', 1245],
  ]),
};

/** Rent per 24 h of each class before the city's and the supplier's factors, fen. */
export const BASE_DAILY_RENT_FEN: Readonly<Record<CarClassCode, number>> = {
  ECONOMY: 12_000,
  COMFORT: 19_000,
  SUV: 23_000,
  MPV: 36_000,
  LUXURY: 62_000,
  NEV: 16_000,
};

/** Sample suppliers (示例数据). */
export const CAR_SUPPLIERS: readonly CarSupplier[] = [
  { code: 'TA', name: '途安租车', priceFactor: 1, freeCancel: true, depositFree: true, score: 4.8 },
  {
    code: 'XY',
    name: '行悦租车',
    priceFactor: 0.92,
    freeCancel: true,
    depositFree: false,
    score: 4.6,
  },
  {
    code: 'CC',
    name: '畅程出行',
    priceFactor: 0.88,
    freeCancel: false,
    depositFree: false,
    score: 4.4,
  },
  {
    code: 'YD',
    name: '驿动租车',
    priceFactor: 1.08,
    freeCancel: true,
    depositFree: true,
    score: 4.9,
  },
  {
    code: 'AC',
    name: '安骋本地租车',
    priceFactor: 0.85,
    freeCancel: false,
    depositFree: true,
    score: 4.3,
  },
];
