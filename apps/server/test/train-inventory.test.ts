import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SeatSpec } from '../src/modules/train/catalog/consists';
import { holdSeats, releaseSeats } from '../src/modules/train/train-inventory.service';
import { seatsOfRun } from '../src/modules/train/train-seats.repository';
import { buildTestApp } from './helper';

// Runs on PGlite by default and on PostgreSQL when DATABASE_URL is set (CI runs both).
const app = await buildTestApp({ jobs: false });
const { db } = app.orders.deps;

const STOPS = 8; // segments 0…6
/** A small run class: 2 cars × 3 seats, so sell-outs and partial journeys happen often. */
const LAYOUT: SeatSpec[] = [1, 2].flatMap((car) =>
  ['A', 'C', 'F'].map((letter) => ({
    car,
    seatNo: `01${letter}`,
    seatClass: 'O' as const,
    group: 1,
    position: letter,
  })),
);

type Op =
  | { kind: 'book'; from: number; to: number; n: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'change'; pick: number; from: number; to: number; paid: boolean };

const journeyArb = fc
  .tuple(fc.integer({ min: 0, max: STOPS - 2 }), fc.integer({ min: 1, max: STOPS - 1 }))
  .map(([a, len]) => ({ from: a, to: Math.min(STOPS - 1, a + len) }));

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: STOPS - 2 }),
        fc.integer({ min: 1, max: STOPS - 1 }),
        fc.integer({ min: 1, max: 3 }),
      )
      .map(([a, len, n]) => ({
        kind: 'book' as const,
        from: a,
        to: Math.min(STOPS - 1, a + len),
        n,
      })),
  },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'refund' as const, pick })) },
  // a change (改签 / 变更到站) of a live booking to another journey: the new seats are held while
  // the old are still held; paid, the old are released; unpaid, the new expire and are released
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(), journeyArb, fc.boolean())
      .map(([pick, j, paid]) => ({ kind: 'change' as const, pick, ...j, paid })),
  },
);

type Booking = { from: number; to: number; seats: { car: number; seatNo: string }[] };

/** Marks (or frees) a booking's segments in the model. */
function mark(model: Map<string, boolean[]>, b: Booking, sold: boolean) {
  for (const s of b.seats) {
    const segs = model.get(`${s.car}|${s.seatNo}`)!;
    for (let i = b.from; i < b.to; i += 1) segs[i] = sold;
  }
}

/** The model: per seat, which segments are sold, as plain booleans. */
function emptyModel(): Map<string, boolean[]> {
  return new Map(LAYOUT.map((s) => [`${s.car}|${s.seatNo}`, Array(STOPS - 1).fill(false)]));
}
const freeOn = (segs: boolean[], from: number, to: number) => segs.slice(from, to).every((x) => !x);

let run = 0;

describe(`segment inventory on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('never sells a seat twice on a segment and never loses a free one, changes included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const key = { trainCode: `P${run}`, runDate: '2026-12-01', seatClass: 'O' as const };
        const model = emptyModel();
        const live: Booking[] = [];
        for (const op of ops) {
          if (op.kind === 'book') {
            const freeSeats = [...model.values()].filter((s) => freeOn(s, op.from, op.to)).length;
            const got = await db.transaction((tx) => holdSeats(tx, key, LAYOUT, op));
            expect(got === null).toBe(freeSeats < op.n);
            if (got) {
              expect(new Set(got.map((s) => `${s.car}|${s.seatNo}`)).size).toBe(op.n);
              for (const s of got) {
                const segs = model.get(`${s.car}|${s.seatNo}`)!;
                expect(freeOn(segs, op.from, op.to)).toBe(true);
                for (let i = op.from; i < op.to; i += 1) segs[i] = true;
              }
              live.push({ from: op.from, to: op.to, seats: got });
            }
          } else if (op.kind === 'refund' && live.length > 0) {
            const [b] = live.splice(op.pick % live.length, 1);
            await db.transaction((tx) => releaseSeats(tx, key, LAYOUT, b!));
            mark(model, b!, false);
          } else if (op.kind === 'change' && live.length > 0) {
            const i = op.pick % live.length;
            const old = live[i]!;
            const n = old.seats.length;
            const freeSeats = [...model.values()].filter((s) => freeOn(s, op.from, op.to)).length;
            const got = await db.transaction((tx) => holdSeats(tx, key, LAYOUT, { ...op, n }));
            expect(got === null).toBe(freeSeats < n);
            if (got) {
              for (const s of got) {
                expect(freeOn(model.get(`${s.car}|${s.seatNo}`)!, op.from, op.to)).toBe(true);
              }
              const next = { from: op.from, to: op.to, seats: got };
              mark(model, next, true);
              const gone = op.paid ? old : next;
              await db.transaction((tx) => releaseSeats(tx, key, LAYOUT, gone));
              mark(model, gone, false);
              if (op.paid) live[i] = next;
            }
          }
          const stored = await seatsOfRun(db, key);
          for (const r of stored) {
            const want = model.get(`${r.car}|${r.seatNo}`)!;
            const bits = want.reduce((acc, sold, i) => (sold ? acc | (1n << BigInt(i)) : acc), 0n);
            expect(r.occupied).toBe(bits);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
