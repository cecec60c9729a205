// A test-only kind that is not a ticket: a stay (待确认 → 已确认 → 已入住 → 已离店), its guests
// named without ID documents, no departure instant. It runs through the order core without any
// ticket code, which is what the coming kinds (hotels, cars, tours, visas) need.
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema';
import type { OrderDeps } from '../src/modules/orders/order.deps';
import { insertOrder } from '../src/modules/orders/order.service';
import type { ProductHandler } from '../src/modules/orders/product';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payment/sandbox-provider';
import { handleNotify } from '../src/modules/payment/payment-notify.service';
import { createQrcode } from '../src/modules/payment/payment.service';
import { uniqueMobile } from './helper';

/** Rooms the fake stay holds, by order number (what `release` gives back). */
export const heldRooms = new Map<string, number>();

/** The stay kind (registered as HOTEL for the test): a fixed ¥50 cancellation fee. */
export const stayProduct: ProductHandler = {
  kind: 'HOTEL',
  people: { noun: '入住人', idRequired: false },
  fulfilment: {
    paidState: 'CONFIRMING',
    paidText: '等待酒店确认',
    placedText: '订单已提交，到店付款，等待酒店确认',
    states: {
      CONFIRMING: { label: '待确认', action: '支付' },
      CONFIRMED: { label: '已确认', action: '确认' },
      CHECKED_IN: { label: '已入住', action: '入住' },
      CHECKED_OUT: { label: '已离店', action: '离店' },
    },
    transitions: {
      CONFIRMING: ['CONFIRMED'],
      CONFIRMED: ['CHECKED_IN'],
      CHECKED_IN: ['CHECKED_OUT'],
    },
    refundableIn: ['CONFIRMING', 'CONFIRMED'],
  },
  holds: '房间',
  refundWord: '退订',
  async release(_tx, order) {
    heldRooms.delete(order.orderNo);
  },
  refundFee: () => 5000,
  personLabel: () => '成人',
  // a stay booked with `guaranteeFen` in its detail pays that 担保 instead of the total
  openingLine(order) {
    const guarantee = (order.product as { detail: { guaranteeFen?: number } }).detail.guaranteeFen;
    return guarantee
      ? { purpose: 'GUARANTEE', amountFen: guarantee }
      : { purpose: 'FULL', amountFen: order.totalFen };
  },
};

/** The app's order core with the stay kind registered beside the real kinds. */
export function stayDeps(app: FastifyInstance): OrderDeps {
  const deps = app.orders.deps;
  return { ...deps, products: new Map([...deps.products, ['HOTEL', stayProduct]]) };
}

/** A member row (the orders' foreign key), without logging in. @returns its id. */
export async function newMember(deps: OrderDeps): Promise<string> {
  const [row] = await deps.db.insert(users).values({ mobile: uniqueMobile() }).returning();
  return row!.id;
}

/**
 * Books a two-night stay for two guests (names only), holding one room; `opts.placed`: paid at
 * the hotel (nothing to pay now), `opts.guaranteeFen`: a 担保 to pay online instead of the total.
 */
export async function bookStay(
  deps: OrderDeps,
  memberId: string,
  totalFen = 60_000,
  opts: { placed?: true; guaranteeFen?: number } = {},
) {
  const now = deps.now();
  const order = await deps.db.transaction((tx) =>
    insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'HOTEL',
        title: '测试酒店 大床房 2晚',
        travelDate: null,
        departsAt: null,
        totalFen,
        contact: { name: '张三', mobile: '13900001111' },
        payDeadline: new Date(now.getTime() + 30 * 60_000),
        ...(opts.placed ? { placedUnpaid: true as const } : {}),
        product: {
          segments: [],
          priceLines: [],
          vendor: null,
          detail: { guaranteeFen: opts.guaranteeFen },
        },
        passengers: ['张三', '李四'].map((name) => ({
          name,
          idType: null,
          idNo: null,
          birthDate: null,
          passengerType: 'ADT' as const,
          priceFen: totalFen / 2,
          productKey: 'HOTEL:TEST:2026-12-01',
        })),
      },
      now,
    ),
  );
  heldRooms.set(order.orderNo, 1);
  return order;
}

/** Sends the sandbox provider's signed notify for a payment line through the core. */
export async function payLine(
  app: FastifyInstance,
  deps: OrderDeps,
  line: { paymentNo: string; amountFen: number },
) {
  const { body, signature } = app.orders.sandbox.signedNotify({ ...line, paidAt: deps.now() });
  return handleNotify(deps, 'sandbox', { [SANDBOX_SIGNATURE_HEADER]: signature }, body);
}

/** A stay booked by `member` and paid in full (¥600), in 待确认; throws when the payment fails. */
export async function paidStay(app: FastifyInstance, deps: OrderDeps, member: string) {
  const order = await bookStay(deps, member);
  const qr = await createQrcode(deps, member, order.orderNo);
  const state = await payLine(app, deps, qr);
  if (state !== 'PAID') throw new Error(`stay ${order.orderNo} not paid: ${state}`);
  return order;
}
