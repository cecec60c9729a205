import type { Tx } from '../../db/client';
import type { SeatSpec } from './catalog/consists';
import { pickSeats } from './seat-picker';
import {
  freeSeats,
  lockRun,
  occupySeats,
  seatsOfRun,
  segmentMask,
  type RunKey,
} from './train-seats.repository';

/**
 * Holds `n` seats of a run class for the journey from stop `from` to stop `to`, inside `tx`:
 * locks the run class (creating its seat rows from `layout` on the first sale), reads the seats,
 * chooses them together (see {@link pickSeats}) and marks the journey's segments sold on them.
 * @returns the seats, or null when fewer than `n` are free on the whole journey
 * @throws Error if a chosen seat turns out taken (cannot happen under the lock)
 */
export async function holdSeats(
  tx: Tx,
  key: RunKey,
  layout: readonly SeatSpec[],
  journey: { from: number; to: number; n: number; letters?: readonly string[] },
): Promise<SeatSpec[] | null> {
  await lockRun(tx, key, layout);
  const specs = new Map(layout.map((s) => [`${s.car}|${s.seatNo}`, s]));
  const states = (await seatsOfRun(tx, key)).flatMap((r) => {
    const spec = specs.get(`${r.car}|${r.seatNo}`);
    return spec ? [{ spec, occupied: r.occupied }] : [];
  });
  const mask = segmentMask(journey.from, journey.to);
  const chosen = pickSeats(states, mask, journey.n, journey.letters ?? []);
  if (!chosen) return null;
  if (!(await occupySeats(tx, key, chosen, mask))) throw new Error('seat taken under the run lock');
  return chosen;
}

/**
 * Frees the journey's segments on the given seats (closing or refunding an order), under the
 * run lock. @returns the number of seats freed
 */
export async function releaseSeats(
  tx: Tx,
  key: RunKey,
  layout: readonly SeatSpec[],
  journey: { from: number; to: number; seats: readonly { car: number; seatNo: string }[] },
): Promise<number> {
  await lockRun(tx, key, layout);
  return freeSeats(tx, key, journey.seats, segmentMask(journey.from, journey.to));
}
