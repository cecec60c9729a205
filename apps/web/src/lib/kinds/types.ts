import type { ApiPath, SaleKind } from '@lvxing/shared';

/** An API area with order calls: `ApiPath.<area>OrderCancel` and `ApiPath.<area>OrderRefund`. */
export type ApiArea = keyof typeof ApiPath extends infer K
  ? K extends `${infer A}OrderCancel`
    ? A
    : never
  : never;

/**
 * A route of a kind: its path and the query entries that pick it. A route with no query entries
 * is its path's default: it serves every request to that path that no other kind's query picks
 * (`/ticket/book` without `?train=train|bus` is the flight booking).
 */
export interface KindRoute {
  path: string;
  query: Readonly<Record<string, string>>;
}

/**
 * A screen module, by its path from apps/web (`src/features/<area>/routes/<name>.tsx`): the app
 * loads it on demand (app/route-table.ts resolves the path to a loader; a path no file has fails
 * its tests and the build).
 */
export interface KindScreen {
  screen: `src/features/${string}/routes/${string}.tsx`;
  /**
   * The server renders this screen's first view per request (app/route-table.ts `serverRendered`
   * says when a screen may be).
   */
  serverRendered?: boolean;
}

/** Words of the order and payment screens that depend on what was booked. */
export interface KindText {
  /** Title of the journey card: 航班信息 / 车次信息 / 班次信息. */
  journeyTitle: string;
  /** 乘机人 / 乘车人. */
  passengerTitle: string;
  /** Where to book again, with the link text. */
  searchTo: string;
  searchText: string;
  /** What a ticketed order means for the traveller. */
  ticketedHint: string;
}

/**
 * Everything the web app knows about a kind on sale, in one place: its screens and routes, titles,
 * navigation entry, home search tab, order and payment wording, order API paths and booking terms.
 * Registered once in {@link import('./index').KIND_INFO}; the app derives its route table from it.
 */
export interface KindInfo {
  kind: SaleKind;
  /**
   * The kind's name in URLs (`/ticket/book?train=<slug>`, `/bookingTerms?type=<slug>`) and test
   * ids (`home-tab-<slug>`).
   */
  slug: string;
  /** Its search (results) page. */
  search: KindRoute & KindScreen & { title: string };
  /** Its booking page. */
  book: KindRoute & KindScreen & { title: string };
  /** Its other pages (the hotel page of 酒店), routed like the search and booking pages. */
  pages?: readonly (KindRoute & KindScreen & { title: string })[];
  /**
   * Its entry in the header navigation (linked to its search page). `within`: paths under this
   * prefix that no kind's route claims belong to it too (机票 covers /ticket/pay).
   */
  nav: { label: string; within?: string };
  /** Its tab in the home page's search card (its form is the home feature's), if any. */
  homeTab?: { label: string };
  /** Title of its booking terms (`/bookingTerms?type=<slug>`, features/legal). */
  termsTitle: string;
  /**
   * Its API area (`/api/<area>/…`, packages/shared `ApiPath.<area>Order…`): its orders are acted
   * on through that area's order calls (features/orders/api/order-paths.ts). A name, not the
   * paths, so the API paths load with the screens that call them, not with every page.
   */
  apiArea: ApiArea;
}
