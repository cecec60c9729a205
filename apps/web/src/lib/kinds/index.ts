import { SALE_KINDS, type SaleKind } from '@lvxing/shared';
import { bus } from './bus';
import { car } from './car';
import { flight } from './flight';
import { hotel } from './hotel';
import { routeFor, routeHref } from './match';
import { tour } from './tour';
import { train } from './train';
import type { KindInfo, KindRoute } from './types';

export type { ApiArea, KindInfo, KindRoute, KindScreen, KindText } from './types';
export { byQuerySpecificity, queryMatches, routeFor, routeHref } from './match';

/**
 * Every kind on sale, one line each: a new kind is its descriptor file here (./<kind>.ts), this
 * line, and its feature folder; the app derives its routes, titles, navigation and route pages from
 * it. Exhaustive over `SaleKind`: a kind missing here is a compile error.
 */
export const KIND_INFO = {
  FLIGHT: flight,
  TRAIN: train,
  BUS: bus,
  HOTEL: hotel,
  TOUR: tour,
  CAR: car,
} as const satisfies { [K in SaleKind]: KindInfo & { kind: K } };

/** A kind's name in URLs: `flight` | `train` | `bus` | `hotel` | `tour`. */
export type KindSlug = (typeof KIND_INFO)[SaleKind]['slug'];

/** The kinds on sale, in the site's order (navigation, home tabs, booking terms). */
export const SALE_KIND_INFO: readonly KindInfo[] = SALE_KINDS.map((k) => KIND_INFO[k]);

/** The kind named `slug` in a URL, if any. */
export function kindBySlug(slug: string | null): KindInfo | undefined {
  return SALE_KIND_INFO.find((k) => k.slug === slug);
}

/** The link to a kind's search page (its navigation entry, 重新搜索). */
export function searchHref(info: KindInfo): string {
  return routeHref(info.search);
}

/** A page of a kind: its search, booking or other page (`pages`), with its title. */
type KindPage = KindRoute & { info: KindInfo; page: 'search' | 'book' | 'other'; title: string };

const KIND_PAGES: readonly KindPage[] = SALE_KIND_INFO.flatMap((info) => [
  { ...info.search, info, page: 'search' as const },
  { ...info.book, info, page: 'book' as const },
  ...(info.pages ?? []).map((p) => ({ ...p, info, page: 'other' as const })),
]);

/** The kind page (search, booking or other) at `pathname` with the query string `search`, if any. */
export function kindPageAt(pathname: string, search: string): KindPage | undefined {
  return routeFor(KIND_PAGES, pathname, search);
}
