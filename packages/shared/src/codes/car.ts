// Codes, labels and paths of self-drive rental (自驾租车), without zod, so the /car page's first
// load carries no schema.

/** The rental calls: store suggest and the rental search. */
export const CarPath = {
  /** Cities and stores by Chinese, full pinyin or initials (hot cities for an empty keyword). */
  storeSuggest: '/api/car/store/suggest',
  /** Offers for a pick-up store or city, return store, pick-up and return time, age band. */
  rentalSearch: '/api/car/rental/search',
  /** Books an offer: the period, insurance tier, child seats and the driver (member). */
  rentalBook: '/api/car/rental/book',
  orderDetail: '/api/car/order/detail',
  orderSearch: '/api/car/order/search',
  orderCancel: '/api/car/order/cancel',
  orderRefund: '/api/car/order/refund',
} as const;

/** Most child seats a rental takes. */
export const CAR_MAX_CHILD_SEATS = 2;

/** The deposits of a rental (held through the provider's 预授权, never charged with the rent). */
export const CAR_DEPOSIT_NOTES = { vehicle: '车辆押金', violation: '违章押金' } as const;

/** Vehicle classes, in the order the results list them. */
export const CAR_CLASSES = ['ECONOMY', 'COMFORT', 'SUV', 'MPV', 'LUXURY', 'NEV'] as const;
export type CarClassCode = (typeof CAR_CLASSES)[number];
export const CAR_CLASS_LABEL: Readonly<Record<CarClassCode, string>> = {
  ECONOMY: '经济型',
  COMFORT: '舒适型',
  SUV: 'SUV',
  MPV: '商务车/MPV',
  LUXURY: '豪华型',
  NEV: '新能源',
};

export const CAR_GEARBOXES = ['AUTO', 'MANUAL'] as const;
export type CarGearbox = (typeof CAR_GEARBOXES)[number];
export const CAR_GEARBOX_LABEL: Readonly<Record<CarGearbox, string>> = {
  AUTO: '自动挡',
  MANUAL: '手动挡',
};

export const CAR_ENERGIES = ['PETROL', 'HYBRID', 'ELECTRIC'] as const;
export type CarEnergy = (typeof CAR_ENERGIES)[number];
export const CAR_ENERGY_LABEL: Readonly<Record<CarEnergy, string>> = {
  PETROL: '汽油',
  HYBRID: '插电混动',
  ELECTRIC: '纯电动',
};

export const CAR_STORE_KINDS = ['AIRPORT', 'STATION', 'CITY'] as const;
export type CarStoreKind = (typeof CAR_STORE_KINDS)[number];
export const CAR_STORE_KIND_LABEL: Readonly<Record<CarStoreKind, string>> = {
  AIRPORT: '机场店',
  STATION: '火车站店',
  CITY: '城市门店',
};

/** Driver age bands of the search (the age on the ID decides at booking). */
export const CAR_AGE_BANDS = ['18_24', '25_60', '61_70'] as const;
export type CarAgeBand = (typeof CAR_AGE_BANDS)[number];
export const CAR_AGE_BAND_LABEL: Readonly<Record<CarAgeBand, string>> = {
  '18_24': '18-24岁',
  '25_60': '25-60岁',
  '61_70': '61-70岁',
};

export const CAR_SORTS = ['TOTAL', 'DAILY'] as const;
export type CarSort = (typeof CAR_SORTS)[number];
export const CAR_SORT_LABEL: Readonly<Record<CarSort, string>> = {
  TOTAL: '总价低→高',
  DAILY: '日租金低→高',
};

/** Insurance (保障服务) tiers: 基础 is included in every total. */
export const CAR_INSURANCE_TIERS = ['BASIC', 'PLUS', 'PREMIUM'] as const;
export type CarInsuranceTier = (typeof CAR_INSURANCE_TIERS)[number];
export const CAR_INSURANCE_LABEL: Readonly<Record<CarInsuranceTier, string>> = {
  BASIC: '基础保障',
  PLUS: '优享保障',
  PREMIUM: '尊享保障',
};

/** Lines of a price breakdown, in the order shown. */
export const CAR_PRICE_LINES = [
  'RENT',
  'OVERTIME',
  'INSURANCE',
  'HANDLING',
  'ONE_WAY',
  'NIGHT',
  'CHILD_SEAT',
] as const;
export type CarPriceLine = (typeof CAR_PRICE_LINES)[number];
export const CAR_PRICE_LINE_LABEL: Readonly<Record<CarPriceLine, string>> = {
  RENT: '车辆租金',
  OVERTIME: '超时费',
  INSURANCE: '基础保障服务费',
  HANDLING: '车行手续费',
  ONE_WAY: '异地还车费',
  NIGHT: '夜间服务费',
  CHILD_SEAT: '儿童座椅',
};

/** Rental time steps and bounds (search and booking). */
export const CAR_SLOT_MINUTES = 30;
export const CAR_MIN_RENTAL_HOURS = 24;
export const CAR_MAX_RENTAL_DAYS = 30;
/** How far ahead a pick-up may be, days from today (Beijing). */
export const CAR_BOOKING_WINDOW_DAYS = 90;
