/**
 * Page data: answers the server puts into a server-rendered page for its first view (in a
 * `<script type="application/json" id="page-data">` block), so that the page paints them from the
 * HTML and the app hydrates them without asking again. Keyed by the app's request key for the
 * same answer (apps/web/src/components/use-request.ts).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The request keys shared by the server's page data and the app's requests. */
export const pageDataKey = {
  /** POST /api/plane/flight/vendor/price/list for the flight and cabin of an offer id. */
  flightOffer: (offerId: string) => `flight-offer:${offerId}`,
} as const;
