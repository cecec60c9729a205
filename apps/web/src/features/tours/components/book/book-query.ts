import { TOUR_CHILD_AGE, TOUR_MAX_TRAVELLERS } from '@lvxing/shared';

/** A child of the party: age on the departure day (2–11) and whether it takes a bed (占床). */
export interface TourChildAsked {
  age: number;
  bed: boolean;
}

/** The party as booked: adults, children in order, and how many 单房差 are bought. */
export interface TourParty {
  adults: number;
  children: TourChildAsked[];
  singleRooms: number;
}

/** What the product page hands the booking page in its query. */
export interface TourBookAsked {
  productCode: string;
  date: string;
  party: TourParty;
}

const CODE = /^T[DO][GFPL]\d{4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Children from the query's `children` (`age:bed` comma-separated, bed 1 or 0: `8:1,5:0`);
 * entries that are not a child's age (2–11) are dropped, as the product page never sends them.
 */
export function childrenOfQuery(text: string | null): TourChildAsked[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => /^(\d{1,2}):([01])$/.exec(part.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ age: Number(m[1]), bed: m[2] === '1' }))
    .filter((c) => c.age >= TOUR_CHILD_AGE.min && c.age <= TOUR_CHILD_AGE.max);
}

/** The children as the query writes them (`8:1,5:0`). */
export const childrenToQuery = (children: readonly TourChildAsked[]) =>
  children.map((c) => `${c.age}:${c.bed ? 1 : 0}`).join(',');

/**
 * The booking asked by `/travel/book?productCode=…&date=…&adults=…&children=…`, or null when
 * the product or the date is missing or malformed. Adults default to 2 (the product page's
 * default) and are kept within 1–9 with the children (`TOUR_MAX_TRAVELLERS` an order).
 */
export function bookAskedOf(params: URLSearchParams): TourBookAsked | null {
  const productCode = params.get('productCode')?.trim() ?? '';
  const date = params.get('date')?.trim() ?? '';
  if (!CODE.test(productCode) || !DATE.test(date)) return null;
  const asked = Number(params.get('adults') ?? '2');
  const adults = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), TOUR_MAX_TRAVELLERS) : 2;
  const children = childrenOfQuery(params.get('children')).slice(0, TOUR_MAX_TRAVELLERS - adults);
  return { productCode, date, party: { adults, children, singleRooms: 0 } };
}

/** The product page of a product on a date (where 重新选择 goes). */
export const productPageOf = (productCode: string, date?: string) =>
  `/travel/detail?${new URLSearchParams(date ? { productCode, date } : { productCode })}`;
