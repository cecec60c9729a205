import type { OrderProduct, OrderSegment, PaymentPurpose, ProductKind } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
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
  /**
   * Declared by a kind that places orders straight into `paidState` with nothing to pay now
   * (`NewOrder.placedUnpaid`; a stay paid at the hotel), as their first timeline text
   * (订单已提交，到店付款，等待酒店确认); such orders are cancelled from `refundableIn` states
   * by a refund request (nothing to give back).
   */
  placedText?: string;
}

/** The core's own states a kind may word its way (a stay: 退订中, 已退订). */
export type CoreStateLabels = Partial<
  Record<'PENDING_PAYMENT' | 'CANCELLED' | 'CLOSED' | 'REFUNDING' | 'REFUNDED', string>
>;

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
  /**
   * Whether the member may ask for a change (改签) of a ticketed order now, given how many changes
   * of it are done (12306: one per ticket); kinds without changes leave it out.
   */
  canChange?(order: OrderRow, changesDone: number, now: Date): boolean;
  /** What a person is sold as, in Chinese (成人, 学生票, 半票…). */
  personLabel(person: PassengerRow): string;
  /** Labels of the core's states for this kind's orders, where not the tickets' (退票申请中…). */
  stateLabels?: CoreStateLabels;
  /**
   * The refusal when `refundFee` is null in a refundable state (default 该订单当前不能<refundWord>;
   * a stay: 该订单已过免费取消时间且不可取消, or 不可取消 for a plan sold so).
   */
  refundClosedText?: (order: OrderRow) => string;
  /**
   * The payment line that opens an unpaid order, when not 全款 of `totalFen` (a stay paid at the
   * hotel with a late arrival: 担保 of the first night, all rooms).
   */
  openingLine?(order: OrderRow): { purpose: PaymentPurpose; amountFen: number };
  /** Kind's own work in the transaction where a payment moves the order into `paidState`. */
  onPaid?(tx: Tx, order: OrderRow, now: Date): Promise<void>;
  /**
   * What this kind's views need beyond the order rows (a stay: its booking row, whether it was
   * reviewed), read for a page of its orders in one query, by order id.
   */
  viewExtras?(db: Db, orders: OrderRow[]): Promise<ReadonlyMap<string, unknown>>;
  /**
   * The kind-specific part of the order views (`product`: a stay, a tour), from the order, its
   * extras (from `viewExtras`) and the time; the list keeps its brief fields
   * (`orderProductBriefSchema`). Kinds without one leave it out (null).
   */
  productView?(order: OrderRow, extra: unknown, now: Date): OrderProduct;
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
