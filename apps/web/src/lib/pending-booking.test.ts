import { beforeEach, describe, expect, it } from 'vitest';
import { savePendingBooking, takePendingBooking } from './pending-booking';

describe('the booking a visitor chose before logging in', () => {
  beforeEach(() => sessionStorage.clear());

  it('leads back to a ticket or a hotel booking, once', () => {
    savePendingBooking('/hotel/book?ratePlanId=H310100-0001-R1-P1&checkIn=2026-12-03');
    expect(takePendingBooking()).toBe(
      '/hotel/book?ratePlanId=H310100-0001-R1-P1&checkIn=2026-12-03',
    );
    expect(takePendingBooking()).toBeNull();
    savePendingBooking('/ticket/book?train=bus&scheduleId=NJ-SH-0930');
    expect(takePendingBooking()).toBe('/ticket/book?train=bus&scheduleId=NJ-SH-0930');
  });

  it('never leads anywhere else', () => {
    savePendingBooking('https://evil.example/hotel/book?x=1');
    expect(takePendingBooking()).toBeNull();
    savePendingBooking('/orderList');
    expect(takePendingBooking()).toBeNull();
  });
});
