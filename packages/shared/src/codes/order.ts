// Codes and labels of the order contract without zod (schemas/order.ts re-exports them), so
// screens that only show them do not load zod.
import { ID_TYPE_LABEL, type IdType } from '../id-documents';

/** Kinds of product an order can hold; each kind plugs its own part into the order core. */
export const PRODUCT_KINDS = [
  'FLIGHT',
  'TRAIN',
  'BUS',
  'HOTEL',
  'CAR',
  'VISA',
  'TOUR',
  'TRANSFER',
  // group travel: a quote's 定金 then 尾款 (issue 27)
  'GROUP',
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_KIND_LABEL: Record<ProductKind, string> = {
  FLIGHT: '机票',
  TRAIN: '火车票',
  BUS: '汽车票',
  HOTEL: '酒店',
  CAR: '用车',
  VISA: '签证',
  TOUR: '旅游',
  TRANSFER: '接送车',
  GROUP: '团队游',
};

/**
 * Order states (domain notes: 待支付, 出票中, 出票成功, 已取消/已关闭, 退票申请中, 已退票).
 *
 * PENDING_PAYMENT → TICKETING (paid) → TICKETED (tickets issued) → REFUNDING → REFUNDED;
 * PENDING_PAYMENT → CANCELLED (member cancels) or CLOSED (deadline passed); TICKETED → CHANGING
 * (改签中: a change waits for its 改签 payment) → TICKETED (paid, or its hold expired). Hotels: 待确认 →
 * 已确认 → 已入住 → 已离店, or 未入住 (no-show); tours: 待确认 → 已确认 → 已成团 (or 未成团, refunded in
 * full) → 出行中 → 已完成; the labels of the refund states are the kind's
 * (退订 for a stay), served with each order as `stateLabel`.
 */
export const ORDER_STATES = [
  'PENDING_PAYMENT',
  'TICKETING',
  'TICKETED',
  'CHANGING',
  'CANCELLED',
  'CLOSED',
  'REFUNDING',
  'REFUNDED',
  'CONFIRMING',
  'CONFIRMED',
  'CHECKED_IN',
  'CHECKED_OUT',
  'NO_SHOW',
  // group orders (kind GROUP): 定金 paid, 尾款 due, done
  'DEPOSIT_PAID',
  'BALANCE_DUE',
  'COMPLETED',
  // tours: the group formed (enough travellers by the notice deadline) or did not; on the road
  'FORMED',
  'NOT_FORMED',
  'TRAVELLING',
  // visas: paid, the applicants' cases under way (each case has its own state)
  'PROCESSING',
  // car rental: 用车中, 已还车 (待结算), the violation deposit released
  'PICKED_UP',
  'RETURNED',
  'DEPOSIT_REFUNDED',
] as const;

export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABEL: Record<OrderState, string> = {
  PENDING_PAYMENT: '待支付',
  TICKETING: '出票中',
  TICKETED: '出票成功',
  CHANGING: '改签中',
  CANCELLED: '已取消',
  CLOSED: '已关闭',
  REFUNDING: '退票申请中',
  REFUNDED: '已退票',
  CONFIRMING: '待确认',
  CONFIRMED: '已确认',
  CHECKED_IN: '已入住',
  CHECKED_OUT: '已离店',
  NO_SHOW: '未入住',
  DEPOSIT_PAID: '已付定金',
  BALANCE_DUE: '待付尾款',
  COMPLETED: '已完成',
  FORMED: '已成团',
  NOT_FORMED: '未成团',
  TRAVELLING: '出行中',
  PROCESSING: '办理中',
  PICKED_UP: '用车中',
  RETURNED: '已还车',
  DEPOSIT_REFUNDED: '违章押金已退',
};

/** Payment states (after Alipay's trade states). */
export const PAYMENT_STATES = ['WAITING', 'PAID', 'CLOSED', 'REFUNDED'] as const;

export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Label of an ID type code (unknown codes pass through). */
export function idTypeLabel(code: string): string {
  return ID_TYPE_LABEL[code as IdType] ?? code;
}

/** The wallets a phone may pay with (each served by its provider, or by the sandbox). */
export const WALLETS = ['ALIPAY', 'WECHAT'] as const;
export type Wallet = (typeof WALLETS)[number];
export const WALLET_LABEL: Record<Wallet, string> = { ALIPAY: '支付宝', WECHAT: '微信支付' };
