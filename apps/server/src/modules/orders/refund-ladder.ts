/**
 * A step of a refund (or change) fee ladder: from `minHoursBefore` hours before departure on, the
 * fee is `feePercent` of the base amount.
 */
export interface LadderStep {
  minHoursBefore: number;
  feePercent: number;
}

/**
 * How a kind rounds its ladder fee, each on purpose: flights to whole yuan (100 fen), trains to
 * ¥0.5 with a ¥2 minimum (12306), buses to the fen. Each kind names its own constant and its source.
 */
export interface FeeRounding {
  /** The fee is rounded half up to a multiple of this many fen: 100 (¥1), 50 (¥0.5), 1 (fen). */
  unitFen: number;
  /** The least fee, in fen, whenever the step charges one (`feePercent` above 0). */
  minimumFen?: number;
}

/**
 * Fee in fen from a ladder of steps for a refund `hoursBefore` departure: the step with the highest
 * `minHoursBefore` that `hoursBefore` reaches (the lowest step when none does), its percentage of
 * `baseFen`, rounded half up to `rounding.unitFen` and raised to `rounding.minimumFen`. A 0 % step
 * (or an empty ladder) costs nothing, minimum or not. Whether a refund is allowed at all (after
 * departure, non-refundable fares) and any cap stay with the kind.
 */
export function ladderFee(
  steps: readonly LadderStep[],
  hoursBefore: number,
  baseFen: number,
  rounding: FeeRounding,
): number {
  const sorted = [...steps].sort((a, b) => b.minHoursBefore - a.minHoursBefore);
  const step = sorted.find((s) => hoursBefore >= s.minHoursBefore) ?? sorted[sorted.length - 1];
  if (!step || step.feePercent === 0) return 0;
  const { unitFen, minimumFen = 0 } = rounding;
  const fee = Math.round((baseFen * step.feePercent) / 100 / unitFen) * unitFen;
  return Math.max(fee, minimumFen);
}
