/**
 * Every query key of the app, by area: a key names one answer of the server, and a prefix names
 * a family (what a mutation invalidates). A new kind adds its area here. Keys of a member's data
 * hold the member (their mobile), so one member's answers are never shown to another.
 */

/** Places the search forms pick from (every kind): cached for the page's life. */
export const placeKeys = {
  cities: (scope: string, keyword: string) => ['places', 'cities', scope, keyword] as const,
  stations: (keyword: string) => ['places', 'stations', keyword] as const,
  busCities: (keyword: string) => ['places', 'bus-cities', keyword] as const,
};

/** The booking rules a kind's forms apply (POST /api/<kind>/rules): asked once a page load. */
export const rulesKeys = {
  booking: (kind: string) => ['rules', 'booking', kind] as const,
};

export const flightKeys = {
  /** A search body (FlightSearchBody). */
  search: (body: object) => ['flights', 'search', body] as const,
  /** The vendor price list of a flight on a day (cabin: the offer's, or every cabin). */
  offers: (flightNo: string, date: string, cabin?: string) =>
    ['flights', 'offers', flightNo, date, cabin ?? 'ALL'] as const,
  calendar: (body: object) => ['flights', 'calendar', body] as const,
};

export const trainKeys = {
  search: (from: string, to: string, date: string) => ['trains', 'search', from, to, date] as const,
  stops: (trainCode: string, date: string) => ['trains', 'stops', trainCode, date] as const,
};

export const busKeys = {
  search: (from: string, to: string, date: string) => ['buses', 'search', from, to, date] as const,
};

export const hotelKeys = {
  /** A search body (HotelSearchBody). */
  search: (body: object) => ['hotels', 'search', body] as const,
  /** A hotel priced for a stay (HotelDetailBody). */
  detail: (body: object) => ['hotels', 'detail', body] as const,
  reviews: (hotelId: string, page: number) => ['hotels', 'reviews', hotelId, page] as const,
};

/** Visas: every entry rule, a destination's products, a product, a checklist body. */
export const visaKeys = {
  entries: () => ['visas', 'entries'] as const,
  products: (country: string) => ['visas', 'products', country] as const,
  detail: (code: string) => ['visas', 'detail', code] as const,
  checklist: (body: object) => ['visas', 'checklist', body] as const,
};

/** Tours: a search body (TourSearchBody), a product, a product's departure calendar. */
export const tourKeys = {
  search: (body: object) => ['tours', 'search', body] as const,
  detail: (productCode: string) => ['tours', 'detail', productCode] as const,
  calendar: (productCode: string) => ['tours', 'calendar', productCode] as const,
};

/** Cars: the city/store suggest by keyword, a rental search body (CarRentalSearchBody). */
export const carKeys = {
  suggest: (keyword: string) => ['cars', 'suggest', keyword] as const,
  search: (body: object) => ['cars', 'search', body] as const,
};

/** A member's saved passengers (常用旅客): the list (masked) and one in full for its edit form. */
export const savedPassengerKeys = {
  all: (member: string) => ['saved-passengers', member] as const,
  list: (member: string) => ['saved-passengers', member, 'list'] as const,
  detail: (member: string, id: string) => ['saved-passengers', member, 'detail', id] as const,
};

/** A member's orders (every kind: the order core is shared) and their payment. */
export const orderKeys = {
  all: (member: string) => ['orders', member] as const,
  lists: (member: string) => ['orders', member, 'list'] as const,
  list: (member: string, filter: object) => ['orders', member, 'list', filter] as const,
  detail: (member: string, orderNo: string) => ['orders', member, 'detail', orderNo] as const,
  payQrcode: (member: string, orderNo: string) =>
    ['orders', member, 'pay-qrcode', orderNo] as const,
  payState: (member: string, orderNo: string) => ['orders', member, 'pay-state', orderNo] as const,
};
