import { ErrorCode, type PassengerType, type ProductKind } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PII_COLUMNS, type PiiCipher } from '../../lib/pii-cipher';
import type { OrderDeps } from './order.deps';
import { newOrderNo } from './order-numbers';
import { insertEvent } from './order-events.repository';
import { insertOrderRow, insertPassenger } from './order.repository';
import {
  handlerOf,
  type OrderRow,
  type PeopleDeclaration,
  type ProductHandler,
  type ProductSnapshot,
} from './product';

/** A new order as a product kind hands it to the core. */
export interface NewOrder {
  memberId: string;
  kind: ProductKind;
  title: string;
  /** Day of travel, check-in or start (`YYYY-MM-DD`); null for a kind without one. */
  travelDate: string | null;
  /** Departure instant; null for a kind without one (a stay, a rental, a visa case). */
  departsAt: Date | null;
  /** End of the journey (arrival, check-out), when the kind has one. */
  arrivesAt?: Date | null;
  totalFen: number;
  contact: { name: string; mobile: string };
  payDeadline: Date;
  /**
   * Placed with nothing to pay now (a stay paid at the hotel): the order starts in its kind's
   * `paidState` with the kind's `placedText`, and `payDeadline` is not used.
   */
  placedUnpaid?: true;
  product: ProductSnapshot;
  passengers: {
    name: string;
    /** ID document; null for a kind whose people carry none (its `people.idRequired` false). */
    idType: string | null;
    idNo: string | null;
    birthDate: string | null;
    passengerType: PassengerType;
    priceFen: number;
    productKey: string;
    /** The kind's own ticket type code (e.g. 12306 `3` 学生票), if any. */
    ticketType?: string | null;
    /** Seat when the kind assigns it at booking (trains: `05车12F`). */
    seat?: string | null;
  }[];
}

/**
 * A person's ID number as stored: encrypted, with its keyed hash for the one-booking-per-document
 * index and the journey checks (nulls for a person without one).
 */
function sealedIdNo(pii: PiiCipher, idNo: string | null) {
  if (!idNo) return { idNoEnc: null, idNoHash: null };
  return { idNoEnc: pii.encrypt(idNo, PII_COLUMNS.orderIdNo), idNoHash: pii.hash(idNo) };
}

/** Tries of a fresh random order number when one is taken (18 digits, 6 of them random). */
const ORDER_NO_TRIES = 5;

/**
 * Checks the people of a new order against what its kind declares: an ID document for each
 * when the kind requires one (the ticket kinds check it before, with their own messages).
 * @throws AppError 14005 naming the person without one.
 */
export function checkPeople(people: PeopleDeclaration, persons: NewOrder['passengers']): void {
  if (!people.idRequired) return;
  const missing = persons.find((p) => !p.idType || !p.idNo);
  if (missing) {
    throw new AppError(
      ErrorCode.PASSENGER_INVALID,
      `${people.noun}${missing.name}：请填写证件号码`,
    );
  }
}

/** The state a new order starts in and its first timeline text. */
function firstState(h: ProductHandler, input: NewOrder): { state: string; text: string } {
  if (!input.placedUnpaid) {
    return {
      state: 'PENDING_PAYMENT',
      text: `订单已提交，${h.holds}已保留，请在规定时间内支付`,
    };
  }
  const f = h.fulfilment;
  if (f.placedText === undefined) throw new Error(`${h.kind} does not place orders unpaid`);
  return { state: f.paidState, text: f.placedText };
}

/**
 * Inserts an order in PENDING_PAYMENT (or, placed with nothing to pay now, its kind's paid state) with its people and first timeline row, inside the
 * caller's transaction (which also holds the inventory). Order numbers have only 10^6 random
 * values per second, so at hundreds of orders a second two can meet: a taken number is skipped
 * (ON CONFLICT DO NOTHING, which leaves the transaction usable) and a new one drawn.
 * @throws AppError 14005 when a person lacks an ID document the kind requires, or already holds
 *   an active booking of the same product.
 */
export async function insertOrder(
  deps: Pick<OrderDeps, 'products' | 'pii'>,
  tx: Tx,
  input: NewOrder,
  now: Date,
): Promise<OrderRow> {
  const handler = handlerOf(deps.products, input);
  checkPeople(handler.people, input.passengers);
  const { state, text } = firstState(handler, input);
  let order: OrderRow | undefined;
  for (let attempt = 0; !order && attempt < ORDER_NO_TRIES; attempt += 1) {
    order = await insertOrderRow(tx, {
      orderNo: newOrderNo(now),
      memberId: input.memberId,
      kind: input.kind,
      state,
      title: input.title,
      travelDate: input.travelDate,
      departsAt: input.departsAt,
      arrivesAt: input.arrivesAt ?? null,
      totalFen: input.totalFen,
      contactName: input.contact.name,
      contactMobile: input.contact.mobile,
      payDeadline: input.payDeadline,
      product: input.product,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (!order) throw new Error(`no free order number in ${ORDER_NO_TRIES} tries`);
  for (const [i, p] of input.passengers.entries()) {
    const { idNo, ...person } = p;
    const row = { ...person, ...sealedIdNo(deps.pii, idNo), orderId: order.id, seq: i + 1 };
    if (!(await insertPassenger(tx, row))) {
      throw new AppError(ErrorCode.PASSENGER_INVALID, `乘客${p.name}已预订该行程，请勿重复预订`);
    }
  }
  await insertEvent(tx, {
    orderId: order.id,
    fromState: null,
    toState: state,
    text,
    at: now,
  });
  return order;
}
