import { ORDER_STATE_LABEL } from '@lvxing/shared';
import type { FulfilmentDeclaration, FulfilmentStep, PeopleDeclaration } from './product';

/**
 * The fulfilment of the ticket kinds (flights, trains, buses): paid → TICKETING 出票中; the
 * ticketing job issues the tickets when due → TICKETED 出票成功; refundable once ticketed; a
 * change (改签) with something to pay waits in CHANGING 改签中 (order-change.service.ts).
 * @param issue the kind's ticket numbers (and seats) for each passenger of a paid order.
 */
export function ticketFulfilment(issue: FulfilmentStep['run']): FulfilmentDeclaration {
  return {
    paidState: 'TICKETING',
    paidText: '正在出票',
    states: {
      TICKETING: { label: ORDER_STATE_LABEL.TICKETING, action: '支付' },
      TICKETED: { label: ORDER_STATE_LABEL.TICKETED, action: '出票' },
      // a change (改签) waiting for its 改签 payment: back to TICKETED when paid or expired
      CHANGING: { label: ORDER_STATE_LABEL.CHANGING, action: '改签' },
    },
    transitions: { TICKETING: ['TICKETED'], TICKETED: ['CHANGING'], CHANGING: ['TICKETED'] },
    refundableIn: ['TICKETED'],
    step: { from: 'TICKETING', to: 'TICKETED', text: '出票成功，电子客票已生成', run: issue },
  };
}

/** What the ticket kinds hold until paid or refunded, and what giving a ticket back is called. */
export const TICKET_WORDS = { holds: '座位', refundWord: '退票' } as const;

/** People of a ticket: each named and with an ID document (the carrier's and 12306's rule). */
export function ticketPeople(noun: string): PeopleDeclaration {
  return { noun, idRequired: true };
}
