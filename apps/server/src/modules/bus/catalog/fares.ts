import { pick } from '../../../lib/catalog/prng';
import type { VehicleType } from './types';

/**
 * Vehicle types by size and comfort grade (营运客车类型等级): seat counts on offer and the fare
 * band in yuan per km. Large coaches (大型) carry 45–55, middle-size (中型) 19–35; all bands lie in
 * the ¥0.30–0.45/km of public intercity tariffs.
 */
export const VEHICLES: Readonly<
  Record<VehicleType, { seats: readonly number[]; yuanPerKm: readonly [number, number] }>
> = {
  大型高一: { seats: [45, 47, 49, 51, 53, 55], yuanPerKm: [0.38, 0.45] },
  大型高二: { seats: [45, 47, 49, 51], yuanPerKm: [0.33, 0.4] },
  中型高一: { seats: [27, 29, 31, 33, 35], yuanPerKm: [0.32, 0.38] },
  中型高二: { seats: [19, 21, 23, 25, 29], yuanPerKm: [0.3, 0.35] },
};

/**
 * A vehicle type for a departure: short lines use middle-size coaches more often (60 % under
 * 100 km, 30 % under 250 km, else 10 %); the better grade 高一 is more common on large coaches.
 * @param r1 @param r2 @param r3 floats in [0, 1) from the departure's PRNG
 */
export function vehicleFor(
  km: number,
  r1: number,
  r2: number,
  r3: number,
): { vehicleType: VehicleType; seatCount: number } {
  const middle = r1 < (km < 100 ? 0.6 : km < 250 ? 0.3 : 0.1);
  const vehicleType: VehicleType = middle
    ? r2 < 0.5
      ? '中型高一'
      : '中型高二'
    : r2 < 0.7
      ? '大型高一'
      : '大型高二';
  return { vehicleType, seatCount: pick(r3, VEHICLES[vehicleType].seats) };
}

/**
 * Full fare (全票) in fen: road km × the line's rate for the vehicle type, rounded to whole yuan.
 * @param position where the line's rate lies in the vehicle's band, [0, 1)
 */
export function fullFareFen(km: number, vehicleType: VehicleType, position: number): number {
  const [lo, hi] = VEHICLES[vehicleType].yuanPerKm;
  const yuanPerKm = lo + (hi - lo) * position;
  return Math.max(1, Math.round(km * yuanPerKm)) * 100;
}

/** Half fare (半票, children 6–14): 50 % of the full fare; full fares are whole yuan, so exact. */
export function halfFareFen(fullFen: number): number {
  return Math.round(fullFen / 2);
}

/**
 * Scheduled travel time: road km at the line's average speed (60–80 km/h including stops),
 * rounded to 5 minutes, at least 20 minutes.
 */
export function durationMinutes(km: number, kmPerHour: number): number {
  return Math.max(20, Math.round((km / kmPerHour) * 12) * 5);
}
