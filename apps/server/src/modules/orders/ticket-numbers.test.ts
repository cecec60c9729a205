import { describe, expect, it } from 'vitest';
import { newBusTicketNo } from '../bus/bus.product';
import { newTicketNo } from '../flight/flight.product';
import { newTrainOrderCode } from '../train/train.product';
import { randomTicketNo } from './ticket-numbers';

describe('ticket numbers', () => {
  it('are the prefix and the given number of random digits, every digit at every place', () => {
    const drawn = Array.from({ length: 2000 }, () => randomTicketNo({ prefix: '781', digits: 10 }));
    for (const no of drawn) expect(no).toMatch(/^781\d{10}$/);
    for (let place = 3; place < 13; place += 1) {
      expect(new Set(drawn.map((no) => no[place])).size).toBe(10);
    }
  });

  it('keep each kind’s format', () => {
    expect(newTicketNo('CA')).toMatch(/^999\d{10}$/); // 13 digits, IATA accounting prefix
    const other = newTicketNo('ZZ');
    expect(other).toMatch(/^[1-9]\d{12}$/);
    expect(newTicketNo('ZZ').slice(0, 3)).toBe(other.slice(0, 3));
    expect(newBusTicketNo('320101')).toMatch(/^320101\d{10}$/); // 16 digits
    expect(newTrainOrderCode()).toMatch(/^E\d{9}$/); // 12306-style order code
  });
});
