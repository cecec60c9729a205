/** A row of {@link ROUTE_SCREENS}: `screen` is the module's path from apps/web. */
export interface RouteScreen {
  path: string;
  query?: Readonly<Record<string, string>>;
  screen: string;
  /**
   * The server renders this route's first view per request, as a logged-out visitor sees it
   * (app/prerender.tsx), so the page paints before the app's scripts have run; the app then
   * hydrates it. Only for screens whose first view holds no member data (a member's header,
   * 登录 → the member's menu, is updated right after hydration, as on the home page) and asks
   * for no input: a tap or keystroke in a form before the app has hydrated it is lost (the
   * register form's first SMS request was, in an end-to-end run), so the form pages are rendered
   * in the browser. A member's page may be marked when its first view shows a placeholder where
   * the member's data goes until the app has hydrated (lib/client-value.ts `useHydrated`; the
   * order list, and the flight booking page, whose offers come with the page: the server's page
   * data, apps/server/src/plugins/static-site.ts): a member never sees a visitor's content.
   */
  serverRendered?: boolean;
}

/**
 * The screen each app route renders first, by path and query, for the build's route pages
 * (scripts/route-pages.mjs preloads the screen's chunks from them). route-screens.test.ts checks
 * every row against the router (app/router.tsx, app/kind-routes.tsx):
 * `query` entries must all match the request's query; the first matching row wins.
 */
export const ROUTE_SCREENS: readonly RouteScreen[] = [
  // the login overlay opens over the home screen (`/` itself is prerendered: prerender.mjs)
  { path: '/login', screen: 'src/features/home/routes/home-page.tsx' },
  {
    path: '/ticket/search',
    screen: 'src/features/flights/routes/ticket-search-page.tsx',
    serverRendered: true,
  },
  {
    path: '/ticket/book',
    query: { train: 'train' },
    screen: 'src/features/trains/routes/train-book-page.tsx',
  },
  {
    path: '/ticket/book',
    query: { train: 'bus' },
    screen: 'src/features/buses/routes/bus-book-page.tsx',
  },
  {
    path: '/ticket/book',
    screen: 'src/features/flights/routes/ticket-book-page.tsx',
    serverRendered: true,
  },
  { path: '/ticket/pay', screen: 'src/features/payment/routes/pay-page.tsx' },
  {
    path: '/train',
    query: { type: 'bus' },
    screen: 'src/features/buses/routes/bus-page.tsx',
    serverRendered: true,
  },
  { path: '/train', screen: 'src/features/trains/routes/train-page.tsx', serverRendered: true },
  {
    path: '/orderList',
    screen: 'src/features/orders/routes/order-list-page.tsx',
    serverRendered: true,
  },
  { path: '/orderDetail', screen: 'src/features/orders/routes/order-detail-page.tsx' },
  { path: '/hotel', screen: 'src/features/hotels/routes/hotel-page.tsx' },
  { path: '/car', screen: 'src/features/cars/routes/car-page.tsx' },
  { path: '/travel', screen: 'src/features/tours/routes/travel-page.tsx' },
  { path: '/visa', screen: 'src/features/visas/routes/visa-page.tsx' },
  {
    path: '/visaApply',
    screen: 'src/features/visas/routes/visa-apply-page.tsx',
  },
  {
    path: '/internation',
    screen: 'src/features/international/routes/internation-page.tsx',
  },
  { path: '/team', screen: 'src/features/team/routes/team-page.tsx' },
  {
    path: '/company',
    screen: 'src/features/company/routes/company-page.tsx',
  },
  {
    path: '/official',
    screen: 'src/features/official/routes/official-page.tsx',
  },
  {
    path: '/service',
    screen: 'src/features/service/routes/service-page.tsx',
  },
  { path: '/register', screen: 'src/features/auth/routes/register-page.tsx' },
  { path: '/aboutUs', screen: 'src/features/about/routes/about-page.tsx', serverRendered: true },
  {
    path: '/connect',
    screen: 'src/features/contact/routes/contact-page.tsx',
    serverRendered: true,
  },
  // the legal texts: static, rendered by the server like the about page
  {
    path: '/agreement',
    screen: 'src/features/legal/routes/agreement-page.tsx',
    serverRendered: true,
  },
  {
    path: '/privacy',
    screen: 'src/features/legal/routes/privacy-page.tsx',
    serverRendered: true,
  },
  {
    path: '/bookingTerms',
    screen: 'src/features/legal/routes/booking-terms-page.tsx',
    serverRendered: true,
  },
];
