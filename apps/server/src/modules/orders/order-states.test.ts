import { describe, expect, it } from 'vitest';
import { KINDS } from '../../kinds';
import { assertTransition, stateLabel, transitionsOf } from './order-states';
import type { FulfilmentDeclaration, ProductHandler } from './product';

const flight = KINDS.find((k) => k.kind === 'FLIGHT')!.product;

/** A handler of the flight kind with another fulfilment declaration. */
const withFulfilment = (f: Partial<FulfilmentDeclaration>): ProductHandler => ({
  ...flight,
  fulfilment: { ...flight.fulfilment, ...f },
});

describe('the transition table', () => {
  it('is the ticket life for every ticket kind, with 改签中 between two 出票成功', () => {
    for (const k of KINDS.filter((kind) => kind.product.fulfilment.step)) {
      expect(Object.fromEntries(transitionsOf(k.product)), k.kind).toEqual({
        PENDING_PAYMENT: ['TICKETING', 'CANCELLED', 'CLOSED'],
        TICKETING: ['TICKETED'],
        TICKETED: ['CHANGING', 'REFUNDING'],
        CHANGING: ['TICKETED'],
        REFUNDING: ['REFUNDED'],
      });
    }
  });

  it('is the stay life for hotels, cancelled from 待确认/已确认 only when placed unpaid, 未入住 corrected to 已入住 by staff', () => {
    const hotel = KINDS.find((k) => k.kind === 'HOTEL')!.product;
    expect(Object.fromEntries(transitionsOf(hotel))).toEqual({
      PENDING_PAYMENT: ['CONFIRMING', 'CANCELLED', 'CLOSED'],
      CONFIRMING: ['CONFIRMED', 'REFUNDING', 'CANCELLED'],
      CONFIRMED: ['CHECKED_IN', 'NO_SHOW', 'REFUNDING', 'CANCELLED'],
      CHECKED_IN: ['CHECKED_OUT', 'NO_SHOW'],
      CHECKED_OUT: [],
      NO_SHOW: ['CHECKED_IN'],
      REFUNDING: ['REFUNDED'],
    });
    expect(stateLabel(hotel, 'REFUNDING')).toBe('退订中');
    expect(stateLabel(hotel, 'REFUNDED')).toBe('已退订');
  });

  it('refuses a move the kind does not allow, naming the state and the act', () => {
    expect(() => assertTransition(flight, 'TICKETING', 'TICKETED')).not.toThrow();
    expect(() => assertTransition(flight, 'TICKETED', 'CANCELLED')).toThrow(
      expect.objectContaining({ code: 15002, message: '订单出票成功，无法取消' }),
    );
    expect(() => assertTransition(flight, 'CANCELLED', 'CANCELLED')).toThrow(
      '订单已取消，无法取消',
    );
    expect(() => assertTransition(flight, 'PENDING_PAYMENT', 'TICKETED')).toThrow(
      '订单待支付，无法出票',
    );
    expect(() => assertTransition(flight, 'REFUNDED', 'REFUNDING')).toThrow('订单已退票，无法退票');
    expect(() => assertTransition(flight, 'NO_SUCH', 'CLOSED')).toThrow(
      expect.objectContaining({ code: 15002 }),
    );
  });

  it('labels the kind’s own states and the core’s', () => {
    expect(stateLabel(flight, 'TICKETING')).toBe('出票中');
    expect(stateLabel(flight, 'CLOSED')).toBe('已关闭');
    const stay = withFulfilment({
      paidState: 'CONFIRMING',
      states: { CONFIRMING: { label: '待确认', action: '支付' } },
      transitions: {},
      refundableIn: [],
      step: undefined,
    });
    expect(stateLabel(stay, 'CONFIRMING')).toBe('待确认');
    expect(Object.fromEntries(transitionsOf(stay))).toMatchObject({
      PENDING_PAYMENT: ['CONFIRMING', 'CANCELLED', 'CLOSED'],
      CONFIRMING: [],
    });
  });

  it('rejects a malformed declaration', () => {
    const states = flight.fulfilment.states;
    expect(() =>
      transitionsOf(withFulfilment({ states: { ...states, CLOSED: { label: 'x', action: 'x' } } })),
    ).toThrow('redeclares a core state');
    expect(() =>
      transitionsOf(withFulfilment({ transitions: { TICKETING: ['TICKETED', 'USED'] } })),
    ).toThrow('USED is not one of its states');
    expect(() => transitionsOf(withFulfilment({ paidState: 'PAID' }))).toThrow('PAID');
    expect(() => transitionsOf(withFulfilment({ transitions: {} }))).toThrow('step');
  });
});
