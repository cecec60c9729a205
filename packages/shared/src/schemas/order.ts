import { z } from 'zod';
import { PRODUCT_KINDS, ORDER_STATES, PAYMENT_STATES, WALLETS } from '../codes/order';
import { orderCarSchema } from './car-order';
import { orderStayBriefSchema, orderStaySchema } from './hotel';
import { orderVisaSchema } from './order-visa';
import { orderTransferSchema } from './transfer-order';
import { orderNoSchema, pageBody, pagedSchema, passengerTypeSchema, textField } from './common';

export * from '../codes/order';

/**
 * What a payment line of an order pays for: the order total (tickets), or, for the kinds that
 * take several payments, a deposit and its balance (group travel), a change fee and fare
 * difference (改签), a settlement after a car's return, a hotel's guarantee.
 */
export const PAYMENT_PURPOSES = [
  'FULL',
  'DEPOSIT',
  'BALANCE',
  'CHANGE',
  'SETTLEMENT',
  'GUARANTEE',
  'HOLD',
  'HOLD_CAPTURE',
  'HOLD_RELEASE',
] as const;

export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_PURPOSE_LABEL: Record<PaymentPurpose, string> = {
  FULL: '全款',
  DEPOSIT: '定金',
  BALANCE: '尾款',
  CHANGE: '改签',
  SETTLEMENT: '结算',
  GUARANTEE: '担保',
  HOLD: '押金冻结',
  HOLD_CAPTURE: '押金扣款',
  HOLD_RELEASE: '押金解冻',
};

export const orderStateSchema = z.enum(ORDER_STATES, { error: '订单状态不正确' });

export const orderPassengerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ID document type, label and masked number; empty for a kind that takes none (hotel guests). */
  idType: z.string(),
  idTypeLabel: z.string(),
  idNoMasked: z.string(),
  passengerType: passengerTypeSchema,
  /** What the ticket is sold as: 成人/儿童/婴儿 (flights), 成人票/学生票… (trains), 全票/半票 (buses). */
  ticketTypeLabel: z.string(),
  /** 13-digit e-ticket number once ticketed. */
  ticketNo: z.string().nullable(),
  /** Seat, e.g. 05车12F (trains) — null for flights. */
  seat: z.string().nullable(),
  priceFen: z.number().int(),
});
export type OrderPassenger = z.infer<typeof orderPassengerSchema>;

export const orderSegmentSchema = z.object({
  /** Flight or train number. */
  code: z.string(),
  carrier: z.string(),
  date: z.string(),
  depName: z.string(),
  arrName: z.string(),
  depTime: z.string(),
  arrTime: z.string(),
  arrDayOffset: z.number().int(),
  /** Cabin or seat class label, e.g. 经济舱 / 二等座. */
  classLabel: z.string(),
  /** Departure instant (ISO). */
  departsAt: z.string(),
  extra: z.record(z.string(), z.string()),
});
export type OrderSegment = z.infer<typeof orderSegmentSchema>;

/**
 * A pending change (改签中) as the order detail shows it: the new journey and what to pay, fen.
 * Here rather than in ticket-change.ts with the change calls: the order detail is part of many
 * pages' first load, and importing that file would bring every change schema into it.
 */
