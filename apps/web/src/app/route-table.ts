import { byQuerySpecificity, SALE_KIND_INFO, type KindRoute } from '../lib/kinds';
import { routeTitles, t, type RouteTitle } from './route-titles';

/** A screen module's path from apps/web (`src/…/<name>.tsx`): app/router.tsx loads it on demand. */
export type ScreenPath = `src/${string}.tsx`;

/**
 * A row of the route table: the screen the app renders for a path (and, where several screens
 * share a path, the query entries that pick it).
 */
export interface RouteRow extends KindRoute {
  /** `/…`, or `*` for any other path. */
  path: string;
  screen: ScreenPath;
  title: RouteTitle;
  /**
   * The server renders this route's first view per request, as a logged-out visitor sees it
   * (app/prerender.tsx), so the page paints before the app's scripts have run; the app then
   * hydrates it. Only for screens whose first view holds no member data (a member's header,
   * 登录 → the member's menu, is updated right after hydration, as on the home page). A tap or
   * keystroke before the app has hydrated a form would be lost (the register form's first SMS
   * request was, in an end-to-end run), so the booking and account forms are rendered in the
   * browser; a search page's fields take what was done before: the button clicked
   * (app/early-click.ts) and the text typed (lib/typed-before-hydration.ts). A member's page may be marked when its first view shows a placeholder where
   * the member's data goes until the app has hydrated (lib/client-value.ts `useHydrated`; the
   * order list, and the flight booking page, whose offers come with the page: the server's page
   * data, apps/server/src/plugins/static-site.ts): a member never sees a visitor's content.
   */
  serverRendered?: boolean;
  /**
   * Rendered at build time for each device into `dist/<stem>.<desktop|mobile>.html`
   * (scripts/prerender.mjs), which the server sends for the path (the home page).
   */
  prerendered?: string;
}

const HOME: ScreenPath = 'src/features/home/routes/home-page.tsx';

const page = (path: string, screen: ScreenPath, title: RouteTitle, more: Partial<RouteRow> = {}) =>
  ({ path, query: {}, screen, title, ...more }) satisfies RouteRow;

/** The search, booking and other pages of every kind on sale, from its descriptor (lib/kinds). */
const KIND_ROWS: RouteRow[] = SALE_KIND_INFO.flatMap((info) =>
  [info.search, info.book, ...(info.pages ?? [])].map((r) => ({
    path: r.path,
    query: r.query,
    screen: r.screen,
    title: t(r.title),
    serverRendered: r.serverRendered,
  })),
);

/**
 * The app's one route table: the router (app/router.tsx), the build's route pages and prerendered
 * pages (scripts/prerender.mjs, route-pages.mjs) and so the server's choice of page for a request
 * (apps/server/src/plugins/static-site.ts) are all derived from it. Rows of a path are matched most
 * specific first (lib/kinds `byQuerySpecificity`); a path's row without query entries serves the
 * requests no other row's query picks.
 */
export const ROUTE_TABLE: readonly RouteRow[] = byQuerySpecificity<RouteRow>([
  page('/', HOME, routeTitles.home, { prerendered: 'home' }),
  // the login overlay opens over the home screen
  page('/login', HOME, routeTitles.login),
  page('/register', 'src/features/auth/routes/register-page.tsx', routeTitles.register),
  page('/company', 'src/features/company/routes/company-page.tsx', routeTitles.company),
  page('/official', 'src/features/official/routes/official-page.tsx', routeTitles.official),
  page('/team', 'src/features/team/routes/team-page.tsx', routeTitles.team),
  page(
    '/teamRequests',
    'src/features/team/routes/team-requests-page.tsx',
    routeTitles.teamRequests,
  ),
  page(
    '/internation',
    'src/features/international/routes/internation-page.tsx',
    routeTitles.internation,
  ),
  ...KIND_ROWS,
  page('/travel/custom', 'src/features/tours/routes/travel-custom-page.tsx', t('定制游')),
  page('/visa', 'src/features/visas/routes/visa-page.tsx', routeTitles.visa, {
    serverRendered: true,
  }),
  page('/visa/detail', 'src/features/visas/routes/visa-detail-page.tsx', t('签证产品')),
  page('/visaApply', 'src/features/visas/routes/visa-apply-page.tsx', routeTitles.visaApply),
  page('/service', 'src/features/service/routes/service-page.tsx', routeTitles.service),
  page('/aboutUs', 'src/features/about/routes/about-page.tsx', routeTitles.aboutUs, {
    serverRendered: true,
  }),
  page('/connect', 'src/features/contact/routes/contact-page.tsx', routeTitles.connect, {
    serverRendered: true,
  }),
  // the legal texts: static, rendered by the server like the about page
  page('/agreement', 'src/features/legal/routes/agreement-page.tsx', routeTitles.agreement, {
    serverRendered: true,
  }),
  page('/privacy', 'src/features/legal/routes/privacy-page.tsx', routeTitles.privacy, {
    serverRendered: true,
  }),
  page(
    '/bookingTerms',
    'src/features/legal/routes/booking-terms-page.tsx',
    routeTitles.bookingTerms,
    { serverRendered: true },
  ),
  page('/orderList', 'src/features/orders/routes/order-list-page.tsx', routeTitles.orderList, {
    serverRendered: true,
  }),
  page('/orderDetail', 'src/features/orders/routes/order-detail-page.tsx', routeTitles.orderDetail),
  // 我的申请, the tab beside 我的订单: requests a person at the agency answers
  page('/requestList', 'src/features/orders/routes/request-list-page.tsx', routeTitles.requestList),
  page('/passengers', 'src/features/passengers/routes/passengers-page.tsx', routeTitles.passengers),
  page('/ticket/pay', 'src/features/payment/routes/pay-page.tsx', routeTitles.ticketPay),
  page('*', 'src/app/not-found-page.tsx', routeTitles.notFound),
]);

/** The table's rows by path, in table order (each path's rows most specific first). */
export function rowsByPath(rows: readonly RouteRow[] = ROUTE_TABLE): Map<string, RouteRow[]> {
  const byPath = new Map<string, RouteRow[]>();
  for (const row of rows) byPath.set(row.path, [...(byPath.get(row.path) ?? []), row]);
  return byPath;
}
