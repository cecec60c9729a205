/** Free baggage of a fare: cabin bag and checked bags (kg per piece when `checkedPieces` > 0). */
export interface BaggageAllowance {
  carryOnKg: number;
  checkedKg: number;
  /** 0 for the weight concept (domestic: one total in kg); n for n pieces of `checkedKg` each. */
  checkedPieces: number;
}

/** The checked part: `托运 20kg`, `托运 2件×23kg` or `无免费托运`. */
export function checkedBaggageText(b: BaggageAllowance): string {
  if (!b.checkedKg) return '无免费托运';
  return b.checkedPieces > 0
    ? `托运 ${b.checkedPieces}件×${b.checkedKg}kg`
    : `托运 ${b.checkedKg}kg`;
}

/** The whole allowance: `手提 5kg，托运 20kg` (or `手提 5kg，无免费托运`). */
export function baggageText(b: BaggageAllowance): string {
  return `手提 ${b.carryOnKg}kg，${checkedBaggageText(b)}`;
}
