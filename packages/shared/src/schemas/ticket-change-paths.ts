/**
 * The 改签 calls: apart from `ApiPath`, which every page's first load carries, as only the order
 * detail page's lazily loaded change panel asks them.
 */
export const ChangePath = {
  /** A ticketed flight order's alternatives on a date (same route and airline, same vendor). */
  planeOptions: '/api/plane/order/change/options',
  /** Changes a flight order to one of its alternatives. */
  planeSubmit: '/api/plane/order/change/submit',
  /** A ticketed train order's alternatives on a date (and, 变更到站, to another station). */
  trainOptions: '/api/train/order/change/options',
  /** Changes a train order to one of its alternatives. */
  trainSubmit: '/api/train/order/change/submit',
  /** The QR code of an order's waiting 改签 payment line. */
  payQrcode: '/api/order/change/pay/qrcode',
  /** Whether an order's pending change is paid (always code 200; `paymentState` PAID, WAITING, CLOSED). */
  payState: '/api/order/change/pay/state',
} as const;
