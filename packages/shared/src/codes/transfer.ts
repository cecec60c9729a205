// Codes, labels and paths of car transfers (接送机 / 接送站), without zod, so the /car page's
// first load carries no schema.

/** The transfer calls: lookup of the flight or train, places, the quote, the booking, orders. */
export const TransferPath = {
  /** A flight or train by its number and date: the airport or station, the time. */
  lookup: '/api/car/transfer/lookup',
  /** Places in the hub's city: hotels' landmarks, hotels, the member's own hotel bookings. */
  placeSuggest: '/api/car/transfer/place/suggest',
  /** The all-in price of every vehicle class for a trip. */
  quote: '/api/car/transfer/quote',
  /** Books a transfer (re-priced on the server). */
  book: '/api/car/transfer/book',
  orderDetail: '/api/car/transfer/order/detail',
  orderSearch: '/api/car/transfer/order/search',
  orderCancel: '/api/car/transfer/order/cancel',
  orderRefund: '/api/car/transfer/order/refund',
} as const;

/** 接机, 送机, 接站, 送站. */
export const TRANSFER_TYPES = [
  'FLIGHT_PICKUP',
  'FLIGHT_DROPOFF',
  'TRAIN_PICKUP',
  'TRAIN_DROPOFF',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
export const TRANSFER_TYPE_LABEL: Readonly<Record<TransferType, string>> = {
  FLIGHT_PICKUP: '接机',
  FLIGHT_DROPOFF: '送机',
  TRAIN_PICKUP: '接站',
  TRAIN_DROPOFF: '送站',
};

/** Whether a transfer type meets a flight (else a train). */
export const isFlightTransfer = (t: TransferType) =>
  t === 'FLIGHT_PICKUP' || t === 'FLIGHT_DROPOFF';
/** Whether a transfer type picks the member up at the hub (else takes them there). */
export const isPickup = (t: TransferType) => t === 'FLIGHT_PICKUP' || t === 'TRAIN_PICKUP';

/** Vehicle classes, cheapest first. */
export const TRANSFER_CLASSES = ['ECONOMY5', 'COMFORT5', 'BUSINESS7', 'LUXURY'] as const;
export type TransferClass = (typeof TRANSFER_CLASSES)[number];

/** A class as the cards show it: passengers and bags it takes, and sample models. */
export const TRANSFER_CLASS_INFO: Readonly<
  Record<TransferClass, { label: string; seats: number; luggage: number; models: string }>
> = {
  ECONOMY5: { label: '经济5座', seats: 4, luggage: 2, models: '大众朗逸、丰田卡罗拉或同级' },
  COMFORT5: { label: '舒适5座', seats: 4, luggage: 3, models: '大众帕萨特、丰田凯美瑞或同级' },
  BUSINESS7: { label: '商务7座', seats: 6, luggage: 5, models: '别克GL8、本田奥德赛或同级' },
  LUXURY: { label: '豪华', seats: 4, luggage: 3, models: '奔驰E级、宝马5系或同级' },
};

/** Most child seats one car takes. */
export const TRANSFER_MAX_CHILD_SEATS = 2;

/** Kinds of place at the other end. */
export const TRANSFER_PLACE_KINDS = ['LANDMARK', 'HOTEL', 'MY_HOTEL'] as const;
export type TransferPlaceKind = (typeof TRANSFER_PLACE_KINDS)[number];
export const TRANSFER_PLACE_KIND_LABEL: Readonly<Record<TransferPlaceKind, string>> = {
  LANDMARK: '地标',
  HOTEL: '酒店',
  MY_HOTEL: '我预订的酒店',
};
