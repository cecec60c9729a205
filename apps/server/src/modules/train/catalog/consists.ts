import { SEAT_CLASSES, type SeatClass, type TrainType } from '@lvxing/shared';
import type { ConsistKind } from './types';

/** One seat (or berth, or standing place) of a consist. */
export interface SeatSpec {
  car: number;
  /** `12F` (seats), `056` (硬座), `13下` (berths), `W05` (无座). */
  seatNo: string;
  seatClass: SeatClass;
  /** Seats of one group sit together: a row of seats, a bay of 硬座, a sleeper compartment. */
  group: number;
  /** Seat letter (A–F) for seats; berth level 上/中/下 for berths; '' otherwise. */
  position: string;
}

type Section =
  | { kind: 'seats'; cls: SeatClass; rows: [number, number]; letters: string }
  | { kind: 'hard'; count: number }
  | { kind: 'berths'; cls: '3' | '4'; numbers: number; levels: string }
  | { kind: 'stand'; count: number };

const seats = (cls: SeatClass, from: number, to: number, letters: string): Section => ({
  kind: 'seats',
  cls,
  rows: [from, to],
  letters,
});
const FIRST_CAR: Section[] = [seats('9', 1, 2, 'ACF'), seats('M', 3, 9, 'ACDF')];
const SECOND = (rows = 18, wz = 5): Section[] => [
  seats('O', 1, rows, 'ABCDF'),
  { kind: 'stand', count: wz },
];
const LAST_CAR: Section[] = [
  seats('9', 1, 2, 'ACF'),
  seats('O', 3, 15, 'ABCDF'),
  { kind: 'stand', count: 5 },
];
const HARD: Section[] = [
  { kind: 'hard', count: 118 },
  { kind: 'stand', count: 20 },
];
const SOFT_SLEEPER: Section[] = [{ kind: 'berths', cls: '4', numbers: 18, levels: '上下' }];
const HARD_SLEEPER: Section[] = [{ kind: 'berths', cls: '3', numbers: 22, levels: '上中下' }];
const DINING: Section[] = [];
const times = <T>(n: number, v: T): T[] => Array.from({ length: n }, () => v);

/**
 * Car lists (编组) by consist kind, car 1 first. Modelled on CR400AF/CRH380 8- and 16-car sets
 * (商务座 A C F at the car ends, 一等座 A C D F, 二等座 A B C D F) and on 18-car conventional
 * sets (硬座 118 seats, 硬卧 11 compartments of 6 berths, 软卧 9 compartments of 4). 无座
 * places are sold per car as their own rows. Seat counts are close to, not equal to, real sets.
 */
const CONSISTS: Record<ConsistKind, Section[][]> = {
  G8: [FIRST_CAR, SECOND(), SECOND(), SECOND(), SECOND(13), SECOND(), SECOND(), LAST_CAR],
  G16: [
    FIRST_CAR,
    [seats('M', 1, 14, 'ACDF')],
    [seats('M', 1, 14, 'ACDF')],
    ...times(5, SECOND()),
    DINING,
    ...times(6, SECOND()),
    LAST_CAR,
  ],
  D8: [
    [seats('M', 1, 13, 'ACDF')],
    SECOND(),
    SECOND(),
    SECOND(),
    SECOND(13),
    SECOND(),
    SECOND(),
    LAST_CAR,
  ],
  D16: [
    FIRST_CAR,
    [seats('M', 1, 14, 'ACDF')],
    ...times(6, SECOND()),
    DINING,
    ...times(6, SECOND()),
    [seats('M', 1, 14, 'ACDF')],
  ],
  C8: [
    [seats('M', 1, 13, 'ACDF')],
    ...times(3, SECOND(18, 10)),
    SECOND(13, 10),
    ...times(3, SECOND(18, 10)),
  ],
  P18: [...times(2, HARD), DINING, ...times(2, SOFT_SLEEPER), ...times(13, HARD_SLEEPER)],
  K18: [...times(7, HARD), DINING, SOFT_SLEEPER, ...times(9, HARD_SLEEPER)],
};