export const pendingChangeSchema = z.object({
  title: z.string(),
  date: z.string(),
  depTime: z.string(),
  classLabel: z.string(),
  changeFeeFen: z.number().int(),
  diffFen: z.number().int(),
  payFen: z.number().int(),
  expiresAt: z.string(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/**
 * The tour of a tour order in its detail (`product`, kind TOUR): the departure, the party, the contract's
 * number (its PDF: TourPath.contractPdf) and the departure's 成团进度 now. Here rather than in
 * tour.ts: the order pages load this file, and tour.ts brings the booking schemas.
 */
export const orderTourSchema = z.object({
  code: z.string(),
  title: z.string(),
  date: z.string(),
  returnDate: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  singleRooms: z.number().int(),
  insurance: z.boolean(),
  contractNo: z.string(),
  /** 成团进度 of the departure now. */
  booked: z.number().int(),
  groupMin: z.number().int(),
  /** The fee a cancellation would cost now, fen; null when none is possible. */
  cancelFeeNowFen: z.number().int().nullable(),
});
export type OrderTour = z.infer<typeof orderTourSchema>;

/**
 * The kind-specific part of an order's detail (`product`): a hotel order's stay in full, a tour
 * order's tour; null for the kinds without one (tickets). A new kind adds its member here.
 */
export const orderProductSchema = z.discriminatedUnion('kind', [
  orderStaySchema.extend({ kind: z.literal('HOTEL') }),
  orderTourSchema.extend({ kind: z.literal('TOUR') }),
  orderVisaSchema.extend({ kind: z.literal('VISA') }),
  orderTransferSchema.extend({ kind: z.literal('TRANSFER') }),
  orderCarSchema.extend({ kind: z.literal('CAR') }),
]);
export type OrderProduct = z.infer<typeof orderProductSchema>;

/**
 * The kind-specific part of an order in the list (`product` of the summary): the brief fields of
 * the kinds whose list card shows more than the title (a stay); null for the others.
 */
export const orderProductBriefSchema = z.discriminatedUnion('kind', [
  orderStayBriefSchema.extend({ kind: z.literal('HOTEL') }),
]);
export type OrderProductBrief = z.infer<typeof orderProductBriefSchema>;

/** The kinds of `OrderProduct` (HOTEL, TOUR, VISA). */
export type OrderProductKind = OrderProduct['kind'];
/** The `product` part of the kind `K`. */
export type OrderProductOf<K extends OrderProductKind> = Extract<OrderProduct, { kind: K }>;

/**
 * The product part of `order` if it is of the kind `kind` (a hotel order's stay…), else null.
 * @example productPart(detail, 'HOTEL')?.checkIn
 */
export function productPart<K extends OrderProductKind>(
  order: { product: OrderProduct | null },
  kind: K,
): OrderProductOf<K> | null {
  const p = order.product;
  return p?.kind === kind ? (p as OrderProductOf<K>) : null;
}

export const orderSummarySchema = z.object({
  orderNo: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  state: orderStateSchema,
  stateLabel: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD`; empty for a kind without a day of travel (a visa case). */
  travelDate: z.string(),
  totalFen: z.number().int(),
  createdAt: z.string(),
  payDeadline: z.string().nullable(),
  passengerNames: z.array(z.string()),
  /** Seat of each passenger, in the order of `passengerNames` (trains: 05车12F); null if none. */
  passengerSeats: z.array(z.string().nullable()),
  segments: z.array(orderSegmentSchema),
  /** The brief kind-specific part: a hotel order's stay (null for the other kinds). */
  product: orderProductBriefSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  /** The kind-specific part in full: a hotel order's stay, a tour order's tour; null for tickets. */
  product: orderProductSchema.nullable(),
  contact: z.object({ name: z.string(), mobileMasked: z.string() }),
  passengers: z.array(orderPassengerSchema),
  priceLines: z.array(
    z.object({ label: z.string(), unitFen: z.number().int(), count: z.number().int() }),
  ),
  vendor: z
    .object({
      nameZh: z.string(),
      refundRules: z.array(z.object({ label: z.string(), feePercent: z.number() })),
      baggage: z.string(),
    })
    .nullable(),
  payment: z
    .object({
      paymentNo: z.string(),
      provider: z.string(),
      state: z.enum(PAYMENT_STATES),
      amountFen: z.number().int(),
      paidAt: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(
    z.object({
      refundNo: z.string(),
      state: z.enum(['PROCESSING', 'SUCCEEDED']),
      amountFen: z.number().int(),
      feeFen: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
  timeline: z.array(z.object({ at: z.string(), state: z.string(), text: z.string() })),
  actions: z.object({
    canPay: z.boolean(),
    canCancel: z.boolean(),
    canRefund: z.boolean(),
    /** Fee if refunded now, per the vendor's ladder. */
    refundFeeFen: z.number().int().nullable(),
    /** Whether the member may ask for a change (改签) now. */
    canChange: z.boolean(),
  }),
  /** The change waiting for its 改签 payment (state 改签中), else null. */
  pendingChange: pendingChangeSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /api/plane/order/detail (and the other kinds' detail calls) */
export const orderNoBody = z.strictObject({ orderNo: orderNoSchema });

/**
 * POST /api/plane/order/search (also /api/train/order/search, /api/bus/order/search): the
 * member's own orders, newest first. Without `kind` each path lists its own kind; `ALL` lists
 * every kind.
 */
export const orderSearchBody = z.strictObject({
  ...pageBody,
  /** Tab: all, to pay, upcoming (paid, not yet travelled), refunds. */
  tab: z.enum(['ALL', 'PENDING_PAYMENT', 'TICKETED', 'REFUND', 'CLOSED']).default('ALL'),
  kind: z.enum([...PRODUCT_KINDS, 'ALL']).optional(),
});
export const orderSearchResult = pagedSchema(orderSummarySchema);
export type OrderSearchResult = z.infer<typeof orderSearchResult>;

/** POST /api/plane/order/refund */
export const refundBody = z.strictObject({
  orderNo: orderNoSchema,
  /** A text area: line breaks allowed. */
  reason: textField('退票原因', { max: 100, multiline: true }).default('自愿退票'),
});

/** POST /api/plane/order/pay/qrcode */
export const payQrcodeResult = z.object({
  orderNo: z.string(),
  /** The wallets this site takes on a phone (its payment configuration). */
  wallets: z.array(z.enum(WALLETS)),
  paymentNo: z.string(),
  provider: z.string(),
  /** The URL the QR code encodes. */
  codeUrl: z.string(),
  /** PNG data URL of the QR code. */
  qrDataUrl: z.string(),
  amountFen: z.number().int(),
  /** When the order closes unless paid (ISO). */
  expiresAt: z.string(),
  title: z.string(),
});
export type PayQrcodeResult = z.infer<typeof payQrcodeResult>;

/**
 * POST /api/pay/phone: pays an unpaid order on this phone in the chosen wallet's own cashier
 * (支付宝 手机网站支付, 微信支付 H5; the sandbox's page), coming back to `returnPath` after.
 */
export const payPhoneBody = z.strictObject({
  orderNo: orderNoSchema,
  wallet: z.enum(WALLETS, { error: '请选择支付方式' }),
  /** A path of this site (never another site): where the wallet leads back to. */
  returnPath: z
    .string({ error: '请填写返回页面' })
    .max(300, '返回页面过长')
    .regex(/^\/(?![/\\])[\x21-\x7e]*$/, '返回页面应为本站页面'),
});
export type PayPhoneBody = z.infer<typeof payPhoneBody>;

export const payPhoneResult = z.object({
  /** The URL to open on the phone: the wallet's cashier. */
  payUrl: z.string(),
});
export type PayPhoneResult = z.infer<typeof payPhoneResult>;

/**
 * POST /api/plane/order/pay/state. Code 200 when paid; 16001 while waiting; 16002 when the order
 * is closed. The client takes the whole envelope as the result (site-spec §8).
 */
export const payStateResult = z.object({
  orderNo: z.string(),
  paymentState: z.enum(PAYMENT_STATES),
  orderState: orderStateSchema,
  expiresAt: z.string().nullable(),
});
export type PayStateResult = z.infer<typeof payStateResult>;
