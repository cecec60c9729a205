// The all-in total as the booking page shows it while the cover and child seats change: the
// search's total with 基础 replaced by the chosen tier and the seats per started day added (the
// server computes the same again at booking and refuses another total: 26007).
import type { CarInsuranceTier, CarOffer } from '@lvxing/shared';

export interface RentalExtras {
  insuranceTier: CarInsuranceTier;
  childSeats: number;
}

/** The total (fen) of `offer` with `extras` over `billedDays` started days. */
export function bookedTotalFen(
  offer: Pick<CarOffer, 'totalFen' | 'insurance'>,
  extras: RentalExtras,
  days: { billedDays: number; childSeatPerDayFen: number },
): number {
  const perDay = (tier: CarInsuranceTier) =>
    offer.insurance.find((i) => i.tier === tier)?.perDayFen ?? 0;
  const cover = (perDay(extras.insuranceTier) - perDay('BASIC')) * days.billedDays;
  return offer.totalFen + cover + extras.childSeats * days.billedDays * days.childSeatPerDayFen;
}