function carSeats(car: number, sections: Section[]): SeatSpec[] {
  const out: SeatSpec[] = [];
  for (const s of sections) {
    if (s.kind === 'seats') {
      for (let row = s.rows[0]; row <= s.rows[1]; row += 1) {
        for (const letter of s.letters) {
          const seatNo = `${String(row).padStart(2, '0')}${letter}`;
          out.push({ car, seatNo, seatClass: s.cls, group: row, position: letter });
        }
      }
    } else if (s.kind === 'hard') {
      for (let n = 1; n <= s.count; n += 1) {
        const seatNo = String(n).padStart(3, '0');
        out.push({ car, seatNo, seatClass: '1', group: Math.ceil(n / 10), position: '' });
      }
    } else if (s.kind === 'berths') {
      for (let n = 1; n <= s.numbers; n += 1) {
        for (const level of [...s.levels].reverse()) {
          out.push({
            car,
            seatNo: `${n}${level}`,
            seatClass: s.cls,
            group: Math.ceil(n / 2),
            position: level,
          });
        }
      }
    } else {
      for (let n = 1; n <= s.count; n += 1) {
        const seatNo = `W${String(n).padStart(2, '0')}`;
        out.push({ car, seatNo, seatClass: 'WZ', group: 0, position: '' });
      }
    }
  }
  return out;
}

const memo = new Map<ConsistKind, SeatSpec[]>();

/** Every seat of a consist, car by car. */
export function seatMap(kind: ConsistKind): SeatSpec[] {
  let list = memo.get(kind);
  if (!list) {
    list = CONSISTS[kind].flatMap((sections, i) => carSeats(i + 1, sections));
    memo.set(kind, list);
  }
  return list;
}

const byClass = new Map<string, SeatSpec[]>();

/** Seats of one class of a consist (memoised). */
export function seatsOfClass(kind: ConsistKind, seatClass: SeatClass): SeatSpec[] {
  const key = `${kind}|${seatClass}`;
  let list = byClass.get(key);
  if (!list) {
    list = seatMap(kind).filter((s) => s.seatClass === seatClass);
    byClass.set(key, list);
  }
  return list;
}

/** Seat classes of a consist in the 12306 display order (商务座 first, 无座 last). */
export function seatClassesOf(kind: ConsistKind): SeatClass[] {
  const present = new Set(seatMap(kind).map((s) => s.seatClass));
  return SEAT_CLASSES.filter((c) => present.has(c));
}

const capacities = new Map<ConsistKind, Map<SeatClass, number>>();

/** Number of places of each class of a consist (memoised). */
export function capacityOf(kind: ConsistKind): Map<SeatClass, number> {
  let out = capacities.get(kind);
  if (!out) {
    out = new Map<SeatClass, number>();
    for (const s of seatMap(kind)) out.set(s.seatClass, (out.get(s.seatClass) ?? 0) + 1);
    capacities.set(kind, out);
  }
  return out;
}

/** How a seat is printed on the ticket: 05车12F, 03车056号, 08车13号下铺, 05车无座. */
export function seatLabel(car: number, seatNo: string, seatClass: SeatClass): string {
  const c = `${String(car).padStart(2, '0')}车`;
  if (seatClass === 'WZ') return `${c}无座`;
  if (seatClass === '1') return `${c}${seatNo}号`;
  if (seatClass === '3' || seatClass === '4')
    return `${c}${seatNo.slice(0, -1)}号${seatNo.slice(-1)}铺`;
  return `${c}${seatNo}`;
}

/** The consist of a train by type; `r` in [0, 1) picks 16 cars for some G (40 %) and D (30 %). */
export function consistFor(type: TrainType, r: number): ConsistKind {
  if (type === 'G') return r < 0.4 ? 'G16' : 'G8';
  if (type === 'D') return r < 0.3 ? 'D16' : 'D8';
  if (type === 'C') return 'C8';
  return type === 'Z' || type === 'T' ? 'P18' : 'K18';
}
