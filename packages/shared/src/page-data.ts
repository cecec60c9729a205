/**
 * Page data: answers the server puts into a server-rendered page for its first view (in a
 * `<script type="application/json" id="page-data">` block), so that the page paints them from the
 * HTML and the app hydrates them without asking again. Keyed by the app's request key for the
 * same answer (apps/web/src/lib/query-hooks.ts).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The request keys shared by the server's page data and the app's requests. */
export const pageDataKey = {
  /** POST /api/plane/flight/vendor/price/list for the flight and cabin of an offer id. */
  flightOffer: (offerId: string) => `flight-offer:${offerId}`,
  /** POST /api/car/rental/search for the search in /car's address, without filters. */
  carSearch: (body: object) => `car-search:${JSON.stringify(body)}`,
  /** POST /api/visa/entry/search without a keyword: every destination's entry rule. */
  visaEntries: () => 'visa-entries',
  /** POST /api/visa/product/search for a destination (ISO alpha-2). */
  visaProducts: (country: string) => `visa-products:${country}`,
} as const;

/**
 * User agents that get the mobile layout (site-spec §1, §9): one test for the server, which picks
 * the page rendered for the device, and the app, which renders the same layout.
 */
export const MOBILE_UA_PATTERN =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Whether `userAgent` gets the mobile layout ({@link MOBILE_UA_PATTERN}). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA_PATTERN.test(userAgent);
}

/** Text for an HTML element's content (a title): `&` and `<` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * The page data as the page's JSON block (`<script type="application/json">`, which runs nothing
 * and which the site's script policy lets through): every `<` is escaped, so no value can end the
 * block early (JSON.parse reads `\u003c` back). Empty when there is no data.
 */
export function pageDataBlock(data: Readonly<Record<string, unknown>>): string {
  if (Object.keys(data).length === 0) return '';
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** A page's first view, as rendered outside the browser (apps/web/src/app/prerender.tsx). */
export interface RenderedView {
  /** The markup for `#root`. */
  html: string;
  /** The document title (plain text). */
  title: string;
}

/**
 * `template` (an HTML page with an empty `<div id="root"></div>` and a `<title>`) with `view` in
 * #root, its title, and the page data block after #root (none when `data` is empty). Used for
 * the pages prerendered at build time and those rendered per request. Throws when the template
 * has no empty #root or the markup holds a script (the page's policy allows scripts from files
 * only).
 */
export function fillPage(
  template: string,
  view: RenderedView,
  data: Readonly<Record<string, unknown>> = {},
): string {
  if (view.html.includes('<script')) throw new Error('rendered markup holds a script');
  if (!template.includes('<div id="root"></div>')) throw new Error('no empty #root');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(view.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${view.html}</div>${pageDataBlock(data)}`,
    );
}
