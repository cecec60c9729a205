import type { OrderSegment, ProductKind } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import type { orderPassengers, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
/** One person of an order (passenger, guest, driver, traveller, applicant). */
export type PassengerRow = typeof orderPassengers.$inferSelect;

/**
 * What every order keeps in `orders.product`, whatever its kind: the segments and price lines as
 * sold, the vendor's rules, and the kind's own details under `detail`.
 */
export interface ProductSnapshot<D = unknown> {
  segments: OrderSegment[];
  priceLines: { label: string; unitFen: number; count: number }[];
  vendor: {
    nameZh: string;
    refundRules: { label: string; minHoursBefore: number; feePercent: number }[];
    baggage: string;
  } | null;
  detail: D;
}

/** What a ticket issue gives each passenger. */
export interface IssuedTicket {
  ticketNo: string;
  seat: string | null;
}

/** Who an order's people are for a kind. */
export interface PeopleDeclaration {
  /** What one person is called (乘机人, 乘车人, 入住人…), in the core's messages. */
  noun: string;
  /** Whether each person carries an ID document (type and number): tickets yes, guests no. */
  idRequired: boolean;
}

/** One state of a kind's fulfilment, after payment. */
export interface FulfilmentState {
  /** Shown to the member (出票中, 已确认…). */
  label: string;
  /** The act that moves an order into it, as a refusal names it (订单待确认，无法「离店」). */
  action: string;
}

/**
 * A step the order jobs take on their own once the order's `ticketingDueAt` has come (tickets:
 * issue them). `run` gives what each person gets, by person id.
 */
export interface FulfilmentStep {
  from: string;
  to: string;
  /** Timeline text of the step. */
  text: string;
  run(tx: Tx, order: OrderRow, people: PassengerRow[]): Promise<Map<string, IssuedTicket>>;
}

/**
 * The life of a paid order of one kind. The core owns the states before payment and after a
 * refund (PENDING_PAYMENT, CANCELLED, CLOSED, REFUNDING, REFUNDED); a kind declares the rest here
 * and `order-states.ts` checks every move against it.
 */
export interface FulfilmentDeclaration {
  /** The state a paid order enters (tickets: TICKETING 出票中). */
  paidState: string;
  /** Timeline words after 支付成功 ¥x (tickets: 正在出票). */
  paidText: string;
  /** Every fulfilment state by code. */
  states: Readonly<Record<string, FulfilmentState>>;
  /** Allowed moves between fulfilment states (tickets: TICKETING → TICKETED). */
  transitions: Readonly<Record<string, readonly string[]>>;
  /** States in which the member may ask for a refund (tickets: TICKETED). */
  refundableIn: readonly string[];
  /** The step the jobs take by themselves, if any; otherwise moves come from the kind's calls. */
  step?: FulfilmentStep;
}

/**
 * The part of the order life that depends on the product kind. The order core (states, payment,
 * timeline, refunds) calls these inside its own transactions; a new kind registers one handler.
 */
export interface ProductHandler {
  kind: ProductKind;
  people: PeopleDeclaration;
  fulfilment: FulfilmentDeclaration;
  /** What an order holds until paid or refunded (座位, 房间…), in timeline texts. */
  holds: string;
  /** What giving the order back is called (退票, 退订), in refund texts and refusals. */
  refundWord: string;
  /** Gives back what the order holds when it closes unpaid or is refunded. */
  release(tx: Tx, order: OrderRow, people: PassengerRow[]): Promise<void>;
  /** Refund fee in fen if the member refunds the whole order at `now`; null when not refundable. */
  refundFee(order: OrderRow, now: Date): number | null;
  /** What a person is sold as, in Chinese (成人, 学生票, 半票…). */
  personLabel(person: PassengerRow): string;
}

/** Handlers by kind. */
export type ProductRegistry = ReadonlyMap<ProductKind, ProductHandler>;

/** The handler of an order's kind. @throws Error when the kind has none registered. */
export function handlerOf(products: ProductRegistry, order: Pick<OrderRow, 'kind'>) {
  const h = products.get(order.kind as ProductKind);
  if (!h) throw new Error(`no product handler for ${order.kind}`);
  return h;
}

/** Reads the common snapshot of an order. */
export function snapshotOf<D = unknown>(order: OrderRow): ProductSnapshot<D> {
  return order.product as ProductSnapshot<D>;
}

/**
 * The departure instant of an order of a kind that has one (every ticket kind sets it).
 * @throws Error when the order has none.
 */
export function departureOf(order: OrderRow): Date {
  if (!order.departsAt) throw new Error(`order ${order.orderNo} has no departure`);
  return order.departsAt;
}
