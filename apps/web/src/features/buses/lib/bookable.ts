import type { BusSchedule } from '@lvxing/shared';

/** Whether the departure can still be booked (on sale, seats left). */
export const bookable = (s: BusSchedule) => s.saleState === 'ON_SALE' && s.seatsLeft > 0;
